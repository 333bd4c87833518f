/**
 * The views the app opens on, by route, and where an address without a route goes. The router
 * reads them, and so does the build, which has the page fetch the opened view's code beside the
 * first script (scripts/landing-views.ts). Plain data: the build imports this file.
 */
export const HOME_ROUTE = '/library';

export const LANDING_VIEWS: Readonly<Record<string, string>> = {
  '/library': 'renderer/views/LibraryView.vue',
  '/lists': 'renderer/views/ListsView.vue',
};
