import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Browser } from 'playwright-core';
import type { MusterApi } from '../../core/api/contract';
import { createHandlers } from '../../main/api/handlers';
import { startServer, type RunningServer } from '../../main/server/http-server';
import { CHROMIUM_ARGS } from './ui';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Runs `work` against a browser-mode server (in-process, over the built renderer) and Chromium,
 * and closes both afterwards. `resourcesDir` defaults to the repository's resources.
 */
export async function withBrowserServer<T>(
  dirs: { userDataDir: string; resourcesDir?: string },
  work: (env: { handlers: MusterApi; url: string; browser: Browser }) => Promise<T>,
): Promise<T> {
  const staticDir = path.join(root, 'out', 'renderer');
  if (!existsSync(path.join(staticDir, 'index.html'))) throw new Error(`The renderer is not built (${staticDir}): run 'npx electron-vite build' first`);
  const handlers = createHandlers({ mode: 'browser', version: 'bench', resourcesDir: dirs.resourcesDir ?? path.join(root, 'resources'), userDataDir: dirs.userDataDir, defaultLang: 'en', openLink: async () => false });
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  try {
    server = await startServer({ handlers, staticDir });
    browser = await chromium.launch({ executablePath: process.env.MUSTER_CHROMIUM ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
    return await work({ handlers, url: server.url, browser });
  } finally {
    await browser?.close();
    await server?.close();
  }
}
