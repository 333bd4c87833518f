import { lstat, mkdir, mkdtemp, readdir, readFile, readlink, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { saveWarningSchema } from '../../core/api/contract';
import { createFileStore, readProblemText, type DocumentFormat } from './file-store';
import { fileHistory } from './history';
import { FileReadError, readTextFile } from './read-file';
import { makeFolder, safeWrite } from './safe-write';

interface Note {
  text: string;
  updatedAt: string;
}

const format: DocumentFormat<Note> = {
  ext: '.note',
  parse: (text, file) => {
    try {
      return { value: JSON.parse(text) as Note, problems: [] };
    } catch {
      return { problems: [{ file, path: '', message: 'invalid JSON' }] };
    }
  },
  serialize: (v) => JSON.stringify(v),
};

const SECRET = 'root:x:0:0:secret\n';
const LINK = 'is a link, not a file; Muster does not follow links in its folders';
const LINK_DE = 'ist ein symbolischer Link, keine Datei; Muster folgt keinen Links in seinen Ordnern';

let base: string;
/** The user data folder. */
let root: string;
/** A folder outside it, holding a file no link in the user data folder may read or change. */
let outside: string;
let secret: string;
let warnings: string[];

const store = (history?: number, maxBytes?: number) =>
  createFileStore<Note>({ root, folder: 'notes', format, history, maxBytes, now: () => new Date(Date.UTC(2026, 0, 1)), warn: (line) => void warnings.push(line) });

/** Every file under `dir` (relative names), links included, sorted. */
async function tree(dir: string): Promise<string[]> {
  return (await readdir(dir, { recursive: true })).map(String).sort();
}

beforeEach(async () => {
  base = await mkdtemp(path.join(os.tmpdir(), 'muster-links-'));
  root = path.join(base, 'data');
  outside = path.join(base, 'outside');
  secret = path.join(outside, 'secret.txt');
  await mkdir(path.join(root, 'notes'), { recursive: true });
  await mkdir(outside);
  await writeFile(secret, SECRET);
  warnings = [];
});
afterEach(async () => {
  await rm(base, { recursive: true, force: true });
});

/** Symbolic links need privileges on Windows; the checks there are the lstat fallback of the same code. */
describe.skipIf(process.platform === 'win32')('links in Muster’s own folders are never followed', () => {
  it('a document that is a link is not read, and no copy of what it points to is made', async () => {
    const file = path.join(root, 'notes', 'link.note');
    await symlink(secret, file);
    const err = await store()
      .read('link')
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(FileReadError);
    expect((err as FileReadError).message).toBe(`${file}: ${LINK}`);
    expect(await store().readIfExists('link').catch((e: unknown) => (e as Error).message)).toBe(`${file}: ${LINK}`);
    expect(await store().exists('link')).toBe(false);
    // No NAME.broken-TIME copy of the secret beside it.
    expect(await tree(path.join(root, 'notes'))).toEqual(['link.note']);
  });

  it('a save over a link is refused with the file named: the link stays, what it points to is unchanged', async () => {
    const file = path.join(root, 'notes', 'link.note');
    await symlink(secret, file);
    await expect(store().write('link', { text: 'list', updatedAt: 'x' })).rejects.toThrow(`${file}: ${LINK}`);
    expect(await readlink(file)).toBe(secret);
    expect(await readFile(secret, 'utf8')).toBe(SECRET);
    expect(await tree(outside)).toEqual(['secret.txt']);
    expect(await tree(path.join(root, 'notes'))).toEqual(['link.note']);
  });

  it('a link to a file that is not there is not written through either (the file is not created)', async () => {
    const file = path.join(root, 'notes', 'dangling.note');
    const target = path.join(outside, 'planted.txt');
    await symlink(target, file);
    await expect(store().write('dangling', { text: 'list', updatedAt: 'x' })).rejects.toThrow(`${file}: ${LINK}`);
    expect(await tree(outside)).toEqual(['secret.txt']);
  });

  it('the overview names a link as a document that cannot be read (in the language asked for), never skips it silently', async () => {
    const s = store();
    await s.write('a', { text: 'a', updatedAt: '1' });
    await symlink(secret, path.join(root, 'notes', 'link.note'));
    const overview = s.overview((note: Note) => ({ text: note.text, updatedAt: note.updatedAt }));
    const file = path.join(root, 'notes', 'link.note');
    expect(await overview(undefined, 'en')).toEqual({ items: [{ text: 'a', updatedAt: '1' }], problems: [`${file}: ${LINK}`], repaired: [] });
    expect((await overview(undefined, 'de')).problems).toEqual([`${file}: ${LINK_DE}`]);
    const all = await s.readAll();
    expect(all.map((r) => ('problem' in r ? readProblemText(r.problem, 'en') : r.id))).toEqual(['a', `${file}: ${LINK}`]);
  });

  it('a broken copy is never read through a link: an earlier NAME.broken-… that is a link (to the same text) is no copy, a real one is made', async () => {
    const s = store();
    const file = path.join(root, 'notes', 'a.note');
    await writeFile(file, SECRET);
    await symlink(secret, path.join(root, 'notes', 'a.note.broken-2025-01-01T00-00-00-000Z'));
    await expect(s.read('a')).rejects.toThrow(/a copy was kept as a\.note\.broken-2026-01-01T00-00-00-000Z\)$/);
    expect((await lstat(path.join(root, 'notes', 'a.note.broken-2026-01-01T00-00-00-000Z'))).isFile()).toBe(true);
    expect(await readFile(path.join(root, 'notes', 'a.note.broken-2026-01-01T00-00-00-000Z'), 'utf8')).toBe(SECRET);
  });

  it('a history version that is a link is neither listed nor read', async () => {
    const s = store();
    await s.write('a', { text: 'a', updatedAt: '1' });
    const folder = path.join(root, 'history', 'notes', 'a.note');
    const [kept] = await readdir(folder);
    const planted = '2026-01-01T00-00-00-000Z-999999-abcdef.note';
    await symlink(secret, path.join(folder, planted));
    expect((await s.history('a')).map((v) => v.version)).toEqual([kept]);
    await expect(s.version('a', planted)).rejects.toThrow(`${path.join(folder, planted)}: ${LINK}`);
  });

  it('a trashed file that is a link is left out of the trash, and restoring never replaces a link at the name', async () => {
    const s = store();
    await s.write('a', { text: 'a', updatedAt: '1' });
    await s.remove('a');
    await symlink(secret, path.join(root, 'notes', '.trash', 'b.note'));
    expect((await s.trashed()).map((t) => t.id)).toEqual(['a']);
    await symlink(path.join(outside, 'nothing.txt'), path.join(root, 'notes', 'a.note'));
    await expect(s.restore('a')).rejects.toThrow(/a document with this id exists already/);
    expect((await lstat(path.join(root, 'notes', 'a.note'))).isSymbolicLink()).toBe(true);
  });

  it('the folders themselves may be links: a user data folder that is a link is read and written as usual', async () => {
    const real = path.join(base, 'real-data');
    await mkdir(real);
    const linked = path.join(base, 'linked-data');
    await symlink(real, linked);
    const s = createFileStore<Note>({ root: linked, folder: 'notes', format });
    await s.write('a', { text: 'a', updatedAt: '1' });
    expect(await s.read('a')).toEqual({ text: 'a', updatedAt: '1' });
    expect(await tree(real)).toContain(path.join('notes', 'a.note'));
    expect(await s.history('a')).toHaveLength(1);
  });
});

describe.skipIf(process.platform === 'win32')('safe write and reads with links refused', () => {
  it('safeWrite with links refused neither writes through a link nor replaces it; a file the user named is still followed by default', async () => {
    const link = path.join(base, 'link.txt');
    await symlink(secret, link);
    await expect(safeWrite(link, 'new', { links: 'refuse' })).rejects.toThrow(`${link}: ${LINK}`);
    expect(await readFile(secret, 'utf8')).toBe(SECRET);
    expect(await readlink(link)).toBe(secret);
    expect((await tree(base)).filter((n) => n.endsWith('.tmp'))).toEqual([]);
    await safeWrite(link, 'new');
    expect(await readFile(secret, 'utf8')).toBe('new');
  });

  it('safeWrite with links refused refuses a folder at the name', async () => {
    await mkdir(path.join(base, 'x.note'));
    await expect(safeWrite(path.join(base, 'x.note'), 'new', { links: 'refuse' })).rejects.toThrow(`${path.join(base, 'x.note')}: is a folder, not a file`);
  });

  it('readTextFile with links refused refuses a link, follows it by default', async () => {
    const link = path.join(base, 'link.txt');
    await symlink(secret, link);
    const err = await readTextFile(link, 1024, { links: 'refuse' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(FileReadError);
    expect([(err as FileReadError).reason, (err as FileReadError).detail, (err as FileReadError).issue?.code]).toEqual(['not-a-file', LINK, 'link']);
    expect(await readTextFile(link)).toBe(SECRET);
  });
});

describe('folders and history that are not what they should be', () => {
  it('a history version over the size limit is refused as too big, naming the file and the limit (not "no version")', async () => {
    const s = store(undefined, 64);
    await s.write('a', { text: 'a', updatedAt: '1' });
    const folder = path.join(root, 'history', 'notes', 'a.note');
    const [version] = await readdir(folder);
    await writeFile(path.join(folder, version!), JSON.stringify({ text: 'x'.repeat(2000), updatedAt: '1' }));
    await expect(s.version('a', version!)).rejects.toThrow(`${path.join(folder, version!)}: is 2 KB, more than the 0 KB Muster reads`);
    // A version that is not there is still "no version".
    await expect(s.version('a', '2026-01-01T00-00-00-000Z-000001-abcdef.note')).rejects.toThrow(/^No version '2026-01-01T00-00-00-000Z-000001-abcdef\.note' of /);
    expect(await fileHistory(folder, '.note').read('2026-01-01T00-00-00-000Z-000001-abcdef.note')).toBeUndefined();
  });

  it('a documents folder that is a file is reported by the overview, in both languages, and a save names it', async () => {
    await rm(path.join(root, 'notes'), { recursive: true });
    await writeFile(path.join(root, 'notes'), 'a file');
    const s = store();
    const overview = s.overview((note: Note) => ({ text: note.text, updatedAt: note.updatedAt }));
    const folder = path.join(root, 'notes');
    expect(await overview(undefined, 'en')).toEqual({ items: [], problems: [`${folder}: is a file, not a folder`], repaired: [] });
    expect((await overview(undefined, 'de')).problems).toEqual([`${folder}: ist eine Datei, kein Ordner`]);
    await expect(s.write('a', { text: 'a', updatedAt: '1' })).rejects.toThrow(`${folder}: is a file, not a folder`);
    expect(await readFile(folder, 'utf8')).toBe('a file');
  });

  it('a history folder that is a file does not fail a save that was written: the save stands and the history problem is reported', async () => {
    await writeFile(path.join(root, 'history'), 'a file');
    const s = store();
    const report = await s.write('a', { text: 'a', updatedAt: '1' });
    expect(await s.read('a')).toEqual({ text: 'a', updatedAt: '1' });
    const file = path.join(root, 'notes', 'a.note');
    const history = path.join(root, 'history');
    // As data for the app (the file, and why in both languages), and as a line on stderr.
    const warning = { code: 'history-not-kept', file, reason: { en: `${history}: is a file, not a folder`, de: `${history}: ist eine Datei, kein Ordner` } };
    expect(report).toEqual({ historyNotKept: warning });
    expect(saveWarningSchema.parse(report.historyNotKept)).toEqual(warning);
    expect(warnings).toEqual([`${file} was saved, but its history could not keep this version: ${history}: is a file, not a folder`]);
    // replace (what saves of lists use) resolves with what was written and the warning, too.
    expect(await s.replace('a', () => ({ text: 'b', updatedAt: '2' }))).toEqual({ value: { text: 'b', updatedAt: '2' }, warnings: [warning] });
    expect(await s.read('a')).toEqual({ text: 'b', updatedAt: '2' });
    expect(await s.history('a')).toEqual([]);
    // With the history folder back, a save keeps its version and warns of nothing.
    await rm(history);
    expect(await s.replace('a', () => ({ text: 'c', updatedAt: '3' }))).toEqual({ value: { text: 'c', updatedAt: '3' }, warnings: [] });
    expect(await s.history('a')).toHaveLength(1);
  });

  it('makeFolder names the part of the path that is a file', async () => {
    await writeFile(path.join(base, 'file'), '');
    await expect(makeFolder(path.join(base, 'file', 'a', 'b'))).rejects.toThrow(`${path.join(base, 'file')}: is a file, not a folder`);
    await expect(makeFolder(path.join(base, 'file'))).rejects.toThrow(`${path.join(base, 'file')}: is a file, not a folder`);
    await makeFolder(path.join(base, 'new', 'deep'));
    expect((await lstat(path.join(base, 'new', 'deep'))).isDirectory()).toBe(true);
  });
});

describe.skipIf(process.platform === 'win32')('the reported cases, through the API handlers', () => {
  const handlers = async () => {
    const { createHandlers } = await import('../api/handlers');
    return createHandlers({ mode: 'browser', version: '0', resourcesDir: path.resolve(import.meta.dirname, '../../resources'), userDataDir: root, defaultLang: 'en', openLink: async () => false });
  };
  const NEW = { name: 'Mine', system: 'confrontation', faction: 'griffins-of-akkylannie', pointsLimit: 400, kind: 'standard' } as const;

  it('saveList and openList of lists/link3.muster -> outside: refused naming the file, the outside file unchanged; listLists names it', async () => {
    const h = await handlers();
    const list = await h.createList(NEW);
    const link = path.join(root, 'lists', 'link3.muster');
    await symlink(secret, link);
    await expect(h.saveList({ list: { ...list, id: 'link3' } })).rejects.toThrow(`${link}: ${LINK}`);
    await expect(h.openList({ id: 'link3' })).rejects.toThrow(`${link}: ${LINK}`);
    expect(await readFile(secret, 'utf8')).toBe(SECRET);
    expect(await tree(outside)).toEqual(['secret.txt']);
    const listed = await h.listLists({ lang: 'de' });
    expect([listed.lists.map((l) => l.id), listed.problems]).toEqual([[list.id], [`${link}: ${LINK_DE}`]]);
  }, 30_000);

  it('data/lists a file: listLists says so; data/history a file: createList succeeds once, without a history', async () => {
    const h = await handlers();
    await writeFile(path.join(root, 'lists'), '');
    expect(await h.listLists({})).toEqual({ lists: [], problems: [`${path.join(root, 'lists')}: is a file, not a folder`], repaired: [] });
    await rm(path.join(root, 'lists'));
    await writeFile(path.join(root, 'history'), '');
    const created = await h.createList(NEW);
    expect(await readdir(path.join(root, 'lists'))).toEqual([`${created.id}.muster`]);
    expect(await h.openList({ id: created.id })).toEqual(created);
  }, 30_000);
});
