import Papa from 'papaparse';
import type { LoadProblem } from './types';
import { problem } from '../files/problems';
import { parseJsonText } from '../files/json';
import { cardSchema, factionSchema, type Ability, type Card, type CardFile, type DbCard, type Faction } from '../model/card';
import { CARD_FILE_FORMAT, CARD_FILE_VERSION, CARD_KINDS, inProfileOrder, PROFILE_STATS, SIZES, statsInProfileOrder, type CardSource } from '../model/card-terms';
import { isProfileStat, statKeyOf } from '../model/card-stats';
import { LANGS, type Localized, type SystemId } from '../model/system';
import { localized } from '../i18n/localized';
import { lookupMessage } from '../i18n/translate';
import { systemIdSchema } from '../model/system-schema';
import { issueCode, type CodedIssue, type IssueCode } from '../files/field-issues';
import { parseDecimal } from '../files/numbers';

/**
 * Card files as CSV, for players who keep their cards in a spreadsheet (docs/data-format.md,
 * "CSV"). One row per card; the columns a player edits by hand are plain (names, rank, points,
 * size, figures, abilities, one column per profile value); every other field of the card travels
 * as JSON in `more`, so export → import keeps every card whole. Parsing and quoting: Papa Parse.
 */

const CSV_FIXED_COLUMNS = ['system', 'faction', 'faction_de', 'faction_en', 'id', 'kind', 'source', 'name_de', 'name_en', 'rank_de', 'rank_en', 'points', 'size', 'figures', 'abilities'] as const;
export const CSV_STAT_PREFIX = 'stat:';
export const CSV_MORE_COLUMN = 'more';
/** Most rows an import reads (every card of a large data pack fits). */
const MAX_CSV_ROWS = 50_000;

type Row = Record<string, string>;

/** Card fields whose default is false. */
const DEFAULT_FALSE = new Set(['personality', 'mount', 'throne']);

/** "transport 4 rear; impact 3; irrepressible": abilities that have only an id, a value and an access side. */
function abilitiesText(abilities: readonly Ability[]): string | undefined {
  if (!abilities.every((a) => Object.keys(a).every((k) => k === 'id' || k === 'value' || k === 'access'))) return undefined;
  return abilities.map((a) => [a.id, a.value, a.access].filter((x) => x !== undefined).join(' ')).join('; ');
}

function parseAbilities(text: string): unknown[] {
  return text
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean)
    .map((s) => {
      const [id, ...rest] = s.split(/\s+/);
      const out: Record<string, unknown> = { id };
      for (const r of rest) {
        if (/^-?\d+$/.test(r)) out.value = Number(r);
        else out.access = r;
      }
      return out;
    });
}

/**
 * One card as spreadsheet cells by column name: the plain columns, `stat:<KEY>` per profile value
 * and `more` (every other field as JSON; fields at their default, false, left out). The CSV
 * export and the grid editor read cards with this one function; cardFromRow reads them back.
 */
export function cardToRow(card: Card): Row {
  const { id, kind, source, name, rank, points, size, figures, abilities, stats, ...rest } = card;
  const abilityColumn = abilitiesText(abilities);
  const more: Record<string, unknown> = Object.fromEntries(Object.entries(rest).filter(([k, v]) => v !== undefined && !(DEFAULT_FALSE.has(k) && v === false)));
  if (abilityColumn === undefined) more.abilities = abilities;
  const row: Row = {
    id,
    kind,
    source,
    name_de: name.de,
    name_en: name.en,
    rank_de: rank?.de ?? '',
    rank_en: rank?.en ?? '',
    points: String(points),
    size: size ?? '',
    figures: String(figures),
    abilities: abilityColumn ?? '',
    [CSV_MORE_COLUMN]: Object.keys(more).length > 0 ? JSON.stringify(more) : '',
  };
  for (const [k, v] of Object.entries(stats)) row[CSV_STAT_PREFIX + k] = String(v);
  return row;
}

/** The cards as CSV text: a header row, then one row per card, factions named in both languages. */
export function cardsToCsv(cards: readonly DbCard[], factionName: (system: string, faction: string) => Localized | undefined = () => undefined): string {
  // The profile values in the order the cards print them (each system's, then any other as first seen): an import rebuilds profiles in column order.
  const statKeys = inProfileOrder(cards.flatMap((c) => Object.keys(c.stats)), [...new Set(cards.map((c) => c.system))]);
  const columns = [...CSV_FIXED_COLUMNS, ...statKeys.map((k) => CSV_STAT_PREFIX + k), CSV_MORE_COLUMN];
  const rows = cards.map(({ system, faction, ...card }) => {
    const fname = factionName(system, faction);
    const row: Row = { system, faction, faction_de: fname?.de ?? '', faction_en: fname?.en ?? '', ...cardToRow(card) };
    return columns.map((c) => row[c] ?? '');
  });
  return Papa.unparse({ fields: columns, data: rows }, { newline: '\n' }) + '\n';
}

/** The column (cell) a card field comes from: `name_de`, `stat:MOV`, `points`, ... or `more` for every other field. */
function cellOf(path: readonly PropertyKey[]): string {
  const [first, second] = path.map(String);
  if (first === 'name' || first === 'rank') return second ? `${first}_${second}` : `${first}_de/${first}_en`;
  if (first === 'stats') return second ? CSV_STAT_PREFIX + second : 'stats';
  if (first && (CSV_FIXED_COLUMNS as readonly string[]).includes(first)) return first;
  return CSV_MORE_COLUMN;
}

/** The column a card field comes from, for messages: fields in `more` with their path. */
function columnOf(path: readonly PropertyKey[]): string {
  const cell = cellOf(path);
  return cell === CSV_MORE_COLUMN ? `${CSV_MORE_COLUMN} (${path.map(String).join('.')})` : cell;
}

/** Where a problem is: its line, and its column unless it is about the whole row or the file ('-'). */
const where = (line: number, column: string): string => (column === '-' ? `line ${line}` : `line ${line}, column ${column}`);

/**
 * What is wrong with a CSV file or row as a whole (`cardsCsv.problem.<code>` in the UI), or what
 * a note says about the file or a row that was imported (`unknown-column`, `new-faction`, `other-stat`).
 */
export type CsvFileProblemCode = 'parse' | 'column-missing' | 'unknown-column' | 'too-many-rows' | 'system' | 'faction' | 'twice' | 'twice-refused' | 'shipped-id' | 'elsewhere-id' | 'new-faction' | 'other-stat';

/**
 * A problem of a CSV import: where it is (line, 1 the header; column, `-` for a whole row), in
 * English (`message`, `path` "line 3, column points", for the command line), and as codes the UI
 * words in its language: a cell's (`cell`: `cardEditor.issue.<code>`, `field` the path inside the
 * cell) or the file's or row's (`file`: `cardsCsv.problem.<code>`). A `note` is no refusal: its
 * row was imported, the note says what the player may not have meant (isCsvRefusal).
 */
export interface CsvProblem extends LoadProblem {
  line: number;
  column: string;
  issue: ({ kind: 'cell'; code: IssueCode; field: string } | { kind: 'file'; code: CsvFileProblemCode }) & { params: Record<string, string | number> };
  note?: true;
}

/** A problem that refused a row or the file (every CSV problem but a note). */
export const isCsvRefusal = (p: CsvProblem): boolean => p.note !== true;

/** What a CSV import checks its rows against: the cards and factions there are (the card database). */
export interface CsvKnown {
  /** Where the card with this id is now (shipped, imported or the user's), undefined when there is none. */
  card?: (id: string) => { system: SystemId; faction: string; source: CardSource } | undefined;
  /** A faction there is, with its data (names, Old World compositions, ...). */
  faction?: (system: SystemId, id: string) => Faction | undefined;
}

/** What a CSV import (and a faction pack import) checks its cards against in a card database (the shipped cards and the user's): the app and the command line check with this. */
export function csvKnown(db: { card(id: string): DbCard | undefined; faction(system: SystemId, id: string): Faction | undefined }): CsvKnown {
  return { card: (id) => db.card(id), faction: (system, id) => db.faction(system, id) };
}

/** Why an imported card may not have its id (cardIdTaken): the id of a shipped card, or of the user's card in another faction. */
export type TakenId = { code: 'shipped-id'; params: { id: string } } | { code: 'elsewhere-id'; params: { id: string; faction: string }; system: SystemId };

/**
 * Why a card imported into the user's cards of `system`/`faction` may not have the id `id`, or
 * undefined when it may: a user card never replaces a shipped one (any card that is not the
 * user's own: shipped, samples, imported data), and one id is one card, so the user's card with
 * that id in another faction keeps it. The user's own card in this faction is replaced. The CSV
 * import and the faction pack import check ids with this one rule.
 */
export function cardIdTaken(known: CsvKnown, id: string, system: SystemId, faction: string): TakenId | undefined {
  const holder = known.card?.(id);
  if (!holder) return undefined;
  if (holder.source !== 'user') return { code: 'shipped-id', params: { id } };
  if (holder.system !== system || holder.faction !== faction) return { code: 'elsewhere-id', params: { id, faction: holder.faction }, system: holder.system };
  return undefined;
}

/**
 * The CSV column a header cell names, or undefined for a cell that names none: a column of the
 * CSV (`name_en`, `points`, `more`, ...) with case and spaces not counting (headerKey: `Name_EN`
 * is `name_en`), or a `stat:` column (`Stat:MOV`) as `stat:` and the value's key as typed (`stat:MOV`;
 * read per game with statKeyOf). The CSV import and the card grid's paste read headers with this.
 */
export function csvColumnOf(cell: string): string | undefined {
  const key = headerKey(cell);
  const column = CSV_COLUMN_KEYS.get(key);
  if (column !== undefined) return column;
  if (key.startsWith(CSV_STAT_PREFIX) && key.length > CSV_STAT_PREFIX.length) return CSV_STAT_PREFIX + cell.replace(/\s+/g, '').slice(CSV_STAT_PREFIX.length);
  return undefined;
}

/**
 * Card files from CSV text: rows grouped by system and faction. A row that is not a valid card,
 * whose id is a card's that is not the user's own (shipped, samples, imported data), or the id of
 * the user's card in another faction (`known.card`), is named with its line and column and
 * skipped; every other row is kept. A known faction (`known.faction`) keeps its data, and its
 * names where `faction_de`/`faction_en` are empty (as in the card editor); an unknown one is named
 * by those columns (one language is enough), else by its id, and then (when `known.faction` is
 * given) a note at its first imported row says so: a faction id with a typo would otherwise make
 * a faction the player never meant. Never throws.
 */
export function cardsFromCsv(text: string, file: string, known: CsvKnown = {}): { files: CardFile[]; problems: CsvProblem[]; rows: number } {
  const body = text.replace(/^\uFEFF/, '');
  // Each header cell as the column it names (case and spaces not counting); a cell that names none stays as written (and is noted below).
  const options = { header: true, skipEmptyLines: 'greedy', transformHeader: (h: string) => csvColumnOf(h) ?? h.trim() } as const;
  const problems: CsvProblem[] = [];
  const fileProblem = (line: number, column: string, message: string, code: CsvFileProblemCode, params: Record<string, string | number> = {}): void =>
    void problems.push({ ...problem(file, where(line, column), message), line, column, issue: { kind: 'file', code, params } });
  // The header (the first line) is checked before any row is read: a file without the needed columns is refused at once, however long.
  const firstLineEnd = body.indexOf('\n');
  const head = Papa.parse<Row>(firstLineEnd === -1 ? body : body.slice(0, firstLineEnd + 1), { ...options, preview: 1 }).meta;
  const header = head.fields ?? [];
  for (const needed of ['system', 'faction', 'id', 'kind', 'points']) {
    // A missing column is no place in the file: the problem is named by the header line alone.
    if (!header.includes(needed)) fileProblem(1, '-', `the column '${needed}' is missing`, 'column-missing', { column: needed });
  }
  // The names: one column is enough (a missing one is empty: the card takes the other's name, as in the card editor).
  if (!header.includes('name_de') && !header.includes('name_en')) fileProblem(1, '-', `the column 'name_en' is missing`, 'column-missing', { column: 'name_en' });
  if (problems.some((p) => p.line === 1)) return { files: [], problems, rows: 0 };
  // A column Muster does not read is named once (file and column): its cells are left out, which a typo (`rank_em`) or a field without a column of its own (notes) would otherwise do unseen.
  for (const column of new Set(header.filter((h) => h !== '' && csvColumnOf(h) !== h))) {
    problems.push({
      ...problem(file, where(1, column), `not a column Muster reads; its cells were left out (a field without a column of its own goes in '${CSV_MORE_COLUMN}' as JSON)`),
      line: 1,
      column,
      issue: { kind: 'file', code: 'unknown-column', params: { column, more: CSV_MORE_COLUMN } },
      note: true,
    });
  }
  // Rows past the most read are not parsed at all (a file of a million rows costs what one of
  // MAX_CSV_ROWS + 1 does). The separator and line break are the header's: left to guess, Papa
  // Parse tries each separator on the whole text, and its fast mode splits the whole text into
  // lines before `preview` stops it (a million rows: 2-4 s against 0.4 s here).
  const parsed = Papa.parse<Row>(body, { ...options, delimiter: head.delimiter, newline: head.linebreak as '\n' | '\r\n' | '\r', fastMode: false, preview: MAX_CSV_ROWS + 1 });
  for (const e of parsed.errors.slice(0, 20)) fileProblem((e.row ?? 0) + 2, '-', e.message, 'parse', { message: e.message });
  const rows = parsed.data.slice(0, MAX_CSV_ROWS);
  if (parsed.data.length > MAX_CSV_ROWS) fileProblem(MAX_CSV_ROWS + 2, '-', `more than ${MAX_CSV_ROWS} rows: the rest was not read`, 'too-many-rows', { max: MAX_CSV_ROWS });
  const files = new Map<string, CardFile>();
  const factions = new Map<string, Faction | null>();
  // New factions named by nothing but their id (no faction_de/faction_en), noted at their first imported row.
  const unnamed = new Set<string>();
  // Values that are no profile value of their game (`system/KEY`), noted at the first row that has one.
  const otherStats = new Set<string>();
  const seen = new Set<string>();
  // Ids of refused rows (their first line): a later row with the id is refused too, as the user's
  // card of that id would otherwise be replaced by a row the file gave second.
  const refusedAt = new Map<string, number>();
  rows.forEach((row, i) => {
    const line = i + 2;
    // Texts as typed (names may hold spaces); ids, kinds and numbers trimmed.
    const text = (c: string): string => row[c] ?? '';
    const cell = (c: string): string => text(c).trim();
    const refused = (): void => {
      const id = cell('id');
      if (id !== '' && !seen.has(id) && !refusedAt.has(id)) refusedAt.set(id, line);
    };
    const system = systemIdSchema.safeParse(cell('system'));
    if (!system.success) {
      fileProblem(line, 'system', `'${cell('system')}' is not a game system (confrontation, oldworld, chronopia)`, 'system', { value: cell('system') });
      refused();
      return;
    }
    const factionId = cell('faction');
    const key = `${system.data}/${factionId}`;
    // A faction is read once, from its first row (its file takes that row's names).
    if (!factions.has(key)) {
      const of = known.faction?.(system.data, factionId);
      const de = text('faction_de') || of?.name.de || text('faction_en') || factionId;
      const en = text('faction_en') || of?.name.en || text('faction_de') || factionId;
      const parsed = factionSchema.safeParse({ ...of, id: factionId, name: { de, en } });
      factions.set(key, parsed.success ? parsed.data : null);
      if (known.faction && !of && cell('faction_de') === '' && cell('faction_en') === '') unnamed.add(key);
    }
    const faction = factions.get(key);
    if (!faction) {
      fileProblem(line, 'faction', `'${factionId}' is not a faction id (letters, digits and -)`, 'faction', { value: factionId });
      refused();
      return;
    }
    const checked = cardFromRow(row, header, system.data);
    if ('problems' in checked) {
      for (const p of checked.problems) problems.push({ ...problem(file, where(line, p.column), p.message), line, column: p.cell, issue: { kind: 'cell', code: p.code, field: p.path, params: p.params } });
      refused();
      return;
    }
    const card = checked.card;
    // A user card never replaces a shipped one, and one id is one card: the user's card in another faction keeps it.
    const taken = cardIdTaken(known, card.id, system.data, faction.id);
    if (taken?.code === 'shipped-id') {
      fileProblem(line, 'id', `'${card.id}' is the id of a shipped card; give your card another id`, 'shipped-id', taken.params);
      refused();
      return;
    }
    if (taken?.code === 'elsewhere-id') {
      fileProblem(line, 'id', `'${card.id}' is the id of your card in ${taken.system}/${taken.params.faction}; give this card another id`, 'elsewhere-id', taken.params);
      refused();
      return;
    }
    // One id is one card, in whichever faction its rows are.
    const first = refusedAt.get(card.id);
    if (first !== undefined) {
      fileProblem(line, 'id', `card '${card.id}' is in the file twice and its first row (line ${first}) was refused, so this row is not imported either; correct the first row or remove one`, 'twice-refused', { id: card.id, line: first });
      return;
    }
    if (seen.has(card.id)) {
      fileProblem(line, 'id', `card '${card.id}' is in the file twice; the first row is kept`, 'twice', { id: card.id });
      return;
    }
    seen.add(card.id);
    // A file's columns in any order (an export of an earlier version had them sorted by name): the profile as the cards print it.
    card.stats = statsInProfileOrder(card.stats, system.data);
    if (unnamed.delete(key)) {
      problems.push({
        ...problem(file, where(line, 'faction'), `'${factionId}' is not a faction Muster knows, so a new faction named '${factionId}' was made for its cards; give its names in faction_de/faction_en, or correct the id`),
        line,
        column: 'faction',
        issue: { kind: 'file', code: 'new-faction', params: { value: factionId } },
        note: true,
      });
    }
    // A value the game does not have is kept (the format allows any), and said once per game and key: a typo would otherwise go unseen.
    const profile = PROFILE_STATS[system.data];
    for (const stat of profile.length > 0 ? Object.keys(card.stats) : []) {
      if (isProfileStat(stat, system.data) || otherStats.has(`${system.data}/${stat}`)) continue;
      otherStats.add(`${system.data}/${stat}`);
      const column = header.find((h) => h.startsWith(CSV_STAT_PREFIX) && statKeyOf(h.slice(CSV_STAT_PREFIX.length), system.data) === stat) ?? CSV_STAT_PREFIX + stat;
      const stats = profile.join(', ');
      problems.push({
        ...problem(file, where(line, column), `'${stat}' is not a profile value of ${system.data} (${stats}); its values were kept as written, after the profile`),
        line,
        column,
        issue: { kind: 'file', code: 'other-stat', params: { stat, system: system.data, stats } },
        note: true,
      });
    }
    const target = files.get(key) ?? { format: CARD_FILE_FORMAT, version: CARD_FILE_VERSION, system: system.data, faction, cards: [] as Card[] };
    target.cards.push(card);
    files.set(key, target);
  });
  return { files: [...files.values()], problems, rows: rows.length };
}

/**
 * A card file with imported cards laid in: a card with the same id is replaced, the file's other
 * cards keep their place, the new ones follow. Without a file, the imported file as it is.
 */
export function mergeImported(before: CardFile | undefined, imported: CardFile): CardFile {
  if (!before) return imported;
  const ids = new Set(imported.cards.map((c) => c.id));
  return { ...before, cards: [...before.cards.filter((c) => !ids.has(c.id)), ...imported.cards] };
}

/**
 * A card file of a converted dataset (an Old World Builder import) laid over the user's file of
 * that faction: the imported cards replace every card there that is not the user's own (`source`
 * other than `user`: an earlier import); the user's own cards are kept after them (`kept`). An own
 * card with the id of an imported card is replaced by it, as an import of rows replaces a card
 * with the same id (mergeImported), and named in `replaced`. The faction is the imported one.
 */
export function mergeDataset(before: CardFile | undefined, imported: CardFile): { file: CardFile; kept: Card[]; replaced: Card[] } {
  const ids = new Set(imported.cards.map((c) => c.id));
  const own = (before?.cards ?? []).filter((c) => c.source === 'user');
  const kept = own.filter((c) => !ids.has(c.id));
  return { file: { ...imported, cards: [...imported.cards, ...kept] }, kept, replaced: own.filter((c) => ids.has(c.id)) };
}

/**
 * A problem of one cell: the column as messages name it (`points`, `more (warMachine.crew)`), the
 * cell it belongs to (the column name: `points`, `more`), the card field's path
 * (`abilities.0.value`), what is wrong in English (`message`) and as a code the UI words in its
 * language (core/files/field-issues.ts).
 */
export interface CellProblem extends CodedIssue {
  column: string;
  cell: string;
  path: string;
  message: string;
}

/** The columns whose cells name one of a fixed set of ids, and those ids. */
export const CSV_CHOICES: Readonly<Record<string, readonly string[]>> = { kind: CARD_KINDS, size: SIZES };

/**
 * A type or size cell's id: the id itself, or its name in either language as the app shows it
 * ("Kämpfer", "Large": `kind.*`, `size.*` in the catalogue), case and surrounding spaces ignored.
 * Any other text stays as it is (the card schema then names the choices).
 */
export function choiceId(column: string, value: string): string {
  const choices = CSV_CHOICES[column];
  const wanted = value.trim().toLowerCase();
  if (!choices || wanted === '') return value;
  for (const id of choices) {
    if (id === wanted) return id;
    for (const lang of LANGS) if (lookupMessage(lang, `${column}.${id}`)?.toLowerCase() === wanted) return id;
  }
  return value;
}

/** The ranks Muster knows by name in both languages (`domain.cards.rankNames.*` in the catalogue). */
const RANK_IDS = ['irregular', 'regular', 'veteran', 'elite', 'special', 'living-legend', 'shadow-veteran', 'familiar', 'leader'] as const;
const RANK_NAMES: readonly Localized[] = RANK_IDS.map((id) => localized(`domain.cards.rankNames.${id}`));

/** A rank Muster knows, by its name in either language ("Special", "spezial"; case and surrounding spaces ignored), or undefined. */
export function knownRank(name: string): Localized | undefined {
  const wanted = name.trim().toLowerCase();
  if (wanted === '') return undefined;
  return RANK_NAMES.find((rank) => LANGS.some((lang) => rank[lang].toLowerCase() === wanted));
}

/**
 * A row's name or rank in both languages, as the card gets it: one language is enough, as in the
 * card editor. An empty cell takes the other language's text (texts as typed); an empty rank cell
 * takes the known rank's name in its language when the other cell names one ("Special" gives
 * "Spezial"), as type and size are read by name (choiceId).
 */
export function bothLanguages(row: Readonly<Record<string, string>>, field: 'name' | 'rank'): Localized {
  const de = row[`${field}_de`] ?? '';
  const en = row[`${field}_en`] ?? '';
  const rank = field === 'rank' && (de === '') !== (en === '') ? knownRank(de || en) : undefined;
  return { de: de || rank?.de || en, en: en || rank?.en || de };
}

/**
 * One spreadsheet row (cells by CSV column name) as a card, checked with the card schema, or the
 * problems of its cells. The CSV import and the grid editor read rows with this one function.
 * With the card's `system`, a `stat:` column that names a profile value by its abbreviation in
 * either language (Chronopia `stat:MV`, `stat:ld`) fills that value's key (BW, FG: statKeyOf);
 * two columns of one value are a problem of the second.
 */
export function cardFromRow(row: Readonly<Record<string, string>>, header: readonly string[], system?: SystemId): { card: Card } | { problems: CellProblem[] } {
  const text = (c: string): string => row[c] ?? '';
  const cell = (c: string): string => text(c).trim();
  let more: Record<string, unknown> = {};
  if (cell(CSV_MORE_COLUMN)) {
    const parsed = parseJsonText(cell(CSV_MORE_COLUMN), CSV_MORE_COLUMN);
    const value = parsed.ok ? parsed.value : undefined;
    if (value === null || typeof value !== 'object' || Array.isArray(value)) {
      const reason = parsed.ok ? 'not an object' : parsed.problem.message;
      // The reading's problem by its code too (jsonCode, its params, jsonDetail), for its words in another language.
      const issue = parsed.ok ? undefined : parsed.problem.issue;
      const coded = issue ? { ...issue.params, jsonCode: issue.code, ...(issue.detail ? { jsonDetail: issue.detail.code } : {}) } : { jsonCode: 'json-not-object' };
      return { problems: [{ column: CSV_MORE_COLUMN, cell: CSV_MORE_COLUMN, path: '', message: `not a JSON object of further card fields (${reason})`, code: 'json', params: { ...coded, message: reason } }] };
    }
    more = value as Record<string, unknown>;
  }
  const given = header.flatMap((column) => {
    if (!column.startsWith(CSV_STAT_PREFIX) || cell(column) === '') return [];
    const typed = column.slice(CSV_STAT_PREFIX.length);
    return [{ column, typed, stat: system ? statKeyOf(typed, system) : typed }];
  });
  // A value under its key first: a column naming it by an abbreviation as well is the one given twice.
  const taken = new Set<string>();
  for (const { column, typed, stat } of [...given.filter((g) => g.typed === g.stat), ...given.filter((g) => g.typed !== g.stat)]) {
    if (taken.has(stat)) {
      // The cell's own value (`stats.MV` of column stat:MV) names it: the message alone says what is wrong.
      return { problems: [{ column, cell: column, path: `stats.${typed}`, message: `${stat} is given twice (${column} and another column)`, code: 'duplicate', params: { value: stat } }] };
    }
    taken.add(stat);
  }
  // A number as people type it, read strictly (parseDecimal: `12,5` and `12.5` are 12.5, which the
  // schema refuses as no whole number); anything else (`1e3`, `0x10`, a word) stays text ("enter a number").
  const number = (text: string): number | string => parseDecimal(text, { integer: false }) ?? text;
  // In the columns' order (the grid's is the profile's).
  const stats: Record<string, number | string> = {};
  for (const { column, stat } of given) stats[stat] = number(cell(column));
  // An empty cell is a missing value ("required").
  const num = (c: string): number | string | undefined => (cell(c) === '' ? undefined : number(cell(c)));
  const raw: Record<string, unknown> = {
    ...more,
    id: cell('id'),
    kind: choiceId('kind', cell('kind')),
    // Cards typed into a spreadsheet are the player's own.
    source: cell('source') || 'user',
    name: bothLanguages(row, 'name'),
    points: num('points'),
    stats,
  };
  if (text('rank_de') || text('rank_en')) raw.rank = bothLanguages(row, 'rank');
  if (cell('size')) raw.size = choiceId('size', cell('size'));
  if (cell('figures')) raw.figures = num('figures');
  if (cell('abilities')) raw.abilities = parseAbilities(cell('abilities'));
  const card = cardSchema.safeParse(raw);
  if (!card.success) {
    return {
      problems: card.error.issues.slice(0, 5).map((issue) => ({
        column: columnOf(issue.path),
        cell: cellOf(issue.path),
        path: issue.path.map(String).join('.'),
        message: issue.message,
        ...issueCode(issue, raw),
      })),
    };
  }
  return { card: card.data };
}

/** The grid editor's columns before the profile values. */
const GRID_LEADING = ['name_de', 'name_en', 'id', 'kind', 'rank_de', 'rank_en', 'points', 'size', 'figures'] as const;
/** The grid editor's columns without profile values: what a pasted row without a header fills. */
export const GRID_COLUMNS = [...GRID_LEADING, 'abilities'] as const;

/**
 * The grid editor's columns in their order: names, id, kind, rank, points, size, figures, one
 * column per profile value (`stat:MOV`, ...), abilities and `more` (every other field as JSON).
 */
export function gridColumns(stats: readonly string[]): string[] {
  return [...GRID_LEADING, ...stats.map((s) => CSV_STAT_PREFIX + s), 'abilities', CSV_MORE_COLUMN];
}
/** Most rows one paste reads. */
export const MAX_PASTED_ROWS = 5_000;

/** A header cell as it is compared with column names: case and spaces do not count ("Name (English)" is "name(english)"). */
export const headerKey = (cell: string): string => cell.toLowerCase().replace(/\s+/g, '');

/** The CSV's columns by headerKey (csvColumnOf; `stat:` columns aside). */
const CSV_COLUMN_KEYS: ReadonlyMap<string, string> = new Map([...CSV_FIXED_COLUMNS, CSV_MORE_COLUMN].map((c) => [headerKey(c), c]));

/** Rows read from the clipboard: `header` the column of each cell ('' for a cell named by no column), `unknown` the header cells no column has. */
export interface ClipboardRows {
  header: string[];
  rows: Record<string, string>[];
  unknown: string[];
}

/**
 * Rows copied from a spreadsheet (tab-separated clipboard text) as cells by CSV column name. The
 * first row is a header when (nearly: four of every five) all its non-empty cells name columns:
 * a CSV column name (`name_en`, `points`, `stat:MOV`, `system`, ...) or a name in `names` (the
 * headings a person sees, by headerKey, mapped to their column), case and spaces not counting.
 * Each header cell then names the column its cells fill, in any order; cells under a header cell
 * no column has are left out and that cell is named in `unknown`. Without a header the cells fill
 * `columns` in order (the grid's columns from the one the paste starts in). A `stat:` cell of a
 * profile value with no column yet names its key in `system` (`stat:MV` of Chronopia is
 * `stat:BW`: statKeyOf), else the key as written.
 */
export function rowsFromClipboard(text: string, columns: readonly string[], names: ReadonlyMap<string, string> = new Map(), system?: SystemId): ClipboardRows {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { delimiter: '\t', skipEmptyLines: 'greedy', preview: MAX_PASTED_ROWS + 1 });
  const lines = parsed.data;
  const byName = new Map<string, string>();
  for (const [name, column] of names) if (!byName.has(headerKey(name))) byName.set(headerKey(name), column);
  const columnOfCell = (cell: string): string | undefined => {
    const column = csvColumnOf(cell);
    if (column !== undefined && !column.startsWith(CSV_STAT_PREFIX)) return column;
    const named = byName.get(headerKey(cell));
    if (named !== undefined || column === undefined) return named;
    // A profile value without a column of its own yet: its key in the game, else as written.
    const typed = column.slice(CSV_STAT_PREFIX.length);
    return CSV_STAT_PREFIX + (system ? statKeyOf(typed, system) : typed);
  };
  const first = (lines[0] ?? []).map((c) => c.trim());
  const mapped = first.map((c) => (c === '' ? '' : columnOfCell(c)));
  const unknown = first.filter((c, i) => c !== '' && mapped[i] === undefined);
  const known = mapped.filter((c) => c !== undefined && c !== '').length;
  const named = known > 0 && unknown.length * 4 <= known;
  const header = named ? mapped.map((c) => c ?? '') : [...columns];
  const body = (named ? lines.slice(1) : lines).slice(0, MAX_PASTED_ROWS);
  return {
    header,
    rows: body.map((cells) => Object.fromEntries(header.map((h, i) => [h, cells[i] ?? '']).filter(([h]) => h !== ''))),
    unknown: named ? unknown : [],
  };
}

/** Cells as a spreadsheet takes them from the clipboard: tab-separated rows, quoted where a cell holds a tab, line break or quote. */
export function rowsToClipboard(rows: readonly (readonly string[])[]): string {
  return Papa.unparse(rows.map((r) => [...r]), { delimiter: '\t', newline: '\n' });
}
