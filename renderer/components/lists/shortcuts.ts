import { onBeforeUnmount, onMounted } from 'vue';
import { modalOpen } from './modal';

type ShortcutAction = 'undo' | 'redo' | 'save' | 'open' | 'print' | 'remove' | 'moveUp' | 'moveDown' | 'search';
type ShortcutHandlers = Partial<Record<ShortcutAction, () => void>>;

const NON_TEXT_INPUTS = new Set(['button', 'checkbox', 'radio', 'submit', 'reset', 'file', 'range', 'color', 'image']);

/** True for fields that take typing (their own undo and Delete key belong to them). */
export function isTextField(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).tagName !== 'string') return false;
  const el = target as HTMLElement;
  const tag = el.tagName.toLowerCase();
  if (tag === 'textarea' || tag === 'select' || el.isContentEditable) return true;
  return tag === 'input' && !NON_TEXT_INPUTS.has(((el as HTMLInputElement).type || 'text').toLowerCase());
}

/**
 * The list action of a key press: Ctrl+Z undo; Ctrl+Y and Ctrl+Shift+Z redo; Ctrl+S save;
 * Ctrl+O open; Ctrl+P print (Cmd on macOS); Ctrl+K, or / outside a text field, goes to the card
 * search; Del removes the selected entry, Alt+ArrowUp and Alt+ArrowDown move it up and down. Text
 * fields keep their own undo, Delete and Alt+arrows, and so does a select its Delete and
 * Alt+arrows (they open its options); undo is the list's in a select (it has none of its own) and
 * in fields marked `data-list-undo` (the card search), and Alt+arrows in number boxes (they move
 * the entry).
 */
export function shortcutFor(e: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey' | 'target'>): ShortcutAction | null {
  const key = e.key.toLowerCase();
  const mod = e.ctrlKey || e.metaKey;
  const text = isTextField(e.target);
  // A select has no typing to undo: Ctrl+Z there is the list's (the browser's undo would edit a
  // text field the player is not in, such as the list name typed earlier).
  const listUndo = !text || (e.target as HTMLElement).tagName.toLowerCase() === 'select' || (e.target as HTMLElement).dataset?.listUndo !== undefined;
  if (mod && !e.altKey) {
    if (key === 'z') return listUndo ? (e.shiftKey ? 'redo' : 'undo') : null;
    if (key === 'y') return listUndo ? 'redo' : null;
    if (key === 's' && !e.shiftKey) return 'save';
    if (key === 'o' && !e.shiftKey) return 'open';
    if (key === 'p' && !e.shiftKey) return 'print';
    if (key === 'k' && !e.shiftKey) return 'search';
    return null;
  }
  if (key === 'delete' && !mod && !e.altKey && !e.shiftKey && !text) return 'remove';
  // A number box (an entry's count) is no text field for Alt+arrows: Chromium would step its
  // value by them, a silent edit where the player asked to move the entry.
  const numberBox = text && (e.target as HTMLElement).tagName?.toLowerCase() === 'input' && (e.target as HTMLInputElement).type === 'number';
  if ((key === 'arrowup' || key === 'arrowdown') && e.altKey && !mod && !e.shiftKey && (!text || numberBox)) return key === 'arrowup' ? 'moveUp' : 'moveDown';
  if (key === '/' && !mod && !e.altKey && !text) return 'search';
  return null;
}

/**
 * Listens for the list shortcuts on the window while the component is mounted. While a modal
 * dialog is open none of them acts on the page behind it (Del would remove the selected entry
 * behind "Unsaved changes", "/" take the focus out of the dialog): the key does nothing, and the
 * browser's own action for it (Ctrl+S: save the web page) does not come instead.
 */
export function useListShortcuts(handlers: ShortcutHandlers): void {
  const onKey = (e: KeyboardEvent): void => {
    if (e.defaultPrevented) return;
    const action = shortcutFor(e);
    const handler = action ? handlers[action] : undefined;
    if (!handler) return;
    e.preventDefault();
    if (modalOpen()) return;
    handler();
  };
  onMounted(() => window.addEventListener('keydown', onKey));
  onBeforeUnmount(() => window.removeEventListener('keydown', onKey));
}
