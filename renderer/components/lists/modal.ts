/**
 * Modal dialogs and the page behind them: while one is open, the page's keys (the list
 * shortcuts) and its announcements wait, and the focus stays in the dialog on top (ModalDialog).
 * What is open is read from the page, not kept here: a module without state is copied into the
 * chunks that use it, so the lists page loads its code in a few files.
 */

/**
 * True while a modal dialog is open: any element marked `aria-modal="true"` (every ModalDialog,
 * whichever component opens it) or an open native `<dialog>` (the app would show one modal: an
 * open one counts, so no browser's support of `:modal` decides).
 */
export function modalOpen(doc: Document = document): boolean {
  return doc.querySelector('[aria-modal="true"], dialog[open]') !== null;
}

/** Marks an open ModalDialog's box, with the moment it opened: the one opened last is on top. */
const OPENED = 'data-modal-opened';

/** A dialog opened: it is on top until it closes (or one opened after it is on top). */
export function dialogOpened(box: HTMLElement): void {
  box.setAttribute(OPENED, String(performance.now()));
}

/** A dialog closed. */
export function dialogClosed(box: HTMLElement): void {
  box.removeAttribute(OPENED);
}

/** Whether `box` is the ModalDialog on top (the one that keeps the focus): opened last, the later in the page of two opened at once. */
export function onTop(box: HTMLElement): boolean {
  let top: Element | undefined;
  let at = -Infinity;
  for (const el of box.ownerDocument.querySelectorAll(`[${OPENED}]`)) {
    const t = Number(el.getAttribute(OPENED));
    if (t >= at) {
      at = t;
      top = el;
    }
  }
  return top === box;
}

/** Whether `box` is one of the open ModalDialogs (a modal of another kind is not). */
export function isDialogBox(box: Element): boolean {
  return box.hasAttribute(OPENED);
}
