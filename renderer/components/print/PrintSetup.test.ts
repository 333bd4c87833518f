import { createTestingPinia } from '@pinia/testing';
import { mount } from '@vue/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { newList } from '../../../core/list/new';
import { createMusterI18n } from '../../i18n';
import { usePrintStore } from '../../stores/print';
import PrintExtras from './PrintExtras.vue';
import PrintSetup from './PrintSetup.vue';

vi.mock('../../api', () => ({ api: { listLists: vi.fn(), openList: vi.fn() } }));

const CHRONOPIA = newList({ id: 'l3', name: 'Reed marsh raiders', system: 'chronopia', faction: 'stygians', pointsLimit: 1000, now: new Date('2024-05-01T10:00:00Z') });

function render<C>(component: C, lang: 'de' | 'en', print: Record<string, unknown>) {
  const pinia = createTestingPinia({ createSpy: vi.fn, stubActions: false, initialState: { print } });
  const wrapper = mount(component as never, { global: { plugins: [pinia, createMusterI18n(lang)] } });
  return { wrapper, store: usePrintStore(pinia) };
}

describe('PrintSetup: the game of the documents printed without a list', () => {
  it('is offered while no list is chosen, every game by default, and chosen into the store', async () => {
    const { wrapper, store } = render(PrintSetup, 'de', { listId: '', list: null, documents: ['templates', 'quickref'] });
    const game = wrapper.findAll('label').find((l) => l.find('span').text() === 'Spiel');
    expect(game?.findAll('option').map((o) => o.text())).toEqual(['Alle Spiele', 'Confrontation', 'The Old World', 'Chronopia']);
    expect(game?.find('select').element.value).toBe('');
    expect(game?.find('small').text()).toBe('Ohne Liste: für welches Spiel Kurzreferenz und Marker sind.');
    // Named by the word alone (aria-labelledby wins over the label around it, hint and all); the hint describes it.
    const select = game!.get('select');
    const textOf = (ids: string | undefined) => (ids ?? '').split(' ').map((id) => wrapper.find(`[id="${id}"]`).text()).join(' ');
    expect(textOf(select.attributes('aria-labelledby'))).toBe('Spiel');
    expect(textOf(select.attributes('aria-describedby'))).toBe('Ohne Liste: für welches Spiel Kurzreferenz und Marker sind.');
    await game?.find('select').setValue('chronopia');
    expect(store.system).toBe('chronopia');
    // The dispersion templates are not made for Chronopia.
    expect(store.documents).toEqual(['quickref']);
  });

  it('is not offered with a list: the list decides the game', () => {
    const { wrapper } = render(PrintSetup, 'en', { listId: 'l3', list: CHRONOPIA, documents: [] });
    expect(wrapper.findAll('label').some((l) => l.text().startsWith('Game'))).toBe(false);
  });
});

describe('PrintExtras: where the extra counters go, per game', () => {
  it('points a Chronopia player to the markers document, others to the counters', () => {
    const hint = (lang: 'de' | 'en', print: Record<string, unknown>) => render(PrintExtras, lang, print).wrapper.find('details p').text();
    expect(hint('de', { list: CHRONOPIA })).toBe('Kommen zu den Statusmarkern hinzu, die die Liste selbst braucht („Marker und Grundflächen“); ohne Liste je so viele wie hier gewählt.');
    expect(hint('en', { list: null, system: 'chronopia' })).toContain('status markers the list itself needs (“Markers and footprints”)');
    expect(hint('de', { list: null, system: 'confrontation' })).toBe('Kommen zu den Zählmarkern hinzu, die die Liste selbst braucht („Spielmarker“).');
    expect(hint('de', { list: null, system: null })).toBe(
      'Kommen zu den Zählmarkern hinzu, die die Liste selbst braucht („Spielmarker“); die Statusmarker von Chronopia zu „Marker und Grundflächen“ einer Chronopia-Liste oder mit Chronopia als Spiel.',
    );
    // The counters shown are the game's: Chronopia's markers only.
    const kinds = render(PrintExtras, 'en', { list: null, system: 'chronopia' }).wrapper.findAll('.token-grid label span').map((s) => s.text());
    expect(kinds).toEqual(['Activation (Chronopia)', 'Wait (Chronopia)', 'Hidden (Chronopia)', 'Panic (Chronopia)', 'Prone (Chronopia)']);
  });
});

describe('PrintSetup: the list select', () => {
  it('tells two lists of one name, game and limit apart by their army and when they were saved; others read as before', () => {
    const summary = (id: string, faction: string, updatedAt: string) => ({ id, name: 'Nuln 2000', system: 'oldworld' as const, faction, pointsLimit: 2000, kind: 'standard' as const, updatedAt, entries: 3 });
    const lists = [summary('a', 'empire-of-man', '2025-03-01T10:00:00.000Z'), summary('b', 'empire-of-man', '2025-03-02T18:30:00.000Z'), { ...summary('c', 'dwarfen-mountain-holds', '2025-03-03T09:00:00.000Z'), name: 'Karak' }];
    const pinia = createTestingPinia({
      createSpy: vi.fn,
      stubActions: false,
      initialState: { print: { listId: '', list: null, documents: [], lists }, database: { factions: [{ id: 'empire-of-man', system: 'oldworld', name: { de: 'Imperium', en: 'Empire of Man' }, cardCount: 1 }] } },
    });
    const wrapper = mount(PrintSetup as never, { global: { plugins: [pinia, createMusterI18n('en')] } });
    const options = wrapper.findAll('option').map((o) => o.text()).filter((x) => x.startsWith('Nuln') || x.startsWith('Karak'));
    expect(options[0]).toMatch(/^Nuln 2000 · The Old World · 2000 points · Empire of Man · .*2025/);
    expect(options[1]).toMatch(/^Nuln 2000 · The Old World · 2000 points · Empire of Man · .*2025/);
    expect(options[0]).not.toBe(options[1]);
    expect(options[2]).toBe('Karak · The Old World · 2000 points');
  });
});
