import { computed, ref, shallowRef } from 'vue';

/** Steps Undo reaches back (as the list editor's and the card grid's histories). */
export const DRAFT_HISTORY_LIMIT = 100;

/**
 * Undo and redo of a form edited in place (the card editor's draft), by snapshots: `read` gives the
 * form's state as a string (JSON), `write` puts one back. A step is made when a change is
 * committed (`commit`: a field left or a choice made, a row added or removed), not at every key
 * typed, so a text typed in a box is one step, as in the list editor (its text boxes change the
 * list when left). What is being typed and not yet committed is taken back first by Undo.
 * `dirty`: the state differs from the one last marked saved (`markSaved`).
 */
export function useDraftHistory(read: () => string, write: (snapshot: string) => void, limit = DRAFT_HISTORY_LIMIT) {
  const past = shallowRef<string[]>([]);
  const future = shallowRef<string[]>([]);
  /** The state as it is now, worked out once per change (the buttons, the leave guard and the steps all ask for it). */
  const current = computed(read);
  /** The state as of the last step (what Undo goes back from). */
  const committed = ref(current.value);
  const saved = ref(committed.value);

  /** The form's state is a new step if it changed since the last one; true when it did. */
  function commit(): boolean {
    const now = current.value;
    if (now === committed.value) return false;
    past.value = [...past.value, committed.value].slice(-limit);
    future.value = [];
    committed.value = now;
    return true;
  }

  /** The state as it is now belongs to the last step (what follows by itself from it, such as a faction chosen once a game's factions are read). */
  function settle(): void {
    committed.value = current.value;
  }

  function undo(): boolean {
    commit();
    const previous = past.value[past.value.length - 1];
    if (previous === undefined) return false;
    future.value = [...future.value, committed.value];
    past.value = past.value.slice(0, -1);
    committed.value = previous;
    write(previous);
    return true;
  }

  function redo(): boolean {
    // Something typed since the last undo is a new step: there is nothing to redo over it.
    if (commit()) return false;
    const next = future.value[future.value.length - 1];
    if (next === undefined) return false;
    past.value = [...past.value, committed.value];
    future.value = future.value.slice(0, -1);
    committed.value = next;
    write(next);
    return true;
  }

  /** A new start (a card opened): no steps, and the state as it is counts as saved. */
  function reset(): void {
    past.value = [];
    future.value = [];
    committed.value = current.value;
    saved.value = committed.value;
  }

  /** The state as it is now is saved (the steps stay). */
  function markSaved(): void {
    commit();
    saved.value = committed.value;
  }

  /** Something changed since the last step and is not committed yet (a box being typed into). */
  const pending = computed(() => current.value !== committed.value);
  const canUndo = computed(() => past.value.length > 0 || pending.value);
  const canRedo = computed(() => future.value.length > 0 && !pending.value);
  const dirty = computed(() => current.value !== saved.value);

  return { commit, settle, undo, redo, reset, markSaved, pending, canUndo, canRedo, dirty };
}
