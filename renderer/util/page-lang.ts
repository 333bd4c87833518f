import { withPageLang } from '../../core/i18n/page-lang';
import type { Lang } from '../../core/model/system';

/**
 * Writes the chosen language into the page's address (replacing the current history entry, its
 * state kept for the router), so a reload renders its first frame in it.
 */
export function keepPageLang(lang: Lang, win: Pick<Window, 'location' | 'history'> = window): void {
  const next = withPageLang(win.location.href, lang);
  if (next !== win.location.href) win.history.replaceState(win.history.state, '', next);
}
