import { constants, promises as fs } from 'node:fs';
import path from 'node:path';
import type { LoadProblem } from '../../core/db/types';
import { FileProblemsError } from '../../core/files/problems';
import { SAFE_ID } from '../../core/files/names';
import { fileHistory, HISTORY_LIMIT, type StoredVersion } from './history';
import { FileReadError, MAX_DOCUMENT_BYTES, readTextFile, readTextFileIfExists } from './read-file';
import { withFileLock, writeUnlocked } from './safe-write';

/** How a store reads and writes its documents. */
export interface DocumentFormat<T> {
  /** File name extension, e.g. `.muster`. */
  ext: string;
  /** Parses file text; the document is usable only when it comes back without problems. */
  parse(text: string, file: string): { value?: T; problems: LoadProblem[] };
  serialize(value: T): string;
}

interface FileStoreOptions<T> {
  /** The user data folder; history lives in its `history/` folder. */
  root: string;
  /** Folder of the documents, relative to `root` ('' for the root itself). */
  folder: string;
  format: DocumentFormat<T>;
  /** Allowed ids; an id may contain one `/` for a sub-folder when `nested` is set. */
  nested?: boolean;
  /** Versions kept per document (0: no history). */
  history?: number;
  maxBytes?: number;
  now?: () => Date;
}

const NESTED_ID = /^[A-Za-z0-9_-]{1,64}\/[A-Za-z0-9_-]{1,64}$/;

/** What a write found and did besides writing. */
interface WriteReport {
  /** Set when the file on disk could not be read and was kept under this name before being replaced. */
  brokenCopy?: string;
}

/**
 * Keeps a copy of a file that cannot be read (`<name>.broken-<time>` beside it), once per
 * content, and returns the copy's name. Called before anything replaces such a file (the file
 * store, the command line's imports) and whenever a read finds it broken. The copy never
 * replaces an existing file.
 */
export async function keepBrokenCopy(file: string, text: string, at: Date, maxBytes = MAX_DOCUMENT_BYTES): Promise<string> {
  const base = path.basename(file);
  const siblings = await fs.readdir(path.dirname(file)).catch(() => [] as string[]);
  for (const name of siblings.filter((n) => n.startsWith(`${base}.broken-`))) {
    const same = await readTextFile(path.join(path.dirname(file), name), maxBytes).then((t) => t === text, () => false);
    if (same) return name;
  }
  const name = `${base}.broken-${at.toISOString().replace(/[:.]/g, '-')}`;
  await fs.copyFile(file, path.join(path.dirname(file), name), constants.COPYFILE_EXCL).catch(async (err: NodeJS.ErrnoException) => {
    if (err.code !== 'EEXIST') throw err;
  });
  return name;
}

/**
 * One store for every kind of user document (lists, siege rosters, results, card files,
 * settings): files `<folder>/<id><ext>` written with the safe write, a history of the last
 * versions of each, a trash folder for removed ones, and a copy of any file that cannot be read
 * (`<name>.broken-<time>`) made before anything replaces it.
 */
export function createFileStore<T>(options: FileStoreOptions<T>) {
  const { root, format } = options;
  const dir = path.join(root, options.folder);
  const trash = path.join(dir, '.trash');
  const keep = options.history ?? HISTORY_LIMIT;
  const maxBytes = options.maxBytes ?? MAX_DOCUMENT_BYTES;
  const now = options.now ?? (() => new Date());

  function checkId(id: string): void {
    const ok = options.nested ? NESTED_ID.test(id) : SAFE_ID.test(id);
    if (!ok) throw new Error(`'${id}' is not a valid document id`);
  }
  const fileOf = (id: string): string => {
    checkId(id);
    return path.join(dir, ...id.split('/')) + format.ext;
  };
  const historyOf = (id: string) => fileHistory(path.join(root, 'history', options.folder, ...id.split('/')) + format.ext, format.ext, keep, maxBytes);

  function parseOrThrow(text: string, file: string): T {
    const parsed = format.parse(text, file);
    if (parsed.value === undefined || parsed.problems.length > 0) throw new FileProblemsError(file, parsed.problems);
    return parsed.value;
  }

  const keepBroken = (file: string, text: string): Promise<string> => keepBrokenCopy(file, text, now(), maxBytes);

  /**
   * Reads a document; a broken one is kept as a copy and reported with the copy's name.
   * `parse` replaces the format's parser for this read (e.g. one that also checks card ids).
   */
  async function read(id: string, parse: DocumentFormat<T>['parse'] = format.parse): Promise<T> {
    const file = fileOf(id);
    const text = await readTextFile(file, maxBytes);
    try {
      const parsed = parse(text, file);
      if (parsed.value === undefined || parsed.problems.length > 0) throw new FileProblemsError(file, parsed.problems);
      return parsed.value;
    } catch (err) {
      if (!(err instanceof FileProblemsError)) throw err;
      const copy = await keepBroken(file, text).catch(() => undefined);
      throw copy ? err.withNote(`a copy was kept as ${copy}`) : err;
    }
  }

  /** The key of a document's writes and updates (the file's own queue is taken inside, by writeNow). */
  const documentKey = (id: string): string => `${fileOf(id)}\0document`;

  async function writeNow(id: string, value: T): Promise<WriteReport> {
    const file = fileOf(id);
    const text = format.serialize(value);
    return withFileLock(file, async () => {
      const report: WriteReport = {};
      const current = await readTextFileIfExists(file, maxBytes).catch(() => undefined);
      if (current !== undefined) {
        const parsed = format.parse(current, file);
        if (parsed.value === undefined || parsed.problems.length > 0) report.brokenCopy = await keepBroken(file, current);
      }
      await fs.mkdir(path.dirname(file), { recursive: true });
      await writeUnlocked(file, text);
      if (keep > 0) await historyOf(id).record(text, now());
      return report;
    });
  }

  async function ids(): Promise<string[]> {
    const names = async (folder: string): Promise<string[]> =>
      (await fs.readdir(folder, { withFileTypes: true }).catch(() => [])).filter((d) => d.isFile() && d.name.endsWith(format.ext)).map((d) => d.name.slice(0, -format.ext.length));
    if (!options.nested) return (await names(dir)).filter((id) => SAFE_ID.test(id)).sort();
    const out: string[] = [];
    const subs = (await fs.readdir(dir, { withFileTypes: true }).catch(() => [])).filter((d) => d.isDirectory() && d.name !== '.trash');
    for (const sub of subs) for (const name of await names(path.join(dir, sub.name))) out.push(`${sub.name}/${name}`);
    return out.filter((id) => NESTED_ID.test(id)).sort();
  }

  return {
    dir,
    fileOf,
    read,
    ids,
    /** The document, or undefined when there is no such file. */
    async readIfExists(id: string): Promise<T | undefined> {
      try {
        return await read(id);
      } catch (err) {
        if (err instanceof FileReadError && err.reason === 'missing') return undefined;
        throw err;
      }
    },
    async exists(id: string): Promise<boolean> {
      try {
        return (await fs.stat(fileOf(id))).isFile();
      } catch {
        return false;
      }
    },
    /** Writes a document safely and records it in its history; one write per file at a time. */
    async write(id: string, value: T): Promise<WriteReport> {
      return withFileLock(documentKey(id), () => writeNow(id, value));
    },
    /**
     * Reads a document, changes it and writes the result as one step: writes and other updates of
     * the same document wait for it, so no change made meanwhile is lost. Resolves with what was written.
     */
    async update(id: string, change: (current: T) => T | Promise<T>): Promise<T> {
      return withFileLock(documentKey(id), async () => {
        const next = await change(await read(id));
        await writeNow(id, next);
        return next;
      });
    },
    /** Moves a document to the trash folder (its history stays), from where `restore` brings it back. */
    async remove(id: string): Promise<void> {
      const file = fileOf(id);
      await withFileLock(file, async () => {
        await fs.mkdir(trash, { recursive: true });
        await fs.rename(file, path.join(trash, `${id.replace('/', '__')}${format.ext}`));
      });
    },
    /** Deletes a document for good (its history stays). */
    async delete(id: string): Promise<void> {
      const file = fileOf(id);
      await withFileLock(file, () => fs.rm(file, { force: true }));
    },
    async restore(id: string): Promise<T> {
      const file = fileOf(id);
      await withFileLock(file, async () => {
        if (await fs.stat(file).then(() => true, () => false)) throw new Error(`${file}: a document with this id exists already`);
        await fs.rename(path.join(trash, `${id.replace('/', '__')}${format.ext}`), file);
      });
      return read(id);
    },
    /** Saved versions of a document, newest first. */
    history(id: string): Promise<StoredVersion[]> {
      return historyOf(id).list();
    },
    /** One saved version, parsed. */
    async version(id: string, version: string): Promise<T> {
      const text = await historyOf(id).read(version);
      if (text === undefined) throw new Error(`No version '${version}' of ${fileOf(id)}`);
      return parseOrThrow(text, `${fileOf(id)} (${version})`);
    },
  };
}

