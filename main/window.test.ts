import { describe, expect, it, vi } from 'vitest';

vi.mock('electron', () => ({}));

import { createMainWindow, hardenSession, pageUrlFor, SECURE_WEB_PREFERENCES } from './window';

type Listener = (...args: unknown[]) => void;

class FakeWindow {
  static last: FakeWindow | undefined;
  readonly listeners = new Map<string, Listener>();
  openHandler: ((details: { url: string }) => { action: string }) | undefined;
  loaded: string | undefined;
  readonly webContents = {
    setWindowOpenHandler: (fn: (details: { url: string }) => { action: string }) => {
      this.openHandler = fn;
    },
    on: (event: string, fn: Listener) => {
      this.listeners.set(event, fn);
    },
  };
  constructor(readonly options: { webPreferences: Record<string, unknown> }) {
    FakeWindow.last = this;
  }
  once(): void {}
  show(): void {}
  loadURL(url: string): Promise<void> {
    this.loaded = url;
    return Promise.resolve();
  }
}

function open() {
  const shell = { openExternal: vi.fn(() => Promise.resolve()) };
  createMainWindow({
    BrowserWindow: FakeWindow as never,
    shell,
    preloadPath: '/app/out/preload/index.cjs',
    pageUrl: 'file:///app/out/renderer/index.html',
  });
  return { win: FakeWindow.last!, shell };
}

function navigate(win: FakeWindow, event: string, url: string): boolean {
  const e = { preventDefault: vi.fn() };
  win.listeners.get(event)!(e, url);
  return e.preventDefault.mock.calls.length === 0;
}

describe('main window', () => {
  it('gets the security settings', () => {
    const { win } = open();
    expect(win.options.webPreferences).toMatchObject({
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      webviewTag: false,
      webSecurity: true,
      preload: '/app/out/preload/index.cjs',
    });
    expect(SECURE_WEB_PREFERENCES.allowRunningInsecureContent).toBe(false);
    expect(win.loaded).toBe('file:///app/out/renderer/index.html');
  });

  it('denies window.open and hands only checked links to the system browser', async () => {
    const { win, shell } = open();
    expect(win.openHandler!({ url: 'https://evil.example/' })).toEqual({ action: 'deny' });
    expect(win.openHandler!({ url: 'https://github.com/muster' })).toEqual({ action: 'deny' });
    await Promise.resolve();
    expect(shell.openExternal.mock.calls).toEqual([['https://github.com/muster']]);
  });

  it('blocks navigation away from the app', () => {
    const { win } = open();
    expect(navigate(win, 'will-navigate', 'https://evil.example/')).toBe(false);
    expect(navigate(win, 'will-navigate', 'file:///etc/passwd')).toBe(false);
    expect(navigate(win, 'will-redirect', 'http://127.0.0.1:9/')).toBe(false);
    expect(navigate(win, 'will-navigate', 'file:///app/out/renderer/index.html#/lists')).toBe(true);
  });

  it('refuses webviews', () => {
    const { win } = open();
    const e = { preventDefault: vi.fn() };
    win.listeners.get('will-attach-webview')!(e);
    expect(e.preventDefault).toHaveBeenCalled();
  });

  it('lets sub-frames show only blob: documents and the app\'s own files', () => {
    const { win } = open();
    const frame = (url: string, isMainFrame = false): boolean => {
      const e = { url, isMainFrame, preventDefault: vi.fn() };
      win.listeners.get('will-frame-navigate')!(e);
      return e.preventDefault.mock.calls.length === 0;
    };
    expect(frame('blob:file:///1234')).toBe(true);
    expect(frame('about:blank')).toBe(true);
    expect(frame('file:///app/out/renderer/pdf.html')).toBe(true);
    expect(frame('https://evil.example/')).toBe(false);
    expect(frame('file:///etc/passwd')).toBe(false);
    expect(frame('https://evil.example/', true)).toBe(false);
    expect(frame('file:///app/out/renderer/index.html', true)).toBe(true);
  });
});

describe('session and page hardening', () => {
  it('denies every permission request and every permission check', () => {
    let request: ((wc: unknown, p: string, cb: (ok: boolean) => void) => void) | undefined;
    let check: ((...args: unknown[]) => boolean) | undefined;
    hardenSession({
      setPermissionRequestHandler: (fn: never) => void (request = fn),
      setPermissionCheckHandler: (fn: never) => void (check = fn),
    } as never);
    const cb = vi.fn();
    request!(null, 'media', cb);
    expect(cb).toHaveBeenCalledWith(false);
    expect(check!(null, 'clipboard-read', 'file://', {})).toBe(false);
  });
  it('honours the dev server URL only in an unpackaged build', () => {
    expect(pageUrlFor(false, 'http://localhost:5173', 'file:///app/index.html')).toBe('http://localhost:5173');
    expect(pageUrlFor(true, 'http://evil:5173', 'file:///app/index.html')).toBe('file:///app/index.html');
    expect(pageUrlFor(false, undefined, 'file:///app/index.html')).toBe('file:///app/index.html');
  });
});
