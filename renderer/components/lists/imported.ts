import type { ArmyList } from '../../../core/model/list';
import type { ToastOptions } from './toast';

type Translate = (key: string, params?: Record<string, unknown>) => string;

/**
 * The message after a list file was imported: its name, and what was not taken over from an Old
 * World Builder file, every note on a line of its own (the toast's text keeps line breaks and
 * scrolls when long). With notes the toast stays until dismissed, so nothing left out goes unread.
 */
export function importedToast(t: Translate, list: ArmyList, notes: readonly string[]): { text: string; options: ToastOptions } {
  const name = list.name || t('lists.unnamed');
  if (notes.length === 0) return { text: t('lists.imported', { name }), options: {} };
  const shown = notes.map((n) => `\n• ${n}`).join('');
  return { text: t('lists.importedWithNotes', { name, notes: shown }), options: { ms: 0 } };
}
