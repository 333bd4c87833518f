import { createRouter, createWebHashHistory, type RouteRecordRaw } from 'vue-router';
import { HOME_ROUTE } from './landing';
import { deferUrlUpdates } from './util/deferred-history';

/**
 * The list editor's code, loaded by its route and fetched ahead while a new list is being set up.
 * The promise is kept (until a load fails): "Create list" then finds the editor's code resolved
 * and opens it in the same task, where a new `import()` would have waited for a task of its own,
 * with a frame of the page being left in between (about 5 ms of the 30 from "Create" to the editor).
 */
let listEditor: ReturnType<typeof importListEditor> | undefined;
const importListEditor = () => import('./views/ListEditorView.vue');
export const loadListEditor = (): ReturnType<typeof importListEditor> =>
  (listEditor ??= importListEditor().catch((err: unknown) => {
    listEditor = undefined;
    throw err;
  }));

/**
 * The routes. `meta.title` names a page that is not a section of the top bar (a list in its editor,
 * a card being edited) in the tab's title, as a message id (util/page-title.ts); a section's own
 * page is named by the section.
 */
export const routes: RouteRecordRaw[] = [
  { path: '/', redirect: HOME_ROUTE },
  { path: '/library', name: 'library', component: () => import('./views/LibraryView.vue') },
  { path: '/lists', name: 'lists', component: () => import('./views/ListsView.vue') },
  { path: '/lists/:id', name: 'list-editor', component: loadListEditor, props: true, meta: { title: 'app.page.listEditor' } },
  { path: '/lists/:id/table', name: 'list-table', component: () => import('./views/AtTableView.vue'), props: true, meta: { title: 'app.page.atTable' } },
  { path: '/cards/grid', name: 'card-grid', component: () => import('./views/CardGridView.vue'), meta: { title: 'app.page.cardGrid' } },
  { path: '/cards/new', name: 'card-new', component: () => import('./views/CardEditorView.vue'), meta: { title: 'app.page.cardNew' } },
  { path: '/cards/:id/edit', name: 'card-edit', component: () => import('./views/CardEditorView.vue'), props: true, meta: { title: 'app.page.cardEdit' } },
  { path: '/print', name: 'print', component: () => import('./views/PrintView.vue') },
  { path: '/settings', name: 'settings', component: () => import('./views/SettingsView.vue') },
  { path: '/about', name: 'about', component: () => import('./views/AboutView.vue'), meta: { title: 'app.page.about' } },
  { path: '/chronopia', name: 'chronopia', component: () => import('./views/ChronopiaView.vue') },
  { path: '/sieges', name: 'sieges', component: () => import('./views/SiegesView.vue') },
  { path: '/sieges/:id', name: 'siege-editor', component: () => import('./views/SiegeEditorView.vue'), props: true, meta: { title: 'app.page.siege' } },
  { path: '/tjost/results', name: 'tjost-results', component: () => import('./views/TjostResultsView.vue') },
  { path: '/organiser', name: 'organiser', component: () => import('./views/OrganiserView.vue') },
  { path: '/organiser/events/:id', name: 'event', component: () => import('./views/EventView.vue'), props: true, meta: { title: 'app.page.event' } },
  { path: '/organiser/leagues/:id', name: 'league', component: () => import('./views/LeagueView.vue'), props: true, meta: { title: 'app.page.league' } },
];

/**
 * Hash history works the same from file:// (desktop) and http:// (browser mode). The address bar
 * follows the view once the view has been drawn (`deferUrlUpdates`).
 */
export function createMusterRouter() {
  return createRouter({ history: deferUrlUpdates(createWebHashHistory()), routes });
}
