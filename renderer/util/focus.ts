import { nextTick } from 'vue';
import type { Router } from 'vue-router';

/**
 * Keyboard focus that never falls to the page body: a screen reader user whose focused control
 * goes away (a removed row, a closed message, a new page) is otherwise thrown back to the top.
 */

/** True when no control has the focus: it is on the body, or on an element no longer in the page. */
export function focusLost(doc: Document = document): boolean {
  const active = doc.activeElement;
  return active === null || active === doc.body || active === doc.documentElement || !active.isConnected;
}

/** Focuses an element that may not take the focus by itself (a heading): `tabindex="-1"` first. */
export function focusTarget(el: HTMLElement): void {
  if (!el.hasAttribute('tabindex') && !el.matches('a[href], button, input, select, textarea, summary')) el.setAttribute('tabindex', '-1');
  el.focus();
}

/**
 * After row `index` of `rows` (the rows as they are now) was removed: the control `control`
 * (a CSS selector; null: the row itself) of the row that took its place, else of the row before
 * it, else `fallback` (the add control, the list's heading). Returns the element focused, if any.
 */
export function focusAfterRemoval(
  rows: readonly HTMLElement[],
  index: number,
  control: string | null,
  fallback?: () => HTMLElement | null | undefined,
): HTMLElement | null {
  const row = rows[index] ?? rows[Math.min(index, rows.length) - 1];
  const inRow = row && (control === null ? row : row.querySelector<HTMLElement>(control));
  const target = inRow ?? fallback?.() ?? null;
  if (target) focusTarget(target);
  return target;
}

/**
 * The first h1 in `box` that is shown: a heading for screen readers only (`visually-hidden`,
 * `sr-only`: 1 px) would take the focus out of sight, so the page's focus never goes there (the
 * list editor's heading holds its name box, shown).
 */
function shownHeading(box: ParentNode): HTMLElement | null {
  return [...box.querySelectorAll<HTMLElement>('h1')].find((h) => !h.closest('.visually-hidden, .sr-only')) ?? null;
}

/** The page's main heading (the first shown h1 of `main`, by default the page's main element, else the document), else `main` itself. */
export function pageHeading(main: ParentNode | null = document.querySelector('main') ?? document): HTMLElement | null {
  return (main && shownHeading(main)) ?? (main instanceof HTMLElement ? main : null);
}

/** Moves the focus to the page's main heading (the skip link; a control that went away and left nothing better). */
export function focusPageHeading(main?: ParentNode | null): boolean {
  const target = pageHeading(main);
  if (!target) return false;
  focusTarget(target);
  return true;
}

/** How long a new page may take to show its heading (its data being read) before the focus stays where it is. */
const HEADING_WAIT_MS = 5000;

/**
 * On every change of page (not the first, not a change of the query alone): once the new view
 * shows its main heading, the focus moves to it, as the skip link does, unless the view has put the
 * focus on something of its own meanwhile (a new list focuses the card search; a dialog its first
 * button). Returns the function that stops it.
 */
export function useRouteFocus(router: Router, main: () => HTMLElement | null): () => void {
  let stopWaiting: () => void = () => undefined;
  const claimed = (box: HTMLElement): boolean => {
    const active = document.activeElement;
    return !focusLost() && active !== null && box.contains(active) && active !== box;
  };
  const settle = (box: HTMLElement, heading: HTMLElement): void => {
    // A task later: a view that focuses a control of its own once drawn has done so by then.
    setTimeout(() => {
      if (heading.isConnected && !claimed(box)) focusTarget(heading);
    }, 0);
  };
  const stopHook = router.afterEach(async (to, from, failure) => {
    if (failure || from.matched.length === 0 || to.path === from.path) return;
    stopWaiting();
    await nextTick();
    const box = main();
    if (!box) return;
    const now = shownHeading(box);
    if (now) return settle(box, now);
    // The view shows its heading once its data is read: wait for it, a while.
    const observer = new MutationObserver(() => {
      const heading = shownHeading(box);
      if (!heading) return;
      stopWaiting();
      settle(box, heading);
    });
    observer.observe(box, { childList: true, subtree: true });
    const timer = setTimeout(() => stopWaiting(), HEADING_WAIT_MS);
    stopWaiting = () => {
      observer.disconnect();
      clearTimeout(timer);
      stopWaiting = () => undefined;
    };
  });
  return () => {
    stopWaiting();
    stopHook();
  };
}
