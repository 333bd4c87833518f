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
  'importList',
  'exportListText',
  'exportListOwb',
  'autosaveList',
  'getRecovery',
  'discardRecovery',
  'saveListAs',
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
  'importSiege',
  'listHistory',
  'getHistoryVersion',
  'getDataProblems',
  'listEvents',
  'openEvent',
  'createEvent',
  'saveEvent',
  'deleteEvent',
  'registerLists',
  'getEventReport',
  'listLeagues',
  'openLeague',
  'createLeague',
  'saveLeague',
  'deleteLeague',
] as const;

export type ApiMethodName = (typeof API_METHOD_NAMES)[number];

/**
 * The path of browser mode's batch request (`apiBatchSchema` in contract.ts): of the same form
 * as `/api/<method>`, so no method may have this name (methods.test.ts).
 */
export const API_BATCH_PATH = '/api/batch';
