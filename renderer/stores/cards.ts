import { defineStore } from 'pinia';
import { computed, reactive, ref, watch } from 'vue';
import { ApiError } from '../../core/api/error';
import type { FactionInfo } from '../../core/db/types';
import { cardSchema, factionSchema, type Card, type DbCard, type Faction } from '../../core/model/card';
import type { Localized, SystemId } from '../../core/model/system';
import { api } from '../api';
import { conflictOf } from '../util/errors';
import { queryAllCards } from './card-pages';
import { useSettingsStore } from './settings';
import { cardToDraft, draftToInput, emptyDraft, filledText, suggestedId, type CardDraft } from '../components/cards/card-form';
import { cardIssues, duplicateIssues, factionIssues, idLengthIssues, serverIssues, type FieldIssue } from '../components/cards/card-issues';
import { useDraftHistory } from '../components/cards/draft-history';

/** The user card editor: the draft, its live check against the card schema, and saving. */
export const useCardsStore = defineStore('cards', () => {
  const draft = ref<CardDraft>(emptyDraft());
  const system = ref<SystemId>('confrontation');
  const factionMode = ref<'existing' | 'new'>('existing');
  const factionId = ref('');
  const newFaction = reactive<{ id: string; name: Localized }>({ id: '', name: { de: '', en: '' } });
  /** Id of the user card being edited (null for a new card or a copy). */
  const previousId = ref<string | null>(null);
  /** Name of the card this draft copies, for the heading. */
  const copyOf = ref<Localized | null>(null);
  const factions = ref<FactionInfo[]>([]);
  /** Cards of the system: servant candidates and names for servant ids. */
  const systemCards = ref<DbCard[]>([]);
  const touched = ref<Record<string, true>>({});
  /**
   * The player typed the new card's id, the new faction's id, by hand: it no longer follows the
   * name (followNames). Emptying the field lets it follow again.
   */
  const idByHand = ref(false);
  const factionIdByHand = ref(false);
  /** After a save attempt every problem is shown, touched or not. */
  const showAll = ref(false);
  const fromServer = ref<FieldIssue[]>([]);
  const refused = ref(false);
  const saveError = ref<string | null>(null);
  const loadError = ref<string | null>(null);
  const saving = ref(false);
  const loading = ref(false);
  /**
   * The version of the card this draft edits as it was opened (see openUserCard; '' for a new card
   * or a copy): a save is refused when the card was changed elsewhere since.
   */
  const basedOn = ref('');
  /**
   * A save refused because the card was changed elsewhere (another tab, the card grid, …): when, and
   * that version ('' when no file holds the card any more: deleted or renamed elsewhere).
   */
  const conflict = ref<{ savedAt: string; version: string; name?: Localized } | null>(null);
  /** The name of the user card being edited as it was opened (null for a new card or a copy): the card's name where the version saved elsewhere cannot be read. */
  const openedName = ref<Localized | null>(null);
  /** The refused save's card was deleted or renamed elsewhere: there is no saved version to open. */
  const conflictGone = computed(() => conflict.value?.version === '');
  /** The player's own draft and faction, kept when the version saved elsewhere was opened instead (restoreMine). */
  const mine = ref<{ draft: CardDraft; system: SystemId; factionMode: 'existing' | 'new'; factionId: string; newFaction: { id: string; name: Localized } } | null>(null);

  /** What the form edits, as one text: the draft and where it is saved (game, faction). Undo goes back to such a state; a state other than the saved one is unsaved. */
  const snapshot = (): string =>
    JSON.stringify({ draft: draft.value, system: system.value, factionMode: factionMode.value, factionId: factionId.value, newFaction: { id: newFaction.id, name: newFaction.name } });
  function restore(text: string): void {
    const state = JSON.parse(text) as { draft: CardDraft; system: SystemId; factionMode: 'existing' | 'new'; factionId: string; newFaction: { id: string; name: Localized } };
    draft.value = state.draft;
    factionMode.value = state.factionMode;
    factionId.value = state.factionId;
    newFaction.id = state.newFaction.id;
    newFaction.name = state.newFaction.name;
    if (state.system === system.value) return;
    // Another game: its factions and cards (the faction restored is one of them).
    system.value = state.system;
    void guarded(loadSystem);
  }
  /** Undo and redo of the form's edits, one step per committed change (draft-history.ts); `dirty`: edits not saved. */
  const edits = useDraftHistory(snapshot, restore);

  const input = computed(() => draftToInput(draft.value, system.value));
  const check = computed(() => cardSchema.safeParse(input.value));
  const faction = computed<Faction | null>(() => {
    // One language is enough for its name, as for a card's (filledText).
    if (factionMode.value === 'new') return { id: newFaction.id.trim(), name: filledText(newFaction.name) ?? { de: '', en: '' } };
    const f = factions.value.find((x) => x.id === factionId.value);
    return f ? { id: f.id, name: f.name } : null;
  });
  const factionProblems = computed<FieldIssue[]>(() => {
    if (factionMode.value === 'existing') return faction.value ? [] : [{ field: 'faction.id', code: 'required', params: {} }];
    const value = faction.value;
    const parsed = factionSchema.safeParse(value);
    const issues = parsed.success ? [] : factionIssues(parsed.error.issues, value);
    if (value && factions.value.some((f) => f.id === value.id)) issues.push({ field: 'faction.id', code: 'factionExists', params: { value: value.id } });
    return issues;
  });
  /** Problems found in the browser, on every change. */
  const localIssues = computed<FieldIssue[]>(() => [
    ...(check.value.success ? [] : cardIssues(check.value.error.issues, input.value, draft.value)),
    ...duplicateIssues(draft.value, system.value),
    ...idLengthIssues(draft.value),
    ...factionProblems.value,
  ]);
  const issues = computed<FieldIssue[]>(() => [...localIssues.value, ...fromServer.value]);
  const valid = computed(() => localIssues.value.length === 0);

  function errorsFor(field: string): FieldIssue[] {
    if (!showAll.value && !touched.value[field]) return fromServer.value.filter((i) => i.field === field);
    return issues.value.filter((i) => i.field === field);
  }

  function touch(field: string): void {
    if (!touched.value[field]) touched.value = { ...touched.value, [field]: true };
  }

  function reset(next: CardDraft): void {
    draft.value = next;
    touched.value = {};
    idByHand.value = false;
    factionIdByHand.value = false;
    showAll.value = false;
    fromServer.value = [];
    refused.value = false;
    saveError.value = null;
    loadError.value = null;
    copyOf.value = null;
    previousId.value = null;
    basedOn.value = '';
    conflict.value = null;
    openedName.value = null;
    mine.value = null;
    factionMode.value = 'existing';
    newFaction.id = '';
    newFaction.name = { de: '', en: '' };
    edits.reset();
  }

  async function loadSystem(): Promise<void> {
    const s = system.value;
    const [f, cards] = await Promise.all([api.listFactions({ system: s }), queryAllCards({ system: s })]);
    if (s !== system.value) return;
    factions.value = f;
    systemCards.value = cards;
    if (factionMode.value === 'existing' && !f.some((x) => x.id === factionId.value)) factionId.value = f[0]?.id ?? '';
  }

  async function guarded(work: () => Promise<void>): Promise<void> {
    loading.value = true;
    try {
      await work();
    } catch (err) {
      loadError.value = err instanceof Error ? err.message : String(err);
    } finally {
      loading.value = false;
    }
  }

  /** A blank card, in the given system and faction when known. */
  async function startNew(where: { system?: SystemId; faction?: string } = {}): Promise<void> {
    reset(emptyDraft());
    system.value = where.system ?? 'confrontation';
    factionId.value = where.faction ?? '';
    await guarded(loadSystem);
    edits.reset();
  }

  /** The first id from `base`, `base-2`, `base-3`, ... that no card has. */
  async function freeId(base: string): Promise<string> {
    for (let n = 1; n < 1000; n++) {
      const id = n === 1 ? base : `${base}-${n}`;
      if (!(await api.getCard({ id }))) return id;
    }
    return `${base}-${Date.now()}`;
  }

  /** A new user card copied from `card` (shipped or the user's own), under a free id. */
  async function startCopy(card: DbCard): Promise<void> {
    reset(cardToDraft(card, useSettingsStore().lang));
    copyOf.value = card.name;
    system.value = card.system;
    factionId.value = card.faction;
    const shown = draft.value.id;
    await guarded(async () => {
      const free = await freeId(`${card.id.replace(/-copy(-\d+)?$/, '')}-copy`);
      // An id the player typed while the free one was looked for stays theirs.
      if (!idByHand.value && draft.value.id === shown) draft.value.id = free;
      await loadSystem();
    });
    edits.reset();
  }

  /** A user card as its file holds it now becomes the draft, and the version saves are based on. */
  async function open(card: DbCard, version: string): Promise<void> {
    previousId.value = card.id;
    openedName.value = card.name;
    draft.value = cardToDraft(card, useSettingsStore().lang);
    basedOn.value = version;
    system.value = card.system;
    factionMode.value = 'existing';
    factionId.value = card.faction;
    await loadSystem();
  }

  /** Opens a user card for editing; a shipped card opens as a copy. */
  async function load(id: string): Promise<void> {
    reset(emptyDraft());
    await guarded(async () => {
      const own = await api.openUserCard({ id });
      if (own) return open(own.card, own.version);
      const card = await api.getCard({ id });
      if (!card) throw new Error(`No card with the id '${id}'`);
      return startCopy(card);
    });
    edits.reset();
  }

  /** Saves the draft as a user card; null (with the reasons shown) when it cannot be saved. */
  async function save(): Promise<DbCard | null> {
    showAll.value = true;
    saveError.value = null;
    fromServer.value = [];
    if (!check.value.success || !valid.value || !faction.value) {
      refused.value = true;
      return null;
    }
    refused.value = false;
    const card: Card = { ...check.value.data, source: 'user' };
    saving.value = true;
    try {
      if (card.id !== previousId.value && (await api.getCard({ id: card.id }))) {
        fromServer.value = [{ field: 'id', code: 'idTaken', params: { value: card.id } }];
        refused.value = true;
        return null;
      }
      const saved = await api.saveUserCard({ system: system.value, faction: faction.value, card, previousId: previousId.value ?? undefined, basedOn: basedOn.value });
      edits.markSaved();
      return saved;
    } catch (err) {
      const elsewhere = conflictOf(err);
      if (elsewhere && previousId.value === null) {
        // A new card whose id another of the player's cards took meanwhile (another tab).
        fromServer.value = [{ field: 'id', code: 'idTaken', params: { value: card.id } }];
        refused.value = true;
      } else if (elsewhere) conflict.value = { ...elsewhere, ...(await savedName(previousId.value, elsewhere.version)) };
      else if (err instanceof ApiError && err.fields?.length) {
        fromServer.value = serverIssues(err.fields, draft.value);
        refused.value = true;
      } else saveError.value = err instanceof Error ? err.message : String(err);
      return null;
    } finally {
      saving.value = false;
    }
  }

  /** The name of the card `id` as saved elsewhere (the dialog names the card by it, not by this draft's unsaved name); nothing when it was deleted or renamed (`version` ''), or cannot be read. */
  async function savedName(id: string | null, version: string): Promise<{ name?: Localized }> {
    if (id === null || version === '') return {};
    const own = await api.openUserCard({ id }).catch(() => null);
    return own ? { name: own.card.name } : {};
  }

  /**
   * After a conflict: saves this draft over the version saved elsewhere (its file's History keeps
   * that one), or, when the card was deleted or renamed elsewhere, saves it again under its id.
   */
  async function replaceSaved(): Promise<DbCard | null> {
    if (!conflict.value) return null;
    basedOn.value = conflict.value.version;
    conflict.value = null;
    return save();
  }

  /** After a conflict: the version saved elsewhere becomes the draft; the player's draft is kept for restoreMine. */
  async function takeSaved(): Promise<boolean> {
    const id = previousId.value;
    if (!conflict.value || conflictGone.value || id === null) return false;
    const kept = { draft: draft.value, system: system.value, factionMode: factionMode.value, factionId: factionId.value, newFaction: { id: newFaction.id, name: { ...newFaction.name } } };
    let taken = false;
    await guarded(async () => {
      const own = await api.openUserCard({ id });
      if (!own) throw new Error(`No card with the id '${id}'`);
      conflict.value = null;
      fromServer.value = [];
      saveError.value = null;
      refused.value = false;
      await open(own.card, own.version);
      mine.value = kept;
      taken = true;
    });
    // One step: Undo brings the player's draft back, as restoreMine does; the version opened is the saved one.
    if (taken) edits.markSaved();
    return taken;
  }

  /** Brings the player's draft back after takeSaved; saving it then replaces the version that was opened. */
  async function restoreMine(): Promise<void> {
    const kept = mine.value;
    if (!kept) return;
    mine.value = null;
    draft.value = kept.draft;
    factionMode.value = kept.factionMode;
    newFaction.id = kept.newFaction.id;
    newFaction.name = kept.newFaction.name;
    const moved = kept.system !== system.value;
    system.value = kept.system;
    factionId.value = kept.factionId;
    if (moved) await guarded(loadSystem);
    edits.commit();
  }

  /** After a conflict: nothing is saved; the next Save asks again. */
  function keepEditing(): void {
    conflict.value = null;
  }

  /** The player typed an id by hand (`card`: the card's, `faction`: the new faction's); an emptied id follows the name again. */
  function typedId(which: 'card' | 'faction', value: string): void {
    (which === 'card' ? idByHand : factionIdByHand).value = value.trim() !== '';
  }

  /**
   * The player typed a name: a new card's id follows it until typed by hand (an existing card keeps
   * its id, a copy the free id it got), and so does a new faction's id.
   */
  function followNames(): void {
    if (previousId.value === null && copyOf.value === null && !idByHand.value) draft.value.id = suggestedId(draft.value.name);
    if (factionMode.value === 'new' && !factionIdByHand.value) newFaction.id = suggestedId(newFaction.name);
  }

  // Server-side problems describe the input as it was sent: gone once it changes.
  watch([draft, faction], () => (fromServer.value = []), { deep: true });

  /** Another system: its factions and cards are loaded, the faction chosen anew. */
  async function changeSystem(s: SystemId): Promise<void> {
    if (s === system.value) return;
    system.value = s;
    await guarded(loadSystem);
    // The faction chosen in the game's factions belongs to choosing the game (one step).
    edits.settle();
  }

  return {
    draft, system, factionMode, factionId, newFaction, previousId, copyOf, factions, systemCards, touched, showAll, idByHand, factionIdByHand, typedId, followNames,
    refused, saveError, loadError, saving, loading, basedOn, conflict, conflictGone, openedName, mine, input, check, faction, issues, localIssues, valid,
    errorsFor, touch, startNew, startCopy, load, save, replaceSaved, takeSaved, restoreMine, keepEditing, changeSystem,
    commit: edits.commit, undo: edits.undo, redo: edits.redo, canUndo: edits.canUndo, canRedo: edits.canRedo, pending: edits.pending, dirty: edits.dirty,
  };
});
