import { z } from 'zod';
import { SAFE_ID } from '../files/names';
import { calendarDateSchema } from '../model/calendar-date';
import type { ApiMethodName } from './methods';
import { MAX_BATCH_CALLS, MAX_IDS_PER_QUERY } from './limits';
import type { ApiErrorData } from './error';

export { ApiError, type ApiErrorData } from './error';
import {
  cardKindSchema,
  cardSchema,
  cardSourceSchema,
  factionSchema,
  idSchema,
  type Card,
  type CardFile,
  type DbCard,
  type Faction,
} from '../model/card';
import { MAX_CARD_ID_LENGTH, MAX_CARDS_PER_FILE } from '../model/card-terms';
import type { Localized, SystemId } from '../model/system';
import { langSchema, systemIdSchema } from '../model/system-schema';
import { TEXT_ENCODINGS } from '../files/encoding';
import { settingsPatchSchema, type Settings } from '../model/settings';
import { armyListSchema, listKindSchema, pointsLimitSchema, type ArmyList } from '../model/list';
import { TEXT_STYLES, type TextChoices } from '../export/text-options';
import { printJobSchema, type PrintProgress } from '../print/job';
import { resultsFileSchema, type ResultsFile } from '../systems/confrontation/tjost/results';
import { siegeRosterSchema, type SiegeRoster, type SiegeSideId } from '../systems/oldworld/siege/model';
import type { SiegePart } from '../systems/oldworld/siege/changes';
import { byeSettingSchema, eventFileSchema, MAX_ROUNDS, playerIdSchema, type EventFile } from '../systems/confrontation/tjost/organiser/event';
import { leagueFileSchema, type LeagueFile } from '../systems/confrontation/tjost/organiser/league';
import type { PlayerReport } from '../systems/confrontation/tjost/organiser/report';
import type { CardCounts, CardSummary, FactionInfo, LoadProblem, PickResult } from '../db/types';
import type { CsvProblem } from '../db/cards-csv';
import { CARD_SORT_KEYS } from '../db/card-sort';

/**
 * The one API between the renderer and the main process.
 * Every method takes one input object, validated by its schema in `apiInputSchemas`,
 * and resolves with its result or rejects with an ApiError.
 */


const cardQueryInputSchema = z
  .object({
    system: systemIdSchema.optional(),
    faction: z.string().max(100).optional(),
    kind: cardKindSchema.optional(),
    source: cardSourceSchema.optional(),
    rank: z.string().max(100).optional(),
    text: z.string().max(200).optional(),
    ids: z.array(z.string().max(100)).max(MAX_IDS_PER_QUERY).optional(),
    offset: z.number().int().min(0).max(10_000_000).optional(),
    limit: z.number().int().min(1).max(10000).optional(),
    // Sorted over every match before offset and limit (the library's column headings); without it, file order.
    sort: z.object({ by: z.enum(CARD_SORT_KEYS), lang: langSchema, down: z.boolean().optional() }).strict().optional(),
  })
  .strict();

/** A card as the pack preview names it. */
export interface PackPreviewCard {
  id: string;
  name: Localized;
}

/** What importing a faction pack would do to the user's own cards of its faction. */
export interface PackPreview {
  system: SystemId;
  faction: Faction;
  exported?: string;
  /** The cards the pack brings; none: importing it changes nothing (importFactionPack refuses it). */
  cards: number;
  added: PackPreviewCard[];
  changed: (PackPreviewCard & { fields: string[] })[];
  removed: PackPreviewCard[];
  /** The user's cards the pack holds but could not read (left out): they stay as they are. */
  kept: PackPreviewCard[];
  unchanged: number;
}

/** One faction's own cards as the card grid edits them: the faction and the cards of its user card file. */
/** One of the user's cards opened in the card editor, and its version (see openUserCard). */
export interface UserCardOpened {
  card: DbCard;
  version: string;
}

export interface FactionCards {
  system: SystemId;
  faction: Faction;
  /** The cards of `cards/<system>/<faction>.json` in the user data folder (empty when there is none yet). */
  cards: Card[];
  /** The version of that file on disk ('' when there is none): what the grid's next save is based on. */
  version: string;
}

/**
 * Why saveFactionCards refused a card (by its index in the input): its id is given twice, belongs
 * to a shipped card, or to one of the user's cards in another file.
 */
export interface FactionCardsProblem {
  index: number;
  id: string;
  code: 'duplicate' | 'shipped' | 'elsewhere';
}

/** What saving a faction's cards did: nothing (with the problems) or the counts of the one write. */
export type SaveFactionCardsResult =
  | { saved: false; problems: FactionCardsProblem[] }
  | { saved: true; written: string; added: number; changed: number; removed: number; unchanged: number; version: string };

/** Longest text a save warning carries (a path, a reason). */
export const MAX_WARNING_TEXT = 2000;

/**
 * Something a save could not do besides writing the document, which was written and stands: the
 * app shows it as a warning after saving, and nothing is to be saved again. `history-not-kept`:
 * the document's history could not keep this version (the history folder is a file, say); `file`
 * is the document, `reason` why, naming the file at fault, in both languages.
 */
export const saveWarningSchema = z
  .object({
    code: z.literal('history-not-kept'),
    file: z.string().min(1).max(MAX_WARNING_TEXT),
    reason: z.object({ de: z.string().min(1).max(MAX_WARNING_TEXT), en: z.string().min(1).max(MAX_WARNING_TEXT) }).strict(),
  })
  .strict();
export type SaveWarning = z.infer<typeof saveWarningSchema>;

/** The card picker's search (see CardDatabase.pick): one page of at most 200 cards. */
const pickCardsInputSchema = z
  .object({
    system: systemIdSchema,
    faction: z.string().max(100),
    allFactions: z.boolean().optional(),
    text: z.string().max(200).optional(),
    ids: z.array(z.string().max(100)).max(MAX_IDS_PER_QUERY).optional(),
    group: z.string().max(200).optional(),
    composition: z.string().max(80).optional(),
    offset: z.number().int().min(0).max(10_000_000).optional(),
    limit: z.number().int().min(1).max(200),
  })
  .strict();

const noInputSchema = z.object({}).strict();
/** How a chosen file's bytes were decoded (core's decodeText). */
const textEncodingSchema = z.enum(TEXT_ENCODINGS);

/** The text export's choices (TextChoices), each optional (absent: its default); every field of TextChoices has its schema here. */
const textChoicesShape = {
  style: z.enum(TEXT_STYLES).optional(),
  points: z.boolean().optional(),
  notes: z.boolean().optional(),
  specialRules: z.boolean().optional(),
  profiles: z.boolean().optional(),
  secret: z.boolean().optional(),
} satisfies Record<keyof TextChoices, z.ZodType>;

const openExternalInputSchema = z.object({ url: z.url().max(2000) }).strict();

const listIdInputSchema = z.object({ id: z.string().regex(SAFE_ID) }).strict();
const printJobIdInputSchema = z.object({ jobId: z.string().regex(SAFE_ID) }).strict();

const createListInputSchema = z
  .object({
    name: z.string().max(200),
    system: systemIdSchema,
    // The list's own schema takes an id (lower-case letters, digits, dashes): checked here, not first when the list is made.
    faction: idSchema.max(100),
    pointsLimit: pointsLimitSchema,
    kind: listKindSchema.default('standard'),
    player: z.string().max(200).optional(),
    composition: z.string().max(80).optional(),
    /** The new list's id, when the app made the list first (it opens the editor without waiting); a list with this id must not exist. */
    id: z.string().regex(SAFE_ID).optional(),
  })
  .strict();

/** A document with a history: one of the user's lists, siege rosters, events, leagues or card files (one per system and faction), or the TJOST results. */
const historyDocSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('list'), id: z.string().regex(SAFE_ID) }).strict(),
  z.object({ kind: z.literal('siege'), id: z.string().regex(SAFE_ID) }).strict(),
  z.object({ kind: z.literal('results') }).strict(),
  z.object({ kind: z.literal('event'), id: z.string().regex(SAFE_ID) }).strict(),
  z.object({ kind: z.literal('league'), id: z.string().regex(SAFE_ID) }).strict(),
  z.object({ kind: z.literal('cards'), system: systemIdSchema, faction: idSchema.max(100) }).strict(),
]);
/** Which document's history: the `doc` of listHistory and getHistoryVersion. */
export type HistoryDoc = z.infer<typeof historyDocSchema>;

/** A new TJOST event: what the organiser knows before registration. */
const createEventInputSchema = z
  .object({
    name: z.string().trim().min(1, 'an event needs a name').max(200),
    date: calendarDateSchema.optional(),
    place: z.string().max(200).optional(),
    organiser: z.string().max(200).optional(),
    rounds: z.number().int().min(1).max(MAX_ROUNDS).optional(),
    gameMinutes: z.number().int().min(15).max(600).optional(),
    bye: byeSettingSchema.optional(),
  })
  .strict();

/** Selection list files handed in for an event (one or many at once). */
const submittedFilesSchema = z
  .array(z.object({ fileName: z.string().min(1).max(500), text: z.string().max(5_000_000) }).strict())
  .min(1)
  .max(200);

export const apiInputSchemas = {
  getAppInfo: noInputSchema,
  getCardCounts: noInputSchema,
  queryCards: cardQueryInputSchema,
  searchCards: cardQueryInputSchema,
  pickCards: pickCardsInputSchema,
  getCard: z.object({ id: z.string().min(1).max(MAX_CARD_ID_LENGTH) }).strict(),
  listFactions: z.object({ system: systemIdSchema.optional() }).strict(),
  getDatabaseProblems: noInputSchema,
  openExternal: openExternalInputSchema,
  getSettings: noInputSchema,
  saveSettings: settingsPatchSchema,
  listLists: z.object({ lang: langSchema.optional() }).strict(),
  openList: listIdInputSchema,
  createList: createListInputSchema,
  saveList: z.object({ list: armyListSchema, basedOn: z.string().max(40).optional() }).strict(),
  deleteList: listIdInputSchema,
  restoreList: listIdInputSchema,
  listTrashedLists: noInputSchema,
  /** `encoding`: what the renderer decoded the chosen file's bytes as (core's decodeText); Windows-1252 is named in the notes. */
  importList: z.object({ fileName: z.string().min(1).max(500), text: z.string().max(5_000_000), lang: langSchema.optional(), encoding: textEncodingSchema.optional() }).strict(),
  exportListText: z.object({ list: armyListSchema, lang: langSchema, ...textChoicesShape }).strict(),
  exportListOwb: z.object({ list: armyListSchema, lang: langSchema.optional() }).strict(),
  autosaveList: z.object({ list: armyListSchema }).strict(),
  getRecovery: noInputSchema,
  discardRecovery: listIdInputSchema,
  saveListAs: z.object({ list: armyListSchema }).strict(),
  saveListOwbAs: z.object({ list: armyListSchema, lang: langSchema.optional() }).strict(),
  openListFile: z.object({ lang: langSchema.optional() }).strict(),
  openUserCard: z.object({ id: z.string().min(1).max(MAX_CARD_ID_LENGTH) }).strict(),
  saveUserCard: z
    .object({
      system: systemIdSchema,
      faction: factionSchema,
      card: cardSchema,
      previousId: z.string().max(MAX_CARD_ID_LENGTH).optional(),
      // The card's version as the editor opened it (openUserCard; '' for a new card): a card changed since is not replaced (`conflict`).
      basedOn: z.string().max(100).optional(),
    })
    .strict(),
  deleteUserCard: z
    .object({
      id: z.string().min(1).max(MAX_CARD_ID_LENGTH),
      // The card's version as the library showed it (openUserCard): a card changed since is not deleted (`conflict`).
      basedOn: z.string().max(100).optional(),
    })
    .strict(),
  importCardData: z
    .object({
      kind: z.literal('owb'),
      // The language of the report and the problems returned.
      lang: langSchema.optional(),
      files: z.array(z.object({ name: z.string().min(1).max(500), text: z.string().max(10_000_000) }).strict()).min(1).max(100),
    })
    .strict(),
  // Cards in a spreadsheet (CSV, docs/data-format.md): the user's own cards out, rows in.
  exportCardsCsv: z.object({ system: systemIdSchema.optional(), faction: z.string().max(100).optional(), own: z.boolean().optional() }).strict(),
  importCardsCsv: z.object({ fileName: z.string().min(1).max(500), text: z.string().max(32_000_000), lang: langSchema.optional() }).strict(),
  previewFactionPack: z.object({ name: z.string().min(1).max(500), text: z.string().max(32_000_000), lang: langSchema.optional() }).strict(),
  importFactionPack: z.object({ name: z.string().min(1).max(500), text: z.string().max(32_000_000), lang: langSchema.optional() }).strict(),
  // The card grid: one faction's own cards (cards/<system>/<faction>.json) read and written whole.
  openFactionCards: z.object({ system: systemIdSchema, faction: idSchema.max(100) }).strict(),
  saveFactionCards: z
    .object({
      system: systemIdSchema,
      faction: idSchema.max(100),
      cards: z.array(cardSchema).max(MAX_CARDS_PER_FILE),
      // The file's version the grid opened or saved last: a file changed since is not replaced (`conflict`).
      basedOn: z.string().max(100).optional(),
    })
    .strict(),
  getResults: noInputSchema,
  saveResults: z.object({ results: resultsFileSchema, basedOn: z.string().max(40).optional() }).strict(),
  preparePrint: noInputSchema,
  startPrint: z.object({ job: printJobSchema }).strict(),
  getPrintStatus: printJobIdInputSchema,
  getPrintResult: printJobIdInputSchema,
  savePrintAs: printJobIdInputSchema,
  openPrintInViewer: printJobIdInputSchema,
  // Old World siege rosters (sieges/<id>.muster-siege in the user data folder)
  listSieges: z.object({ lang: langSchema.optional() }).strict(),
  openSiege: z.object({ id: z.string().regex(SAFE_ID), lang: langSchema.optional() }).strict(),
  createSiege: z.object({ name: z.string().max(200) }).strict(),
  saveSiege: z.object({ siege: siegeRosterSchema, basedOn: z.string().max(40).optional() }).strict(),
  deleteSiege: listIdInputSchema,
  restoreSiege: listIdInputSchema,
  listTrashedSieges: noInputSchema,
  importSiege: z.object({ fileName: z.string().min(1).max(500), text: z.string().max(5_000_000), lang: langSchema.optional(), encoding: textEncodingSchema.optional() }).strict(),
  // History of saved documents and problems with the user's own files
  listHistory: z.object({ doc: historyDocSchema }).strict(),
  getHistoryVersion: z.object({ doc: historyDocSchema, version: z.string().min(1).max(120).regex(/^[A-Za-z0-9.-]+$/) }).strict(),
  getDataProblems: noInputSchema,
  // TJOST organiser: events (events/<id>.muster-event) and league seasons (leagues/<id>.muster-league)
  listEvents: z.object({ lang: langSchema.optional() }).strict(),
  openEvent: listIdInputSchema,
  createEvent: createEventInputSchema,
  saveEvent: z.object({ event: eventFileSchema, basedOn: z.string().max(40).optional() }).strict(),
  deleteEvent: listIdInputSchema,
  restoreEvent: listIdInputSchema,
  listTrashedEvents: noInputSchema,
  registerLists: z.object({ id: z.string().regex(SAFE_ID), files: submittedFilesSchema, lang: langSchema, replace: playerIdSchema.optional() }).strict(),
  getEventReport: z.object({ id: z.string().regex(SAFE_ID), lang: langSchema }).strict(),
  listLeagues: z.object({ lang: langSchema.optional() }).strict(),
  openLeague: listIdInputSchema,
  createLeague: z.object({ name: z.string().trim().min(1, 'a league needs a name').max(200), season: z.string().max(100).optional() }).strict(),
  saveLeague: z.object({ league: leagueFileSchema, basedOn: z.string().max(40).optional() }).strict(),
  deleteLeague: listIdInputSchema,
  restoreLeague: listIdInputSchema,
  listTrashedLeagues: noInputSchema,
} as const;

export type ApiMethod = keyof typeof apiInputSchemas;
export type ApiInput<M extends ApiMethod> = z.infer<(typeof apiInputSchemas)[M]>;

export interface AppInfo {
  version: string;
  /** `desktop` inside Electron, `browser` when served over HTTP. */
  mode: 'desktop' | 'browser';
  /** Native Open / Save As dialogs (desktop); browser mode uses upload and download instead. */
  nativeDialogs: boolean;
  userDataDir: string;
  defaultLang: z.infer<typeof langSchema>;
}

export interface MusterApi {
  getAppInfo(input: ApiInput<'getAppInfo'>): Promise<AppInfo>;
  /** Number of cards per system in the loaded database (shipped plus user cards). */
  getCardCounts(input: ApiInput<'getCardCounts'>): Promise<CardCounts>;
  queryCards(input: ApiInput<'queryCards'>): Promise<DbCard[]>;
  /** Like queryCards, as summaries for tables (no profiles or options: a fraction of the bytes). */
  searchCards(input: ApiInput<'searchCards'>): Promise<CardSummary[]>;
  /** The list editor's card picker: one page of cards to add (summaries) and the number of matches. */
  pickCards(input: ApiInput<'pickCards'>): Promise<PickResult<CardSummary>>;
  getCard(input: ApiInput<'getCard'>): Promise<DbCard | null>;
  listFactions(input: ApiInput<'listFactions'>): Promise<FactionInfo[]>;
  /** Problems found while loading card files (file, JSON path, reason). */
  getDatabaseProblems(input: ApiInput<'getDatabaseProblems'>): Promise<LoadProblem[]>;
  /** Opens an https link in the system browser after checking it. */
  openExternal(input: ApiInput<'openExternal'>): Promise<boolean>;
  getSettings(input: ApiInput<'getSettings'>): Promise<Settings>;
  /** Merges the given fields into the stored settings and returns the result. */
  saveSettings(input: ApiInput<'saveSettings'>): Promise<Settings>;

  /** The saved lists in the user data folder, newest first; `problems`: files that cannot be read; `repaired`: what was left out of a file to read it (file and field); both worded in `lang` (English by default). */
  listLists(input: ApiInput<'listLists'>): Promise<{ lists: ListSummary[]; problems: string[]; repaired: string[] }>;
  /** A saved list; unknown card ids or broken files are an error naming the file and field. */
  openList(input: ApiInput<'openList'>): Promise<ArmyList>;
  /** Creates and saves a new, empty list. */
  createList(input: ApiInput<'createList'>): Promise<ArmyList>;
  /**
   * Saves a list safely; the version is added to its history (the last 20 are kept). Returns it as
   * saved (`list`), with what the save could not do besides (`warnings`, see SaveWarning). With `basedOn` (the `updatedAt` of the version the caller read or saved last), a list
   * saved elsewhere since is not replaced: the call fails with a `conflict` naming when the version
   * on disk was saved, and nothing is written. Without it, the save replaces whatever is there.
   */
  saveList(input: ApiInput<'saveList'>): Promise<{ list: ArmyList; warnings: SaveWarning[] }>;
  /** Moves a list to the trash (restoreList brings it back). */
  deleteList(input: ApiInput<'deleteList'>): Promise<boolean>;
  restoreList(input: ApiInput<'restoreList'>): Promise<ArmyList>;
  /** Lists in the trash that restoreList can bring back, the last deleted first, each with when (`deletedAt`). */
  listTrashedLists(input: ApiInput<'listTrashedLists'>): Promise<TrashedList[]>;
  /**
   * Checks a list file's text (a Muster list, or an Old World Builder list: `.owb.json`) and saves
   * it as a list (a new id when the id is taken). `notes` say what was not taken over from an Old
   * World Builder file (each with its field) and what Muster does not keep.
   */
  importList(input: ApiInput<'importList'>): Promise<ImportedList>;
  /** The list as text for e-mail, Discord and forums, in a style, with or without points, notes, special rules and profiles, or as a secret list (TextChoices; each absent: its default). */
  exportListText(input: ApiInput<'exportListText'>): Promise<string>;
  /** The Old World: the list as an Old World Builder list file (`.owb.json`), with what does not carry over (in `lang`; English when absent). */
  exportListOwb(input: ApiInput<'exportListOwb'>): Promise<{ text: string; fileName: string; notes: string[] }>;
  /** Keeps unsaved edits so they survive a crash. */
  autosaveList(input: ApiInput<'autosaveList'>): Promise<boolean>;
  /** Autosaved edits newer than the saved lists (offered for restore after a crash). */
  getRecovery(input: ApiInput<'getRecovery'>): Promise<ArmyList[]>;
  discardRecovery(input: ApiInput<'discardRecovery'>): Promise<boolean>;
  /** Desktop: native Save As dialog for the list file; the chosen path, or null when cancelled. */
  saveListAs(input: ApiInput<'saveListAs'>): Promise<string | null>;
  /**
   * Desktop: native Save As dialog for the list as an Old World Builder file (as exportListOwb
   * writes it): the chosen path and what did not carry over into the file written (in `lang`;
   * English when absent), or null when cancelled.
   */
  saveListOwbAs(input: ApiInput<'saveListOwbAs'>): Promise<{ file: string; notes: string[] } | null>;
  /** Desktop: native Open dialog; imports the chosen file (as importList), or null when cancelled. */
  openListFile(input: ApiInput<'openListFile'>): Promise<ImportedList | null>;

  /**
   * One of the user's own cards for the card editor, as its file holds it now, with its version
   * (a later saveUserCard's `basedOn`); null when the user has no card with this id.
   */
  openUserCard(input: ApiInput<'openUserCard'>): Promise<UserCardOpened | null>;
  /**
   * Saves one of the user's own cards (source becomes `user`) and reloads the database. With
   * `basedOn`, a card changed elsewhere since that version is refused with `conflict` (its
   * `version` to replace it knowingly), a card deleted or renamed elsewhere since likewise (its
   * `version` '': saving it again is a save based on ''), and a new card (`basedOn: ''`) whose id
   * another of the user's cards took meanwhile likewise.
   */
  saveUserCard(input: ApiInput<'saveUserCard'>): Promise<DbCard>;
  /**
   * Deletes one of the user's own cards; false when no user file holds it (not a user card, or
   * deleted elsewhere). With `basedOn`, a card changed elsewhere since that version is not
   * deleted: `conflict`, with its `version`.
   */
  deleteUserCard(input: ApiInput<'deleteUserCard'>): Promise<boolean>;
  /**
   * Converts card data from another builder (Old World Builder files: armies, magic items,
   * compositions, profiles) into the user's own card files, which overlay the shipped ones.
   * Resolves with the card files written, the importer's report as lines, and `problems`: a given
   * file the importer could not read, a card file it replaced that could not be read (file, field,
   * the copy kept of it). The imported cards replace the dataset's cards of each army; the user's
   * own cards there are kept (`ownKept`), but one with the id of an imported card is replaced by it
   * (`ownReplaced`: their ids; the version before stays in the file's history).
   */
  importCardData(input: ApiInput<'importCardData'>): Promise<{ written: string[]; report: string[]; dropped: number; problems: string[]; ownKept: number; ownReplaced: string[] }>;
  /** Cards as CSV (the user's own with `own`), one row per card, with a file name to save it under. */
  exportCardsCsv(input: ApiInput<'exportCardsCsv'>): Promise<{ fileName: string; text: string; cards: number }>;
  /** Card rows from a spreadsheet into the user's card files; rows that are not cards are named (line, column) and skipped. */
  /**
   * Imports CSV rows into the user's own cards: the rows read, the cards imported, the card files
   * written; `problems` of rows and cells (line, column, and codes the UI words in its language);
   * `replaced`: card files that could not be read and were replaced (a copy kept of each).
   */
  importCardsCsv(input: ApiInput<'importCardsCsv'>): Promise<{ rows: number; imported: number; files: number; problems: CsvProblem[]; replaced: string[] }>;
  /**
   * What importing a faction pack (docs/data-format.md, "Faction packs") would change in the
   * user's own cards of that faction; nothing is written. `preview` is null when the file is not
   * a readable pack (`problems` say why).
   */
  previewFactionPack(input: ApiInput<'previewFactionPack'>): Promise<{ preview: PackPreview | null; problems: string[] }>;
  /**
   * Replaces the user's own cards of the pack's faction by the pack's cards (one safe write); the
   * user's cards the pack holds but could not read are kept. A file that is no pack, or a pack
   * without a card to import, changes nothing: an `unreadable` error naming its problems.
   * `problems` names a card file it replaced that could not be read (file, field, the copy kept).
   */
  importFactionPack(input: ApiInput<'importFactionPack'>): Promise<{ written: string; cards: number; problems: string[] }>;
  /** The user's own cards of one faction, as one file (the card grid); a file that cannot be read is an error naming it. */
  openFactionCards(input: ApiInput<'openFactionCards'>): Promise<FactionCards>;
  /**
   * Replaces the user's own cards of one faction by `cards` (one safe write with history; no
   * cards: the file is removed). A card saved as the file holds it keeps its `source` (data imported
   * into the file stays imported); a card changed, or new to the file, is the user's. Nothing is written when a card's id is given twice, belongs to a
   * shipped card or to the user's card in another file. With `basedOn` (the `version` opened or
   * saved last), a file changed since in another tab, window or program is not replaced: `conflict`
   * with when it was changed (`savedAt`) and its `version`, to replace it knowingly.
   */
  saveFactionCards(input: ApiInput<'saveFactionCards'>): Promise<SaveFactionCardsResult>;

  /** The player's TJOST results (tjost-results.json in the user data folder); empty when none. */
  getResults(input: ApiInput<'getResults'>): Promise<{ results: ResultsFile; problem: string | null }>;
  /**
   * Saves the TJOST results safely, adding the version to their history; returns them as saved
   * (stamped), with the save's `warnings` (as saveList). With `basedOn`, as saveList: results saved elsewhere since are not replaced (`conflict`).
   */
  saveResults(input: ApiInput<'saveResults'>): Promise<{ results: ResultsFile; warnings: SaveWarning[] }>;

  /**
   * Readies printing ahead of the first job: starts the print worker and has it render a small
   * sheet once (fonts parsed, the print code compiled), so the first print does not wait for it.
   * Views that print ask for it when they open; true once printing is ready (at once after that).
   */
  preparePrint(input: ApiInput<'preparePrint'>): Promise<boolean>;
  /** Starts rendering a print job in the background. */
  startPrint(input: ApiInput<'startPrint'>): Promise<{ jobId: string }>;
  getPrintStatus(input: ApiInput<'getPrintStatus'>): Promise<PrintStatus>;
  /** The finished PDF, base64-encoded. */
  getPrintResult(input: ApiInput<'getPrintResult'>): Promise<{ pdfBase64: string; fileName: string }>;
  /** Desktop: native Save As dialog for a finished PDF; the path, or null when cancelled. */
  savePrintAs(input: ApiInput<'savePrintAs'>): Promise<string | null>;
  /** Desktop: opens a finished PDF in the system's PDF viewer to print it; the temporary file's path. */
  openPrintInViewer(input: ApiInput<'openPrintInViewer'>): Promise<string>;

  /** The saved siege rosters, newest first; `problems` and `repaired` as for listLists. */
  listSieges(input: ApiInput<'listSieges'>): Promise<{ sieges: SiegeSummary[]; problems: string[]; repaired: string[] }>;
  /** A saved roster with its linked lists resolved (null when not linked or unreadable; see `problems`). */
  openSiege(input: ApiInput<'openSiege'>): Promise<OpenedSiege>;
  /** Creates and saves a new roster with an empty fortress. */
  createSiege(input: ApiInput<'createSiege'>): Promise<SiegeRoster>;
  /**
   * Saves a roster safely, adding the version to its history; returns it as saved, with the save's
   * `warnings` (as saveList). With
   * `basedOn`, as saveList: a roster saved elsewhere since is not replaced (`conflict`). The editor
   * saves at every change, so the versions kept are spread over the editing (recent ones close
   * together, older ones further apart) rather than the last 20 saves.
   */
  saveSiege(input: ApiInput<'saveSiege'>): Promise<{ siege: SiegeRoster; warnings: SaveWarning[] }>;
  /** Moves a roster to the trash (restoreSiege brings it back). */
  deleteSiege(input: ApiInput<'deleteSiege'>): Promise<boolean>;
  /** Brings a roster back from the trash, as it was saved; refused while a roster with its id exists. */
  restoreSiege(input: ApiInput<'restoreSiege'>): Promise<SiegeRoster>;
  /** Rosters in the trash that restoreSiege can bring back, the last deleted first, each with when (`deletedAt`). */
  listTrashedSieges(input: ApiInput<'listTrashedSieges'>): Promise<TrashedSiege[]>;
  /**
   * Checks a siege roster file's text and saves it as a roster (a new id when the id is taken).
   * `notes` say what was changed on the way in (e.g. a list reference that is not one of the user's lists was removed).
   */
  importSiege(input: ApiInput<'importSiege'>): Promise<{ siege: SiegeRoster; notes: string[]; existing?: ExistingDocument }>;

  /** Saved versions of a document, newest first (the last 20), with what each held. */
  listHistory(input: ApiInput<'listHistory'>): Promise<HistoryEntry[]>;
  /** One saved version of a document, for preview and restore. */
  getHistoryVersion(input: ApiInput<'getHistoryVersion'>): Promise<HistoryDocument>;
  /** Problems with the user's own files found this session (e.g. a broken settings.json), as lines for people. */
  getDataProblems(input: ApiInput<'getDataProblems'>): Promise<string[]>;

  /** The organiser's events, newest first, and the files that could not be read (worded in `lang`). */
  listEvents(input: ApiInput<'listEvents'>): Promise<{ events: EventSummary[]; problems: string[] }>;
  openEvent(input: ApiInput<'openEvent'>): Promise<EventFile>;
  /** Creates and saves a new event; its draw seed is drawn at random (and shown, so a draw can be reproduced). */
  createEvent(input: ApiInput<'createEvent'>): Promise<EventFile>;
  /**
   * Saves an event safely with history; refused (naming the field) when it does not hang together.
   * Returns it as saved, with the save's `warnings` (as saveList). With `basedOn`, as saveList: an event saved elsewhere since is not replaced (`conflict`).
   */
  saveEvent(input: ApiInput<'saveEvent'>): Promise<{ event: EventFile; warnings: SaveWarning[] }>;
  /** Moves an event to the trash (restoreEvent brings it back). */
  deleteEvent(input: ApiInput<'deleteEvent'>): Promise<boolean>;
  /** Brings an event back from the trash, as it was saved; refused (`conflict`) while an event with its id exists. */
  restoreEvent(input: ApiInput<'restoreEvent'>): Promise<EventFile>;
  /** Events in the trash that restoreEvent can bring back, the last deleted first, each with when (`deletedAt`). */
  listTrashedEvents(input: ApiInput<'listTrashedEvents'>): Promise<TrashedEvent[]>;
  /**
   * Registers players by their selection list files, each checked with the TJOST rules at once,
   * or replaces one player's list (`replace`, until the event starts). Saves the event. Files that
   * cannot be read are named in `problems` and skipped; the save's `warnings` as saveList.
   */
  registerLists(input: ApiInput<'registerLists'>): Promise<{ event: EventFile; reports: PlayerReport[]; problems: string[]; warnings: SaveWarning[] }>;
  /** Every player's check report and the summary, as data and as text to send back. */
  getEventReport(input: ApiInput<'getEventReport'>): Promise<{ reports: PlayerReport[]; text: string }>;
  listLeagues(input: ApiInput<'listLeagues'>): Promise<{ leagues: LeagueSummary[]; problems: string[] }>;
  openLeague(input: ApiInput<'openLeague'>): Promise<LeagueFile>;
  createLeague(input: ApiInput<'createLeague'>): Promise<LeagueFile>;
  /** Saves a league safely with history; returns it as saved, with the save's `warnings` (as saveList). With `basedOn`, as saveList: a league saved elsewhere since is not replaced (`conflict`). */
  saveLeague(input: ApiInput<'saveLeague'>): Promise<{ league: LeagueFile; warnings: SaveWarning[] }>;
  /** Moves a league to the trash (restoreLeague brings it back). */
  deleteLeague(input: ApiInput<'deleteLeague'>): Promise<boolean>;
  /** Brings a league back from the trash, as it was saved; refused (`conflict`) while a league with its id exists. */
  restoreLeague(input: ApiInput<'restoreLeague'>): Promise<LeagueFile>;
  /** Leagues in the trash that restoreLeague can bring back, the last deleted first, each with when (`deletedAt`). */
  listTrashedLeagues(input: ApiInput<'listTrashedLeagues'>): Promise<TrashedLeague[]>;
}

export interface EventSummary {
  id: string;
  name: string;
  date?: string;
  updatedAt: string;
  players: number;
  /** Rounds paired so far, and the rounds the event plays. */
  rounds: number;
  plannedRounds: number;
}

export interface LeagueSummary {
  id: string;
  name: string;
  season?: string;
  updatedAt: string;
  events: number;
}

/** An event in the trash: its summary and when it was deleted. */
export type TrashedEvent = EventSummary & { deletedAt: string };
/** A league in the trash: its summary and when it was deleted. */
export type TrashedLeague = LeagueSummary & { deletedAt: string };

/** A list imported from a file, and what was not taken over from it (lines for people). */
export interface ImportedList {
  list: ArmyList;
  notes: string[];
  existing?: ExistingDocument;
}

/**
 * An imported file is of a document the user has already (the same id): `same` when it holds what
 * that document holds (then that document is returned and nothing was added), else the file was
 * added beside it as a new one; `name` is the document the user has.
 */
export interface ExistingDocument {
  name: string;
  same: boolean;
}

/** One saved version of a document and a summary of what it held. */
export interface HistoryEntry {
  /** Name of the version in the document's history; pass it to getHistoryVersion. */
  version: string;
  savedAt: string;
  bytes: number;
  name?: string;
  /** Lists: points, the limit, entries and the problems found by the checks. */
  points?: number;
  limit?: number;
  entries?: number;
  errors?: number;
  warnings?: number;
  /** Results: games recorded. */
  games?: number;
  /** Card files: cards in the version. */
  cards?: number;
  /** Siege rosters (`entries`: fortress elements): defence devices, garrison places, siege equipment, and what changed since the version before it (absent for the oldest kept). */
  devices?: number;
  garrison?: number;
  equipment?: number;
  changed?: SiegePart[];
  /** Set when the version cannot be read any more. */
  problem?: string;
}

export type HistoryDocument =
  | { kind: 'list'; list: ArmyList }
  | { kind: 'siege'; siege: SiegeRoster }
  | { kind: 'results'; results: ResultsFile }
  | { kind: 'event'; event: EventFile }
  | { kind: 'league'; league: LeagueFile }
  | { kind: 'cards'; cards: CardFile };

export interface SiegeSummary {
  id: string;
  name: string;
  updatedAt: string;
  /** Number of fortress elements. */
  elements: number;
  nightBattle: boolean;
  /** The ids of the user's lists it links as attacker and defender. */
  lists: string[];
}

/** A siege roster in the trash: its summary and when it was deleted. */
export type TrashedSiege = SiegeSummary & { deletedAt: string };

export interface OpenedSiege {
  siege: SiegeRoster;
  attacker: ArmyList | null;
  defender: ArmyList | null;
  /** Problems of the roster and of the linked list files (a list that cannot be read), as lines for people in the `lang` asked for. */
  problems: string[];
  /**
   * The sides whose linked list is no longer among the user's lists (deleted): the list's id, and
   * its name when it is in the trash (restoreList brings it back).
   */
  missing: { side: SiegeSideId; listId: string; trashed?: { name: string } }[];
}

/** A list in the trash: its summary and when it was deleted. */
export type TrashedList = ListSummary & { deletedAt: string };

export interface ListSummary {
  id: string;
  name: string;
  system: SystemId;
  faction: string;
  pointsLimit: number;
  kind: ArmyList['kind'];
  updatedAt: string;
  entries: number;
  /** The player's name, when the list has one (the overview's search looks at it). */
  player?: string;
  /** Points used and the limit they count against (the one list total and limit, core/list/totals.ts; a TJOST game list's limit is 300 plus its allowance) and the rules' verdict, when the cards are known. */
  points?: number;
  limit?: number;
  errors?: number;
  warnings?: number;
}

export interface PrintStatus {
  state: 'running' | 'done' | 'failed';
  progress: PrintProgress;
  /** Size of the finished PDF in bytes. */
  bytes?: number;
  error?: string;
}

/** Compile-time check: the interface and the schema table name the same methods. */
type SameKeys<A, B> = [keyof A] extends [keyof B] ? ([keyof B] extends [keyof A] ? true : false) : false;
const _apiMethodsMatch: SameKeys<MusterApi, typeof apiInputSchemas> = true;

export const API_METHODS = Object.keys(apiInputSchemas) as ApiMethod[];
/** Compile-time check: the preload's method list (core/api/methods.ts) names the same methods. */
const _apiMethodNamesMatch: SameKeys<Record<ApiMethodName, true>, MusterApi> = true;

/** What crosses the wire (IPC or HTTP): a result or an error, never a thrown exception. */
export type ApiEnvelope<T> = { ok: true; value: T } | { ok: false; error: ApiErrorData };

/**
 * Browser mode's batch request: calls the page made at the same moment, each answered as if it
 * had come alone (validated against its own schema, run by the same handler), in the same order.
 * Each call's input is checked by its method's schema, not here.
 */
export const apiBatchSchema = z
  .object({
    calls: z
      .array(z.object({ method: z.string().max(64), input: z.unknown() }).strict())
      .min(1)
      .max(MAX_BATCH_CALLS),
  })
  .strict();
/** The answer to a batch request: one envelope per call, in the order of the calls. */
export interface ApiBatchAnswer {
  results: ApiEnvelope<unknown>[];
}

/** What the preload exposes on `window.muster`: the API methods, each returning the wire envelope. */
export type MusterBridge = {
  [M in ApiMethod]: (input: ApiInput<M>) => Promise<ApiEnvelope<Awaited<ReturnType<MusterApi[M]>>>>;
};


