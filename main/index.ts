import { app, BrowserWindow, dialog, ipcMain, session, shell } from 'electron';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { withPageLang } from '../core/i18n/page-lang';
import { openCheckedLink } from './api/external';
import { createHandlers, type Dialogs } from './api/handlers';
import { createSenderCheck, registerIpcHandlers } from './ipc';
import { createMainWindow, hardenSession, pageUrlFor } from './window';

// Main process entry of the desktop app (bundled by electron-vite into out/main).
const here = path.dirname(fileURLToPath(import.meta.url));
const rendererIndex = path.join(here, '../renderer/index.html');
// The dev server URL counts only in an unpackaged build; a packaged app always loads its own files.
const devServerUrl = app.isPackaged ? undefined : process.env.ELECTRON_RENDERER_URL;
const pageUrl = pageUrlFor(app.isPackaged, devServerUrl, pathToFileURL(rendererIndex).href);
const resourcesDir = app.isPackaged ? path.join(process.resourcesPath, 'resources') : path.join(here, '../../resources');

app.on('web-contents-created', (_event, contents) => {
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(() => ({ action: 'deny' }));
});

/** Native Open / Save As dialogs on the focused window. */
const dialogs: Dialogs = {
  async saveFile(defaultName, filter) {
    const win = BrowserWindow.getFocusedWindow();
    const options = { defaultPath: defaultName, filters: [filter] };
    const result = win ? await dialog.showSaveDialog(win, options) : await dialog.showSaveDialog(options);
    return result.canceled || !result.filePath ? null : result.filePath;
  },
  async openFile(filter, defaultFolder) {
    const win = BrowserWindow.getFocusedWindow();
    const options = { filters: [filter], defaultPath: defaultFolder, properties: ['openFile' as const] };
    const result = win ? await dialog.showOpenDialog(win, options) : await dialog.showOpenDialog(options);
    return result.canceled ? null : (result.filePaths[0] ?? null);
  },
  async openWithSystem(file) {
    const error = await shell.openPath(file);
    if (error) throw new Error(error);
  },
};

void app.whenReady().then(() => {
  hardenSession(session.defaultSession);
  const defaultLang = app.getLocale().startsWith('de') ? 'de' : 'en';
  const handlers = createHandlers({
    mode: 'desktop',
    version: app.getVersion(),
    resourcesDir,
    userDataDir: app.getPath('userData'),
    defaultLang,
    openLink: (url) => openCheckedLink(shell, url),
    dialogs,
  });
  registerIpcHandlers(ipcMain, handlers, createSenderCheck(pathToFileURL(rendererIndex).href, devServerUrl));
  // The page opens in the saved language, so its first frame is in it (core/i18n/page-lang.ts).
  // One window at a time is being opened: macOS activates the app at launch too, and a dock click
  // may come while the settings are read, both before the window exists.
  let opening: Promise<void> | undefined;
  const open = (): Promise<void> =>
    (opening ??= handlers
      .getSettings({})
      .then((s) => s.lang, () => defaultLang)
      .then((lang) => {
        createMainWindow({ BrowserWindow, shell, preloadPath: path.join(here, '../preload/index.cjs'), pageUrl: withPageLang(pageUrl, lang), iconPath: path.join(resourcesDir, 'icons', 'muster.png') });
      })
      .finally(() => {
        opening = undefined;
      }));
  void open();
  app.on('activate', () => {
    if (BrowserWindow.getAllWindows().length === 0) void open();
  });
});

app.on('window-all-closed', () => {
  if (process.platform !== 'darwin') app.quit();
});
