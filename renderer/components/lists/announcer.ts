import { ref, watch } from 'vue';
import { useI18n } from 'vue-i18n';
import type { CardLookup } from '../../../core/db/types';
import type { Issue } from '../../../core/checks/types';
import { entryNamer, issueMessage } from '../../../core/i18n/issues';
import type { ListOpResult } from '../../../core/list/ops';
import type { Lang } from '../../../core/model/system';
import type { ArmyList } from '../../../core/model/list';
import { useEditorStore } from '../../stores/editor';
import { useSettingsStore } from '../../stores/settings';
import { modalOpen } from './modal';

/**
 * The list editor's one announcer: what its live region (ListEditorView) says after a change of
 * the list, one polite message per action — what changed, the new points total and, when the
 * change brought a new problem, that problem ("Added Bedazzling Helm to General of the Empire.
 * 325 of 2000 points."). Every change of the open list is said by `useEditAnnouncements`, in the
 * words of the action that made it (`useEditorAnnouncer().apply`, undo and redo) or else in words
 * worked out from the difference ("Added State Troops.", "State Troops: count 5."); nothing is
 * said per render, and the region never keeps saying an earlier change.
 */

/** What the editor's live region says now. */
export const editorAnnouncement = ref('');

/** Says `text`; the same words again (a second alike entry removed) are said again too. */
export function announce(text: string): void {
  editorAnnouncement.value = text === editorAnnouncement.value ? `${text}\u00a0` : text;
}

/** One difference between two versions of a list, with the entry's name as the screen shows it. */
export type ListChange =
  | { kind: 'added' | 'removed' | 'changed'; name: string }
  | { kind: 'count'; name: string; count: number }
  /** One entry moved up or down, now at `position` (from 1) of `of` entries. */
  | { kind: 'movedUp' | 'movedDown'; name: string; position: number; of: number }
  /** The entries' order changed otherwise (more than one moved). */
  | { kind: 'order' }
  | { kind: 'list' };

/**
 * The entry that went elsewhere when the entries `after` both lists hold are in another order than
 * `before`: the one whose move alone makes the difference (in an exchange of two neighbours either
 * is; `moved` says which, else the one that went up); null when no one move does, undefined when
 * the order is the same.
 */
function movedEntry(before: readonly string[], after: readonly string[], moved: string | undefined): { id: string; up: boolean } | null | undefined {
  let i = 0;
  while (i < before.length && before[i] === after[i]) i++;
  if (i === before.length) return undefined;
  let j = before.length - 1;
  while (before[j] === after[j]) j--;
  const same = (a: readonly string[], b: readonly string[]): boolean => a.length === b.length && a.every((x, k) => x === b[k]);
  // Up: the last of the stretch came first; down: the first of the stretch went last.
  const up = after[i] === before[j] && same(after.slice(i + 1, j + 1), before.slice(i, j)) ? before[j] : undefined;
  const down = after[j] === before[i] && same(after.slice(i, j), before.slice(i + 1, j + 1)) ? before[i] : undefined;
  const id = moved !== undefined && (moved === up || moved === down) ? moved : (up ?? down);
  return id === undefined ? null : { id, up: id === up };
}

/**
 * What changed from `before` to `after`: entries added, removed, counted again or otherwise
 * changed (in the order of the list), an entry moved (`moved`: the one a move action moved, which
 * names it when two neighbours changed places) or the entries' order otherwise, and the list's own
 * settings (name, limit, composition …).
 */
export function listChanges(before: ArmyList, after: ArmyList, lookup: CardLookup, lang: Lang, moved?: string): ListChange[] {
  const nameBefore = entryNamer(before, lookup, lang);
  const nameAfter = entryNamer(after, lookup, lang);
  const old = new Map(before.entries.map((e) => [e.id, e]));
  const now = new Set(after.entries.map((e) => e.id));
  const out: ListChange[] = [];
  for (const e of before.entries) if (!now.has(e.id)) out.push({ kind: 'removed', name: nameBefore(e.id) });
  for (const e of after.entries) {
    const was = old.get(e.id);
    if (!was) out.push({ kind: 'added', name: nameAfter(e.id) });
    else if (was === e) continue;
    else if (was.count !== e.count && JSON.stringify({ ...was, count: 0 }) === JSON.stringify({ ...e, count: 0 })) out.push({ kind: 'count', name: nameAfter(e.id), count: e.count });
    else if (JSON.stringify(was) !== JSON.stringify(e)) out.push({ kind: 'changed', name: nameAfter(e.id) });
  }
  const kept = (l: ArmyList, other: { has(id: string): boolean }): string[] => l.entries.flatMap((e) => (other.has(e.id) ? [e.id] : []));
  const mover = movedEntry(kept(before, now), kept(after, old), moved);
  if (mover === null) out.push({ kind: 'order' });
  else if (mover !== undefined) {
    const at = after.entries.findIndex((e) => e.id === mover.id);
    out.push({ kind: mover.up ? 'movedUp' : 'movedDown', name: nameAfter(mover.id), position: at + 1, of: after.entries.length });
  }
  const { entries: a, ...restBefore } = before;
  const { entries: b, ...restAfter } = after;
  void a;
  void b;
  // Stamps are no settings: a list main saved (createdAt and updatedAt by its clock) reads as the same list.
  const settings = (l: typeof restBefore): string => JSON.stringify({ ...l, createdAt: '', updatedAt: '', lastEntryNumber: 0 });
  if (settings(restBefore) !== settings(restAfter)) out.push({ kind: 'list' });
  return out;
}

/** At most this many changes are named; more are counted ("5 changes"). */
const NAMED = 2;

/**
 * Words an action gave the list version it made ("Added Bedazzling Helm to General of the
 * Empire."), said instead of words worked out from the difference; taken when said.
 */
const actionWords = new WeakMap<ArmyList, string>();

/**
 * The entry a move made the list version by (undo and redo of the move name it too, where two
 * neighbours that changed places could be either).
 */
const movedBy = new WeakMap<ArmyList, string>();

/** The problems of `now` that `was` did not have (by kind and entry: a problem that only reads differently is not new). */
export function newIssues(was: readonly Issue[], now: readonly Issue[]): Issue[] {
  const key = (i: Issue): string => `${i.severity}\u0000${i.code}\u0000${i.entryId ?? ''}`;
  const left = new Map<string, number>();
  for (const i of was) left.set(key(i), (left.get(key(i)) ?? 0) + 1);
  const out: Issue[] = [];
  for (const i of now) {
    const n = left.get(key(i)) ?? 0;
    if (n > 0) left.set(key(i), n - 1);
    else out.push(i);
  }
  return out;
}

/** The editor's actions that are announced, and the announcer's words. */
export function useEditorAnnouncer() {
  const { t } = useI18n();
  const editor = useEditorStore();
  const settings = useSettingsStore();

  function changeText(c: ListChange): string {
    if (c.kind === 'list') return t('lists.announce.list');
    if (c.kind === 'count') return t('lists.announce.count', { name: c.name, count: c.count });
    if (c.kind === 'movedUp' || c.kind === 'movedDown') return t(`lists.announce.${c.kind}`, { name: c.name, position: c.position, of: c.of });
    if (c.kind === 'order') return t('lists.announce.order');
    return t(`lists.announce.${c.kind}`, { name: c.name });
  }

  /** The changes between two versions in words: each one named, or how many there are (`made`: the later version). */
  function changesText(before: ArmyList, after: ArmyList, made: ArmyList): string {
    const changes = listChanges(before, after, editor.lookup, settings.lang, movedBy.get(made));
    if (changes.length === 0) return t('lists.announce.list');
    if (changes.length > NAMED) return t('lists.announce.many', { count: changes.length }, changes.length);
    return changes.map(changeText).join(', ');
  }

  /** Undo or redo, said with what it changed ("Undone: Dwarf Pioneer removed."). */
  function step(which: 'undo' | 'redo'): boolean {
    const before = editor.list;
    if (!before || !(which === 'undo' ? editor.undo() : editor.redo()) || !editor.list) return false;
    const made = which === 'undo' ? before : editor.list;
    actionWords.set(editor.list, t(which === 'undo' ? 'lists.announce.undone' : 'lists.announce.redone', { change: changesText(before, editor.list, made) }));
    return true;
  }

  /**
   * Applies the result of a core list operation as one edit (editor.apply), said in `words` (the
   * action as the player sees it: "Added Bedazzling Helm to General of the Empire.").
   */
  function apply(result: ListOpResult, words: string): boolean {
    const before = editor.list;
    const ok = editor.apply(result);
    if (ok && editor.list && editor.list !== before) actionWords.set(editor.list, words);
    return ok;
  }

  /** Removes an entry ("Removed Free Company Militia."). */
  const remove = (entryId: string): boolean => editor.removeEntry(entryId);

  /** Duplicates an entry (the copy is said as added). */
  const duplicate = (entryId: string): string | undefined => editor.duplicateEntry(entryId);

  /** Moves an entry to place `to` (0 the first): "Moved State Troops up: 3 of 7." */
  function move(entryId: string, to: number): boolean {
    const before = editor.list;
    const ok = editor.moveEntry(entryId, to);
    if (ok && editor.list && editor.list !== before) movedBy.set(editor.list, entryId);
    return ok;
  }

  return { undo: () => step('undo'), redo: () => step('redo'), apply, remove, duplicate, move, say: announce };
}

/**
 * Says every change of the open list once, when it is made (one call, by the view that holds the
 * live region): the action's words, or the change worked out from the difference in a sentence;
 * then the new points total; then a problem the change brought, if any (the first error, else the
 * first warning; how many when there are more). Silent for a list opened, for the list as main
 * saved or created it taking the place of the same list, and for changes made while a modal
 * dialog is open (restoring a version, taking the version saved elsewhere, discarding while
 * leaving): the dialog's own answer says those.
 */
export function useEditAnnouncements(): void {
  const { t } = useI18n();
  const editor = useEditorStore();
  const settings = useSettingsStore();
  let known: readonly Issue[] = editor.issues;

  function sentence(before: ArmyList, after: ArmyList): string | undefined {
    const changes = listChanges(before, after, editor.lookup, settings.lang, movedBy.get(after));
    const [only] = changes;
    if (!only) return undefined;
    if (changes.length > 1) return t('lists.announce.changes', { count: changes.length }, changes.length);
    if (only.kind === 'list') return t('lists.announce.listChanged');
    if (only.kind === 'order') return t('lists.announce.orderChanged');
    if (only.kind === 'count') return t('lists.announce.countEntry', { name: only.name, count: only.count });
    if (only.kind === 'movedUp' || only.kind === 'movedDown') return t(`lists.announce.${only.kind}Entry`, { name: only.name, position: only.position, of: only.of });
    return t(`lists.announce.${only.kind}Entry`, { name: only.name });
  }

  function totalText(list: ArmyList): string {
    const totals = editor.totals;
    if (!totals) return '';
    // The unit as it follows the limit: "von 200 Punkten" (German declines it), "of 200 points".
    const text = t('lists.announce.total', { points: totals.points, limit: totals.limit, unit: t(`domain.systems.${list.system}.pointsOfLimit`) });
    // A unit that ends in a full stop ("A.P.") ends the sentence.
    return text.endsWith('..') ? text.slice(0, -1) : text;
  }

  function problemText(fresh: readonly Issue[]): string {
    const first = fresh.find((i) => i.severity === 'error') ?? fresh[0];
    if (!first) return '';
    const text = issueMessage(first, settings.lang, { entryName: editor.entryName });
    if (fresh.length > 1) return t('lists.announce.newProblems', { count: fresh.length, text }, fresh.length);
    return t(first.severity === 'error' ? 'lists.announce.newError' : 'lists.announce.newWarning', { text });
  }

  watch([() => editor.list, () => editor.lookup, () => editor.selection], ([after], [before]) => {
    const issues = editor.issues;
    const was = known;
    known = issues;
    // The cards or the TJOST selection changed, not the list: its problems are the new baseline.
    if (!after || after === before) return;
    const words = actionWords.get(after);
    actionWords.delete(after);
    // Nothing to undo or redo: the list was opened (again), or its edits were thrown away.
    const opened = editor.past.length === 0 && editor.future.length === 0;
    if (!before || before.id !== after.id || opened || modalOpen()) return;
    const what = words ?? (after === editor.saved ? undefined : sentence(before, after));
    if (!what) return;
    announce([what, totalText(after), problemText(newIssues(was, issues))].filter((x) => x !== '').join(' '));
  });
}
