/** The top bar's sections: where each leads and its name's message id. */
export const NAV_ITEMS = [
  { to: '/library', key: 'nav.library' },
  { to: '/lists', key: 'nav.lists' },
  { to: '/print', key: 'nav.print' },
  { to: '/sieges', key: 'siege.nav' },
  { to: '/chronopia', key: 'chronopia.nav' },
  { to: '/tjost/results', key: 'tjost.nav' },
  { to: '/organiser', key: 'organiser.nav' },
  { to: '/settings', key: 'nav.settings' },
] as const;

/** Pages that belong to a section without starting with its path (a card's editor and grid: the library). */
const ALSO: readonly { prefix: string; key: string }[] = [{ prefix: '/cards', key: 'nav.library' }];

/** The message id of the section a path belongs to; undefined for pages of none (About). */
export function sectionOf(path: string): string | undefined {
  const within = (prefix: string): boolean => path === prefix || path.startsWith(`${prefix}/`);
  return NAV_ITEMS.find((i) => within(i.to))?.key ?? ALSO.find((a) => within(a.prefix))?.key;
}
