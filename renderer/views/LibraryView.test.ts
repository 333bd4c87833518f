import { createTestingPinia } from '@pinia/testing';
import { flushPromises, mount, RouterLinkStub } from '@vue/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIX } from '../../core/checks/test-fixtures';
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

function mountView(lang: 'de' | 'en' = 'en', library: Record<string, string> = {}) {
  const pinia = createTestingPinia({ createSpy: vi.fn, stubActions: true, initialState: { settings: { lang }, library } });
  const store = useLibraryStore(pinia);
  vi.mocked(store.loadFactions).mockResolvedValue();
  vi.mocked(store.search).mockResolvedValue();
  store.factions = [{ id: 'my-goblins', system: 'confrontation', name: { de: 'Meine Goblins', en: 'My Goblins' }, cardCount: 2 }];
  return { wrapper: mount(LibraryView, { global: { plugins: [pinia, createMusterI18n(lang)], stubs: { RouterLink: RouterLinkStub } }, attachTo: document.body }) };
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
    expect(kinds()).toEqual(all.filter((k) => k !== 'Erfahrungskarte'));
    store.system = 'oldworld';
    await flushPromises();
    expect(kinds()).toEqual(['Alle', 'Einheit', 'Kriegsmaschine', 'Magischer Gegenstand']);
    store.system = 'confrontation';
    await flushPromises();
    expect(kinds()).toEqual(all);
    wrapper.unmount();
  });
});
