import path from 'node:path';
import { rolldown } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { apiChannel } from '../core/api/channels';
import { API_METHODS } from '../core/api/contract';

/**
 * The preload as the app ships it: bundled the way electron-vite bundles it (one CommonJS
 * file, rolldown) and run with a fake `electron` module. Every API method must exist on
 * `window.muster` and call its OWN channel with its input, so a method wired to another's
 * channel (or missing) fails here.
 */
async function bundledPreload(): Promise<string> {
  const bundle = await rolldown({ input: path.resolve(import.meta.dirname, 'preload.ts'), external: ['electron'], platform: 'node' });
  const { output } = await bundle.generate({ format: 'cjs' });
  await bundle.close();
  return output[0].code;
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
    const { exposed, invoked } = run(await bundledPreload());
    const bridge = exposed.muster!;
    expect(Object.keys(bridge).sort()).toEqual([...API_METHODS].sort());
    for (const method of API_METHODS) {
      const input = { probe: method };
      await expect(bridge[method]!(input)).resolves.toEqual({ ok: true, value: apiChannel(method) });
      expect(invoked.at(-1)).toEqual({ channel: apiChannel(method), input });
    }
    expect(Object.isFrozen(bridge)).toBe(true);
  });
});
