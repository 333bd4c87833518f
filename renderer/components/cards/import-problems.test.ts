import { createTestingPinia } from '@pinia/testing';
import { flushPromises, mount, RouterLinkStub, type VueWrapper } from '@vue/test-utils';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../api';
import { createMusterI18n } from '../../i18n';
import { useLibraryStore } from '../../stores/library';
import LibraryView from '../../views/LibraryView.vue';
import CardsCsv from './CardsCsv.vue';
import DataImport from './DataImport.vue';
import FactionPack from './FactionPack.vue';

vi.mock('vue-router', async (original) => ({ ...(await original<typeof import('vue-router')>()), useRouter: () => ({ push: vi.fn() }) }));
vi.mock('../../api', () => ({
  api: { importCardData: vi.fn(), importCardsCsv: vi.fn(), previewFactionPack: vi.fn(), importFactionPack: vi.fn(), listFactions: vi.fn(), queryCards: vi.fn(), pickCards: vi.fn() },
}));
const mocked = vi.mocked(api);

const BROKEN = 'cards/oldworld/dwarfen-mountain-holds.json: cards: should be a list, not an object; it could not be read and was replaced by the imported cards; a copy was kept as dwarfen-mountain-holds.json.broken-2026-01-01T00-00-00-000Z';

/**
 * Import data on its own (what it reports is in its dialog); Import cards (CSV) and Import pack on
 * the Library page, which shows what they report (not in the button row).
 */
function mounted(component: typeof DataImport | typeof FactionPack | typeof CardsCsv, lang: 'de' | 'en' = 'en'): VueWrapper {
  const pinia = createTestingPinia({ createSpy: vi.fn, stubActions: true, initialState: { settings: { lang } } });
  const global = { plugins: [pinia, createMusterI18n(lang)], stubs: { RouterLink: RouterLinkStub } };
  if (component === DataImport) return mount(DataImport, { global, attachTo: document.body });
  const library = useLibraryStore(pinia);
  vi.mocked(library.loadFactions).mockResolvedValue();
  vi.mocked(library.search).mockResolvedValue();
  return mount(LibraryView, { global, attachTo: document.body });
}

/** The component's file input. */
const fileInput = (wrapper: VueWrapper, component: typeof DataImport | typeof FactionPack | typeof CardsCsv): HTMLInputElement =>
  (component === DataImport ? wrapper : wrapper.getComponent(component)).get('input[type=file]').element as HTMLInputElement;

/** Picks files in the component's (hidden) file input. */
async function pick(input: HTMLInputElement, files: File[]): Promise<void> {
  Object.defineProperty(input, 'files', { value: files, configurable: true });
  input.dispatchEvent(new Event('change'));
  await flushPromises();
}

beforeEach(() => {
  vi.clearAllMocks();
  document.body.innerHTML = '';
});

describe('card imports name a card file they replaced that could not be read', () => {
  it('Library → Import data shows it beside the importer’s report', async () => {
    mocked.importCardData.mockResolvedValue({ written: ['cards/oldworld/dwarfen-mountain-holds.json'], report: ['mapped 1 units'], dropped: 0, problems: [BROKEN], ownKept: 0, ownReplaced: [] });
    const wrapper = mounted(DataImport);
    await pick(fileInput(wrapper, DataImport), [new File(['{}'], 'dwarfen-mountain-holds.json')]);
    const alert = document.body.querySelector('[role=alert]');
    expect(alert?.textContent).toContain(BROKEN);
    expect(document.body.textContent).toContain('mapped 1 units');
    wrapper.unmount();
  });

  it('Library → Import pack shows it in the preview and after the import', async () => {
    const line = BROKEN.replace('oldworld/dwarfen-mountain-holds', 'confrontation/my-goblins');
    const preview = { system: 'confrontation' as const, faction: { id: 'my-goblins', name: { de: 'G', en: 'Goblins' } }, cards: 1, added: [], changed: [], removed: [], kept: [], unchanged: 0 };
    mocked.previewFactionPack.mockResolvedValue({ preview, problems: [line] });
    mocked.importFactionPack.mockResolvedValue({ written: 'cards/confrontation/my-goblins.json', cards: 1, problems: [line] });
    const wrapper = mounted(FactionPack);
    await pick(fileInput(wrapper, FactionPack), [new File(['{}'], 'pack.json')]);
    expect(document.body.textContent).toContain(line);
    const confirm = [...document.body.querySelectorAll('button')].find((b) => b.textContent?.trim() === 'Import');
    expect(confirm).toBeDefined();
    confirm!.click();
    await flushPromises();
    expect(mocked.importFactionPack).toHaveBeenCalledTimes(1);
    expect(wrapper.get('[role=alert]').text()).toContain(line);
    wrapper.unmount();
  });
});

describe('Library → Import cards (CSV) names each bad row in the UI language', () => {
  it('German: the cell problems as the card grid words them, the row problems, with file, line and column', async () => {
    mocked.importCardsCsv.mockResolvedValue({
      rows: 3,
      imported: 0,
      files: 0,
      replaced: [],
      problems: [
        { file: 'bad.csv', path: 'line 2, column points', message: 'Invalid input: expected number, received string', line: 2, column: 'points', issue: { kind: 'cell', code: 'number', field: 'points', params: {} } },
        { file: 'bad.csv', path: 'line 3, column id', message: "'goblin-minelayer' is the id of a shipped card; give your card another id", line: 3, column: 'id', issue: { kind: 'file', code: 'shipped-id', params: { id: 'goblin-minelayer' } } },
      ],
    });
    const wrapper = mounted(CardsCsv, 'de');
    await pick(fileInput(wrapper, CardsCsv), [new File(['x'], 'bad.csv')]);
    const items = [...document.body.querySelectorAll('[role=alert] li')].map((li) => li.textContent);
    expect(items).toHaveLength(2);
    expect(items[0]).toMatch(/^bad\.csv, Zeile 2, Spalte points: /);
    expect(items[0]).not.toContain('Invalid input');
    expect(items[1]).toBe('bad.csv, Zeile 3, Spalte id: „goblin-minelayer“ ist die ID einer mitgelieferten Karte; gib deiner Karte eine andere ID');
    wrapper.unmount();
  });
});

describe('Library → Import cards (CSV) shows a note on an imported row as a warning, not as a refused row', () => {
  it('a faction Muster does not know, named by nothing but its id: a warning line with file, line and column, in the UI language', async () => {
    mocked.importCardsCsv.mockResolvedValue({
      rows: 3,
      imported: 2,
      files: 1,
      replaced: [],
      problems: [
        { file: 'typo.csv', path: 'line 2, column points', message: 'x', line: 2, column: 'points', issue: { kind: 'cell', code: 'number', field: 'points', params: {} } },
        {
          file: 'typo.csv',
          path: 'line 3, column faction',
          message: "'zwerge-tir-na-bor' is not a faction Muster knows",
          line: 3,
          column: 'faction',
          issue: { kind: 'file', code: 'new-faction', params: { value: 'zwerge-tir-na-bor' } },
          note: true,
        },
      ],
    });
    const wrapper = mounted(CardsCsv, 'de');
    await pick(fileInput(wrapper, CardsCsv), [new File(['x'], 'typo.csv')]);
    const items = [...document.body.querySelectorAll('[data-testid=library-report] li')].map((li) => [li.className, li.textContent]);
    expect(items).toEqual([
      ['error-text', 'typo.csv, Zeile 2, Spalte points: Bitte eine Zahl eingeben.'],
      ['warn-text', 'typo.csv, Zeile 3, Spalte faction: „zwerge-tir-na-bor“ ist keine Fraktion, die Muster kennt; darum wurde für ihre Karten eine neue Fraktion namens „zwerge-tir-na-bor“ angelegt. Gib ihre Namen in faction_de/faction_en an oder berichtige die ID'],
    ]);
    // The counts are the import's: the note refused nothing.
    expect(document.body.textContent).toContain('2 von 3 Karten in deine Karten importiert.');
    wrapper.unmount();
  });
});

describe('Library → Import data says what happened to the player’s own cards, and when nothing was imported', () => {
  it('own cards kept and one replaced by an imported card with its id, in the UI language', async () => {
    mocked.importCardData.mockResolvedValue({ written: ['cards/oldworld/dwarfen-mountain-holds.json'], report: [], dropped: 0, problems: [], ownKept: 2, ownReplaced: ['dwarfen-mountain-holds-king'] });
    const wrapper = mounted(DataImport, 'de');
    await pick(fileInput(wrapper, DataImport), [new File(['{}'], 'dwarfen-mountain-holds.json')]);
    const text = document.body.textContent ?? '';
    expect(text).toContain('Daten importiert');
    expect(text).toContain('Deine 2 eigenen Karten in den importierten Armeen wurden behalten.');
    expect(text).toContain('Deine Karte dwarfen-mountain-holds-king hatte die ID einer importierten Karte und wurde durch sie ersetzt');
    wrapper.unmount();
  });

  it('a file that is not JSON: “Nothing imported”, the file’s problem named', async () => {
    const problem = 'dwarfen-mountain-holds.json: not valid JSON (Unexpected end of JSON input)';
    mocked.importCardData.mockResolvedValue({ written: [], report: [`problem: ${problem}`], dropped: 0, problems: [problem], ownKept: 0, ownReplaced: [] });
    const wrapper = mounted(DataImport);
    await pick(fileInput(wrapper, DataImport), [new File(['{"core": ['], 'dwarfen-mountain-holds.json')]);
    const text = document.body.textContent ?? '';
    expect(text).toContain('Nothing imported');
    expect(text).not.toContain('Data imported');
    expect(text).not.toContain('Nothing was dropped');
    expect(document.body.querySelector('[role=alert]')?.textContent).toContain(problem);
    wrapper.unmount();
  });
});

describe('Library → Import cards (CSV) reads a spreadsheet’s encoding', () => {
  it('a Windows-1252 file (German Excel) keeps its umlauts and the import says how it was read', async () => {
    mocked.importCardsCsv.mockResolvedValue({ rows: 1, imported: 1, files: 1, replaced: [], problems: [] });
    const wrapper = mounted(CardsCsv, 'de');
    // "Übersee" in Windows-1252: Ü is the single byte 0xDC, not valid UTF-8.
    const bytes = new Uint8Array([...new TextEncoder().encode('name_de\n'), 0xdc, ...new TextEncoder().encode('bersee\n')]);
    await pick(fileInput(wrapper, CardsCsv), [new File([bytes], 'excel.csv')]);
    expect(mocked.importCardsCsv).toHaveBeenCalledWith({ fileName: 'excel.csv', text: 'name_de\nÜbersee\n', lang: 'de' });
    expect(document.body.textContent).toContain('als Windows-1252 gelesen');
    wrapper.unmount();
  });

  it('a UTF-8 file (with or without a byte order mark) is read as such, and nothing is said about it', async () => {
    mocked.importCardsCsv.mockResolvedValue({ rows: 1, imported: 1, files: 1, replaced: [], problems: [] });
    const wrapper = mounted(CardsCsv);
    await pick(fileInput(wrapper, CardsCsv), [new File(['\uFEFFname_de\nÜbersee\n'], 'utf8.csv')]);
    expect(mocked.importCardsCsv).toHaveBeenCalledWith({ fileName: 'utf8.csv', text: 'name_de\nÜbersee\n', lang: 'en' });
    expect(document.body.textContent).not.toContain('Windows-1252');
    wrapper.unmount();
  });
});
