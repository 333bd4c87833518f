import { mkdtemp, readdir, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FileProblemsError } from '../../core/files/problems';
import { createFileStore, readProblemText, type DocumentFormat } from './file-store';

interface Note {
  text: string;
  n: number;
}

const format: DocumentFormat<Note> = {
  ext: '.note',
  parse: (text, file) => {
    try {
      const v = JSON.parse(text) as Note;
      if (typeof v.text !== 'string' || typeof v.n !== 'number') return { problems: [{ file, path: 'n', message: 'expected a number' }] };
      // A repair: a number below 0 reads as 0.
      if (v.n < 0) return { value: { ...v, n: 0 }, problems: [], repairs: [{ file, path: 'n', message: 'below 0; read as 0' }] };
      return { value: v, problems: [] };
    } catch {
      return { problems: [{ file, path: '', message: 'invalid JSON' }] };
    }
  },
  serialize: (v) => JSON.stringify(v),
};

const disk = vi.hoisted(() => ({ full: false }));
vi.mock('./safe-write', async (importOriginal) => {
  const real = await importOriginal<typeof import('./safe-write')>();
  const writeUnlocked: typeof real.writeUnlocked = (file, data, options) =>
    disk.full ? Promise.reject(Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' })) : real.writeUnlocked(file, data, options);
  return { ...real, writeUnlocked };
});

let dir: string;
let clock = 0;
const store = (history?: number) => createFileStore({ root: dir, folder: 'notes', format, history, now: () => new Date(Date.UTC(2026, 0, 1, 0, 0, clock++)) });

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'muster-store-'));
  clock = 0;
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
  vi.restoreAllMocks();
});

describe('file store', () => {
  it('keeps the last 20 versions of each document, newest first, each readable', async () => {
    const s = store();
    for (let n = 1; n <= 25; n++) await s.write('a', { text: 'a', n });
    const versions = await s.history('a');
    expect(versions).toHaveLength(20);
    expect(versions[0]?.savedAt).toBe('2026-01-01T00:00:24.000Z');
    expect((await s.version('a', versions[0]!.version)).n).toBe(25);
    expect((await s.version('a', versions[19]!.version)).n).toBe(6);
    expect(await readdir(path.join(dir, 'notes'))).toEqual(['a.note']);
  });

  it('copies a file it cannot read to NAME.broken-TIME before replacing it, once per content, and says so', async () => {
    const s = store();
    await s.write('a', { text: 'a', n: 1 });
    const file = path.join(dir, 'notes', 'a.note');
    await writeFile(file, '{"text": "a", "n": "one"}');
    await expect(s.read('a')).rejects.toThrow(/a\.note: n: expected a number \(a copy was kept as a\.note\.broken-2026-01-01T00-00-01-000Z\)/);
    await expect(s.read('a')).rejects.toThrow(/a copy was kept as a\.note\.broken-2026-01-01T00-00-01-000Z/);
    const report = await s.write('a', { text: 'a', n: 2 });
    expect(report.broken).toEqual({ problems: [expect.objectContaining({ path: 'n' })], copy: 'a.note.broken-2026-01-01T00-00-01-000Z' });
    expect((await readdir(path.join(dir, 'notes'))).sort()).toEqual(['a.note', 'a.note.broken-2026-01-01T00-00-01-000Z']);
    expect(await readFile(path.join(dir, 'notes', 'a.note.broken-2026-01-01T00-00-01-000Z'), 'utf8')).toBe('{"text": "a", "n": "one"}');
    expect((await s.read('a')).n).toBe(2);
  });

  it('reads a file that parses only with repairs, untouched, and keeps it as NAME.broken-TIME before it is first replaced', async () => {
    const s = store();
    const file = path.join(dir, 'notes', 'a.note');
    await s.write('a', { text: 'a', n: 1 });
    await writeFile(file, '{"text": "a", "n": -5}');
    expect(await s.read('a')).toEqual({ text: 'a', n: 0 });
    expect(await readdir(path.join(dir, 'notes'))).toEqual(['a.note']);
    const report = await s.write('a', { text: 'a', n: 2 });
    expect(report.broken).toEqual({ problems: [expect.objectContaining({ path: 'n', message: 'below 0; read as 0' })], copy: expect.stringMatching(/^a\.note\.broken-/) });
    expect(await readFile(path.join(dir, 'notes', report.broken!.copy!), 'utf8')).toBe('{"text": "a", "n": -5}');
    expect(await s.read('a')).toEqual({ text: 'a', n: 2 });
  });

  it('never overwrites a file too large to read: it is moved aside to NAME.broken-TIME, whole, and the write says so', async () => {
    const s = createFileStore({ root: dir, folder: 'notes', format, maxBytes: 64, now: () => new Date(Date.UTC(2026, 0, 1)) });
    const file = path.join(dir, 'notes', 'a.note');
    await s.write('a', { text: 'a', n: 1 });
    const big = JSON.stringify({ text: 'x'.repeat(200), n: 1 });
    await writeFile(file, big);
    const report = await s.write('a', { text: 'a', n: 2 });
    expect(report.broken).toEqual({ problems: [expect.objectContaining({ path: '', message: expect.stringMatching(/more than the/) })], copy: 'a.note.broken-2026-01-01T00-00-00-000Z' });
    expect(await readFile(path.join(dir, 'notes', 'a.note.broken-2026-01-01T00-00-00-000Z'), 'utf8')).toBe(big);
    expect((await s.read('a')).n).toBe(2);
  });

  it('reports a broken file as a FileProblemsError naming the file and the field', async () => {
    const s = store();
    await s.write('b', { text: 'b', n: 1 });
    await writeFile(path.join(dir, 'notes', 'b.note'), '{');
    const err = await s.read('b').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(FileProblemsError);
    expect((err as FileProblemsError).file).toBe(path.join(dir, 'notes', 'b.note'));
  });

  it('moves removed documents to the trash and restores them; history stays', async () => {
    const s = store();
    await s.write('a', { text: 'a', n: 1 });
    await s.remove('a');
    expect(await s.ids()).toEqual([]);
    expect(await s.exists('a')).toBe(false);
    expect((await s.restore('a')).n).toBe(1);
    expect(await s.ids()).toEqual(['a']);
    expect(await s.history('a')).toHaveLength(1);
  });

  it('refuses ids that are not plain names', async () => {
    const s = store();
    for (const id of ['../a', 'a/b', '', '.', 'a b', '/etc/passwd']) await expect(s.write(id, { text: '', n: 0 })).rejects.toThrow(/not a valid document id/);
    const nested = createFileStore({ root: dir, folder: 'cards', format, nested: true });
    await nested.write('oldworld/dwarfs', { text: '', n: 0 });
    expect(await nested.ids()).toEqual(['oldworld/dwarfs']);
    for (const id of ['../x', 'a/../b', 'a/b/c', 'a']) await expect(nested.write(id, { text: '', n: 0 })).rejects.toThrow(/not a valid document id/);
  });

  it('a write that fails (disk full) leaves the saved file and its history as they were', async () => {
    const s = store();
    await s.write('a', { text: 'a', n: 1 });
    await s.write('a', { text: 'a', n: 2 });
    disk.full = true;
    await expect(s.write('a', { text: 'a', n: 3 })).rejects.toThrow(/ENOSPC/);
    disk.full = false;
    expect((await s.read('a')).n).toBe(2);
    const versions = await s.history('a');
    expect(await Promise.all(versions.map(async (v) => (await s.version('a', v.version)).n))).toEqual([2, 1]);
  });

  describe('overview', () => {
    /** A store whose parses are counted, and its overview: each note's text and number, newest (highest n) first. */
    function counted() {
      const parse = vi.fn(format.parse);
      const s = createFileStore<Note>({ root: dir, folder: 'notes', format: { ...format, parse }, now: () => new Date(Date.UTC(2026, 0, 1)) });
      const overview = s.overview((note: Note, context: { suffix: string }) => ({ text: `${note.text}${context.suffix}`, updatedAt: String(note.n).padStart(3, '0') }));
      return { s, parse, overview };
    }
    const texts = (o: { items: { text: string }[] }) => o.items.map((i) => i.text);

    it('lists every readable document newest first and reports the others, every time', async () => {
      const { s, overview } = counted();
      await s.write('a', { text: 'a', n: 1 });
      await s.write('b', { text: 'b', n: 3 });
      await s.write('c', { text: 'c', n: 2 });
      await writeFile(path.join(dir, 'notes', 'd.note'), '{"text": "d", "n": "four"}');
      const ctx = { suffix: '' };
      for (let i = 0; i < 2; i++) {
        const o = await overview(ctx);
        expect(texts(o)).toEqual(['b', 'c', 'a']);
        expect(o.problems).toEqual([expect.stringMatching(/d\.note: n: expected a number/)]);
        expect(o.repaired).toEqual([]);
      }
    });

    it('lists a document read with repairs and names what was repaired, also when it is not read again', async () => {
      const { s, overview, parse } = counted();
      await s.write('a', { text: 'a', n: 1 });
      await writeFile(path.join(dir, 'notes', 'b.note'), '{"text": "b", "n": -1}');
      const ctx = { suffix: '' };
      parse.mockClear();
      for (let i = 0; i < 2; i++) {
        const o = await overview(ctx);
        expect(texts(o)).toEqual(['a', 'b']);
        expect(o.problems).toEqual([]);
        expect(o.repaired).toEqual([`${path.join(dir, 'notes', 'b.note')}: n: below 0; read as 0`]);
      }
      expect(parse).toHaveBeenCalledTimes(2);
    });

    it('reads again only the files changed since, all of them for another context, and forgets removed ones', async () => {
      const { s, parse, overview } = counted();
      for (const [id, n] of [['a', 1], ['b', 2], ['c', 3]] as const) await s.write(id, { text: id, n });
      parse.mockClear();
      const ctx = { suffix: '' };
      expect(texts(await overview(ctx))).toEqual(['c', 'b', 'a']);
      expect(parse).toHaveBeenCalledTimes(3);
      expect(texts(await overview(ctx))).toEqual(['c', 'b', 'a']);
      expect(parse).toHaveBeenCalledTimes(3);

      // Saved by Muster: the file is replaced.
      await s.write('b', { text: 'B', n: 4 });
      parse.mockClear();
      expect(texts(await overview(ctx))).toEqual(['B', 'c', 'a']);
      expect(parse).toHaveBeenCalledTimes(1);

      // Edited in place by another program, to the same size: seen by its modification time.
      const file = path.join(dir, 'notes', 'a.note');
      const before = await stat(file);
      await writeFile(file, (await readFile(file, 'utf8')).replace('"a"', '"x"'));
      await utimes(file, before.atime, new Date(before.mtimeMs + 5000));
      expect((await stat(file)).size).toBe(before.size);
      parse.mockClear();
      expect(texts(await overview(ctx))).toEqual(['B', 'c', 'x']);
      expect(parse).toHaveBeenCalledTimes(1);

      // What the summaries depend on changed (another card database): every file is read again.
      const other = { suffix: '!' };
      parse.mockClear();
      expect(texts(await overview(other))).toEqual(['B!', 'c!', 'x!']);
      expect(parse).toHaveBeenCalledTimes(3);

      // Removed, then restored: read again once it is back.
      await s.remove('c');
      expect(texts(await overview(other))).toEqual(['B!', 'x!']);
      await s.restore('c');
      parse.mockClear();
      expect(texts(await overview(other))).toEqual(['B!', 'c!', 'x!']);
      expect(parse).toHaveBeenCalledTimes(1);
    });

    it('hands out summaries that cannot be changed behind its back', async () => {
      const { s, overview } = counted();
      await s.write('a', { text: 'a', n: 1 });
      const [first] = (await overview({ suffix: '' })).items;
      expect(() => Object.assign(first!, { text: 'changed' })).toThrow(TypeError);
      expect(texts(await overview({ suffix: '' }))).toEqual(['a']);
    });
  });

  it('reads all documents in id order, a broken one with its problem', async () => {
    const s = store();
    for (const id of ['c', 'a', 'b']) await s.write(id, { text: id, n: 1 });
    await writeFile(path.join(dir, 'notes', 'b.note'), 'nope');
    const all = await s.readAll();
    expect(all.map((r) => r.id)).toEqual(['a', 'b', 'c']);
    expect(all[0]).toEqual({ id: 'a', value: { text: 'a', n: 1 } });
    expect(all[1]).toEqual({ id: 'b', problem: expect.any(FileProblemsError) });
    const problem = (all[1] as { problem: unknown }).problem;
    // The problem is worded by the format (this one has no codes); the store's note in the language asked for.
    expect(readProblemText(problem, 'en')).toMatch(/b\.note: invalid JSON \(a copy was kept as b\.note\.broken-/);
    expect(readProblemText(problem, 'de')).toMatch(/b\.note: invalid JSON \(eine Kopie liegt als b\.note\.broken-.* daneben\)/);
  });
});
