import type { IpcMainInvokeEvent } from 'electron';
import { describe, expect, it, vi } from 'vitest';
import { API_METHODS } from '../core/api/contract';
import { createSenderCheck, registerIpcHandlers } from './ipc';
import { fakeApi } from './test/fake-api';

vi.mock('electron', () => ({}));

type Handler = (event: IpcMainInvokeEvent, input: unknown) => Promise<unknown>;

function setup() {
  const handlers = new Map<string, Handler>();
  const ipcMain = { handle: vi.fn((channel: string, fn: Handler) => void handlers.set(channel, fn)) };
  const api = fakeApi();
  const check = createSenderCheck('file:///opt/muster/out/renderer/index.html');
  registerIpcHandlers(ipcMain, api, check);
  const invoke = (channel: string, frameUrl: string | null, input: unknown) =>
    handlers.get(channel)!({ senderFrame: frameUrl === null ? null : { url: frameUrl } } as unknown as IpcMainInvokeEvent, input);
  return { handlers, api, invoke };
}

describe('IPC handlers', () => {
  it('registers one channel per API method', () => {
    const { handlers } = setup();
    expect([...handlers.keys()].sort()).toEqual(API_METHODS.map((m) => `muster:${m}`).sort());
  });

  it("answers the app's own window", async () => {
    const { invoke, api } = setup();
    const result = await invoke('muster:getCardCounts', 'file:///opt/muster/out/renderer/index.html#/library', {});
    expect(result).toEqual({ ok: true, value: { confrontation: 3, oldworld: 0, chronopia: 0 } });
    expect(api.calls.map((c) => c.method)).toEqual(['getCardCounts']);
  });

  it.each([
    ['a web page', 'https://evil.example/index.html'],
    ['another local file', 'file:///tmp/evil.html'],
    ['a frame without URL', ''],
    ['a destroyed frame', null],
  ])('ignores %s', async (_what, url) => {
    const { invoke, api } = setup();
    const result = await invoke('muster:getCardCounts', url, {});
    expect(result).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect(api.calls).toEqual([]);
  });

  it('rejects invalid input from the app window', async () => {
    const { invoke, api } = setup();
    const result = await invoke('muster:getCard', 'file:///opt/muster/out/renderer/index.html', { id: 42 });
    expect(result).toMatchObject({ ok: false, error: { code: 'invalid-input' } });
    expect(api.calls).toEqual([]);
  });

  it('accepts the dev server origin only when one is configured', () => {
    const check = createSenderCheck('file:///x/index.html', 'http://localhost:5173');
    expect(check('http://localhost:5173/#/lists')).toBe(true);
    expect(check('http://localhost:5174/')).toBe(false);
    expect(createSenderCheck('file:///x/index.html')('http://localhost:5173/')).toBe(false);
  });
});
