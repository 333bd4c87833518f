import { defineStore } from 'pinia';
import { computed, ref, shallowRef, watch } from 'vue';
import { cardLookup } from '../../core/db/lookup';
import type { FactionInfo } from '../../core/db/types';
import type { SaveWarning } from '../../core/api/contract';
import * as ops from '../../core/list/ops';
import type { ListOpError, ListOpResult } from '../../core/list/ops';
import type { DbCard } from '../../core/model/card';
import type { ArmyList, Assignment } from '../../core/model/list';
import { isPointsLimit } from '../../core/model/points-limit';
import { summarize, validateList, type Issue } from '../../core/checks';
import { entryNamer } from '../../core/i18n/issues';
import { listTotals, type ListTotals } from '../../core/list/totals';
import { newEntryStart } from '../../core/systems/oldworld/unit';
import { entryCompositionOf } from '../../core/systems/oldworld/composition';
import { cardRefIds, listCardIds } from '../../core/list/card-ids';
import { sameListContent } from '../../core/list/same-content';
import { api } from '../api';
import { cardsByIds, queryAllCards } from './card-pages';
import { useDatabaseStore } from './database';
import { useListHandoffStore, type CreatedList } from './handoff';
import { useSettingsStore } from './settings';
import { conflictSavedAt, errorText } from '../util/errors';
import { listsOpenElsewhere, recoverableDrafts } from '../util/open-lists';

/** Undo steps kept per open list. */
export const HISTORY_LIMIT = 200;
/** Unsaved edits are autosaved this long after the last change. */
export const AUTOSAVE_DELAY_MS = 1000;

/**
 * The list open in the editor: every edit goes through a core list operation, is validated at
 * once, can be undone and redone, and is autosaved (debounced) until the list is saved.
 * Lists and cards are held shallowly: they are immutable values, replaced on every edit.
 * The editor holds only the cards it needs (those the list and its selection list name, the cards
 * they name, and an Old World army's magic items); the card picker searches the whole database
 * in the main process, so the database may be of any size.
 */
export const useEditorStore = defineStore('editor', () => {
  const list = shallowRef<ArmyList | null>(null);
  /** The list as last saved (or opened); null when it was never saved. */
  const saved = shallowRef<ArmyList | null>(null);
  const past = shallowRef<ArmyList[]>([]);
  const future = shallowRef<ArmyList[]>([]);
  /** The cards the editor needs (see above), fetched as the list comes to name them. */
  const cards = shallowRef<DbCard[]>([]);
  const factions = shallowRef<FactionInfo[]>([]);
  /** TJOST game lists: the selection list they are chosen from (set by whoever loads it; reset on open). */
  const selection = shallowRef<ArmyList | null>(null);
  const selectedId = ref<string | null>(null);
  const loading = ref(false);
  const loadError = ref<string | null>(null);
  const saving = ref(false);
  const saveError = ref<string | null>(null);
  /** What the last save could not do besides writing the list, which stands (its history could not keep the version); a new array at every save. */
  const saveWarnings = shallowRef<SaveWarning[]>([]);
  const savedAt = ref<Date | null>(null);
  const autosaveError = ref<string | null>(null);
  const lastOpError = ref<ListOpError | null>(null);
  /**
   * Edits of the open list autosaved before Muster closed and never saved, offered in the editor
   * (restore or discard) when the list is opened; while the offer stands nothing is autosaved
   * over them.
   */
  const recovered = shallowRef<ArmyList | null>(null);
  /** Whether the open list is also open in an editor of another tab or window (util/open-lists.ts). */
  const openElsewhere = ref(false);
  /**
   * Set when a save was refused because the list was saved elsewhere (another tab, window or
   * program) after the version this editor is based on: when that version was saved. The player
   * replaces it with theirs (`replaceSaved`), opens it (`takeSaved`) or goes on editing.
   */
  const conflict = shallowRef<{ savedAt: string } | null>(null);
  /**
   * The `updatedAt` of the version on disk the open list is based on (opened or saved here), sent
   * with every save so that one saved elsewhere since is not replaced unasked. Unknown (no check)
   * for a list just created until main has saved it.
   */
  let diskStamp: string | undefined;
  const database = useDatabaseStore();
  const handoff = useListHandoffStore();
  const settings = useSettingsStore();
  /**
   * The Old World magic items among the cards held, in the order the bearers' pickers offer them:
   * by type, dearest first, then by name. Sorted once when the cards or the language change, for
   * every picker (each sorted its own copy at every edit of the list).
   */
  const magicItems = computed(() => {
    const lang = settings.lang;
    return cards.value.filter((c) => c.item).sort((a, b) => a.item!.type.localeCompare(b.item!.type) || b.points - a.points || a.name[lang].localeCompare(b.name[lang]));
  });
  let openSeq = 0;
  let autosaveTimer: ReturnType<typeof setTimeout> | undefined;
  /**
   * Whether an autosave of the open list may be on disk: written here, restored from, or offered
   * (recovered). When the list is back at its saved state it is removed, so nothing is offered
   * after a crash that the saved list does not already hold.
   */
  let draftOnDisk = false;
  /** The autosave's writes and removals, and saves (which remove it in main), one after the other. */
  let draftQueue: Promise<unknown> = Promise.resolve();
  /** Card ids asked for since the list was opened (found or not), so each is asked once. */
  let asked = new Set<string>();

  const lookup = computed(() => cardLookup(cards.value, factions.value));
  /**
   * The name of an entry of the open list as the editor shows it (its card's name, numbered when
   * the list holds that card more than once), in the app's language; one namer for the table,
   * its rows, assignments, problems and panels.
   */
  const entryName = computed(() => (list.value ? entryNamer(list.value, lookup.value, settings.lang) : (id: string) => id));
  const issues = computed<Issue[]>(() =>
    list.value ? validateList(list.value, lookup.value, selection.value ? { selection: selection.value } : {}) : [],
  );
  const summary = computed(() => summarize(issues.value));
  const totals = computed<ListTotals | null>(() => (list.value ? listTotals(list.value, lookup.value) : null));
  /** Whether the open list holds what its saved file does not (back at the saved state by undo or by hand, it is clean). */
  const dirty = computed(() => {
    const current = list.value;
    if (current === null || current === saved.value) return false;
    return saved.value === null || !sameListContent(current, saved.value);
  });
  const canUndo = computed(() => past.value.length > 0);
  const canRedo = computed(() => future.value.length > 0);
  const issuesByEntry = computed(() => {
    const map = new Map<string, Issue[]>();
    for (const issue of issues.value) {
      if (issue.entryId === undefined) continue;
      const at = map.get(issue.entryId);
      if (at) at.push(issue);
      else map.set(issue.entryId, [issue]);
    }
    return map;
  });
  const factionName = (id: string, lang: 'de' | 'en'): string => factions.value.find((f) => f.id === id)?.name[lang] ?? id;

  function cancelAutosave(): void {
    if (autosaveTimer !== undefined) clearTimeout(autosaveTimer);
    autosaveTimer = undefined;
  }

  /**
   * Runs a write or removal of the autosave, or a save, after those before it: an autosave
   * written late must not land after the removal or the save that was meant to end it.
   */
  function inDraftOrder<T>(job: () => Promise<T>): Promise<T> {
    const run = draftQueue.then(job, job);
    draftQueue = run.catch(() => undefined);
    return run;
  }

  /** Writes the unsaved edits to the autosave at once; a list back at its saved state has its autosave removed instead. */
  async function autosaveNow(): Promise<void> {
    cancelAutosave();
    const current = list.value;
    if (!current || recovered.value) return;
    if (!dirty.value) return dropDraft();
    draftOnDisk = true;
    try {
      await inDraftOrder(() => api.autosaveList({ list: current }));
      autosaveError.value = null;
    } catch (err) {
      autosaveError.value = errorText(err);
    }
  }

  /** Removes the open list's autosave, if it may have one: nothing is left to recover. */
  async function dropDraft(): Promise<void> {
    const current = list.value;
    if (!current || !draftOnDisk) return;
    draftOnDisk = false;
    const seq = openSeq;
    try {
      await inDraftOrder(() => api.discardRecovery({ id: current.id }));
    } catch {
      // Tried again when the list next comes back to its saved state; main offers no autosave that holds the saved list.
      if (seq === openSeq) draftOnDisk = true;
    }
  }

  /**
   * After every change of the list: unsaved edits are autosaved a moment after the last one; back
   * at the saved state, the pending autosave is cancelled and the one on disk removed at once.
   * While recovered edits are offered, their autosave is left alone.
   */
  function scheduleAutosave(): void {
    cancelAutosave();
    if (recovered.value) return;
    if (dirty.value) autosaveTimer = setTimeout(() => void autosaveNow(), AUTOSAVE_DELAY_MS);
    else void dropDraft();
  }

  /**
   * Opens a list from disk; a list handed over by `handOver` is shown without reading it again,
   * a draft handed over by `restoreDraft` replaces the saved state.
   */
  async function open(id: string): Promise<void> {
    const mine = ++openSeq;
    cancelAutosave();
    const { created: given, draft } = handoff.take(id);
    recovered.value = null;
    draftOnDisk = false;
    openElsewhere.value = false;
    conflict.value = null;
    diskStamp = undefined;
    loadError.value = null;
    // A list just created, with no cards yet, is shown in the same update as the editor when the
    // app holds its system's factions: the editor renders once, with no "Loading" in between.
    const held = given && !draft && listCardIds(given.list).size === 0 ? database.factionsNow(given.list.system) : undefined;
    if (given && held) {
      show(mine, { base: given.list, fromDisk: given.list, systemFactions: held, needed: [], asked: new Set(), given, draft: null });
      loading.value = false;
      return;
    }
    loading.value = true;
    try {
      const fromDisk =
        given?.list ??
        (await api.openList({ id }).catch((err: unknown) => {
          if (draft) return null;
          throw err;
        }));
      const base = draft ?? fromDisk;
      if (!base) throw new Error(`List ${id} not found`);
      const startAsked = new Set<string>();
      const [systemFactions, needed] = await Promise.all([database.factionsOf(base.system), withRefs([...listCardIds(base)], startAsked)]);
      if (mine !== openSeq) return;
      show(mine, { base, fromDisk, systemFactions, needed, asked: startAsked, given, draft });
    } catch (err) {
      if (mine !== openSeq) return;
      list.value = null;
      saved.value = null;
      loadError.value = errorText(err);
    } finally {
      if (mine === openSeq) loading.value = false;
    }
  }

  /** Shows a list opened by `open` (`base`: the draft if one was handed over, else the list as saved). */
  function show(
    mine: number,
    opened: { base: ArmyList; fromDisk: ArmyList | null; systemFactions: FactionInfo[]; needed: DbCard[]; asked: Set<string>; given: CreatedList | null; draft: ArmyList | null },
  ): void {
    const { base, fromDisk, given, draft } = opened;
    asked = opened.asked;
    detachmentArmies = new Set();
    cards.value = opened.needed;
    factions.value = opened.systemFactions;
    // Old World: the magic items a unit may carry, offered in its options; the editor does not wait for them.
    if (base.system === 'oldworld') void loadItems(mine);
    selection.value = null;
    saved.value = fromDisk;
    diskStamp = given ? undefined : fromDisk?.updatedAt;
    list.value = base;
    past.value = [];
    future.value = [];
    selectedId.value = null;
    saveError.value = null;
    saveWarnings.value = [];
    savedAt.value = null;
    lastOpError.value = null;
    if (given) void takeStored(given, mine);
    else if (!draft) void offerRecovery(base.id, mine);
    else {
      // The restored draft is still on disk: removed at once if it holds nothing the saved list does not.
      draftOnDisk = true;
      if (!dirty.value) void dropDraft();
    }
  }

  /**
   * A list just created is shown before main has saved it: the saved list replaces it when it
   * arrives (unless the player already changed or saved it); if the save fails, the list stays
   * open as unsaved, with the error, and is autosaved until the player saves it.
   */
  async function takeStored(created: CreatedList, seq: number): Promise<void> {
    try {
      const stored = await created.stored;
      if (seq !== openSeq) return;
      // A save of the player's may have come back first: it is the later version.
      diskStamp ??= stored.updatedAt;
      if (list.value === created.list) list.value = stored;
      if (saved.value === created.list) saved.value = stored;
    } catch (err) {
      if (seq !== openSeq || saved.value !== created.list) return;
      saved.value = null;
      saveError.value = errorText(err);
      scheduleAutosave();
    }
  }

  /**
   * Looks for autosaved edits of the list just opened that were never saved, and whether another
   * page has the list open too (then its autosave holds that page's live edits, not lost ones).
   */
  async function offerRecovery(id: string, seq: number): Promise<void> {
    const elsewhere = listsOpenElsewhere();
    void checkOpenElsewhere(elsewhere);
    const draft = (await recoverableDrafts(elsewhere).catch(() => [])).find((l) => l.id === id);
    if (draft && seq === openSeq && list.value?.id === id) {
      cancelAutosave();
      recovered.value = draft;
      draftOnDisk = true;
      // Its cards are fetched while the player reads the offer: restored, its entries show (and are said) by their names.
      void draftCards(draft);
    }
  }

  /** The cards of a recovered draft the editor does not hold yet, with the cards they name. */
  function draftCards(draft: ArmyList): Promise<void> {
    const have = new Set(cards.value.map((c) => c.id));
    const ids = [...listCardIds(draft)].filter((id) => !have.has(id) && !asked.has(id));
    // Asked for already (by the offer): the restore waits for that fetch.
    if (ids.length) draftFetch = ensureCards(ids);
    return draftFetch ?? Promise.resolve();
  }
  /** The fetch `draftCards` started last, which a restore right after the offer waits for. */
  let draftFetch: Promise<void> | undefined;

  /** Asks (again) whether the open list is open in another page too: when it opens and when the window gets focus. */
  async function checkOpenElsewhere(answer: Promise<Set<string>> = listsOpenElsewhere()): Promise<void> {
    const id = list.value?.id;
    const seq = openSeq;
    if (!id) return;
    const elsewhere = await answer;
    if (seq === openSeq && list.value?.id === id) openElsewhere.value = elsewhere.has(id);
  }

  /** Takes the recovered edits over the opened list, as one undoable edit (unsaved until saved). */
  async function restoreRecovered(): Promise<boolean> {
    const draft = recovered.value;
    if (!draft) return false;
    const seq = openSeq;
    // The draft's cards first: the restored entries are checked and named with them, not as unknown cards.
    await draftCards(draft).catch(() => undefined);
    if (seq !== openSeq || recovered.value !== draft) return false;
    recovered.value = null;
    return apply({ ok: true, list: draft });
  }

  /** Throws the recovered edits away: the autosave is removed and the list stays as saved. */
  async function discardRecovered(): Promise<void> {
    const draft = recovered.value;
    if (!draft) return;
    await inDraftOrder(() => api.discardRecovery({ id: draft.id }));
    if (recovered.value !== draft) return;
    recovered.value = null;
    draftOnDisk = false;
    scheduleAutosave();
  }

  /** Fetches the cards of `ids` not asked for yet, and the cards those name (servants, crew). */
  async function withRefs(ids: string[], seen: Set<string>): Promise<DbCard[]> {
    const out: DbCard[] = [];
    let wanted = ids.filter((id) => !seen.has(id));
    while (wanted.length) {
      for (const id of wanted) seen.add(id);
      const found = await cardsByIds(wanted);
      out.push(...found);
      wanted = [...new Set(found.flatMap(cardRefIds))].filter((id) => !seen.has(id));
    }
    return out;
  }

  /**
   * Makes sure the editor holds the cards of these ids (e.g. a card chosen in the picker, the
   * cards of a restored version or of a TJOST selection list) before it is used.
   */
  async function ensureCards(ids: Iterable<string>): Promise<void> {
    const seq = openSeq;
    const seen = asked;
    const found = await withRefs([...ids], seen);
    if (seq !== openSeq || found.length === 0) return;
    const have = new Set(cards.value.map((c) => c.id));
    const fresh = found.filter((c) => !have.has(c.id));
    if (fresh.length) cards.value = [...cards.value, ...fresh];
  }

  // Whatever changed the list (an edit, undo, a restored version, a panel's own operation) or
  // the TJOST selection, the cards they name are fetched when the editor does not hold them yet.
  watch([list, selection], ([l, s]) => {
    const ids = new Set<string>();
    for (const x of [l, s]) if (x) for (const id of listCardIds(x)) if (!asked.has(id)) ids.add(id);
    if (ids.size === 0) return;
    for (const c of cards.value) ids.delete(c.id);
    if (ids.size) void ensureCards(ids);
  });

  /** Armies whose detachment units (Fanatics, weapon teams) were asked for since the list was opened. */
  let detachmentArmies = new Set<string>();
  /** The detachment units among the cards held, which regimental units offer (see loadDetachments). */
  const detachmentCards = computed(() => cards.value.filter((c) => c.oldworld?.detachment === true));

  /**
   * Fetches the detachment units of an Old World army once per opened list (a regimental unit's
   * editor offers them); a failed request is asked again next time.
   */
  async function loadDetachments(army: string): Promise<void> {
    if (detachmentArmies.has(army)) return;
    const seq = openSeq;
    const armies = detachmentArmies;
    armies.add(army);
    const found = await queryAllCards({ system: 'oldworld', faction: army }).catch(() => {
      armies.delete(army);
      return [];
    });
    if (seq !== openSeq) return;
    const have = new Set(cards.value.map((c) => c.id));
    const fresh = found.filter((c) => c.oldworld?.detachment === true && !have.has(c.id));
    if (fresh.length) cards.value = [...cards.value, ...fresh];
  }

  async function loadItems(seq: number): Promise<void> {
    const items = await database.magicItems().catch(() => []);
    if (seq !== openSeq || items.length === 0) return;
    const have = new Set(cards.value.map((c) => c.id));
    for (const c of items) asked.add(c.id);
    cards.value = [...cards.value, ...items.filter((c) => !have.has(c.id))];
  }

  /** Hands a list just created to the next `open` of its id, which then shows it without reading it. */
  const handOver = (created: CreatedList): void => handoff.handOver(created);

  /** Hands a recovered (autosaved) list to the next `open` of its id. */
  const restoreDraft = (draft: ArmyList): void => handoff.restoreDraft(draft);

  /**
   * Applies the result of a core list operation as one undoable step (autosaved, validated).
   * Every edit goes through here; panels of other systems use it for their own core operations.
   */
  function apply(result: ListOpResult): boolean {
    if (!result.ok) {
      lastOpError.value = result.error;
      return false;
    }
    lastOpError.value = null;
    const current = list.value;
    if (!current || result.list === current) return true;
    past.value = [...past.value, current].slice(-HISTORY_LIMIT);
    future.value = [];
    list.value = result.list;
    scheduleAutosave();
    return true;
  }

  const edit = (f: (l: ArmyList) => ListOpResult): boolean => (list.value ? apply(f(list.value)) : false);

  /**
   * Adds a card the editor holds; an Old World unit comes at its minimum size with its default
   * options, as an ally from a composition of the army when `allyFrom` names one.
   */
  function addCard(cardId: string, count?: number, allyFrom?: string): string | undefined {
    const current = list.value;
    if (!current) return undefined;
    const card = lookup.value.card(cardId);
    const start = newEntryStart(card, current, card ? entryCompositionOf({ allyFrom }, card.faction, current, lookup.value) : undefined);
    const result = ops.addEntry(current, cardId, count ?? start.count, start.options, allyFrom);
    if (!apply(result) || !result.ok) return undefined;
    selectedId.value = result.entryId ?? null;
    return result.entryId;
  }

  function removeEntry(entryId: string): boolean {
    const index = list.value?.entries.findIndex((e) => e.id === entryId) ?? -1;
    const ok = edit((l) => ops.removeEntry(l, entryId));
    if (ok && selectedId.value === entryId) {
      const entries = list.value?.entries ?? [];
      selectedId.value = entries[Math.min(index, entries.length - 1)]?.id ?? null;
    }
    return ok;
  }

  function duplicateEntry(entryId: string): string | undefined {
    const current = list.value;
    if (!current) return undefined;
    const result = ops.duplicateEntry(current, entryId);
    if (!apply(result) || !result.ok) return undefined;
    selectedId.value = result.entryId ?? null;
    return result.entryId;
  }

  /**
   * Moves an entry to place `to` of the list (0 the first; beyond the ends, the end) as one
   * undoable edit, and selects it. False for an entry the list does not hold; true also when it is
   * at that place already (nothing changes, nothing to undo).
   */
  function moveEntry(entryId: string, to: number): boolean {
    const ok = edit((l) => ops.moveEntry(l, entryId, to));
    if (ok) selectedId.value = entryId;
    return ok;
  }

  /** Adds any card of the database (fetched first when the editor does not hold it yet). */
  async function addCardById(cardId: string, count?: number, allyFrom?: string): Promise<string | undefined> {
    if (!cards.value.some((c) => c.id === cardId)) await ensureCards([cardId]);
    return addCard(cardId, count, allyFrom);
  }

  const setCount = (entryId: string, count: number): boolean => edit((l) => ops.setCount(l, entryId, count));
  const assign = (entryId: string, a: Assignment): boolean => edit((l) => ops.assign(l, entryId, a));
  const unassign = (entryId: string, a?: Assignment): boolean => edit((l) => ops.unassign(l, entryId, a));

  /** Renames the open list (an undoable edit like any other). */
  function setName(name: string): boolean {
    const clean = name.trim().slice(0, 200);
    return edit((l) => ({ ok: true, list: clean === l.name ? l : { ...l, name: clean } }));
  }

  function setPointsLimit(limit: number): boolean {
    if (!isPointsLimit(limit)) return false;
    return edit((l) => ({ ok: true, list: limit === l.pointsLimit ? l : { ...l, pointsLimit: limit } }));
  }

  function keepSelection(): void {
    if (selectedId.value && !list.value?.entries.some((e) => e.id === selectedId.value)) selectedId.value = null;
  }

  function undo(): boolean {
    const previous = past.value[past.value.length - 1];
    if (!previous || !list.value) return false;
    future.value = [...future.value, list.value];
    past.value = past.value.slice(0, -1);
    list.value = previous;
    keepSelection();
    scheduleAutosave();
    return true;
  }

  function redo(): boolean {
    const next = future.value[future.value.length - 1];
    if (!next || !list.value) return false;
    past.value = [...past.value, list.value];
    future.value = future.value.slice(0, -1);
    list.value = next;
    keepSelection();
    scheduleAutosave();
    return true;
  }

  /**
   * Saves the open list; on failure the error is kept and so are the edits. A list saved elsewhere
   * since it was opened or saved here is not replaced: `conflict` says when, and nothing is
   * written. `replacing` names the version on disk the player chose to replace.
   */
  async function save(options: { replacing?: string } = {}): Promise<boolean> {
    const current = list.value;
    // Recovered edits wait for the player's choice (restore or discard): a save now would write the
    // list without them and the server would drop their autosave, so nothing is saved until then.
    if (!current || recovered.value) return false;
    cancelAutosave();
    saving.value = true;
    saveError.value = null;
    const basedOn = options.replacing ?? diskStamp;
    // A save removes the autosave in main; one written after it (edits meanwhile) sets this again.
    const hadDraft = draftOnDisk;
    const seq = openSeq;
    draftOnDisk = false;
    try {
      const { list: stored, warnings } = await inDraftOrder(() => api.saveList({ list: current, basedOn }));
      saveWarnings.value = warnings;
      diskStamp = stored.updatedAt;
      conflict.value = null;
      if (list.value === current) list.value = stored;
      saved.value = stored;
      savedAt.value = new Date();
      // Saving drops the autosave: there is nothing left to recover.
      recovered.value = null;
      return true;
    } catch (err) {
      const savedAt = conflictSavedAt(err);
      if (savedAt !== undefined) conflict.value = { savedAt };
      else saveError.value = errorText(err);
      if (seq === openSeq) draftOnDisk ||= hadDraft;
      scheduleAutosave();
      return false;
    } finally {
      saving.value = false;
    }
  }

  /** After a conflict: saves the open list over the version saved elsewhere (which stays in History). */
  async function replaceSaved(): Promise<boolean> {
    const found = conflict.value;
    if (!found) return false;
    conflict.value = null;
    return save({ replacing: found.savedAt });
  }

  /**
   * After a conflict: the version saved elsewhere replaces the open list's content as one edit
   * that can be undone (Undo brings the player's own edits back, unsaved).
   */
  async function takeSaved(): Promise<boolean> {
    const current = list.value;
    if (!current || !conflict.value) return false;
    const seq = openSeq;
    try {
      const theirs = await api.openList({ id: current.id });
      if (seq !== openSeq) return false;
      conflict.value = null;
      apply({ ok: true, list: theirs });
      saved.value = theirs;
      diskStamp = theirs.updatedAt;
      // Clean against theirs: the autosave of the own edits goes (Undo still brings them back).
      scheduleAutosave();
      keepSelection();
      return true;
    } catch (err) {
      if (seq === openSeq) saveError.value = errorText(err);
      return false;
    }
  }

  /** After a conflict: neither; the player goes on editing (the next save asks again). */
  function keepEditing(): void {
    conflict.value = null;
  }

  /** Drops unsaved edits: back to the saved state, and the autosave is removed. */
  async function discard(): Promise<void> {
    cancelAutosave();
    const current = list.value;
    if (!current) return;
    if (saved.value) list.value = saved.value;
    past.value = [];
    future.value = [];
    draftOnDisk = false;
    await inDraftOrder(() => api.discardRecovery({ id: current.id })).catch(() => undefined);
  }

  /**
   * Replaces the open list's content with a saved version as one undoable edit (id, creation
   * time and entry numbering stay those of the open list, so no entry id is ever reused).
   */
  function restoreVersion(version: ArmyList): boolean {
    const current = list.value;
    if (!current) return false;
    const restored: ArmyList = {
      ...version,
      id: current.id,
      createdAt: current.createdAt,
      updatedAt: current.updatedAt,
      lastEntryNumber: Math.max(current.lastEntryNumber ?? 0, version.lastEntryNumber ?? 0),
    };
    const ok = apply({ ok: true, list: restored });
    keepSelection();
    return ok;
  }

  const select = (entryId: string | null): void => {
    selectedId.value = entryId;
  };

  return {
    list, saved, past, future, cards, magicItems, detachmentCards, factions, selection, selectedId, loading, loadError, saving, saveError, saveWarnings, savedAt, autosaveError, lastOpError, recovered, openElsewhere, conflict,
    lookup, entryName, issues, summary, totals, dirty, canUndo, canRedo, issuesByEntry, factionName,
    open, handOver, restoreDraft, restoreRecovered, discardRecovered, checkOpenElsewhere, ensureCards, loadDetachments, apply, addCard, addCardById, removeEntry, duplicateEntry, moveEntry, setCount, assign, unassign, setName, setPointsLimit,
    undo, redo, save, replaceSaved, takeSaved, keepEditing, discard, select, autosaveNow, cancelAutosave, restoreVersion,
  };
});
