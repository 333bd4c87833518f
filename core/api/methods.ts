/**
 * The names of the API methods, free of dependencies so the sandboxed preload can build its
 * bridge from them: one named method per name, each bound to its own channel. `contract.ts`
 * checks at compile time that this list and the MusterApi interface name the same methods.
 */
export const API_METHOD_NAMES = [
  'getAppInfo',
  'getCardCounts',
  'queryCards',
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
  'autosaveList',
  'getRecovery',
  'discardRecovery',
  'saveListAs',
  'openListFile',
  'saveUserCard',
  'deleteUserCard',
  'getResults',
  'saveResults',
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
] as const;

export type ApiMethodName = (typeof API_METHOD_NAMES)[number];
