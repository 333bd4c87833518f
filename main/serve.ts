import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { withPageLang } from '../core/i18n/page-lang';
import { createHandlers } from './api/handlers';
import { startServer } from './server/http-server';
import { guardProcess } from './server/process-guard';
import { defaultUserDataDir } from './services/paths';

// Browser mode: serves the built renderer and the API handlers on 127.0.0.1.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const USAGE = 'Usage: npm run serve [-- --port N]';

function fail(message: string): never {
  process.stderr.write(`${message}\n${USAGE}\n`);
  process.exit(2);
}

let port = 0;
try {
  const { values } = parseArgs({ options: { port: { type: 'string' } }, strict: true });
  if (values.port !== undefined) {
    port = Number(values.port);
    if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`--port must be a number from 0 to 65535 (got '${values.port}')`);
  }
} catch (err) {
  fail(err instanceof Error ? err.message : String(err));
}

const staticDir = path.join(root, 'out', 'renderer');
if (!existsSync(path.join(staticDir, 'index.html'))) fail(`The app is not built yet (${staticDir} is missing): run 'npm run build' first.`);

const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { version: string };
const envLang = (process.env.LANG ?? '').toLowerCase().startsWith('de') ? 'de' : 'en';
const resourcesDir = process.env.MUSTER_RESOURCES ?? path.join(root, 'resources');
const userDataDir = defaultUserDataDir();
const handlers = createHandlers({
  mode: 'browser',
  version: pkg.version,
  resourcesDir,
  userDataDir,
  defaultLang: envLang,
  // Browser mode has no system shell to hand links to: the page opens them itself.
  openLink: async () => false,
});

const hidePaths = [userDataDir, resourcesDir, root];
// No request, and nothing a request leaves behind, may stop the process: errors are logged instead.
guardProcess((line) => void process.stderr.write(`${line}\n`), hidePaths);
const server = await startServer({ handlers, staticDir, port, hidePaths }).catch((err: unknown) =>
  fail(`Could not start the browser-mode server: ${err instanceof Error ? err.message : String(err)}`),
);
// The address names the saved language, so the page's first frame is in it (core/i18n/page-lang.ts).
const lang = await handlers.getSettings({}).then((s) => s.lang, () => envLang);
process.stdout.write(`Muster is running in browser mode: ${withPageLang(server.url, lang)}\n`);

const stop = (): void => {
  void server.close().then(() => process.exit(0));
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
