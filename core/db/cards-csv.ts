import Papa from 'papaparse';
import type { LoadProblem } from './types';
import { problem } from '../files/problems';
import { CARD_FILE_FORMAT, CARD_FILE_VERSION, cardSchema, factionSchema, type Ability, type Card, type CardFile, type DbCard } from '../model/card';
import { systemIdSchema, type Localized } from '../model/system';

/**
 * Card files as CSV, for players who keep their cards in a spreadsheet (docs/data-format.md,
 * "CSV"). One row per card; the columns a player edits by hand are plain (names, rank, points,
 * size, figures, abilities, one column per profile value); every other field of the card travels
 * as JSON in `more`, so export → import keeps every card whole. Parsing and quoting: Papa Parse.
 */

const CSV_FIXED_COLUMNS = ['system', 'faction', 'faction_de', 'faction_en', 'id', 'kind', 'source', 'name_de', 'name_en', 'rank_de', 'rank_en', 'points', 'size', 'figures', 'abilities'] as const;
const CSV_STAT_PREFIX = 'stat:';
const CSV_MORE_COLUMN = 'more';
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

/** The cards as CSV text: a header row, then one row per card, factions named in both languages. */
export function cardsToCsv(cards: readonly DbCard[], factionName: (system: string, faction: string) => Localized | undefined = () => undefined): string {
  const statKeys = [...new Set(cards.flatMap((c) => Object.keys(c.stats)))].sort();
  const columns = [...CSV_FIXED_COLUMNS, ...statKeys.map((k) => CSV_STAT_PREFIX + k), CSV_MORE_COLUMN];
  const rows = cards.map((card) => {
    const { system, faction, id, kind, source, name, rank, points, size, figures, abilities, stats, ...rest } = card;
    const fname = factionName(system, faction);
    const abilityColumn = abilitiesText(abilities);
    // Fields at their default (false) are left out: the import fills them in again.
    const more: Record<string, unknown> = Object.fromEntries(Object.entries(rest).filter(([k, v]) => !(DEFAULT_FALSE.has(k) && v === false)));
    if (abilityColumn === undefined) more.abilities = abilities;
    const row: Row = {
      system,
      faction,
      faction_de: fname?.de ?? '',
      faction_en: fname?.en ?? '',
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
    for (const k of statKeys) row[CSV_STAT_PREFIX + k] = stats[k] === undefined ? '' : String(stats[k]);
    return columns.map((c) => row[c] ?? '');
  });
  return Papa.unparse({ fields: columns, data: rows }, { newline: '\n' }) + '\n';
}

/** The column a card field comes from, for messages. */
function columnOf(path: readonly PropertyKey[]): string {
  const [first, second] = path.map(String);
  if (first === 'name' || first === 'rank') return second ? `${first}_${second}` : `${first}_de/${first}_en`;
  if (first === 'stats') return second ? CSV_STAT_PREFIX + second : 'stats';
  if (first && (CSV_FIXED_COLUMNS as readonly string[]).includes(first)) return first;
  return `${CSV_MORE_COLUMN} (${path.map(String).join('.')})`;
}

const where = (line: number, column: string): string => `line ${line}, column ${column}`;

/**
 * Card files from CSV text: rows grouped by system and faction. A row that is not a valid card
 * is named with its line and column and skipped; every other row is kept. Never throws.
 */
export function cardsFromCsv(text: string, file: string): { files: CardFile[]; problems: LoadProblem[]; rows: number } {
  const parsed = Papa.parse<Row>(text.replace(/^\uFEFF/, ''), { header: true, skipEmptyLines: 'greedy', transformHeader: (h) => h.trim() });
  const problems: LoadProblem[] = [];
  for (const e of parsed.errors.slice(0, 20)) problems.push(problem(file, where((e.row ?? 0) + 2, '-'), e.message));
  const header = parsed.meta.fields ?? [];
  for (const needed of ['system', 'faction', 'id', 'kind', 'name_de', 'name_en', 'points']) {
    if (!header.includes(needed)) problems.push(problem(file, where(1, needed), `the column '${needed}' is missing`));
  }
  if (problems.some((p) => p.path?.startsWith('line 1,'))) return { files: [], problems, rows: 0 };
  const rows = parsed.data.slice(0, MAX_CSV_ROWS);
  if (parsed.data.length > MAX_CSV_ROWS) problems.push(problem(file, where(MAX_CSV_ROWS + 2, '-'), `more than ${MAX_CSV_ROWS} rows: the rest was not read`));
  const files = new Map<string, CardFile>();
  rows.forEach((row, i) => {
    const line = i + 2;
    // Texts as typed (names may hold spaces); ids, kinds and numbers trimmed.
    const text = (c: string): string => row[c] ?? '';
    const cell = (c: string): string => text(c).trim();
    const system = systemIdSchema.safeParse(cell('system'));
    if (!system.success) {
      problems.push(problem(file, where(line, 'system'), `'${cell('system')}' is not a game system (confrontation, oldworld, chronopia)`));
      return;
    }
    const factionId = cell('faction');
    const faction = factionSchema.safeParse({ id: factionId, name: { de: text('faction_de') || factionId, en: text('faction_en') || factionId } });
    if (!faction.success) {
      problems.push(problem(file, where(line, 'faction'), `'${factionId}' is not a faction id (letters, digits and -)`));
      return;
    }
    const checked = cardFromRow(row, header);
    if ('problems' in checked) {
      for (const p of checked.problems) problems.push(problem(file, where(line, p.column), p.message));
      return;
    }
    const card = checked.card;
    const key = `${system.data}/${faction.data.id}`;
    const target = files.get(key) ?? { format: CARD_FILE_FORMAT, version: CARD_FILE_VERSION, system: system.data, faction: faction.data, cards: [] as Card[] };
    if (target.cards.some((c) => c.id === card.id)) {
      problems.push(problem(file, where(line, 'id'), `card '${card.id}' is in the file twice; the first row is kept`));
      return;
    }
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

/** A problem of one cell: the column (CSV header name) and what is wrong. */
interface CellProblem {
  column: string;
  message: string;
}

/**
 * One spreadsheet row (cells by CSV column name) as a card, checked with the card schema, or the
 * problems of its cells. The CSV import and the grid editor read rows with this one function.
 */
export function cardFromRow(row: Readonly<Record<string, string>>, header: readonly string[]): { card: Card } | { problems: CellProblem[] } {
  const text = (c: string): string => row[c] ?? '';
  const cell = (c: string): string => text(c).trim();
  let more: Record<string, unknown> = {};
  if (cell(CSV_MORE_COLUMN)) {
    try {
      const value: unknown = JSON.parse(cell(CSV_MORE_COLUMN));
      if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new Error('not an object');
      more = value as Record<string, unknown>;
    } catch (err) {
      return { problems: [{ column: CSV_MORE_COLUMN, message: `not a JSON object of further card fields (${err instanceof Error ? err.message : String(err)})` }] };
    }
  }
  const stats: Record<string, number | string> = {};
  for (const key of header) {
    if (!key.startsWith(CSV_STAT_PREFIX) || cell(key) === '') continue;
    const n = Number(cell(key).replace(',', '.'));
    stats[key.slice(CSV_STAT_PREFIX.length)] = Number.isFinite(n) ? n : cell(key);
  }
  const num = (c: string): number | string => {
    const n = Number(cell(c).replace(',', '.'));
    return cell(c) !== '' && Number.isFinite(n) ? n : cell(c);
  };
  const raw: Record<string, unknown> = {
    ...more,
    id: cell('id'),
    kind: cell('kind'),
    // Cards typed into a spreadsheet are the player's own.
    source: cell('source') || 'user',
    name: { de: text('name_de'), en: text('name_en') },
    points: num('points'),
    stats,
  };
  if (text('rank_de') || text('rank_en')) raw.rank = { de: text('rank_de'), en: text('rank_en') };
  if (cell('size')) raw.size = cell('size');
  if (cell('figures')) raw.figures = num('figures');
  if (cell('abilities')) raw.abilities = parseAbilities(cell('abilities'));
  const card = cardSchema.safeParse(raw);
  if (!card.success) return { problems: card.error.issues.slice(0, 5).map((issue) => ({ column: columnOf(issue.path), message: issue.message })) };
  return { card: card.data };
}

/** The grid editor's columns in their default order: what a pasted row without a header fills. */
export const GRID_COLUMNS = ['name_de', 'name_en', 'id', 'kind', 'rank_de', 'rank_en', 'points', 'size', 'figures', 'abilities'] as const;
/** Most rows one paste reads. */
const MAX_PASTED_ROWS = 5_000;

/**
 * Rows copied from a spreadsheet (tab-separated clipboard text) as cells by CSV column name. When
 * the first row names columns (`name_en`, `points`, `stat:MOV`, ...), those are the columns;
 * otherwise the cells fill `columns` in order (the grid's columns from the one the paste starts in).
 */
export function rowsFromClipboard(text: string, columns: readonly string[]): { header: string[]; rows: Record<string, string>[] } {
  const parsed = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), { delimiter: '\t', skipEmptyLines: 'greedy', preview: MAX_PASTED_ROWS + 1 });
  const lines = parsed.data;
  const known = (c: string): boolean => (CSV_FIXED_COLUMNS as readonly string[]).includes(c) || c.startsWith(CSV_STAT_PREFIX) || c === CSV_MORE_COLUMN;
  const first = (lines[0] ?? []).map((c) => c.trim());
  const named = first.length > 0 && first.every((c) => c === '' || known(c)) && first.some(known);
  const header = named ? first : [...columns];
  const body = (named ? lines.slice(1) : lines).slice(0, MAX_PASTED_ROWS);
  return { header, rows: body.map((cells) => Object.fromEntries(header.map((h, i) => [h, cells[i] ?? '']).filter(([h]) => h !== ''))) };
}
