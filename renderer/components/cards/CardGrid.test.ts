import { createTestingPinia } from '@pinia/testing';
import { mount, type VueWrapper } from '@vue/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Card } from '../../../core/model/card';
import { api } from '../../api';
import { createMusterI18n } from '../../i18n';
import { useCardGridStore } from '../../stores/card-grid';
import CardGrid from './CardGrid.vue';

vi.mock('../../api', () => ({
  api: { openFactionCards: vi.fn(), queryCards: vi.fn(), saveFactionCards: vi.fn(), getCardCounts: vi.fn(), getDatabaseProblems: vi.fn(), getAppInfo: vi.fn(), listFactions: vi.fn() },
}));
const mocked = vi.mocked(api);

const card = (id: string, points: number): Card => ({
  id, kind: 'fighter', name: { de: `${id} de`, en: `${id} en` }, source: 'user', points, personality: false, figures: 1, mount: false, throne: false, stats: { MOV: 10 }, abilities: [],
});

let wrapper: VueWrapper | undefined;
beforeEach(() => {
  mocked.openFactionCards.mockResolvedValue({ system: 'confrontation', faction: { id: 'goblins', name: { de: 'Goblins', en: 'Goblins' } }, cards: [card('a', 5), card('b', 6)], version: 'v1' });
  mocked.queryCards.mockResolvedValue([]);
  mocked.saveFactionCards.mockImplementation(async ({ cards }) => ({ saved: true, written: 'cards/confrontation/goblins.json', added: cards.length, changed: 0, removed: 0, unchanged: 0, version: 'v2' }));
  mocked.getCardCounts.mockResolvedValue({ confrontation: 2, oldworld: 0, chronopia: 0 });
  mocked.getDatabaseProblems.mockResolvedValue([]);
  mocked.listFactions.mockResolvedValue([]);
});
afterEach(() => {
  wrapper?.unmount();
  document.body.innerHTML = '';
});

async function render(lang: 'de' | 'en' = 'en') {
  const pinia = createTestingPinia({ createSpy: vi.fn, stubActions: false });
  const store = useCardGridStore(pinia);
  await store.open('confrontation', 'goblins');
  wrapper = mount(CardGrid, { global: { plugins: [pinia, createMusterI18n(lang)] }, attachTo: document.body });
  const grid = wrapper.get('[role="grid"]');
  (grid.element as HTMLElement).focus();
  const cell = (row: number, column: string) => wrapper!.find(`[role="row"][data-row="${row}"] [data-column="${column}"]`);
  const key = async (key: string, init: KeyboardEventInit = {}) => {
    const target = wrapper!.find('input.grid-editor').exists() ? wrapper!.get('input.grid-editor') : grid;
    await target.trigger('keydown', { key, ...init });
  };
  const col = (name: string) => store.state.columns.indexOf(name);
  return { store, grid, cell, key, col };
}

describe('CardGrid', () => {
  it('typing replaces the selected cell, Enter takes it and moves down, Escape throws typing away', async () => {
    const { store, cell, key, col } = await render();
    store.select({ anchor: { row: 0, col: col('points') }, cursor: { row: 0, col: col('points') } });
    await key('7');
    const input = wrapper!.get<HTMLInputElement>('input.grid-editor');
    expect(input.element.value).toBe('7');
    input.element.value = '75';
    await key('Enter');
    expect(cell(0, 'points').text()).toBe('75');
    expect(store.selection.cursor).toEqual({ row: 1, col: col('points') });
    await key('9');
    await key('Escape');
    expect(wrapper!.find('input.grid-editor').exists()).toBe(false);
    expect(cell(1, 'points').text()).toBe('6');
    await key('z', { ctrlKey: true });
    expect(cell(0, 'points').text()).toBe('5');
    await key('y', { ctrlKey: true });
    expect(cell(0, 'points').text()).toBe('75');
  });

  it('moves with arrows, Home/End, Ctrl+Home/End and Tab; Tab after the last cell leaves the grid', async () => {
    const { store, key, col } = await render();
    await key('ArrowRight');
    await key('ArrowDown');
    expect(store.selection.cursor).toEqual({ row: 1, col: 1 });
    await key('End');
    expect(store.selection.cursor).toEqual({ row: 1, col: store.state.columns.length - 1 });
    await key('Home');
    expect(store.selection.cursor.col).toBe(0);
    await key('End', { ctrlKey: true });
    // The last row is the empty one for a new card.
    expect(store.selection.cursor).toEqual({ row: 2, col: store.state.columns.length - 1 });
    const grid = wrapper!.get('[role="grid"]');
    const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true });
    grid.element.dispatchEvent(tab);
    expect(tab.defaultPrevented).toBe(false);
    await key('Home', { ctrlKey: true });
    expect(store.selection.cursor).toEqual({ row: 0, col: 0 });
    await key('Tab');
    expect(store.selection.cursor).toEqual({ row: 0, col: 1 });
    await key('ArrowDown', { shiftKey: true });
    expect(store.selection).toEqual({ anchor: { row: 0, col: 1 }, cursor: { row: 1, col: 1 } });
    expect(col('name_en')).toBe(1);
  });

  it('Delete empties the selected cells; a bad value is marked on its cell with the reason', async () => {
    const { store, cell, key, col } = await render();
    store.select({ anchor: { row: 0, col: col('points') }, cursor: { row: 1, col: col('points') } });
    await key('Delete');
    await wrapper!.vm.$nextTick();
    expect(cell(0, 'points').attributes('aria-invalid')).toBe('true');
    expect(cell(0, 'points').attributes('title')).toBe('Required.');
    expect(wrapper!.get('.grid-cellbar').text()).toContain('Row 2, Points');
    expect(wrapper!.get('.grid-cellbar').text()).toContain('Required.');
    expect(store.check.problems).toBe(2);
  });

  it('copies the selected cells as tab-separated rows and pastes rows from the clipboard', async () => {
    const { store, grid } = await render();
    store.select({ anchor: { row: 0, col: 0 }, cursor: { row: 1, col: 1 } });
    const data = new Map<string, string>();
    const clipboard = { setData: (t: string, v: string) => data.set(t, v), getData: (t: string) => data.get(t) ?? '' };
    const copy = new Event('copy', { bubbles: true, cancelable: true });
    Object.defineProperty(copy, 'clipboardData', { value: clipboard });
    grid.element.dispatchEvent(copy);
    expect(data.get('text/plain')).toBe('a de\ta en\nb de\tb en');
    store.select({ anchor: { row: 2, col: 0 }, cursor: { row: 2, col: 0 } });
    const paste = new Event('paste', { bubbles: true, cancelable: true });
    Object.defineProperty(paste, 'clipboardData', { value: clipboard });
    grid.element.dispatchEvent(paste);
    expect(store.state.rows.map((r) => r.cells.name_en)).toEqual(['a en', 'b en', 'a en', 'b en']);
    expect(wrapper!.emitted('notice')?.map((n) => n[0])).toEqual(['4 cells copied.', '2 rows pasted.']);
  });

  it('a type or size shows its name in the UI language and takes a name typed in either; the saved file keeps the ids', async () => {
    const de = await render('de');
    expect(de.cell(0, 'kind').text()).toBe('Kämpfer');
    wrapper!.unmount();
    const { store, cell, key, col } = await render('en');
    expect(cell(0, 'kind').text()).toBe('Fighter');
    expect(store.state.rows[0]!.cells.kind).toBe('fighter');
    // Editing starts from the name shown; a German name typed in the English UI is taken too.
    store.select({ anchor: { row: 1, col: col('kind') }, cursor: { row: 1, col: col('kind') } });
    await key('F2');
    const input = wrapper!.get<HTMLInputElement>('input.grid-editor');
    expect(input.element.value).toBe('Fighter');
    input.element.value = 'Kriegsmaschine';
    await key('Enter');
    expect(cell(1, 'kind').text()).toBe('War machine');
    expect(store.state.rows[1]!.cells.kind).toBe('war-machine');
    expect(await store.save()).toBe(true);
    expect(mocked.saveFactionCards.mock.calls[0]?.[0].cards.map((c) => c.kind)).toEqual(['fighter', 'war-machine']);
  });

  it("an empty name or rank cell shows, greyed, what the card gets in that language: the other's text, a known rank by its name here", async () => {
    mocked.openFactionCards.mockResolvedValue({
      system: 'confrontation',
      faction: { id: 'goblins', name: { de: 'Goblins', en: 'Goblins' } },
      cards: [{ ...card('a', 5), rank: { de: 'Spezial', en: 'Special' } }],
      version: 'v1',
    });
    const { store, cell } = await render('en');
    store.setCell({ row: 0, col: store.state.columns.indexOf('rank_de') }, '');
    store.setCell({ row: 0, col: store.state.columns.indexOf('rank_en') }, 'Special');
    await wrapper!.vm.$nextTick();
    expect(cell(0, 'rank_de').text()).toBe('Spezial');
    expect(cell(0, 'rank_de').classes()).toContain('fallback');
    store.setCell({ row: 0, col: store.state.columns.indexOf('rank_en') }, 'Gobbo boss');
    await wrapper!.vm.$nextTick();
    expect(cell(0, 'rank_de').text()).toBe('Gobbo boss');
  });

  it('a size not among the choices lists them as the UI names them', async () => {
    const { store, cell, col } = await render('de');
    store.setCell({ row: 0, col: col('size') }, 'winzig');
    await wrapper!.vm.$nextTick();
    expect(cell(0, 'size').text()).toBe('winzig');
    expect(cell(0, 'size').attributes('title')).toBe('Bitte einen dieser Werte wählen: Klein, Normal, Groß, Sehr groß.');
  });

  it('a pasted header row names the columns; a heading the table lacks is named in the notice', async () => {
    const { store, grid } = await render('de');
    store.select({ anchor: { row: 2, col: 0 }, cursor: { row: 2, col: 0 } });
    const paste = new Event('paste', { bubbles: true, cancelable: true });
    Object.defineProperty(paste, 'clipboardData', { value: { getData: () => 'Name (Deutsch)\tKennung\tPunkte\tBEW\tTyp\tNotiz\nSkorpion\tmy-s\t12\t10\tKämpfer\tschnell\n' } });
    grid.element.dispatchEvent(paste);
    expect(store.state.rows[2]!.cells).toEqual({ name_de: 'Skorpion', id: 'my-s', points: '12', 'stat:MOV': '10', kind: 'fighter' });
    expect(wrapper!.emitted('notice')?.map((n) => n[0])).toEqual(['1 Zeile eingefügt. Ausgelassen, keine Spalte der Tabelle: Notiz.']);
  });
});
