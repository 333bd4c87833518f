import { createTestingPinia } from '@pinia/testing';
import { flushPromises, mount, RouterLinkStub } from '@vue/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIX } from '../../core/checks/test-fixtures';
import { cardSummary } from '../../core/db/types';
import { cardFileSchema, type DbCard } from '../../core/model/card';
import empireFile from '../../resources/cards/oldworld/empire-of-man.json';
import { api } from '../api';
import { createMusterI18n } from '../i18n';
import { useLibraryStore } from '../stores/library';
import { downloadText } from '../util/download';
import LibraryView from './LibraryView.vue';

vi.mock('vue-router', async (original) => ({ ...(await original<typeof import('vue-router')>()), useRouter: () => ({ push: vi.fn() }) }));
vi.mock('../api', () => ({ api: { importCardsCsv: vi.fn(), exportCardsCsv: vi.fn(), queryCards: vi.fn(), listFactions: vi.fn(async () => []), searchCards: vi.fn(async () => []) } }));
vi.mock('../util/download', async (original) => ({ ...(await original<typeof import('../util/download')>()), downloadText: vi.fn() }));
const mocked = vi.mocked(api);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
  document.body.innerHTML = '';
});

function mountView(lang: 'de' | 'en' = 'en', library: Record<string, unknown> = {}, i18n = createMusterI18n(lang)) {
  const pinia = createTestingPinia({ createSpy: vi.fn, stubActions: true, initialState: { settings: { lang }, library } });
  const store = useLibraryStore(pinia);
  vi.mocked(store.loadFactions).mockResolvedValue();
  vi.mocked(store.search).mockResolvedValue();
  store.factions = [{ id: 'my-goblins', system: 'confrontation', name: { de: 'Meine Goblins', en: 'My Goblins' }, cardCount: 2 }];
  return { wrapper: mount(LibraryView, { global: { plugins: [pinia, i18n], stubs: { RouterLink: RouterLinkStub } }, attachTo: document.body }) };
}
type View = ReturnType<typeof mountView>['wrapper'];

async function importCsv(wrapper: View, name = 'goblins.csv'): Promise<void> {
  const input = wrapper.get('[data-testid=cards-csv-file]').element as HTMLInputElement;
  Object.defineProperty(input, 'files', { value: [new File(['x'], name)], configurable: true });
  input.dispatchEvent(new Event('change'));
  await flushPromises();
}
const toast = (): Element | null => document.querySelector('.toast');
/** The button row holds buttons and file inputs only: no message that would reflow it. */
const rowHoldsOnlyButtons = (wrapper: View): boolean => wrapper.get('.page-actions').element.children.length === wrapper.findAll('.page-actions > button, .page-actions > input, .page-actions > dialog').length;

describe('the Library’s import and export messages', () => {
  it('an import’s outcome is a toast, not in the button row, and fades', async () => {
    mocked.importCardsCsv.mockResolvedValue({ rows: 2, imported: 2, files: 1, replaced: [], problems: [] });
    const { wrapper } = mountView();
    await importCsv(wrapper);
    expect(toast()?.textContent).toContain('2 of 2 cards imported into your cards.');
    expect(toast()?.classList.contains('info')).toBe(true);
    expect(wrapper.get('.page-actions').text()).not.toContain('imported');
    expect(rowHoldsOnlyButtons(wrapper)).toBe(true);
    expect(wrapper.find('[data-testid=library-report]').exists()).toBe(false);
    vi.advanceTimersByTime(5000);
    await flushPromises();
    expect(toast()).toBeNull();
    wrapper.unmount();
  });

  it('the rows an import names are under the buttons until dismissed, outside the button row', async () => {
    mocked.importCardsCsv.mockResolvedValue({
      rows: 2,
      imported: 1,
      files: 1,
      replaced: [],
      problems: [{ file: 'goblins.csv', path: 'line 3, column id', message: 'x', line: 3, column: 'id', issue: { kind: 'file', code: 'shipped-id', params: { id: 'goblin-minelayer' } } }],
    });
    const { wrapper } = mountView();
    await importCsv(wrapper);
    const report = wrapper.get('[data-testid=library-report]');
    expect(report.element.closest('.page-actions')).toBeNull();
    expect(report.findAll('[role=alert] li').map((li) => li.text())).toEqual(["goblins.csv, line 3, column id: 'goblin-minelayer' is the id of a shipped card; give your card another id"]);
    expect(rowHoldsOnlyButtons(wrapper)).toBe(true);
    vi.advanceTimersByTime(60_000);
    await flushPromises();
    expect(wrapper.find('[data-testid=library-report]').exists()).toBe(true);
    await report.get('button').trigger('click');
    expect(wrapper.find('[data-testid=library-report]').exists()).toBe(false);
    wrapper.unmount();
  });

  it('the rows an import names, worded in the language of the import, are cleared when the language is switched', async () => {
    mocked.importCardsCsv.mockResolvedValue({
      rows: 2,
      imported: 1,
      files: 1,
      replaced: ['cards/confrontation/my-goblins.json: cards: expected an array; it could not be read and was replaced by the imported cards'],
      problems: [],
    });
    const i18n = createMusterI18n('en');
    const { wrapper } = mountView('en', {}, i18n);
    await importCsv(wrapper);
    expect(wrapper.find('[data-testid=library-report]').exists()).toBe(true);
    i18n.global.locale.value = 'de';
    await flushPromises();
    expect(wrapper.find('[data-testid=library-report]').exists()).toBe(false);
    wrapper.unmount();
  });

  it('an error stays until dismissed (German)', async () => {
    mocked.importCardsCsv.mockRejectedValue(new Error('Datei zu groß'));
    const { wrapper } = mountView('de');
    await importCsv(wrapper);
    expect(toast()?.classList.contains('error')).toBe(true);
    expect(toast()?.textContent).toContain('Datei zu groß');
    vi.advanceTimersByTime(60_000);
    await flushPromises();
    expect(toast()?.textContent).toContain('Datei zu groß');
    (toast()?.querySelector('button') as HTMLButtonElement).click();
    await flushPromises();
    expect(toast()).toBeNull();
    expect(rowHoldsOnlyButtons(wrapper)).toBe(true);
    wrapper.unmount();
  });

  it('Export pack: “Pack exported with 2 cards.” as a toast', async () => {
    vi.useRealTimers();
    mocked.queryCards.mockResolvedValue([FIX.minelayer, FIX.thallion].map((c) => ({ ...c, faction: 'my-goblins', source: 'user' as const })));
    const { wrapper } = mountView('en', { system: 'confrontation', faction: 'my-goblins' });
    await wrapper.findAll('.page-actions button').find((b) => b.text() === 'Export pack')!.trigger('click');
    // The pack's schema is loaded when a pack is exported.
    await vi.waitFor(() => expect(toast()?.textContent).toContain('Pack exported with 2 cards.'), { timeout: 10_000 });
    expect(downloadText).toHaveBeenCalledTimes(1);
    expect(rowHoldsOnlyButtons(wrapper)).toBe(true);
    wrapper.unmount();
  });
});

describe('what the card editor and the card actions say in the Library', () => {
  it('"Card saved" is the toast: the next action’s outcome replaces it, and it fades after the usual time', async () => {
    mocked.importCardsCsv.mockResolvedValue({ rows: 2, imported: 2, files: 1, replaced: [], problems: [] });
    // The card editor says so as it goes to the Library.
    const { wrapper } = mountView('en', { notice: { key: 'cardEditor.saved', params: { name: 'Pilgrim’s Relic' } } });
    await flushPromises();
    expect(toast()?.textContent).toContain('Card "Pilgrim’s Relic" saved.');
    // Once: no status line of its own beside the toast.
    expect(document.body.textContent?.split('Card "Pilgrim’s Relic" saved.').length).toBe(2);
    await importCsv(wrapper);
    expect(document.body.textContent).not.toContain('Pilgrim’s Relic');
    expect(toast()?.textContent).toContain('2 of 2 cards imported into your cards.');

    // A card deleted in the Library (CardActions), then nothing more: gone after the usual time.
    useLibraryStore().notice = { key: 'cardEditor.library.deleted', params: { name: 'Pilgrim’s Relic' } };
    await flushPromises();
    expect(toast()?.textContent).toContain('Card "Pilgrim’s Relic" deleted.');
    vi.advanceTimersByTime(5000);
    await flushPromises();
    expect(toast()).toBeNull();
    expect(document.body.textContent).not.toContain('Pilgrim’s Relic');
    wrapper.unmount();
  });

  it('a failed delete is an error toast, which stays until dismissed', async () => {
    const { wrapper } = mountView('en', { notice: { key: 'cardEditor.library.deleteFailed', params: { message: 'disk full' }, tone: 'error' } });
    await flushPromises();
    expect(toast()?.classList.contains('error')).toBe(true);
    vi.advanceTimersByTime(60_000);
    await flushPromises();
    expect(toast()?.textContent).toContain('The card could not be deleted: disk full');
    wrapper.unmount();
  });
});

describe('the Library table’s kinds', () => {
  it('names each card’s kind as its game does: an Old World fighter a unit, an artifact a magic item; the filter follows the chosen game', async () => {
    const { wrapper } = mountView('de');
    const store = useLibraryStore();
    store.results = [
      { id: 'knights', system: 'oldworld', faction: 'empire-of-man', kind: 'fighter', name: { de: 'Ritter', en: 'Knights' }, points: 20, source: 'dataset' },
      { id: 'sword', system: 'oldworld', faction: 'empire-of-man', kind: 'artifact', name: { de: 'Schwert', en: 'Sword' }, points: 25, source: 'dataset' },
      { id: 'warrior', system: 'confrontation', faction: 'my-goblins', kind: 'fighter', name: { de: 'Krieger', en: 'Warrior' }, points: 12, source: 'user' },
    ];
    await flushPromises();
    vi.runAllTimers();
    await flushPromises();
    const kinds = wrapper.findAll('tbody tr').map((r) => r.findAll('td').map((td) => td.text()));
    expect(kinds.map((cells) => cells.find((c) => ['Einheit', 'Magischer Gegenstand', 'Kämpfer'].includes(c)))).toEqual(['Einheit', 'Magischer Gegenstand', 'Kämpfer']);
    store.system = 'oldworld';
    await flushPromises();
    const options = (): string[] => wrapper.findAll('select option').map((o) => o.text());
    expect(options()).toContain('Einheit');
    expect(options()).not.toContain('Kämpfer');
  });

  it('the type filter offers the kinds of the chosen game only (what its card editor offers), every kind when no game is chosen', async () => {
    const { wrapper } = mountView('de');
    const store = useLibraryStore();
    const kinds = (): string[] => wrapper.findAll('.filters label').find((l) => l.text().startsWith('Typ'))!.findAll('option').map((o) => o.text());
    const all = ['Alle', 'Kämpfer', 'Kriegsmaschine', 'Zauber', 'Wunder', 'Artefakt', 'Ausrüstung', 'Erfahrungskarte'];
    expect(kinds()).toEqual(all);
    store.system = 'chronopia';
    await flushPromises();
    // Chronopia has no war machines, miracles or experience cards.
    expect(kinds()).toEqual(['Alle', 'Kämpfer', 'Zauber', 'Artefakt', 'Ausrüstung']);
    store.system = 'oldworld';
    await flushPromises();
    expect(kinds()).toEqual(['Alle', 'Einheit', 'Kriegsmaschine', 'Magischer Gegenstand']);
    store.system = 'confrontation';
    await flushPromises();
    expect(kinds()).toEqual(all);
    wrapper.unmount();
  });
});

describe('opening a card in the Library', () => {
  const empire = cardFileSchema.parse(empireFile);
  const full = (id: string): DbCard => ({ ...empire.cards.find((c) => c.id === id)!, system: 'oldworld', faction: 'empire-of-man' }) as DbCard;
  const ROWS = ['empire-of-man-state-troops', 'empire-of-man-state-troops-detachment', 'empire-of-man-state-missile-troops', 'empire-of-man-state-missile-troops-detachment'];

  /** The library showing Empire cards as main summarises them; `select` does what the store's does once the card is fetched. */
  async function withCards(lang: 'de' | 'en' = 'en') {
    const { wrapper } = mountView(lang);
    const store = useLibraryStore();
    vi.mocked(store.select).mockImplementation(async (card) => {
      store.selectedId = card?.id ?? null;
      store.selectedCard = card ? full(card.id) : null;
    });
    store.results = ROWS.map((id) => cardSummary(full(id)));
    await flushPromises();
    vi.runAllTimers();
    await flushPromises();
    return { wrapper, store };
  }
  const nameButton = (wrapper: View, index: number) => wrapper.findAll('tbody tr')[index]!.get<HTMLButtonElement>('td button');

  it('Enter on a card’s button opens its details, says so on the button and moves the focus to the details’ heading; Escape goes back to the row', async () => {
    const { wrapper } = await withCards();
    const button = nameButton(wrapper, 0);
    expect(button.attributes('aria-expanded')).toBe('false');
    button.element.focus();
    // A click from the keyboard (Enter, Space, a screen reader's action) has no pointer position: detail 0.
    await button.trigger('click', { detail: 0 });
    await flushPromises();
    const panel = wrapper.get('#card-detail');
    expect(button.attributes('aria-expanded')).toBe('true');
    expect(button.attributes('aria-controls')).toBe('card-detail');
    expect(nameButton(wrapper, 1).attributes('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(panel.get('h2').element);
    expect(document.activeElement?.textContent).toContain('State Troops');
    // A plain table's row is no option: no aria-selected.
    expect(wrapper.findAll('tbody tr').filter((r) => r.attributes('aria-selected') !== undefined)).toHaveLength(0);
    // The heading is said by the focus: the status line does not say it again.
    expect(wrapper.get('[data-testid=library-opened]').text()).toBe('');

    // The way back: right after the heading, and Escape anywhere in the panel.
    const back = panel.get('button.back-to-row');
    expect(back.text()).toBe('Back to State Troops in the results (Esc)');
    expect(panel.findAll('button')[0]!.element).toBe(back.element);
    (back.element as HTMLButtonElement).focus();
    await back.trigger('keydown', { key: 'Escape' });
    expect(document.activeElement).toBe(button.element);
    await button.trigger('click', { detail: 0 });
    await flushPromises();
    expect(document.activeElement).toBe(wrapper.get('#card-detail h2').element);
    await wrapper.get('#card-detail button.back-to-row').trigger('click');
    expect(document.activeElement).toBe(button.element);
    wrapper.unmount();
  });

  it('a mouse click shows the details without taking the focus, and the status line names the card', async () => {
    const { wrapper } = await withCards('de');
    const search = wrapper.get('input[type=search]').element as HTMLInputElement;
    search.focus();
    await wrapper.findAll('tbody tr')[2]!.findAll('td')[1]!.trigger('click', { detail: 1 });
    await flushPromises();
    expect(wrapper.get('#card-detail h2').text()).toContain('Staatstruppen-Schützen');
    expect(document.activeElement).toBe(search);
    expect(nameButton(wrapper, 2).attributes('aria-expanded')).toBe('true');
    expect(wrapper.get('[data-testid=library-opened]').text()).toBe('Angezeigt: Staatstruppen-Schützen.');
    wrapper.unmount();
  });

  it('tells a detachment from the unit of the same name, in its button and its details (State Troops, State Missile Troops)', async () => {
    const { wrapper } = await withCards('de');
    expect(wrapper.findAll('tbody tr').map((r) => r.get('td button').text())).toEqual(['Staatstruppen', 'Staatstruppen Abteilung', 'Staatstruppen-Schützen', 'Staatstruppen-Schützen Abteilung']);
    await nameButton(wrapper, 3).trigger('click', { detail: 1 });
    await flushPromises();
    expect(wrapper.get('#card-detail h2').text()).toBe('Staatstruppen-Schützen Abteilung');
    wrapper.unmount();
  });
});
