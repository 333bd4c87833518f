import { onBeforeUnmount, ref, watchEffect } from 'vue';

/**
 * The tab's and window's title: what the page shows, then the app ("Nuln – List – Muster",
 * "Lists – Muster"), in the chosen language. A route names its page in its meta (`title`, a
 * message id, router.ts); a page of a section without one is named by the section (nav-items.ts).
 * A page that shows one document names it here while it is shown (`usePageName`).
 */

/** The name of the document the page shows (a list, a siege), set by the page; null for none. */
export const pageName = ref<string | null>(null);
/** Which page set `pageName` last: one leaving after the next arrived does not clear the next one's name. */
let owner: symbol | null = null;

/** Names the shown document in the title while the calling component is mounted (`get` is followed). */
export function usePageName(get: () => string | null | undefined): void {
  const me = Symbol('page');
  const stop = watchEffect(() => {
    const name = get()?.trim();
    owner = me;
    pageName.value = name ? name : null;
  });
  onBeforeUnmount(() => {
    stop();
    if (owner !== me) return;
    owner = null;
    pageName.value = null;
  });
}

/** Longer names are cut in the title (a list may be named with 200 characters). */
const MAX_NAME = 60;

/**
 * The title of a page: its document's name (if any), its own name (`page`, a message id of the
 * route) or its section's (`section`), and the app's name; `t` words the message ids.
 */
export function pageTitle(parts: { name?: string | null; page?: string; section?: string }, t: (key: string) => string): string {
  const name = parts.name ? (parts.name.length > MAX_NAME ? `${parts.name.slice(0, MAX_NAME - 1)}…` : parts.name) : '';
  const page = parts.page ?? parts.section;
  return [name, page ? t(page) : '', t('app.name')].filter(Boolean).join(' – ');
}
