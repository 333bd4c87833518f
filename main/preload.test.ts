import path from 'node:path';
import { resolveConfig } from 'electron-vite';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { apiChannel } from '../core/api/channels';
import { API_METHODS } from '../core/api/contract';

/**
 * The preload as the app ships it: built by electron-vite's own preload configuration from
 * electron.vite.config.ts (in memory, nothing written) and run with a fake `electron` module.
 * Every API method must exist on `window.muster` and call its OWN channel with its input, so a
 * method wired to another's channel (or missing) fails here; so does a bundle that needs any
 * module but electron (a sandboxed preload cannot load node built-ins).
 */
async function builtPreload(): Promise<{ fileName: string; code: string }> {
  const nodeEnv = process.env.NODE_ENV;
  try {
    const resolved = await resolveConfig({ configFile: path.resolve(import.meta.dirname, '../electron.vite.config.ts'), logLevel: 'silent' }, 'build', 'production');
    const preload = resolved.config?.preload;
    if (!preload) throw new Error('electron.vite.config.ts has no preload build');
    const result = await build({ ...preload, build: { ...preload.build, write: false } });
    const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[];
    const chunks = outputs.flatMap((o) => o.output).filter((c): c is Rolldown.OutputChunk => c.type === 'chunk');
    expect(chunks).toHaveLength(1);
    return { fileName: chunks[0]!.fileName, code: chunks[0]!.code };
  } finally {
    // electron-vite sets NODE_ENV for its build; leave the test process as it was.
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
}

function run(code: string) {
  const exposed: Record<string, Record<string, (input: unknown) => Promise<unknown>>> = {};
  const invoked: { channel: string; input: unknown }[] = [];
  const electron = {
    contextBridge: { exposeInMainWorld: (key: string, value: Record<string, (input: unknown) => Promise<unknown>>) => void (exposed[key] = value) },
    ipcRenderer: {
      invoke: (channel: string, input: unknown) => {
        invoked.push({ channel, input });
        return Promise.resolve({ ok: true, value: channel });
      },
    },
  };
  const requireFake = (id: string): unknown => {
    if (id === 'electron') return electron;
    throw new Error(`the sandboxed preload may not require '${id}'`);
  };
  const module = { exports: {} };
  new Function('require', 'module', 'exports', code)(requireFake, module, module.exports);
  return { exposed, invoked };
}

describe('preload (built bundle)', () => {
  it('exposes exactly the contract\'s methods, each calling its own channel with its input, and needs nothing but electron', async () => {
    const preload = await builtPreload();
    // main/index.ts loads the preload by this name.
    expect(preload.fileName).toBe('index.cjs');
    const { exposed, invoked } = run(preload.code);
    // One object on window: no generic invoke or ipcRenderer beside it.
    expect(Object.keys(exposed)).toEqual(['muster']);
    const bridge = exposed.muster!;
    expect(Object.keys(bridge).sort()).toEqual([...API_METHODS].sort());
    for (const method of API_METHODS) {
      const input = { probe: method };
      await expect(bridge[method]!(input)).resolves.toEqual({ ok: true, value: apiChannel(method) });
      expect(invoked.at(-1)).toEqual({ channel: apiChannel(method), input });
    }
    expect(invoked).toHaveLength(API_METHODS.length);
    expect(Object.isFrozen(bridge)).toBe(true);
  });
});
