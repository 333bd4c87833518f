import type { ImportedList } from '../../../core/api/contract';
import type { ToastOptions } from './toast';

type Translate = (key: string, params?: Record<string, unknown>) => string;

/**
 * The message after a list file was imported: its name, and what was not taken over from an Old
 * World Builder file, every note on a line of its own (the toast's text keeps line breaks and
 * scrolls when long). With notes the toast stays until dismissed, so nothing left out goes unread.
 * A file of a list the user has already: that nothing was added (the same), or that it came in
 * beside that list (changed).
 */
export function importedToast(t: Translate, { list, notes, existing }: ImportedList): { text: string; options: ToastOptions } {
  const name = list.name || t('lists.unnamed');
  if (existing?.same) return { text: t('lists.importedSame', { name }), options: {} };
  // Beside a list the user has, the message stays until dismissed too: two lists of one origin do not go unnoticed.
  const first = existing ? t('lists.importedBeside', { name, existing: existing.name || t('lists.unnamed') }) : t('lists.imported', { name });
  if (notes.length === 0) return { text: first, options: existing ? { ms: 0 } : {} };
  return { text: `${first} ${t('lists.fileNotes', { notes: notes.map((n) => `\n• ${n}`).join('') })}`, options: { ms: 0 } };
}
