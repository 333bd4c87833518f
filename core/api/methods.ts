/**
 * The names of the API methods, free of dependencies so the sandboxed preload can build its
 * bridge from them: one named method per name, each bound to its own channel. `contract.ts`
 * checks at compile time that this list and the MusterApi interface name the same methods.
 */
export const API_METHOD_NAMES = [
  'getAppInfo',
  'getCardCounts',
  'queryCards',
  'searchCards',
  'pickCards',
  'getCard',
  'listFactions',
  'getDatabaseProblems',
  'openExternal',
  'getSettings',
  'saveSettings',
  'listLists',
  'openList',
  'createList',
  'saveList',
  'deleteList',
  'restoreList',
  'listTrashedLists',
  'importList',
  'exportListText',
  'exportListOwb',
  'autosaveList',
  'getRecovery',
  'discardRecovery',
  'saveListAs',
  'saveListOwbAs',
  'openListFile',
  'openUserCard',
  'saveUserCard',
  'deleteUserCard',
  'importCardData',
  'exportCardsCsv',
  'importCardsCsv',
  'previewFactionPack',
  'importFactionPack',
  'openFactionCards',
  'saveFactionCards',
  'getResults',
  'saveResults',
  'preparePrint',
  'startPrint',
  'getPrintStatus',
  'getPrintResult',
  'savePrintAs',
  'openPrintInViewer',
  'listSieges',
  'openSiege',
  'createSiege',
  'saveSiege',
  'deleteSiege',
  'restoreSiege',
  'listTrashedSieges',
  'importSiege',
  'listHistory',
  'getHistoryVersion',
  'getDataProblems',
  'listEvents',
  'openEvent',
  'createEvent',
  'saveEvent',
  'deleteEvent',
  'restoreEvent',
  'listTrashedEvents',
  'registerLists',
  'getEventReport',
  'listLeagues',
  'openLeague',
  'createLeague',
  'saveLeague',
  'deleteLeague',
  'restoreLeague',
  'listTrashedLeagues',
] as const;

export type ApiMethodName = (typeof API_METHOD_NAMES)[number];

/**
 * Browser mode: the methods whose calls travel together when the page makes them at the same
 * moment (see API_BATCH_PATH). Each answers from what main holds (the card database, the
 * settings, the app's facts) and quickly, so none holds up another for long; the start makes five
 * of them at once. Every other call (lists and documents read from their files, saves, printing,
 * imports) has its own request: batched with the TJOST page's results, warming up the printer held
 * them up for seconds.
 */
export const BATCHED_METHODS: ReadonlySet<ApiMethodName> = new Set<ApiMethodName>([
  'getAppInfo',
  'getCardCounts',
  'getDatabaseProblems',
  'getSettings',
  'listFactions',
  'queryCards',
  'searchCards',
  'pickCards',
  'getCard',
]);

/**
 * The path of browser mode's batch request (`apiBatchSchema` in contract.ts): of the same form
 * as `/api/<method>`, so no method may have this name (methods.test.ts).
 */
export const API_BATCH_PATH = '/api/batch';
