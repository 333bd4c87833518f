import {
  cardFromRow,
  cardToRow,
  choiceId,
  CSV_CHOICES,
  CSV_MORE_COLUMN,
  CSV_STAT_PREFIX,
  gridColumns,
  MAX_PASTED_ROWS,
  rowsFromClipboard,
  rowsToClipboard,
} from '../../../core/db/cards-csv';
import type { CodedIssue } from '../../../core/files/field-issues';
import { lookupMessage, translate } from '../../../core/i18n/translate';
import type { Card } from '../../../core/model/card';
import { MAX_CARDS_PER_FILE, PROFILE_STATS } from '../../../core/model/card-terms';
import { isProfileStat, statKeyOf } from '../../../core/model/card-stats';
import { LANGS, type Lang, type SystemId } from '../../../core/model/system';
import { columnLabel } from '../../../core/i18n/card-field-labels';

/**
 * The card grid's model, without Vue: a faction's own cards as rows of spreadsheet cells (CSV
 * column names, core/db/cards-csv.ts), the selection, moves like a spreadsheet's, pastes, and
 * every row checked with the card schema through the one row reader (cardFromRow). Values are
 * immutable: every change gives a new state, so undo keeps the states before it.
 */

export type Cells = Readonly<Record<string, string>>;

/** One row: its cells by column name; `key` stays the same through edits (it names the row, not its content). */
export interface GridRow {
  readonly key: number;
  readonly cells: Cells;
}

export interface GridState {
  /** Column names: `name_de`, ..., `stat:MOV`, ..., `abilities`, `more`. */
  readonly columns: readonly string[];
  readonly rows: readonly GridRow[];
  /** The game of the faction's cards: profile values typed by their abbreviation are read as its keys (statKeyOf). */
  readonly system?: SystemId;
}

/** A cell by row and column index. The row after the last is the empty row that new cards are typed into. */
export interface Pos {
  row: number;
  col: number;
}

/** The selected block: `anchor` stays where it started, `cursor` is the active cell. */
export interface Selection {
  anchor: Pos;
  cursor: Pos;
}

export interface Range {
  top: number;
  bottom: number;
  left: number;
  right: number;
}

/** Most rows a grid holds: what one card file may hold. */
export const MAX_GRID_ROWS = MAX_CARDS_PER_FILE;

let nextKey = 1;
export function newRow(cells: Cells = {}): GridRow {
  return { key: nextKey++, cells };
}

/**
 * The grid of a faction's cards: the system's profile values and any other the cards have as
 * columns. A value a card keeps by its abbreviation (a Chronopia card's "MV", saved so before the
 * editor took abbreviations as keys) is shown in its value's column (BW) unless the card has that
 * value too; saving keeps it by its key.
 */
export function gridOf(system: SystemId, cards: readonly Card[]): GridState {
  const standard = PROFILE_STATS[system];
  const settled = cards.map((c) => withStatKeys(c, system));
  const extra = [...new Set(settled.flatMap((c) => Object.keys(c.stats)))].filter((k) => !standard.includes(k)).sort();
  return { columns: gridColumns([...standard, ...extra]), rows: settled.map(rowOfCard), system };
}

/** The card with each profile value by its key in `system` (statKeyOf), where the card does not hold that key already. */
function withStatKeys(card: Card, system: SystemId): Card {
  const keys = Object.keys(card.stats);
  const moved = keys.map((k) => {
    const key = statKeyOf(k, system);
    return key !== k && !keys.includes(key) ? key : k;
  });
  if (moved.every((k, i) => k === keys[i])) return card;
  return { ...card, stats: Object.fromEntries(keys.map((k, i) => [moved[i]!, card.stats[k]!])) };
}

/** The grid's profile value columns that are no profile value of its game (kept as written): `stat:XYZ` gives XYZ. */
export function otherStats(state: GridState): string[] {
  const system = state.system;
  if (system === undefined || PROFILE_STATS[system].length === 0) return [];
  return state.columns.flatMap((c) => (c.startsWith(CSV_STAT_PREFIX) && !isProfileStat(c.slice(CSV_STAT_PREFIX.length), system) ? [c.slice(CSV_STAT_PREFIX.length)] : []));
}

/** A card as a row: its cells without `source` (saving keeps the source of a card the file holds; a new card is the player's). */
export function rowOfCard(card: Card): GridRow {
  const { source: _source, ...cells } = cardToRow(card);
  return newRow(cells);
}

/** A row without any text: not a card, not a problem; it is neither checked nor saved. */
export function isBlank(row: GridRow | undefined): boolean {
  return !row || Object.values(row.cells).every((v) => v.trim() === '');
}

export const cellOf = (state: GridState, pos: Pos): string => {
  const column = state.columns[pos.col];
  return column === undefined ? '' : (state.rows[pos.row]?.cells[column] ?? '');
};

export function rangeOf(sel: Selection): Range {
  return {
    top: Math.min(sel.anchor.row, sel.cursor.row),
    bottom: Math.max(sel.anchor.row, sel.cursor.row),
    left: Math.min(sel.anchor.col, sel.cursor.col),
    right: Math.max(sel.anchor.col, sel.cursor.col),
  };
}

export const inRange = (r: Range, row: number, col: number): boolean => row >= r.top && row <= r.bottom && col >= r.left && col <= r.right;

/** A type or size entered by its name in either language is kept as its id (the one reading: core's choiceId). */
export const typedValue = choiceId;

type Translate = (key: string) => string;

/** What a type or size cell shows: its id's name in the UI language ("Kämpfer", "War machine"); any other text as it is. */
export function shownValue(column: string, value: string, t: Translate): string {
  return CSV_CHOICES[column]?.includes(value) ? t(`${column}.${value}`) : value;
}

/** A problem of a cell as the grid words it: a type or size not among the choices lists them by the names the grid shows. */
export function shownIssue(issue: CellIssue, t: Translate): CellIssue {
  const choices = CSV_CHOICES[issue.cell];
  if (issue.code !== 'choice' || !choices || issue.path !== issue.cell) return issue;
  return { ...issue, params: { ...issue.params, values: choices.map((id) => shownValue(issue.cell, id, t)).join(', ') } };
}

/**
 * What a pasted header cell may say for each column (headerKey in rowsFromClipboard compares them
 * without case and spaces): the column's heading in the UI language, then in the other language
 * (columnLabel: what the grid shows), and its CSV name (`stat:Ld`). A heading two columns share
 * names the first of them.
 */
export function headerNames(columns: readonly string[], lang: Lang): Map<string, string> {
  const names = new Map<string, string>();
  const put = (name: string, column: string): void => void (names.has(name) ? undefined : names.set(name, column));
  for (const column of columns) put(column, column);
  for (const l of [lang, ...LANGS.filter((x) => x !== lang)]) {
    const t = (key: string): string => translate(l, key);
    const has = (key: string): boolean => lookupMessage(l, key) !== undefined;
    for (const column of columns) put(columnLabel(column, t, has), column);
  }
  return names;
}

/** One cell's new text. */
export interface CellEdit {
  row: number;
  column: string;
  value: string;
}

/**
 * The state with the given cells changed; an edit in a row past the last adds rows (up to
 * MAX_GRID_ROWS). Unchanged when no cell changes, so nothing is recorded for undo.
 */
export function withCells(state: GridState, edits: readonly CellEdit[]): GridState {
  const rows = [...state.rows];
  let changed = false;
  const byRow = new Map<number, CellEdit[]>();
  for (const e of edits) if (e.row >= 0 && e.row < MAX_GRID_ROWS) byRow.set(e.row, [...(byRow.get(e.row) ?? []), e]);
  for (const [index, list] of byRow) {
    const row = rows[index];
    const cells: Record<string, string> = { ...(row?.cells ?? {}) };
    let rowChanged = false;
    for (const e of list) {
      if ((cells[e.column] ?? '') === e.value) continue;
      if (e.value === '') delete cells[e.column];
      else cells[e.column] = e.value;
      rowChanged = true;
    }
    if (!rowChanged) continue;
    while (rows.length < index) rows.push(newRow());
    rows[index] = row ? { key: row.key, cells } : newRow(cells);
    changed = true;
  }
  return changed ? { ...state, rows } : state;
}

/** The selected cells emptied. */
export function cleared(state: GridState, range: Range): GridState {
  const edits: CellEdit[] = [];
  for (let r = range.top; r <= Math.min(range.bottom, state.rows.length - 1); r++) {
    for (let c = range.left; c <= range.right; c++) {
      const column = state.columns[c];
      if (column !== undefined) edits.push({ row: r, column, value: '' });
    }
  }
  return withCells(state, edits);
}

/** `count` empty rows put in before row `at`. */
export function withRowsInserted(state: GridState, at: number, count = 1): GridState {
  const room = Math.max(0, Math.min(count, MAX_GRID_ROWS - state.rows.length));
  if (room === 0 || at > state.rows.length) return state;
  const rows = [...state.rows];
  rows.splice(at, 0, ...Array.from({ length: room }, () => newRow()));
  return { ...state, rows };
}

/** Rows `top` to `bottom` taken out (the empty row after the last is never a row to delete). */
export function withRowsDeleted(state: GridState, top: number, bottom: number): GridState {
  const last = Math.min(bottom, state.rows.length - 1);
  if (top > last) return state;
  return { ...state, rows: [...state.rows.slice(0, top), ...state.rows.slice(last + 1)] };
}

/** `row` put in before row `at` (a copied card, say). */
export function withRowAdded(state: GridState, at: number, row: GridRow): GridState {
  if (state.rows.length >= MAX_GRID_ROWS) return state;
  const rows = [...state.rows];
  rows.splice(Math.min(at, rows.length), 0, row);
  return { ...state, rows };
}

/** Where a new column of profile value `stat:X` goes: after the other profile values, before the abilities. */
function withColumn(columns: readonly string[], column: string): string[] {
  if (columns.includes(column)) return [...columns];
  const at = columns.indexOf('abilities');
  const out = [...columns];
  out.splice(at < 0 ? out.length : at, 0, column);
  return out;
}

export interface Pasted {
  state: GridState;
  /** The cells written, to select after the paste. */
  range: Range;
  /** Rows of the clipboard left out because the grid is full (MAX_GRID_ROWS). */
  dropped: number;
  /** The clipboard had as many rows as one paste reads (MAX_PASTED_ROWS): there may have been more. */
  limited: boolean;
  /** Cells of a pasted header row that name no column: their cells were left out. */
  unknown: readonly string[];
}

/**
 * Text from the clipboard pasted at the selection, as a spreadsheet does. Rows copied from a
 * spreadsheet (tab-separated) are read by the one row reader of CSV imports (rowsFromClipboard):
 * with a header row (the headings the grid shows, in either language, or CSV column names; in any
 * order) they fill the named columns (a profile value the grid has no column for gets one; system,
 * faction and source are not the grid's and are left out), otherwise the grid's columns from the
 * selected one on. A single value fills every selected cell. Rows past the last become new rows.
 * `lang` is the UI language: its headings come first where two columns share one.
 */
export function pasted(state: GridState, sel: Selection, text: string, lang: Lang): Pasted | null {
  const range = rangeOf(sel);
  const single = !/[\t\r\n]/.test(text.replace(/[\r\n]+$/, ''));
  if (single) {
    const value = text.replace(/[\r\n]+$/, '');
    const edits: CellEdit[] = [];
    for (let r = range.top; r <= range.bottom; r++) {
      for (let c = range.left; c <= range.right; c++) edits.push({ row: r, column: state.columns[c]!, value: typedValue(state.columns[c]!, value) });
    }
    return { state: withCells(state, edits), range, dropped: 0, limited: false, unknown: [] };
  }
  const { header, rows, unknown } = rowsFromClipboard(text, state.columns.slice(range.left), headerNames(state.columns, lang), state.system);
  if (rows.length === 0) return null;
  let columns: readonly string[] = state.columns;
  for (const h of header) if (h.startsWith(CSV_STAT_PREFIX) || h === CSV_MORE_COLUMN) columns = withColumn(columns, h);
  const used = header.filter((h) => columns.includes(h));
  if (used.length === 0) return null;
  const room = Math.max(0, MAX_GRID_ROWS - range.top);
  const kept = rows.slice(0, room);
  const edits = kept.flatMap((cells, i) => used.map((column) => ({ row: range.top + i, column, value: typedValue(column, cells[column] ?? '') })));
  const next = withCells(columns === state.columns ? state : { ...state, columns }, edits);
  const cols = used.map((c) => columns.indexOf(c));
  return {
    state: next,
    range: { top: range.top, bottom: range.top + Math.max(0, kept.length - 1), left: Math.min(...cols), right: Math.max(...cols) },
    dropped: rows.length - kept.length,
    limited: rows.length >= MAX_PASTED_ROWS,
    unknown,
  };
}

/** The selected cells as a spreadsheet takes them (tab-separated rows). */
export function rangeText(state: GridState, range: Range, shown: (column: string, value: string) => string = (_, value) => value): string {
  const out: string[][] = [];
  for (let r = range.top; r <= Math.min(range.bottom, state.rows.length - 1); r++) {
    const line: string[] = [];
    for (let c = range.left; c <= range.right; c++) line.push(shown(state.columns[c] ?? '', cellOf(state, { row: r, col: c })));
    out.push(line);
  }
  return rowsToClipboard(out);
}

export type Move = 'up' | 'down' | 'left' | 'right' | 'home' | 'end' | 'first' | 'last' | 'pageUp' | 'pageDown' | 'next' | 'previous';

/**
 * Where a move takes the active cell in a grid of `rows` rows (with the empty row for new cards)
 * and `cols` columns; `page` rows for Page Up/Down. `next` and `previous` (Tab, Shift+Tab) go on
 * in the next or previous row; past the first or last cell they give null (focus leaves the grid).
 */
export function moved(pos: Pos, move: Move, dims: { rows: number; cols: number; page: number }): Pos | null {
  const lastRow = Math.max(0, dims.rows - 1);
  const lastCol = Math.max(0, dims.cols - 1);
  const clampRow = (r: number): number => Math.max(0, Math.min(lastRow, r));
  switch (move) {
    case 'up':
      return { row: clampRow(pos.row - 1), col: pos.col };
    case 'down':
      return { row: clampRow(pos.row + 1), col: pos.col };
    case 'left':
      return { row: pos.row, col: Math.max(0, pos.col - 1) };
    case 'right':
      return { row: pos.row, col: Math.min(lastCol, pos.col + 1) };
    case 'home':
      return { row: pos.row, col: 0 };
    case 'end':
      return { row: pos.row, col: lastCol };
    case 'first':
      return { row: 0, col: 0 };
    case 'last':
      return { row: lastRow, col: lastCol };
    case 'pageUp':
      return { row: clampRow(pos.row - Math.max(1, dims.page)), col: pos.col };
    case 'pageDown':
      return { row: clampRow(pos.row + Math.max(1, dims.page)), col: pos.col };
    case 'next':
      if (pos.col < lastCol) return { row: pos.row, col: pos.col + 1 };
      return pos.row < lastRow ? { row: pos.row + 1, col: 0 } : null;
    case 'previous':
      if (pos.col > 0) return { row: pos.row, col: pos.col - 1 };
      return pos.row > 0 ? { row: pos.row - 1, col: lastCol } : null;
  }
}

/** A problem of one cell (`cell` is its column; `row` for a field the grid has no column for). */
export interface CellIssue extends CodedIssue {
  cell: string;
  /** The card field, e.g. `abilities.1.value`. */
  path: string;
}

export interface RowCheck {
  /** The row as a card, when it is one. */
  card?: Card;
  issues: readonly CellIssue[];
}

const BLANK: RowCheck = { issues: [] };
const checked = new WeakMap<GridRow, { columns: readonly string[]; system: SystemId | undefined; result: RowCheck }>();

/** One row checked with the card schema, its profile values read as keys of `system` (cached per row: an edit makes a new row, so only edited rows are checked again). */
export function checkRow(row: GridRow, columns: readonly string[], system?: SystemId): RowCheck {
  const hit = checked.get(row);
  if (hit?.columns === columns && hit.system === system) return hit.result;
  let result = BLANK;
  if (!isBlank(row)) {
    const read = cardFromRow(row.cells, columns, system);
    result =
      'card' in read
        ? { card: read.card, issues: [] }
        : { issues: read.problems.map((p) => ({ cell: columns.includes(p.cell) ? p.cell : 'row', path: p.path, code: p.code, params: p.params })) };
  }
  checked.set(row, { columns, system, result });
  return result;
}

/** Why an id cannot be used: a shipped card or the player's card in another faction has it. */
export type TakenId = 'shipped' | 'elsewhere';

export interface GridCheck {
  /** Each row's check by row key (blank rows: no card, no issues). */
  rows: ReadonlyMap<number, RowCheck>;
  /** Rows that hold text (blank rows are neither checked nor saved). */
  filled: number;
  /** Problems in all, and rows with problems. */
  problems: number;
  badRows: number;
}

/**
 * Every row checked: the card schema per row, then what only the whole grid shows: an id given
 * twice (the later rows are marked) and ids other cards have.
 */
export function checkGrid(state: GridState, taken: ReadonlyMap<string, TakenId>): GridCheck {
  const rows = new Map<number, RowCheck>();
  const first = new Map<string, number>();
  let problems = 0;
  let badRows = 0;
  let filled = 0;
  for (const row of state.rows) {
    let result = checkRow(row, state.columns, state.system);
    if (result === BLANK) {
      rows.set(row.key, result);
      continue;
    }
    filled++;
    const id = (row.cells.id ?? '').trim();
    if (id !== '') {
      const extra: CellIssue[] = [];
      if (first.has(id)) extra.push({ cell: 'id', path: 'id', code: 'duplicate', params: { value: id } });
      else first.set(id, row.key);
      if (taken.has(id)) extra.push({ cell: 'id', path: 'id', code: 'idTaken', params: { value: id } });
      if (extra.length) result = { issues: [...result.issues, ...extra] };
    }
    if (result.issues.length) {
      problems += result.issues.length;
      badRows++;
    }
    rows.set(row.key, result);
  }
  return { rows, filled, problems, badRows };
}

/** What Save writes, and which rows it leaves out. */
export interface SavePlan {
  cards: Card[];
  /** Per card: the row it comes from, or null for a card kept as last saved. */
  from: (number | null)[];
  /** Rows (indexes) with problems: not saved. */
  skipped: number[];
  /** Ids of cards kept as last saved because their row now has problems. */
  kept: string[];
}

/**
 * The cards to save: every row that is a card. A row with problems is left out; when it holds a
 * card saved before (`saved`, by row key), that card stays as it was saved rather than being
 * deleted, unless a good row now has its id.
 */
export function savePlan(state: GridState, check: GridCheck, saved: ReadonlyMap<number, Card>): SavePlan {
  const plan: SavePlan = { cards: [], from: [], skipped: [], kept: [] };
  const keep: Card[] = [];
  state.rows.forEach((row, index) => {
    const result = check.rows.get(row.key) ?? BLANK;
    if (result.issues.length === 0 && result.card) {
      plan.cards.push(result.card);
      plan.from.push(index);
    } else if (result.issues.length > 0) {
      plan.skipped.push(index);
      const before = saved.get(row.key);
      if (before) keep.push(before);
    }
  });
  const ids = new Set(plan.cards.map((c) => c.id));
  for (const card of keep) {
    if (ids.has(card.id)) continue;
    ids.add(card.id);
    plan.cards.push(card);
    plan.from.push(null);
    plan.kept.push(card.id);
  }
  return plan;
}
