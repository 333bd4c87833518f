import { problemLine, problemMessage } from '../../core/files/problems';
import { cardsFromCsv, cardsToCsv, csvKnown, mergeDataset, mergeImported } from '../../core/db/cards-csv';
import path from 'node:path';
import type { FactionCardsProblem, ImportedList, MusterApi } from '../../core/api/contract';
import { factionSchema, type Card, type Faction } from '../../core/model/card';
import { CARD_FILE_FORMAT, CARD_FILE_VERSION } from '../../core/model/card-terms';
import type { CardDatabase } from '../../core/db/database';
import { cardSummary, pickSummaries, type LoadProblem } from '../../core/db/types';
import { listToText } from '../../core/export/text';
import { importOwb } from '../../core/systems/oldworld/import/owb';
import { owbProblemText, reportLines } from '../../core/systems/oldworld/import/report';
import { safeFileName, SAFE_ID } from '../../core/files/names';
import { FileProblemsError } from '../../core/files/problems';
import { cardFileOfPack, packDiff, packPreview, parsePack } from '../../core/db/faction-pack';
import { parseListOrOwbFile } from '../../core/list/load-owb';
import { exportOwbList } from '../../core/systems/oldworld/owb-list-export';
import { newList } from '../../core/list/new';
import { sameListContent } from '../../core/list/same-content';
import { serializeList } from '../../core/list/serialize';
import type { ArmyList } from '../../core/model/list';
import type { Lang, SystemId } from '../../core/model/system';
import { loadCardSources, prepareSearchInBackground } from '../services/card-db';
import { createListStore } from '../services/list-store';
import { readAsWindows1252, readDecodedText } from '../services/read-file';
import type { TextEncoding } from '../../core/files/encoding';
import { safeWrite, sweepTempFiles, withFileLock } from '../services/safe-write';
import { createPrintJobs } from '../services/print-jobs';
import { createViewerFolder } from '../services/viewer-folder';
import { workerRenderer } from '../services/print-worker-client';
import { createResultsStore } from '../services/results-store';
import { createSettingsStore } from '../services/settings-store';
import { createSiegeStore } from '../services/siege-store';
import { brokenLine, createUserCards } from '../services/user-cards';
import { createEventStore, createLeagueStore } from '../services/event-store';
import { createEventHandlers } from './event-handlers';
import { createHistoryHandlers } from './history-handlers';
import { createSiegeHandlers } from './siege-handlers';
import { withTjostSelection } from './tjost-selection';
import { printFileName } from '../../core/print/file-name';
import { AlreadyExistsError, NotFoundError } from '../../core/api/error';
import { trashOf } from './trash';

/** Native file dialogs (desktop only). Each resolves with a path, or null when cancelled. */
export interface Dialogs {
  /** `defaultPath` is a file name, inside the user's default folder when one is set. */
  saveFile(defaultPath: string, filter: { name: string; extensions: string[] }): Promise<string | null>;
  openFile(filter: { name: string; extensions: string[] }, defaultFolder?: string): Promise<string | null>;
  /** Opens a file Muster wrote itself in the system's default program (shell.openPath). */
  openWithSystem(file: string): Promise<void>;
}

interface HandlerDeps {
  mode: 'desktop' | 'browser';
  version: string;
  resourcesDir: string;
  userDataDir: string;
  defaultLang: Lang;
  /** Opens a link in the system browser after checking it; false when refused or unavailable. */
  openLink(url: string): Promise<boolean>;
  dialogs?: Dialogs;
  now?: () => Date;
}

interface LoadedDb {
  db: CardDatabase;
  problems: LoadProblem[];
}


const LIST_FILTER = { name: 'Muster list', extensions: ['muster'] };
const OWB_FILTER = { name: 'Old World Builder list', extensions: ['json'] };
const OPEN_FILTER = { name: 'Muster list or Old World Builder list', extensions: ['muster', 'json'] };

/**
 * The API handlers: plain functions over their dependencies, used by IPC and by browser mode.
 * The card database is loaded once, on first use.
 */
export function createHandlers(deps: HandlerDeps): MusterApi {
  const now = deps.now ?? (() => new Date());
  let loading: Promise<LoadedDb> | undefined;
  /**
   * The database as last loaded, even when a change has made it out of date: only a hint which
   * card file to read first (openUserCard, deleteUserCard), never an answer.
   */
  let lastLoaded: CardDatabase | undefined;
  /**
   * A faction as the database knows it (shipped or the user's; `db`: the database already at
   * hand), with its data, for a new user card file. An unknown one is not there (not-found).
   */
  const knownFaction = async (system: SystemId, id: string, db?: LoadedDb['db']): Promise<Faction> => {
    const info = (db ?? (await database()).db).faction(system, id);
    if (!info) throw new NotFoundError(`There is no faction '${id}' in ${system}`);
    return factionSchema.parse(info);
  };
  const database = (): Promise<LoadedDb> => {
    loading ??= loadCardSources({ resourcesDir: deps.resourcesDir, user: { dataDir: deps.userDataDir, version: deps.version } }).then((loaded) => {
      void prepareSearchInBackground(loaded.db);
      lastLoaded = loaded.db;
      return loaded;
    });
    return loading;
  };
  // Temporary files of saves that were killed (a crash, a power cut) are removed once at start.
  void sweepTempFiles(deps.userDataDir).catch(() => undefined);
  /** Problems with the user's own files found this session, shown by the app (getDataProblems). */
  const dataProblems: string[] = [];
  const settings = createSettingsStore(deps.userDataDir, deps.defaultLang, (message) => {
    dataProblems.push(`${message}; the default settings are used until you save new ones`);
  });
  const userCards = createUserCards(deps.userDataDir, now);
  const results = createResultsStore(deps.userDataDir, now);
  const lists = createListStore(deps.userDataDir, now);
  const sieges = createSiegeStore(deps.userDataDir, lists, now);
  const events = createEventStore(deps.userDataDir, now);
  const leagues = createLeagueStore(deps.userDataDir, now);
  // Print jobs render on a worker thread, so every other call is answered while a large job renders.
  const printRenderer = workerRenderer({
    database: async () => {
      const { db } = await database();
      return { lookup: db, factions: db.factions() };
    },
    resourcesDir: deps.resourcesDir,
    now,
  });
  const printJobs = createPrintJobs(printRenderer);

  /** The print viewer's own folder (made with mkdtemp, mode 0700), created on first use. */
  const viewerFolder = createViewerFolder();

  const dialogs = (): Dialogs => {
    if (!deps.dialogs) throw new Error('File dialogs are only available in the desktop app');
    return deps.dialogs;
  };

  /** A file name inside the default folder from the settings, when one is set. */
  async function suggested(name: string): Promise<string> {
    const folder = (await settings.read()).defaultFolder;
    return folder ? path.join(folder, name) : name;
  }

  /**
   * Checks an imported file and saves it under a free id. A Muster list must be clean; from an Old
   * World Builder list whatever can be mapped is kept and the rest is named in the notes.
   */
  async function importText(text: string, fileName: string, lang: Lang = 'en', encoding: TextEncoding = 'utf-8'): Promise<ImportedList> {
    const { db } = await database();
    const parsed = parseListOrOwbFile(text, fileName, db);
    // A list read with problems has been repaired (an assignment to a missing entry dropped, an unknown card kept for its check): imported, the repairs named in the notes.
    if (!parsed.list) throw new FileProblemsError(fileName, parsed.problems, undefined, lang);
    let list = parsed.list;
    const notes = [
      // A file a Windows editor saved: read as Windows-1252 (never into replacement characters), said first.
      ...(encoding === 'utf-8' ? [] : [problemLine(lang)(readAsWindows1252(fileName))]),
      ...parsed.problems.map((p) => (p.path ? `${p.path}: ${problemMessage(p, lang)}` : problemMessage(p, lang))),
      ...parsed.notes.map((n) => problemMessage(n, lang)),
    ];
    // A file of a list the user has (opened again, or sent back by a friend): the same list is opened, not added twice; a changed one is added beside it.
    // An id of a list in the trash is taken too: the deleted list stays there, restorable, and is not hidden behind the import.
    const taken = !SAFE_ID.test(list.id) || (await lists.exists(list.id)) || (await lists.inTrash(list.id));
    const held = taken && SAFE_ID.test(list.id) ? await lists.open(list.id, db).catch(() => undefined) : undefined;
    if (held && sameListContent(held, list)) return { list: held, notes, existing: { name: held.name, same: true } };
    if (taken) list = { ...list, id: globalThis.crypto.randomUUID() };
    return { list: (await lists.save(list)).value, notes, ...(held ? { existing: { name: held.name, same: false } } : {}) };
  }

  /** The list as an Old World Builder file, with what does not carry over worded in `lang`. */
  async function owbFile(list: ArmyList, lang: Lang = 'en'): Promise<{ text: string; fileName: string; notes: string[] }> {
    if (list.system !== 'oldworld') throw new Error('Only lists of The Old World can be exported as Old World Builder files');
    const notes: LoadProblem[] = [];
    const text = JSON.stringify(exportOwbList(list, (await database()).db, notes));
    return { text, fileName: safeFileName(list.name, '.owb.json'), notes: notes.map((n) => problemMessage(n, lang)) };
  }

  const listTrash = trashOf(lists, 'list');

  return {
    async getAppInfo() {
      return { version: deps.version, mode: deps.mode, nativeDialogs: deps.dialogs !== undefined, userDataDir: deps.userDataDir, defaultLang: deps.defaultLang };
    },
    async getCardCounts() {
      return (await database()).db.counts();
    },
    async queryCards(query) {
      return (await database()).db.query(query);
    },
    async searchCards(query) {
      return (await database()).db.query(query).map(cardSummary);
    },
    async pickCards(query) {
      return pickSummaries((await database()).db.pick(query));
    },
    async getCard({ id }) {
      return (await database()).db.card(id) ?? null;
    },
    async listFactions({ system }) {
      return (await database()).db.factions(system);
    },
    async getDatabaseProblems() {
      return (await database()).problems;
    },
    openExternal: ({ url }) => deps.openLink(url),
    getSettings: () => settings.read(),
    saveSettings: (patch) => settings.update(patch),

    listLists: async ({ lang }) => lists.list((await database()).db, lang),
    async openList({ id }) {
      return lists.open(id, (await database()).db);
    },
    async createList(input) {
      const create = async (): Promise<ArmyList> => {
        if (input.id !== undefined && (await lists.exists(input.id))) throw new AlreadyExistsError(`A list with the id '${input.id}' exists already; nothing was changed`);
        // The id of a deleted list stays its own while it is in the trash, so it can be restored.
        if (input.id !== undefined && (await lists.inTrash(input.id))) throw new AlreadyExistsError(`A deleted list with the id '${input.id}' is in the trash; nothing was changed`);
        return (await lists.save(newList({ ...input, now: now() }))).value;
      };
      // Creations of one id run one after the other (a queue of their own beside the file's), so of
      // calls at the same moment one creates the list and the others find it there.
      return input.id === undefined ? create() : withFileLock(`${lists.fileOf(input.id)}\0create`, create);
    },
    async saveList({ list, basedOn }) {
      const { value, warnings } = await lists.save(list, { basedOn });
      return { list: value, warnings };
    },
    deleteList: listTrash.remove,
    restoreList: listTrash.restore,
    listTrashedLists: listTrash.trashed,
    importList: ({ text, fileName, lang, encoding }) => importText(text, fileName, lang, encoding),
    exportListOwb: ({ list, lang }) => owbFile(list, lang),
    async exportListText({ list, lang, ...choices }) {
      const { db } = await database();
      const faction = db.factions(list.system).find((f) => f.id === list.faction);
      return listToText(list, db, { lang, factionName: faction?.name[lang], ...choices });
    },
    async autosaveList({ list }) {
      await lists.autosave(list);
      return true;
    },
    getRecovery: () => lists.recovery(),
    async discardRecovery({ id }) {
      await lists.discardAutosave(id);
      return true;
    },
    async saveListAs({ list }) {
      const file = await dialogs().saveFile(await suggested(safeFileName(list.name, '.muster')), LIST_FILTER);
      if (!file) return null;
      await safeWrite(file, serializeList(list));
      return file;
    },
    async saveListOwbAs({ list, lang }) {
      // The notes come with the file they are about (the same build), worded for the player.
      const owb = await owbFile(list, lang);
      const file = await dialogs().saveFile(await suggested(owb.fileName), OWB_FILTER);
      if (!file) return null;
      await safeWrite(file, owb.text);
      return { file, notes: owb.notes };
    },
    async openListFile({ lang }) {
      const file = await dialogs().openFile(OPEN_FILTER, (await settings.read()).defaultFolder || undefined);
      if (!file) return null;
      const { text, encoding } = await readDecodedText(file);
      return importText(text, file, lang, encoding);
    },

    async openUserCard({ id }) {
      // The file the database last found the card in is read first; a stale hint costs one file.
      const known = lastLoaded?.card(id);
      return (await userCards.openCard(id, known?.source === 'user' ? known : undefined)) ?? null;
    },
    async saveUserCard({ system, faction, card, previousId, basedOn }) {
      const { db } = await database();
      const existing = db.card(card.id);
      if (existing && existing.source !== 'user' && card.id !== previousId) throw new Error(`The id '${card.id}' belongs to a shipped card; choose another id`);
      await userCards.save(system, faction, card, previousId, basedOn);
      loading = undefined;
      const saved = (await database()).db.card(card.id);
      if (!saved) throw new Error(`The card '${card.id}' was saved but could not be read back`);
      return saved;
    },
    async deleteUserCard({ id, basedOn }) {
      const known = lastLoaded?.card(id);
      const removed = await userCards.remove(id, basedOn, known?.source === 'user' ? known : undefined);
      if (removed) loading = undefined;
      return removed;
    },

    async importCardData({ files, lang = deps.defaultLang }) {
      const { db } = await database();
      const result = importOwb(files, { known: db.factions('oldworld'), knownCards: db.all().filter((c) => c.system === 'oldworld') });
      const written: string[] = [];
      // What the importer could not read (a file that is not JSON, a value of the wrong type) is named where the dialog shows problems; the report has them all.
      const problems: string[] = result.report.problems.slice(0, 20).map((p) => owbProblemText(p, lang));
      let ownKept = 0;
      const ownReplaced: string[] = [];
      for (const file of result.files) {
        const id = `oldworld/${file.content.faction.id}`;
        // The imported cards replace the dataset's cards of that army; the user's own cards there stay.
        const { broken } = await userCards.merge(id, (before) => {
          const merged = mergeDataset(before, file.content);
          ownKept += merged.kept.length;
          ownReplaced.push(...merged.replaced.map((c) => c.id));
          return merged.file;
        });
        if (broken) problems.push(brokenLine(id, broken, 'replacedByImport', lang));
        written.push(`cards/${id}.json`);
      }
      if (written.length) loading = undefined;
      return { written, report: reportLines(result.report, lang), dropped: result.report.dropped.length, problems, ownKept, ownReplaced };
    },

    async exportCardsCsv({ system, faction, own }) {
      const { db } = await database();
      const cards = db.all().filter((c) => (!system || c.system === system) && (!faction || c.faction === faction) && (!own || c.source === 'user'));
      const names = new Map(db.factions().map((f) => [`${f.system}/${f.id}`, f.name]));
      const fileName = `${[own ? 'my-cards' : 'cards', system, faction].filter(Boolean).join('-')}.csv`;
      // A byte order mark first: Excel reads the file as UTF-8 only with it (the import leaves it out).
      return { fileName, text: `\uFEFF${cardsToCsv(cards, (sys, id) => names.get(`${sys}/${id}`))}`, cards: cards.length };
    },
    async importCardsCsv({ fileName, text, lang = deps.defaultLang }) {
      const { db } = await database();
      // A row with the id of a shipped card or of the user's card in another faction is refused with its line; a known faction keeps its names and data.
      const { files, problems, rows } = cardsFromCsv(text, fileName, csvKnown(db));
      const replaced: string[] = [];
      let imported = 0;
      for (const file of files) {
        const id = `${file.system}/${file.faction.id}`;
        const { broken } = await userCards.merge(id, (before) => mergeImported(before, file));
        if (broken) replaced.push(brokenLine(id, broken, 'replacedByImport', lang));
        imported += file.cards.length;
      }
      if (imported > 0) loading = undefined;
      return { rows, imported, files: files.length, problems, replaced };
    },

    async previewFactionPack({ name, text, lang = deps.defaultLang }) {
      const { db } = await database();
      // A card with the id of a shipped card, or of the user's card in another faction, is left out, as the CSV import refuses its row.
      const { pack, problems, leftOut } = parsePack(text, name, csvKnown(db));
      if (!pack) return { preview: null, problems: problems.map(problemLine(lang)) };
      const id = `${pack.system}/${pack.faction.id}`;
      const current = await userCards.readForReplace(id);
      const replaced = current.broken ? [brokenLine(id, current.broken, 'packWillReplace', lang)] : [];
      return { preview: packPreview({ pack, leftOut }, current.value?.cards ?? []), problems: [...problems.map(problemLine(lang)), ...replaced] };
    },
    async importFactionPack({ name, text, lang = deps.defaultLang }) {
      const { db } = await database();
      const { pack, problems, leftOut } = parsePack(text, name, csvKnown(db));
      // No pack, or none of its cards to import: nothing is changed, and the user is told why (an `unreadable` answer in their language).
      if (!pack || pack.cards.length === 0) throw new FileProblemsError(name, problems);
      const id = `${pack.system}/${pack.faction.id}`;
      // The user's cards the pack holds but could not read stay (packDiff `kept`), as the file is when it is written.
      const { broken } = await userCards.merge(id, (current) => cardFileOfPack(pack, packDiff(current?.cards ?? [], pack.cards, leftOut).kept));
      loading = undefined;
      return { written: `cards/${id}.json`, cards: pack.cards.length, problems: broken ? [brokenLine(id, broken, 'replacedByPack', lang)] : [] };
    },

    async openFactionCards({ system, faction }) {
      const { file, version } = await userCards.readVersion(`${system}/${faction}`);
      if (file) return { system, faction: file.faction, cards: file.cards, version };
      // A faction neither the user's cards nor the database have is not there (not-found), not a failure.
      return { system, faction: await knownFaction(system, faction), cards: [], version };
    },
    async saveFactionCards({ system, faction, cards, basedOn }) {
      const { db } = await database();
      const id = `${system}/${faction}`;
      let own: Card[] = [];
      const problems: FactionCardsProblem[] = [];
      // Checked against the file as it is when it is written (one read, inside the user cards' lock).
      const { previous, written, version } = await userCards.replace(id, basedOn, async (current) => {
        const inFile = new Map(current?.cards.map((c) => [c.id, c.source]));
        // A card saved as it was keeps its source (imported data stays imported); one the player changed, or added, is the player's own (an import of newer data then names it as replaced, not silently).
        const changed = new Set(packDiff(current?.cards ?? [], cards).changed.map((c) => c.after.id));
        own = cards.map((c): Card => ({ ...c, source: changed.has(c.id) ? 'user' : (inFile.get(c.id) ?? 'user') }));
        const seen = new Set<string>();
        cards.forEach((card, index) => {
          if (seen.has(card.id)) problems.push({ index, id: card.id, code: 'duplicate' });
          seen.add(card.id);
          const known = db.card(card.id);
          if (known && !inFile.has(card.id)) problems.push({ index, id: card.id, code: known.source === 'user' ? 'elsewhere' : 'shipped' });
        });
        if (problems.length > 0) return undefined;
        return { format: CARD_FILE_FORMAT, version: CARD_FILE_VERSION, system, faction: current?.faction ?? (await knownFaction(system, faction, db)), cards: own };
      });
      if (!written) return { saved: false, problems };
      loading = undefined;
      const diff = packDiff(previous?.cards ?? [], own);
      return { saved: true, written: `cards/${id}.json`, added: diff.added.length, changed: diff.changed.length, removed: diff.removed.length, unchanged: diff.unchanged, version };
    },

    getResults: () => results.read(),
    async saveResults({ results: given, basedOn }) {
      const { value, warnings } = await results.save(given, { basedOn });
      return { results: value, warnings };
    },

    preparePrint: () => printRenderer.warm(),
    async startPrint({ job: asked }) {
      const job = await withTjostSelection(asked, lists);
      return { jobId: printJobs.start(job, printFileName(job)) };
    },
    async getPrintStatus({ jobId }) {
      return printJobs.status(jobId);
    },
    async getPrintResult({ jobId }) {
      const { pdf, fileName } = printJobs.result(jobId);
      return { pdfBase64: Buffer.from(pdf).toString('base64'), fileName };
    },
    async openPrintInViewer({ jobId }) {
      const system = dialogs();
      const { pdf, fileName } = printJobs.result(jobId);
      const file = path.join(await viewerFolder.path(), path.basename(fileName));
      await safeWrite(file, pdf);
      await system.openWithSystem(file);
      return file;
    },
    async savePrintAs({ jobId }) {
      const { pdf, fileName } = printJobs.result(jobId);
      const file = await dialogs().saveFile(await suggested(path.basename(fileName)), { name: 'PDF', extensions: ['pdf'] });
      if (!file) return null;
      await safeWrite(file, pdf);
      return file;
    },
    ...createSiegeHandlers(sieges, now, database, () => lists.trashed(), deps.defaultLang),
    ...createHistoryHandlers({ lists, sieges, results, events, leagues, userCards, database }),
    ...createEventHandlers({ events, leagues, database, now }),
    async getDataProblems() {
      return [...dataProblems];
    },
  };
}
