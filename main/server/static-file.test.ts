import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { staticFiles, type StaticFiles } from './static-file';

const diskReads = vi.hoisted(() => [] as string[]);
vi.mock('../services/read-file', async (importOriginal) => {
  const real = await importOriginal<typeof import('../services/read-file')>();
  return {
    ...real,
    readFileBytes: (file: string, max: number) => {
      diskReads.push(path.basename(file));
      return real.readFileBytes(file, max);
    },
  };
});

let root: string;
let files: StaticFiles | undefined;

beforeEach(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'muster-static-'));
  await mkdir(path.join(root, 'assets'));
  await writeFile(path.join(root, 'index.html'), '<!doctype html>');
  await writeFile(path.join(root, 'assets', 'app.js'), 'console.log(1)');
  diskReads.length = 0;
});

afterEach(async () => {
  files?.close();
  files = undefined;
  await rm(root, { recursive: true, force: true });
});

const text = async (data: Promise<Buffer | undefined>): Promise<string | undefined> => (await data)?.toString('utf8');

/** Reads until the answer is `expected` (the folder's watcher reports a change a moment later). */
async function eventually(read: () => Promise<string | undefined>, expected: string | undefined): Promise<string | undefined> {
  let got = await read();
  for (let i = 0; i < 100 && got !== expected; i++) {
    await new Promise((r) => setTimeout(r, 20));
    got = await read();
  }
  return got;
}

describe('staticFiles', () => {
  it('reads a file from disk once and answers again from memory', async () => {
    files = staticFiles(root);
    const app = path.join(root, 'assets', 'app.js');
    expect(await text(files.read(app))).toBe('console.log(1)');
    expect(await text(files.read(app))).toBe('console.log(1)');
    expect(await text(files.read(path.join(root, 'index.html')))).toBe('<!doctype html>');
    expect(diskReads).toEqual(['app.js', 'index.html']);
  });

  it('shares one disk read among requests for the same file made at once', async () => {
    files = staticFiles(root);
    const app = path.join(root, 'assets', 'app.js');
    const all = await Promise.all([1, 2, 3, 4, 5].map(() => text(files!.read(app))));
    expect(all).toEqual(Array(5).fill('console.log(1)'));
    expect(diskReads).toEqual(['app.js']);
  });

  it('answers with the new file after a build changed it, also in a new folder', async () => {
    files = staticFiles(root);
    const app = path.join(root, 'assets', 'app.js');
    expect(await text(files.read(app))).toBe('console.log(1)');
    await writeFile(app, 'console.log(2)');
    expect(await eventually(() => text(files!.read(app)), 'console.log(2)')).toBe('console.log(2)');
    // A build empties the folder and writes it anew.
    await rm(path.join(root, 'assets'), { recursive: true });
    expect(await eventually(() => text(files!.read(app)), undefined)).toBeUndefined();
    await mkdir(path.join(root, 'assets'));
    await writeFile(app, 'console.log(3)');
    expect(await eventually(() => text(files!.read(app)), 'console.log(3)')).toBe('console.log(3)');
    await writeFile(app, 'console.log(4)');
    expect(await eventually(() => text(files!.read(app)), 'console.log(4)')).toBe('console.log(4)');
  });

  it('does not keep a missing file: it is looked for again and found once it is there', async () => {
    files = staticFiles(root);
    const late = path.join(root, 'late.js');
    expect(await files.read(late)).toBeUndefined();
    expect(await files.read(late)).toBeUndefined();
    expect(diskReads).toEqual(['late.js', 'late.js']);
    await writeFile(late, 'late');
    expect(await text(files.read(late))).toBe('late');
  });

  it('keeps files up to its bound; a file past it is read from disk each time', async () => {
    await writeFile(path.join(root, 'big.js'), 'x'.repeat(20));
    await writeFile(path.join(root, 'small.js'), 'x'.repeat(8));
    files = staticFiles(root, { maxCachedBytes: 10 });
    for (let i = 0; i < 3; i++) {
      expect((await files.read(path.join(root, 'big.js')))?.length).toBe(20);
      expect((await files.read(path.join(root, 'small.js')))?.length).toBe(8);
    }
    expect(diskReads).toEqual(['big.js', 'small.js', 'big.js', 'big.js']);
  });

  it('reads the disk every time once closed, and where the folder cannot be watched', async () => {
    files = staticFiles(root);
    const app = path.join(root, 'assets', 'app.js');
    await files.read(app);
    files.close();
    await files.read(app);
    expect(diskReads).toEqual(['app.js', 'app.js']);
    const nowhere = staticFiles(path.join(root, 'missing'));
    expect(await nowhere.read(path.join(root, 'missing', 'index.html'))).toBeUndefined();
    expect(await nowhere.read(path.join(root, 'missing', 'index.html'))).toBeUndefined();
    nowhere.close();
  });
});
