import { contextBridge, ipcRenderer } from 'electron';
import { apiChannel } from '../core/api/channels';
import type { MusterBridge } from '../core/api/contract';

// One named method per API call; the renderer never gets a generic invoke.
const bridge: MusterBridge = {
  getAppInfo: (input) => ipcRenderer.invoke(apiChannel('getAppInfo'), input),
  getCardCounts: (input) => ipcRenderer.invoke(apiChannel('getCardCounts'), input),
  queryCards: (input) => ipcRenderer.invoke(apiChannel('queryCards'), input),
  getCard: (input) => ipcRenderer.invoke(apiChannel('getCard'), input),
  listFactions: (input) => ipcRenderer.invoke(apiChannel('listFactions'), input),
  getDatabaseProblems: (input) => ipcRenderer.invoke(apiChannel('getDatabaseProblems'), input),
  openExternal: (input) => ipcRenderer.invoke(apiChannel('openExternal'), input),
  getSettings: (input) => ipcRenderer.invoke(apiChannel('getSettings'), input),
  saveSettings: (input) => ipcRenderer.invoke(apiChannel('saveSettings'), input),
  listLists: (input) => ipcRenderer.invoke(apiChannel('listLists'), input),
  openList: (input) => ipcRenderer.invoke(apiChannel('openList'), input),
  createList: (input) => ipcRenderer.invoke(apiChannel('createList'), input),
  saveList: (input) => ipcRenderer.invoke(apiChannel('saveList'), input),
  deleteList: (input) => ipcRenderer.invoke(apiChannel('deleteList'), input),
  restoreList: (input) => ipcRenderer.invoke(apiChannel('restoreList'), input),
  importList: (input) => ipcRenderer.invoke(apiChannel('importList'), input),
  exportListText: (input) => ipcRenderer.invoke(apiChannel('exportListText'), input),
  autosaveList: (input) => ipcRenderer.invoke(apiChannel('autosaveList'), input),
  getRecovery: (input) => ipcRenderer.invoke(apiChannel('getRecovery'), input),
  discardRecovery: (input) => ipcRenderer.invoke(apiChannel('discardRecovery'), input),
  saveListAs: (input) => ipcRenderer.invoke(apiChannel('saveListAs'), input),
  openListFile: (input) => ipcRenderer.invoke(apiChannel('openListFile'), input),
  saveUserCard: (input) => ipcRenderer.invoke(apiChannel('saveUserCard'), input),
  deleteUserCard: (input) => ipcRenderer.invoke(apiChannel('deleteUserCard'), input),
  getResults: (input) => ipcRenderer.invoke(apiChannel('getResults'), input),
  saveResults: (input) => ipcRenderer.invoke(apiChannel('saveResults'), input),
  startPrint: (input) => ipcRenderer.invoke(apiChannel('startPrint'), input),
  getPrintStatus: (input) => ipcRenderer.invoke(apiChannel('getPrintStatus'), input),
  getPrintResult: (input) => ipcRenderer.invoke(apiChannel('getPrintResult'), input),
  savePrintAs: (input) => ipcRenderer.invoke(apiChannel('savePrintAs'), input),
  openPrintInViewer: (input) => ipcRenderer.invoke(apiChannel('openPrintInViewer'), input),
  listSieges: (input) => ipcRenderer.invoke(apiChannel('listSieges'), input),
  openSiege: (input) => ipcRenderer.invoke(apiChannel('openSiege'), input),
  createSiege: (input) => ipcRenderer.invoke(apiChannel('createSiege'), input),
  saveSiege: (input) => ipcRenderer.invoke(apiChannel('saveSiege'), input),
  deleteSiege: (input) => ipcRenderer.invoke(apiChannel('deleteSiege'), input),
  importSiege: (input) => ipcRenderer.invoke(apiChannel('importSiege'), input),
};

contextBridge.exposeInMainWorld('muster', bridge);
