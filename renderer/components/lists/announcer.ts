import { ref } from 'vue';
import { useI18n } from 'vue-i18n';
import type { CardLookup } from '../../../core/db/types';
import { entryNamer } from '../../../core/i18n/issues';
import type { Lang } from '../../../core/model/system';
import type { ArmyList } from '../../../core/model/list';
import { useEditorStore } from '../../stores/editor';
import { useSettingsStore } from '../../stores/settings';

/**
 * The list editor's one announcer: what its live region (ListEditorView) says after a change made
 * without a visible answer at the place of the focus — a card added, an entry removed, an undo, a
 * redo. Every edit that should be heard goes through here, so the region never keeps saying an
 * earlier change.
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
  | { kind: 'list' };

/**
 * What changed from `before` to `after`: entries added, removed, counted again or otherwise
 * changed (in the order of the list), and the list's own settings (name, limit, composition …).
 */
export function listChanges(before: ArmyList, after: ArmyList, lookup: CardLookup, lang: Lang): ListChange[] {
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
  const { entries: a, ...restBefore } = before;
  const { entries: b, ...restAfter } = after;
  void a;
  void b;
  const settings = (l: typeof restBefore): string => JSON.stringify({ ...l, updatedAt: '', lastEntryNumber: 0 });
  if (settings(restBefore) !== settings(restAfter)) out.push({ kind: 'list' });
  return out;
}

/** At most this many changes are named; more are counted ("5 changes"). */
const NAMED = 2;

/** The editor's actions that are announced, and the announcer's words. */
export function useEditorAnnouncer() {
  const { t } = useI18n();
  const editor = useEditorStore();
  const settings = useSettingsStore();

  function changeText(c: ListChange): string {
    if (c.kind === 'list') return t('lists.announce.list');
    if (c.kind === 'count') return t('lists.announce.count', { name: c.name, count: c.count });
    return t(`lists.announce.${c.kind}`, { name: c.name });
  }

  /** The changes between two versions in words: each one named, or how many there are. */
  function changesText(before: ArmyList, after: ArmyList): string {
    const changes = listChanges(before, after, editor.lookup, settings.lang);
    if (changes.length === 0) return t('lists.announce.list');
    if (changes.length > NAMED) return t('lists.announce.many', { count: changes.length }, changes.length);
    return changes.map(changeText).join(', ');
  }

  /** Undo or redo, said with what it changed ("Undone: Dwarf Pioneer removed."). */
  function step(which: 'undo' | 'redo'): boolean {
    const before = editor.list;
    if (!before || !(which === 'undo' ? editor.undo() : editor.redo()) || !editor.list) return false;
    announce(t(which === 'undo' ? 'lists.announce.undone' : 'lists.announce.redone', { change: changesText(before, editor.list) }));
    return true;
  }

  /** Removes an entry and says so. */
  function remove(entryId: string): boolean {
    const name = editor.entryName(entryId);
    if (!editor.removeEntry(entryId)) return false;
    announce(t('lists.announce.removedEntry', { name }));
    return true;
  }

  /** Duplicates an entry and says which copy was added. */
  function duplicate(entryId: string): string | undefined {
    const copy = editor.duplicateEntry(entryId);
    if (copy) announce(t('lists.picker.added', { name: editor.entryName(copy) }));
    return copy;
  }

  return { undo: () => step('undo'), redo: () => step('redo'), remove, duplicate, say: announce };
}
