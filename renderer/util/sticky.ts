import { onBeforeUnmount, watch, type Ref } from 'vue';

/** The height of a view's sticky head (the list editor's bar, the siege header), set by `useHeightVar`. */
export const STICKY_HEAD_VAR = '--sticky-head-h';

/** Gap between a sticky panel and the edges it sticks to. */
const GAP = 8;

/**
 * Keeps the CSS variable `name` at the height of `el` while it is shown, on `el`'s parent (so
 * only that part of the page is styled again when it changes): what sticks below a sticky head
 * (the editor's card search and problems) sticks right under it. The page's scroll area keeps
 * that much room at its top (`scroll-padding-top`, set on it alone, which nothing inherits): a
 * control the keyboard focuses scrolls into view below the head, not under it (WCAG 2.4.11).
 */
export function useHeightVar(el: Ref<HTMLElement | null>, name: `--${string}`): void {
  let observer: ResizeObserver | undefined;
  let host: HTMLElement | null = null;
  let scroller: HTMLElement | null = null;
  const stop = (): void => {
    observer?.disconnect();
    observer = undefined;
    host?.style.removeProperty(name);
    host = null;
    scroller?.style.removeProperty('scroll-padding-top');
    scroller = null;
  };
  watch(
    el,
    (target) => {
      stop();
      host = target?.parentElement ?? null;
      if (!target || !host || typeof ResizeObserver === 'undefined') return;
      const on = host;
      const area = target.closest<HTMLElement>('.content');
      scroller = area;
      observer = new ResizeObserver(() => {
        const height = Math.ceil(target.getBoundingClientRect().height);
        on.style.setProperty(name, `${height}px`);
        area?.style.setProperty('scroll-padding-top', `${height + GAP}px`);
      });
      observer.observe(target);
    },
    { immediate: true },
  );
  onBeforeUnmount(stop);
}

/**
 * A side panel (problems, a card's details) that stays in view while the page scrolls, with the
 * page as the one scroll area: it sticks under the view's sticky head; a panel taller than the
 * window scrolls with the page until its end is in view, and sticks there (so every part of it
 * can be reached without a scroll bar of its own).
 */
export function useStickyFit(el: Ref<HTMLElement | null>): void {
  let observer: ResizeObserver | undefined;
  const stop = (): void => {
    observer?.disconnect();
    observer = undefined;
  };
  watch(
    el,
    (panel) => {
      stop();
      const scroller = panel?.closest<HTMLElement>('.content');
      if (!panel || !scroller || typeof ResizeObserver === 'undefined') return;
      const place = (): void => {
        const head = scroller.querySelector<HTMLElement>('[data-sticky-head]')?.getBoundingClientRect().height ?? 0;
        const top = Math.min(head + GAP, scroller.clientHeight - panel.offsetHeight - GAP);
        panel.style.top = `${Math.round(top)}px`;
      };
      observer = new ResizeObserver(place);
      observer.observe(panel);
      observer.observe(scroller);
      const head = scroller.querySelector<HTMLElement>('[data-sticky-head]');
      if (head) observer.observe(head);
    },
    { immediate: true, flush: 'post' },
  );
  onBeforeUnmount(stop);
}
