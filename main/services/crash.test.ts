import { spawn } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseListFile } from '../../core/list/load';

const ROOT = path.resolve(import.meta.dirname, '../..');
const LOOP = path.join(import.meta.dirname, 'fixtures', 'save-loop.ts');
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'muster-crash-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** Starts the save loop, waits until it has saved once, lets it run `ms` more and kills it with SIGKILL. */
function runAndKill(ms: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', LOOP, dir], { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] });
    let err = '';
    child.stderr.on('data', (c: Buffer) => (err += c.toString()));
    child.stdout.on('data', (c: Buffer) => {
      if (c.toString().includes('ready')) setTimeout(() => child.kill('SIGKILL'), ms);
    });
    child.on('exit', (code, signal) => (signal === 'SIGKILL' ? resolve() : reject(new Error(`save loop ended with ${code}: ${err}`))));
  });
}

async function expectValidList(file: string): Promise<void> {
  const text = await readFile(file, 'utf8');
  expect(text.length, file).toBeGreaterThan(0);
  const parsed = parseListFile(text, file);
  expect(parsed.problems, file).toEqual([]);
  expect(parsed.list?.id, file).toBe('crash');
}

describe('a save killed at any moment', () => {
  it('leaves the list and every version in its history valid and non-empty (30 kills with SIGKILL)', async () => {
    for (let i = 0; i < 30; i++) {
      await runAndKill(5 + ((i * 37) % 120));
      await expectValidList(path.join(dir, 'lists', 'crash.muster'));
      const historyDir = path.join(dir, 'history', 'lists', 'crash.muster');
      const versions = (await readdir(historyDir)).filter((n) => n.endsWith('.muster'));
      expect(versions.length).toBeGreaterThan(0);
      expect(versions.length).toBeLessThanOrEqual(20);
      for (const v of versions) await expectValidList(path.join(historyDir, v));
    }
  }, 180_000);
});

describe('temporary files of killed saves', () => {
  it('are swept at start once they are old enough, and nothing else is touched', async () => {
    const { sweepTempFiles } = await import('./safe-write');
    const { writeFile, utimes } = await import('node:fs/promises');
    const lists = path.join(dir, 'lists');
    await writeFile(path.join(lists, 'crash.muster.123456789'), '{"half');
    await writeFile(path.join(lists, '.crash.muster.4242.1700000000000.tmp'), '');
    await writeFile(path.join(lists, 'fresh.muster.987654321'), '{');
    const old = new Date(Date.now() - 10 * 60_000);
    for (const f of ['crash.muster.123456789', '.crash.muster.4242.1700000000000.tmp']) await utimes(path.join(lists, f), old, old);
    const removed = await sweepTempFiles(dir);
    expect(removed.map((f) => path.basename(f)).sort()).toContain('crash.muster.123456789');
    expect(removed.map((f) => path.basename(f))).toContain('.crash.muster.4242.1700000000000.tmp');
    const left = await readdir(lists);
    expect(left).toContain('fresh.muster.987654321');
    expect(left).toContain('crash.muster');
    await expectValidList(path.join(lists, 'crash.muster'));
  });

  it('are swept when the app starts (the handlers are created), in the lists and their history', async () => {
    const { mkdir, mkdtemp: temp, writeFile, utimes } = await import('node:fs/promises');
    const { createHandlers } = await import('../api/handlers');
    const root = await temp(path.join(os.tmpdir(), 'muster-sweep-'));
    try {
      const history = path.join(root, 'history', 'lists', 'a.muster');
      await mkdir(path.join(root, 'lists'), { recursive: true });
      await mkdir(history, { recursive: true });
      const left = [path.join(root, 'lists', `.a.muster.${'0f'.repeat(6)}.tmp`), path.join(history, `.2026-01-01T00-00-00-000Z-000001-abcdef.muster.${'1e'.repeat(6)}.tmp`)];
      const old = new Date(Date.now() - 10 * 60_000);
      for (const f of left) {
        await writeFile(f, '{"half');
        await utimes(f, old, old);
      }
      createHandlers({ mode: 'browser', version: '0', resourcesDir: path.join(ROOT, 'resources'), userDataDir: root, defaultLang: 'en', openLink: async () => false });
      await expect.poll(async () => (await readdir(path.join(root, 'lists'))).concat(await readdir(history)), { timeout: 5000 }).toEqual([]);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  });
});
