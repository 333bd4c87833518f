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
};

contextBridge.exposeInMainWorld('muster', bridge);
