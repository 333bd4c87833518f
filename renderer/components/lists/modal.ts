/**
 * Modal dialogs and the page behind them: while one is open, the page's keys (the list
 * shortcuts) and its announcements wait, and the focus stays in the dialog (ModalDialog).
 */

/**
 * True while a modal dialog is open: any element marked `aria-modal="true"` (every ModalDialog,
 * whichever component opens it) or an open native `<dialog>` (the app would show one modal: an
 * open one counts, so no browser's support of `:modal` decides).
 */
export function modalOpen(doc: Document = document): boolean {
  return doc.querySelector('[aria-modal="true"], dialog[open]') !== null;
}

/** The open dialogs' boxes, the one opened last (on top) last. */
const stack: HTMLElement[] = [];

/** A dialog opened: it is on top until it closes (or one opened after it is on top). */
export function dialogOpened(box: HTMLElement): void {
  stack.push(box);
}

/** A dialog closed. */
export function dialogClosed(box: HTMLElement): void {
  const at = stack.lastIndexOf(box);
  if (at >= 0) stack.splice(at, 1);
}

/** Whether `box` is the dialog on top (the one that keeps the focus). */
export function onTop(box: HTMLElement): boolean {
  return stack[stack.length - 1] === box;
}

/** Whether `box` is one of the open ModalDialogs (a modal of another kind is not). */
export function isDialogBox(box: Element): boolean {
  return stack.includes(box as HTMLElement);
}
