#!/usr/bin/env node
// npm start: the desktop app when the Electron runtime is available, else browser mode.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const electronDir = path.join(root, 'node_modules', 'electron');

function electronBinary() {
  const pathFile = path.join(electronDir, 'path.txt');
  if (!existsSync(pathFile)) return null;
  const bin = path.join(electronDir, 'dist', readFileSync(pathFile, 'utf8').trim());
  return existsSync(bin) ? bin : null;
}

function ensureElectron() {
  if (process.env.MUSTER_BROWSER === '1') return null;
  const found = electronBinary();
  if (found) return found;
  if (!existsSync(path.join(electronDir, 'install.js'))) return null;
  // Electron fetches its runtime on first use; try once, quietly.
  const result = spawnSync(process.execPath, [path.join(electronDir, 'install.js')], { stdio: 'ignore', timeout: 180_000 });
  return result.status === 0 ? electronBinary() : null;
}

function run(cmd, args) {
  const child = spawn(cmd, args, { stdio: 'inherit', cwd: root });
  const forward = (sig) => child.kill(sig);
  process.on('SIGINT', forward);
  process.on('SIGTERM', forward);
  child.on('exit', (code, signal) => process.exit(signal ? 0 : (code ?? 0)));
}

const bin = ensureElectron();
if (bin) {
  run(bin, [root]);
} else {
  process.stdout.write('The Electron desktop runtime is not available on this machine (it could not be downloaded); starting Muster in browser mode instead.\n');
  run(process.execPath, ['--import', 'tsx', path.join(root, 'main', 'serve.ts'), ...process.argv.slice(2)]);
}
