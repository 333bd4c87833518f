import { defineStore } from 'pinia';
import { computed, ref, shallowRef } from 'vue';
import type { Card, DbCard, Faction } from '../../core/model/card';
import { NOT_OWN_SOURCES } from '../../core/model/card-terms';
import type { SystemId } from '../../core/model/system';
import { api } from '../api';
import {
  checkGrid,
  cleared,
  gridOf,
  pasted,
  rangeOf,
  rowOfCard,
  savePlan,
  typedValue,
  withCells,
  withRowAdded,
  withRowsDeleted,
  withRowsInserted,
  type GridState,
  type Pasted,
  type Pos,
  type Selection,
  type TakenId,
} from '../components/cards/card-grid';
import { cardsByIds, queryAllCards } from './card-pages';
import { useDatabaseStore } from './database';
import { useSettingsStore } from './settings';
import { conflictOf, errorText } from '../util/errors';

/** Undo steps kept (each holds the grid as it was: rows are shared between steps, so a step is small). */
export const GRID_HISTORY_LIMIT = 200;
/** Ids typed in the grid are looked up this long after the last change. */
const ID_CHECK_DELAY_MS = 250;

interface Step {
  state: GridState;
  selection: Selection;
}

/** What the last save did: counts of the one write, and the rows left out for their problems. */
export interface GridSaveReport {
  added: number;
  changed: number;
  removed: number;
  unchanged: number;
  /** Row numbers (1-based) not saved because of their problems. */
  skipped: number[];
  /** Ids of cards that stayed as saved before because their row has problems now. */
  kept: string[];
}

const START: Selection = { anchor: { row: 0, col: 0 }, cursor: { row: 0, col: 0 } };

/**
 * The card grid (/cards/grid): one faction's own cards as spreadsheet rows. The grid state,
 * the selection and the undo history are held here, shallowly (immutable values replaced on every
 * change, core and card-grid.ts do the work); Save writes the faction's card file in one safe
 * write through the API.
 */
export const useCardGridStore = defineStore('cardGrid', () => {
  const system = ref<SystemId | null>(null);
  const faction = shallowRef<Faction | null>(null);
  const state = shallowRef<GridState>({ columns: [], rows: [] });
  /** The grid as last opened or saved. */
  const saved = shallowRef<GridState | null>(null);
  /** The card each row held when last saved, by row key (kept when the row has problems at the next save). */
  const savedCards = shallowRef<ReadonlyMap<number, Card>>(new Map());
  /** Ids in the faction's file as last saved: the grid's own. */
  let ownIds = new Set<string>();
  const selection = shallowRef<Selection>(START);
  const past = shallowRef<Step[]>([]);
  const future = shallowRef<Step[]>([]);
  /** Ids other cards have (shipped, or the player's in another faction), as looked up. */
  const taken = shallowRef<ReadonlyMap<string, TakenId>>(new Map());
  /** The faction's cards that are not the player's own (shipped, samples, imported datasets), offered to copy into the grid. */
  const shipped = shallowRef<DbCard[]>([]);
  const loading = ref(false);
  const loadError = ref<string | null>(null);
  const saving = ref(false);
  const saveError = ref<string | null>(null);
  const lastSave = shallowRef<GridSaveReport | null>(null);
  /** The last save left rows with problems out: they are not saved yet. */
  const pending = ref(false);
  /**
   * Set when Save was refused because the faction's card file was changed elsewhere (another tab,
   * window or program) after it was opened here: when, and that version. Nothing is saved until
   * the player replaces it (`replaceSaved`), opens it (`takeSaved`) or goes on (`keepEditing`).
   */
  const conflict = shallowRef<{ savedAt: string; version: string } | null>(null);
  /** The version of the card file on disk the grid is based on, sent with every save. */
  let diskVersion: string | undefined;
  let asked = new Set<string>();
  let idTimer: ReturnType<typeof setTimeout> | undefined;
  let openSeq = 0;

  const check = computed(() => checkGrid(state.value, taken.value));
  const dirty = computed(() => saved.value !== null && (state.value !== saved.value || pending.value));
  const canUndo = computed(() => past.value.length > 0);
  const canRedo = computed(() => future.value.length > 0);

  function reset(): void {
    past.value = [];
    future.value = [];
    selection.value = START;
    taken.value = new Map();
    asked = new Set();
    lastSave.value = null;
    pending.value = false;
    saveError.value = null;
    loadError.value = null;
    conflict.value = null;
    diskVersion = undefined;
    clearTimeout(idTimer);
  }

  /** The cards as opened from disk become the grid's saved state (`grid`: those cards as rows). */
  function baseOn(opened: { cards: Card[]; version: string }, grid: GridState): void {
    saved.value = grid;
    savedCards.value = new Map(grid.rows.map((row, i) => [row.key, opened.cards[i]!]));
    ownIds = new Set(opened.cards.map((c) => c.id));
    diskVersion = opened.version;
  }

  /** Opens the player's cards of one faction (an empty grid when there are none yet). */
  async function open(s: SystemId, f: string): Promise<void> {
    const mine = ++openSeq;
    reset();
    loading.value = true;
    saved.value = null;
    state.value = { columns: [], rows: [] };
    try {
      // Only the cards that are not the player's own are asked for (NOT_OWN_SOURCES: shipped,
      // samples, imported datasets): the player's own come with the file, and asking for every
      // card of the faction sent a large faction's cards twice (2,000 cards: 900 KB each).
      const [opened, ...bySource] = await Promise.all([
        api.openFactionCards({ system: s, faction: f }),
        ...NOT_OWN_SOURCES.map((source) => queryAllCards({ system: s, faction: f, source })),
      ]);
      if (mine !== openSeq) return;
      system.value = s;
      faction.value = opened.faction;
      shipped.value = bySource.flat();
      const grid = gridOf(s, opened.cards);
      state.value = grid;
      baseOn(opened, grid);
    } catch (err) {
      if (mine === openSeq) loadError.value = errorText(err);
    } finally {
      if (mine === openSeq) loading.value = false;
    }
  }

  /** One undoable change: the grid before it and where the selection was are kept. */
  function apply(next: GridState, after?: Selection): boolean {
    if (next === state.value) return false;
    past.value = [...past.value, { state: state.value, selection: selection.value }].slice(-GRID_HISTORY_LIMIT);
    future.value = [];
    state.value = next;
    if (after) selection.value = after;
    scheduleIdCheck();
    return true;
  }

  function select(sel: Selection): void {
    selection.value = sel;
  }

  function setCell(pos: Pos, value: string): boolean {
    const column = state.value.columns[pos.col];
    return column !== undefined && apply(withCells(state.value, [{ row: pos.row, column, value: typedValue(column, value) }]));
  }

  /** Delete: the selected cells emptied. */
  const clearSelection = (): boolean => apply(cleared(state.value, rangeOf(selection.value)));

  /** Clipboard text pasted at the selection (a header row's headings in the UI language first); the pasted cells are selected, the active cell is their first. */
  function paste(text: string): Pasted | null {
    const out = pasted(state.value, selection.value, text, useSettingsStore().lang);
    if (!out) return null;
    apply(out.state, { anchor: { row: out.range.bottom, col: out.range.right }, cursor: { row: out.range.top, col: out.range.left } });
    return out;
  }

  /** Empty rows before the selected ones (as many as are selected). */
  function insertRows(): boolean {
    const r = rangeOf(selection.value);
    return apply(withRowsInserted(state.value, Math.min(r.top, state.value.rows.length), r.bottom - r.top + 1));
  }

  /** The selected rows taken out (undo brings them back). */
  function deleteRows(): boolean {
    const r = rangeOf(selection.value);
    const row = Math.min(r.top, state.value.rows.length);
    return apply(withRowsDeleted(state.value, r.top, r.bottom), { anchor: { row, col: selection.value.cursor.col }, cursor: { row, col: selection.value.cursor.col } });
  }

  /** A shipped card copied into the grid as a new card of the player's, under a free id, before the selected row. */
  function copyShipped(card: DbCard): boolean {
    const used = new Set([...state.value.rows.map((r) => (r.cells.id ?? '').trim()), ...shipped.value.map((c) => c.id), ...taken.value.keys()]);
    const base = `${card.id.replace(/-copy(-\d+)?$/, '')}-copy`;
    let id = base;
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
    const { system: _s, faction: _f, ...rest } = card;
    const row = rowOfCard({ ...rest, id, source: 'user' });
    const at = Math.min(selection.value.cursor.row, state.value.rows.length);
    const col = state.value.columns.indexOf('name_de');
    return apply(withRowAdded(state.value, at, row), { anchor: { row: at, col }, cursor: { row: at, col } });
  }

  /**
   * The cards of a saved version of the faction's file loaded into the grid as one undoable edit
   * (the grid as it was is the step before); nothing is written until the player saves.
   */
  function restoreVersion(cards: readonly Card[]): boolean {
    const s = system.value;
    return s !== null && apply(gridOf(s, cards), START);
  }

  function undo(): boolean {
    const step = past.value[past.value.length - 1];
    if (!step) return false;
    future.value = [...future.value, { state: state.value, selection: selection.value }];
    past.value = past.value.slice(0, -1);
    state.value = step.state;
    selection.value = step.selection;
    return true;
  }

  function redo(): boolean {
    const step = future.value[future.value.length - 1];
    if (!step) return false;
    past.value = [...past.value, { state: state.value, selection: selection.value }];
    future.value = future.value.slice(0, -1);
    state.value = step.state;
    selection.value = step.selection;
    scheduleIdCheck();
    return true;
  }

  /** Ids typed in the grid that are not the faction's own are looked up once each: another card may have them. */
  function scheduleIdCheck(): void {
    clearTimeout(idTimer);
    idTimer = setTimeout(() => void checkIds(), ID_CHECK_DELAY_MS);
  }

  async function checkIds(): Promise<void> {
    const mine = openSeq;
    const ids = [...new Set(state.value.rows.map((r) => (r.cells.id ?? '').trim()))].filter((id) => id !== '' && !ownIds.has(id) && !asked.has(id));
    if (ids.length === 0) return;
    for (const id of ids) asked.add(id);
    const found = await cardsByIds(ids).catch(() => []);
    if (mine !== openSeq || found.length === 0) return;
    const next = new Map(taken.value);
    for (const c of found) if (!ownIds.has(c.id)) next.set(c.id, c.source === 'user' ? 'elsewhere' : 'shipped');
    taken.value = next;
  }

  /**
   * Saves every row that is a card as the faction's cards (one write; rows with problems are left
   * out and named in `lastSave`, cards they held before stay as saved). False when nothing was written.
   */
  async function save(replacing?: string): Promise<boolean> {
    const s = system.value;
    const f = faction.value;
    if (!s || !f || saving.value) return false;
    const current = state.value;
    const plan = savePlan(current, check.value, savedCards.value);
    saving.value = true;
    saveError.value = null;
    try {
      const out = await api.saveFactionCards({ system: s, faction: f.id, cards: plan.cards, basedOn: replacing ?? diskVersion });
      if (!out.saved) {
        // Ids another card took meanwhile: marked on their rows like any taken id.
        const next = new Map(taken.value);
        for (const p of out.problems) if (p.code !== 'duplicate') next.set(p.id, p.code);
        taken.value = next;
        lastSave.value = null;
        return false;
      }
      const byKey = new Map<number, Card>();
      plan.cards.forEach((card, i) => {
        const index = plan.from[i];
        const row = index === null || index === undefined ? undefined : current.rows[index];
        if (row) byKey.set(row.key, card);
      });
      // A row whose card was kept as before still holds that card.
      for (const [key, card] of savedCards.value) if (plan.kept.includes(card.id)) byKey.set(key, card);
      savedCards.value = byKey;
      ownIds = new Set(plan.cards.map((c) => c.id));
      diskVersion = out.version;
      conflict.value = null;
      saved.value = current;
      pending.value = plan.skipped.length > 0;
      lastSave.value = { added: out.added, changed: out.changed, removed: out.removed, unchanged: out.unchanged, skipped: plan.skipped.map((i) => i + 1), kept: plan.kept };
      void useDatabaseStore().load();
      return true;
    } catch (err) {
      const found = conflictOf(err);
      if (found) conflict.value = found;
      else saveError.value = errorText(err);
      return false;
    } finally {
      saving.value = false;
    }
  }

  /** After a conflict: saves the grid over the version changed elsewhere (which stays in History). */
  async function replaceSaved(): Promise<boolean> {
    const found = conflict.value;
    if (!found) return false;
    conflict.value = null;
    return save(found.version);
  }

  /**
   * After a conflict: the card file as saved elsewhere becomes the grid's content, as one change
   * Undo takes back (the grid's edits come back, unsaved). False when it could not be read.
   */
  async function takeSaved(): Promise<boolean> {
    const s = system.value;
    const f = faction.value;
    if (!s || !f || !conflict.value) return false;
    const mine = openSeq;
    try {
      const opened = await api.openFactionCards({ system: s, faction: f.id });
      if (mine !== openSeq) return false;
      const grid = gridOf(s, opened.cards);
      apply(grid, START);
      baseOn(opened, grid);
      // Ids the saved version holds are the grid's own now, not taken by another card.
      taken.value = new Map([...taken.value].filter(([id]) => !ownIds.has(id)));
      pending.value = false;
      lastSave.value = null;
      conflict.value = null;
      return true;
    } catch (err) {
      saveError.value = errorText(err);
      return false;
    }
  }

  /** After a conflict: nothing is saved; the next Save asks again. */
  function keepEditing(): void {
    conflict.value = null;
  }

  /** Rows that hold text (blank rows are neither checked nor saved). */
  const cardRows = computed(() => check.value.filled);

  return {
    system, faction, state, saved, selection, past, future, taken, shipped, loading, loadError, saving, saveError, lastSave, pending, conflict,
    check, dirty, canUndo, canRedo, cardRows,
    open, select, setCell, clearSelection, paste, insertRows, deleteRows, copyShipped, restoreVersion, undo, redo, save, replaceSaved, takeSaved, keepEditing,
  };
});
