import { LANGS, type Lang } from '../model/system';

/**
 * The language of the app page's first frame travels in its address (`?lang=de`).
 *
 * The saved settings (settings.json) stay the one place of the user's choice: main reads them and
 * opens the page with their language, and the page keeps the address current when the choice
 * changes, so a reload starts in it too. Without this, the page could only learn the language
 * from the settings answer after its first render, and a German user saw English first.
 */
export const PAGE_LANG_PARAM = 'lang';

/** The language a page address's query names, if it names one Muster speaks. */
export function pageLangOf(search: string): Lang | undefined {
  const named = new URLSearchParams(search).get(PAGE_LANG_PARAM);
  return LANGS.find((lang) => lang === named);
}

/** The address with its first-frame language set to lang; its other parameters and its hash kept. */
export function withPageLang(address: string, lang: Lang): string {
  const url = new URL(address);
  url.searchParams.set(PAGE_LANG_PARAM, lang);
  return url.href;
}
