import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiChannel } from '../core/api/channels';
import { fakeApi } from './test/fake-api';

/**
 * The desktop entry (main/index.ts) with electron mocked: what a packaged and an unpackaged
 * app load, which session rules they set and which frames their IPC handlers answer.
 */
type Listener = (...args: unknown[]) => void;

function fakeElectron(isPackaged: boolean) {
  const appListeners = new Map<string, Listener>();
  const windows: { url?: string; options: unknown; listeners: Map<string, Listener> }[] = [];
  const ipc = new Map<string, (event: unknown, input: unknown) => Promise<unknown>>();
  const session = {
    permissionCheck: undefined as undefined | ((...a: unknown[]) => boolean),
    permissionRequest: undefined as undefined | ((wc: unknown, p: string, cb: (ok: boolean) => void) => void),
    setPermissionCheckHandler(fn: (...a: unknown[]) => boolean) {
      this.permissionCheck = fn;
    },
    setPermissionRequestHandler(fn: (wc: unknown, p: string, cb: (ok: boolean) => void) => void) {
      this.permissionRequest = fn;
    },
  };
  class BrowserWindow {
    static getAllWindows = () => windows;
    static getFocusedWindow = () => null;
    readonly record: (typeof windows)[number];
    readonly webContents;
    constructor(options: unknown) {
      this.record = { options, listeners: new Map() };
      windows.push(this.record);
      this.webContents = { setWindowOpenHandler: () => undefined, on: (e: string, fn: Listener) => void this.record.listeners.set(e, fn) };
    }
    once(): void {}
    show(): void {}
    loadURL(url: string): Promise<void> {
      this.record.url = url;
      return Promise.resolve();
    }
  }
  const electron = {
    app: {
      isPackaged,
      on: (event: string, fn: Listener) => void appListeners.set(event, fn),
      whenReady: () => Promise.resolve(),
      getVersion: () => '1.2.3',
      getPath: () => '/tmp/muster-index-test',
      getLocale: () => 'en-US',
      quit: () => undefined,
    },
    BrowserWindow,
    dialog: {},
    ipcMain: { handle: (channel: string, fn: (event: unknown, input: unknown) => Promise<unknown>) => void ipc.set(channel, fn) },
    session: { defaultSession: session },
    shell: { openExternal: () => Promise.resolve(), openPath: () => Promise.resolve('') },
  };
  return { electron, appListeners, windows, ipc, session };
}

async function boot(isPackaged: boolean, devServerUrl: string | undefined, savedLang: 'de' | 'en' = 'en') {
  vi.resetModules();
  const fake = fakeElectron(isPackaged);
  vi.doMock('electron', () => fake.electron);
  vi.doMock('./api/handlers', () => ({
    createHandlers: () => {
      const api = fakeApi();
      void api.saveSettings({ lang: savedLang });
      return api;
    },
  }));
  if (devServerUrl === undefined) delete process.env.ELECTRON_RENDERER_URL;
  else process.env.ELECTRON_RENDERER_URL = devServerUrl;
  Object.assign(process, { resourcesPath: '/opt/Muster/resources' });
  await import('./index');
  // Let app.whenReady().then(...) run.
  await new Promise((r) => setTimeout(r, 0));
  return fake;
}

const envBefore = process.env.ELECTRON_RENDERER_URL;
afterEach(() => {
  vi.doUnmock('electron');
  vi.doUnmock('./api/handlers');
  if (envBefore === undefined) delete process.env.ELECTRON_RENDERER_URL;
  else process.env.ELECTRON_RENDERER_URL = envBefore;
});

const call = (fake: Awaited<ReturnType<typeof boot>>, frameUrl: string) =>
  fake.ipc.get(apiChannel('getCardCounts'))!({ senderFrame: { url: frameUrl } }, {});

describe('desktop entry', () => {
  it('a packaged app ignores ELECTRON_RENDERER_URL: it loads its own index.html and refuses the dev server as a sender', async () => {
    const fake = await boot(true, 'http://127.0.0.1:5173');
    expect(fake.windows).toHaveLength(1);
    expect(fake.windows[0]!.url).toMatch(/^file:\/\/.*\/renderer\/index\.html\?lang=en$/);
    expect(await call(fake, 'http://127.0.0.1:5173/')).toMatchObject({ ok: false, error: { code: 'forbidden' } });
    expect(await call(fake, fake.windows[0]!.url!)).toMatchObject({ ok: true });
  });

  it('an unpackaged app (development) loads the dev server and accepts it as a sender', async () => {
    const fake = await boot(false, 'http://127.0.0.1:5173');
    expect(fake.windows[0]!.url).toBe('http://127.0.0.1:5173/?lang=en');
    expect(await call(fake, 'http://127.0.0.1:5173/#/lists')).toMatchObject({ ok: true });
    expect(await call(fake, 'http://127.0.0.1:5174/')).toMatchObject({ ok: false, error: { code: 'forbidden' } });
  });

  it('opens the page in the saved language, so its first frame is in it', async () => {
    const fake = await boot(true, undefined, 'de');
    expect(fake.windows[0]!.url).toMatch(/^file:\/\/.*\/renderer\/index\.html\?lang=de$/);
    // The language in the address does not make the page a foreign sender.
    expect(await call(fake, `${fake.windows[0]!.url}#/lists`)).toMatchObject({ ok: true });
  });

  it('denies every permission check and request on the default session', async () => {
    const fake = await boot(true, undefined);
    expect(fake.session.permissionCheck?.(null, 'clipboard-read', 'file:///', {})).toBe(false);
    const answer = vi.fn();
    fake.session.permissionRequest?.(null, 'media', answer);
    expect(answer).toHaveBeenCalledWith(false);
  });

  it('refuses webviews and window.open in every web contents, not only the main window', async () => {
    const fake = await boot(true, undefined);
    const listeners = new Map<string, Listener>();
    let openHandler: (() => { action: string }) | undefined;
    const contents = { on: (e: string, fn: Listener) => void listeners.set(e, fn), setWindowOpenHandler: (fn: () => { action: string }) => void (openHandler = fn) };
    fake.appListeners.get('web-contents-created')!({}, contents);
    const event = { preventDefault: vi.fn() };
    listeners.get('will-attach-webview')!(event);
    expect(event.preventDefault).toHaveBeenCalled();
    expect(openHandler?.()).toEqual({ action: 'deny' });
  });

  it('opens one window when the app is activated while the first one is being opened, and one again once all are closed', async () => {
    vi.resetModules();
    const fake = fakeElectron(true);
    vi.doMock('electron', () => fake.electron);
    // The settings answer only when the test says so (every read asked so far): the window waits for them.
    const waiting: (() => void)[] = [];
    const answer = () => waiting.splice(0).forEach((resolve) => resolve());
    vi.doMock('./api/handlers', () => ({
      createHandlers: () => {
        const api = fakeApi();
        const getSettings = api.getSettings.bind(api);
        api.getSettings = (input) => new Promise((resolve) => void waiting.push(() => resolve(getSettings(input))));
        return api;
      },
    }));
    delete process.env.ELECTRON_RENDERER_URL;
    await import('./index');
    await new Promise((r) => setTimeout(r, 0));
    const activate = fake.appListeners.get('activate')!;
    // macOS activates the app at launch, and the dock may be clicked, before the window exists.
    activate();
    activate();
    expect(fake.windows).toHaveLength(0);
    answer();
    await new Promise((r) => setTimeout(r, 0));
    expect(fake.windows).toHaveLength(1);
    activate();
    await new Promise((r) => setTimeout(r, 0));
    expect(fake.windows).toHaveLength(1);
    // Every window closed (the app stays on macOS): a click on the dock opens a new one.
    fake.windows.length = 0;
    activate();
    answer();
    await new Promise((r) => setTimeout(r, 0));
    expect(fake.windows).toHaveLength(1);
  });
});
