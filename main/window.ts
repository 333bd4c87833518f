import type { BrowserWindow as BrowserWindowType, BrowserWindowConstructorOptions, Session, Shell } from 'electron';
import { openCheckedLink } from './api/external';

interface WindowDeps {
  BrowserWindow: new (options: BrowserWindowConstructorOptions) => BrowserWindowType;
  shell: Pick<Shell, 'openExternal'>;
  preloadPath: string;
  /** The app's own page: a file:// URL of index.html or the dev server URL. */
  pageUrl: string;
  iconPath?: string;
}

/** The security settings every Muster window gets. */
export const SECURE_WEB_PREFERENCES = {
  contextIsolation: true,
  sandbox: true,
  nodeIntegration: false,
  nodeIntegrationInWorker: false,
  nodeIntegrationInSubFrames: false,
  webviewTag: false,
  webSecurity: true,
  allowRunningInsecureContent: false,
  experimentalFeatures: false,
  navigateOnDragDrop: false,
  spellcheck: false,
} as const;

function samePage(target: string, pageUrl: string): boolean {
  try {
    const a = new URL(target);
    const b = new URL(pageUrl);
    return a.origin === b.origin && a.pathname === b.pathname;
  } catch {
    return false;
  }
}

/** Creates the main window: sandboxed, no window.open, no navigation away from the app. */
export function createMainWindow(deps: WindowDeps): BrowserWindowType {
  const win = new deps.BrowserWindow({
    width: 1280,
    height: 860,
    minWidth: 900,
    minHeight: 600,
    title: 'Muster',
    show: false,
    icon: deps.iconPath,
    webPreferences: { ...SECURE_WEB_PREFERENCES, preload: deps.preloadPath },
  });
  win.once('ready-to-show', () => win.show());
  win.webContents.setWindowOpenHandler(({ url }) => {
    void openCheckedLink(deps.shell, url);
    return { action: 'deny' };
  });
  win.webContents.on('will-navigate', (event, url) => {
    if (!samePage(url, deps.pageUrl)) event.preventDefault();
  });
  win.webContents.on('will-redirect', (event, url) => {
    if (!samePage(url, deps.pageUrl)) event.preventDefault();
  });
  // Frames inside the page (the PDF preview) may show the app's own files and blob: documents, nothing else.
  win.webContents.on('will-frame-navigate', (event: { isMainFrame: boolean; url: string; preventDefault(): void }) => {
    if (event.isMainFrame) {
      if (!samePage(event.url, deps.pageUrl)) event.preventDefault();
      return;
    }
    if (!event.url.startsWith('blob:') && event.url !== 'about:blank' && !sameOrigin(event.url, deps.pageUrl)) event.preventDefault();
  });
  win.webContents.on('will-attach-webview', (event) => event.preventDefault());
  void win.loadURL(deps.pageUrl);
  return win;
}

function sameOrigin(target: string, pageUrl: string): boolean {
  try {
    const a = new URL(target);
    const b = new URL(pageUrl);
    return a.protocol === b.protocol && a.host === b.host && (a.protocol !== 'file:' || a.pathname.startsWith(b.pathname.slice(0, b.pathname.lastIndexOf('/') + 1)));
  } catch {
    return false;
  }
}

/** Muster asks for no permission (camera, notifications, clipboard reads, ...): every request and every check is denied. */
export function hardenSession(session: Pick<Session, 'setPermissionRequestHandler' | 'setPermissionCheckHandler'>): void {
  session.setPermissionRequestHandler((_wc, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
}

/** The page the window loads: the dev server only in an unpackaged build, otherwise the built index.html. */
export function pageUrlFor(isPackaged: boolean, devServerUrl: string | undefined, rendererIndexUrl: string): string {
  return !isPackaged && devServerUrl ? devServerUrl : rendererIndexUrl;
}
