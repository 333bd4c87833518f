import { contextBridge, ipcRenderer } from 'electron';
import { apiChannel } from '../core/api/channels';
import type { MusterBridge } from '../core/api/contract';
import { API_METHOD_NAMES } from '../core/api/methods';

/**
 * The bridge on `window.muster`: one named method per API call, each bound to its own channel
 * (built from the contract's method list, so no method can be wired to another's channel).
 * The renderer never gets a generic invoke.
 */
export function buildBridge(invoke: (channel: string, input: unknown) => Promise<unknown>): MusterBridge {
  const bridge: Record<string, (input: unknown) => Promise<unknown>> = {};
  for (const method of API_METHOD_NAMES) {
    const channel = apiChannel(method);
    bridge[method] = (input: unknown) => invoke(channel, input);
  }
  return Object.freeze(bridge) as unknown as MusterBridge;
}

contextBridge.exposeInMainWorld(
  'muster',
  buildBridge((channel, input) => ipcRenderer.invoke(channel, input)),
);
