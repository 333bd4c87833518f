import { constants, promises as fs } from 'node:fs';
import path from 'node:path';
import pMap from 'p-map';
import type { LoadProblem } from '../../core/db/types';
import { coded, FileProblemsError, problemLine, problemMessage } from '../../core/files/problems';
import type { Lang } from '../../core/model/system';
import { SAFE_ID } from '../../core/files/names';
import { AlreadyExistsError, InvalidInputError, NotFoundError } from '../../core/api/error';
import { MAX_WARNING_TEXT, saveWarningSchema, type SaveWarning } from '../../core/api/contract';
import { fileHistory, HISTORY_LIMIT, type HistoryPruning, type StoredVersion } from './history';
import { FileReadError, MAX_DOCUMENT_BYTES, openRegularFile, readAsWindows1252, readDecodedText, readDecodedTextIfExists, refused, type DecodedText, type LinkOptions } from './read-file';
import { makeFolder, withFileLock, writeUnlocked } from './safe-write';

/**
 * The files of Muster's own folders (documents, their history, the trash, the copies of broken
 * files) are never read, copied or written through a symbolic link: such a file is refused with
 * its name (see LinkOptions). The folders themselves may be links (the user data folder, say).
 */
const OWN: LinkOptions = { links: 'refuse' };

/** How a store reads and writes its documents. */
export interface DocumentFormat<T> {
  /** File name extension, e.g. `.muster`. */
  ext: string;
  /**
   * Parses file text. The document is usable when it comes back with a value and without
   * problems; `repairs` are what the parser left out or changed to make it usable (a reference to
   * nothing dropped, a repeated id renamed): reported, and the file on disk is copied aside before
   * anything first replaces it, so nothing it held is lost.
   */
  parse(text: string, file: string): { value?: T; problems: LoadProblem[]; repairs?: LoadProblem[] };
  serialize(value: T): string;
  /**
   * Set when the store's repairs reach the user (an overview's `repaired`, "read with repairs"):
   * then a file that is not UTF-8 (saved by a Windows editor) is read as Windows-1252, a repair
   * (`windows-1252`) like any other, so the file is copied aside before it is first replaced.
   * Without it such a file does not parse (`not-utf8`): it is never read into replacement
   * characters, nor changed without the user being told.
   */
  reportsRepairs?: boolean;
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
  /** Which versions go beyond that number (history.ts): the oldest (the default), or `spread` for documents saved at every change. */
  pruning?: HistoryPruning;
  maxBytes?: number;
  now?: () => Date;
  /** Where a warning goes that fails nothing (a version the history could not keep); stderr by default. */
  warn?: (line: string) => void;
}

const NESTED_ID = /^[A-Za-z0-9_-]{1,64}\/[A-Za-z0-9_-]{1,64}$/;

/**
 * Documents read at once when a store reads them all: one after the other, 200 lists took 55-65
 * ms of file reading alone (each read waits on the disk several times); a few at a time overlap
 * those waits, and the number of open files stays bounded.
 */
const READ_ALL_AT_ONCE = 8;

/**
 * One document of `readAll`: its value (with the repairs made reading it, each naming the file and
 * field), or the problem that kept it from being read (file and field).
 */
export type ReadResult<T> = { id: string; value: T; repairs?: LoadProblem[] } | { id: string; problem: unknown };

/** Why a document could not be read, in `lang`: the file, and its problems or the reason it was refused. */
export function readProblemText(err: unknown, lang: Lang): string {
  if (err instanceof FileProblemsError) return err.textIn(lang);
  if (err instanceof FileReadError) return err.issue ? `${err.file}: ${problemMessage({ file: err.file, path: '', message: err.detail, issue: err.issue }, lang)}` : err.message;
  return err instanceof Error ? err.message : String(err);
}

/** A document that does not parse: what is wrong with it (field and reason) and the copy kept of it. */
export interface BrokenFile {
  problems: readonly LoadProblem[];
  /** Name of the copy beside it (`<name>.broken-<time>`); absent when no copy could be made. */
  copy?: string;
}

/** What a write found and did besides writing. */
interface WriteReport {
  /**
   * Set when the file on disk did not parse, or parsed only with repairs: its problems (or
   * repairs), and the copy kept of it before it was replaced.
   */
  broken?: BrokenFile;
  /**
   * Set when the document was written but its history could not keep this version (the history
   * folder is a file, say): the warning the save answers with (the file, why in both languages).
   * The save stands; the line is also warned about (stderr).
   */
  historyNotKept?: SaveWarning;
}

/** A document as written, and what the write could not do besides (none: empty). */
export interface Written<T> {
  value: T;
  warnings: SaveWarning[];
}

/** What a write answers: the value written, and the history's refusal as a warning. */
const written = <T>({ value, report }: { value: T; report: WriteReport }): Written<T> => ({ value, warnings: report.historyNotKept ? [report.historyNotKept] : [] });

/** A text of a save warning within the schema's bound (MAX_WARNING_TEXT): a longer one is cut, so the warning never fails the save. */
const cut = (text: string): string => (text.length > MAX_WARNING_TEXT ? `${text.slice(0, MAX_WARNING_TEXT - 1)}…` : text) || '?';

/**
 * The warning of a document written whose history could not keep the version: the document's
 * file and why (the error, naming the file at fault, as the overviews word a file they cannot
 * read), in both languages, within the API schema's bounds (and checked against it).
 */
function historyNotKeptWarning(file: string, err: unknown): SaveWarning {
  const reason = (lang: Lang): string => cut(readProblemText(err, lang) || String(err));
  return saveWarningSchema.parse({ code: 'history-not-kept', file: cut(file), reason: { de: reason('de'), en: reason('en') } });
}

/**
 * What a file is on disk now, undefined when there is none: `key` changes whenever the file is
 * replaced or changed (inode, size, modification time: a safe write gives a new inode), and when
 * it was last modified.
 */
export async function fileStamp(file: string): Promise<{ key: string; modified: Date } | undefined> {
  // The entry itself: a link's stamp is the link's, not its target's (a link is never read as a document).
  return fs.lstat(file).then(
    (s) => ({ key: `${s.ino}:${s.size}:${s.mtimeMs}`, modified: s.mtime }),
    () => undefined,
  );
}

/**
 * Keeps a copy of a file that cannot be read (`<name>.broken-<time>` beside it), once per
 * content, and returns the copy's name. Called before anything replaces such a file (the file
 * store, the command line's imports) and whenever a read finds it broken. The copy never
 * replaces an existing file, and neither the file nor an earlier copy is read through a link.
 */
export async function keepBrokenCopy(file: string, text: string, at: Date, maxBytes = MAX_DOCUMENT_BYTES): Promise<string> {
  const base = path.basename(file);
  const siblings = await fs.readdir(path.dirname(file)).catch(() => [] as string[]);
  for (const name of siblings.filter((n) => n.startsWith(`${base}.broken-`))) {
    const same = await readDecodedText(path.join(path.dirname(file), name), maxBytes, OWN).then((d) => d.text === text, () => false);
    if (same) return name;
  }
  return copyAside(file, at);
}

/**
 * Copies a regular file to `<name>.broken-<time>` beside it, without reading it into memory;
 * never over an existing file (a copy of that name made earlier stays). The file is opened
 * without following a link (O_NOFOLLOW; lstat first where the OS has none) and checked on the
 * open handle, and the copy is created exclusively, so neither end is a link followed.
 */
async function copyAside(file: string, at: Date): Promise<string> {
  const name = `${path.basename(file)}.broken-${at.toISOString().replace(/[:.]/g, '-')}`;
  const { handle: source, stat } = await openRegularFile(file, OWN);
  try {
    const target = path.join(path.dirname(file), name);
    let copy: fs.FileHandle;
    try {
      copy = await fs.open(target, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL, stat.mode & 0o666);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'EEXIST') return name;
      throw err;
    }
    try {
      const buffer = Buffer.alloc(Math.min(stat.size, 1024 * 1024) || 1);
      for (let offset = 0; ; ) {
        const { bytesRead } = await source.read(buffer, 0, buffer.length, offset);
        if (bytesRead === 0) break;
        await copy.write(buffer, 0, bytesRead);
        offset += bytesRead;
      }
      await copy.sync();
      await copy.close();
    } catch (err) {
      // A copy cut short is no copy: it goes, and the file it was to keep stays as it is.
      await copy.close().catch(() => undefined);
      await fs.rm(target, { force: true });
      throw err;
    }
  } finally {
    await source.close().catch(() => undefined);
  }
  return name;
}

/** The most trashed documents `trashed` reads (the last deleted). */
export const MAX_TRASHED = 200;

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
  const warn = options.warn ?? ((line: string) => void process.stderr.write(`Muster: ${line}\n`));

  function checkId(id: string): void {
    const ok = options.nested ? NESTED_ID.test(id) : SAFE_ID.test(id);
    if (!ok) throw new InvalidInputError(`'${id}' is not a valid document id`);
  }
  const fileOf = (id: string): string => {
    checkId(id);
    return path.join(dir, ...id.split('/')) + format.ext;
  };
  const historyOf = (id: string) => fileHistory(path.join(root, 'history', options.folder, ...id.split('/')) + format.ext, format.ext, keep, maxBytes, options.pruning);

  /** Whether a parse gave a usable document (repairs allowed). */
  const usable = (parsed: ReturnType<DocumentFormat<T>['parse']>): parsed is { value: T; problems: LoadProblem[]; repairs?: LoadProblem[] } =>
    parsed.value !== undefined && parsed.problems.length === 0;

  /**
   * Parses a document's text as read from its file (readDecodedText). Text read as Windows-1252
   * (the file is not UTF-8) parses with that repair first where the format reports repairs, and
   * is a problem where it does not (see DocumentFormat.reportsRepairs).
   */
  function parseDecoded({ text, encoding }: DecodedText, file: string, parse: DocumentFormat<T>['parse']): ReturnType<DocumentFormat<T>['parse']> {
    if (encoding === 'utf-8') return parse(text, file);
    if (!format.reportsRepairs) return { problems: [coded(file, '', 'not-utf8')] };
    const repair = readAsWindows1252(file);
    const parsed = parse(text, file);
    return usable(parsed) ? { ...parsed, repairs: [repair, ...(parsed.repairs ?? [])] } : { ...parsed, problems: [repair, ...parsed.problems] };
  }

  function parseOrThrow(decoded: DecodedText, file: string): T {
    const parsed = parseDecoded(decoded, file, format.parse);
    if (!usable(parsed)) throw new FileProblemsError(file, parsed.problems);
    return parsed.value;
  }

  const keepBroken = (file: string, text: string): Promise<string> => keepBrokenCopy(file, text, now(), maxBytes);

  /**
   * Reads and parses a document (with the repairs made reading it, if any); one that does not
   * parse is kept as a copy (`<name>.broken-<time>`) and comes back as `broken` with its problems
   * and the error to throw.
   */
  async function check(id: string, parse: DocumentFormat<T>['parse']): Promise<{ value: T; repairs: LoadProblem[] } | { broken: BrokenFile; error: FileProblemsError }> {
    const file = fileOf(id);
    const decoded = await readDecodedText(file, maxBytes, OWN);
    const { text } = decoded;
    let error: FileProblemsError;
    try {
      const parsed = parseDecoded(decoded, file, parse);
      if (usable(parsed)) return { value: parsed.value, repairs: parsed.repairs ?? [] };
      error = new FileProblemsError(file, parsed.problems);
    } catch (err) {
      if (!(err instanceof FileProblemsError)) throw err;
      error = err;
    }
    const copy = await keepBroken(file, text).catch(() => undefined);
    return { broken: { problems: error.problems, ...(copy ? { copy } : {}) }, error: copy ? error.withCopy(copy) : error };
  }

  /**
   * Reads a document; a broken one is kept as a copy and reported with the copy's name.
   * `parse` replaces the format's parser for this read (e.g. one that also checks card ids).
   */
  async function read(id: string, parse: DocumentFormat<T>['parse'] = format.parse): Promise<T> {
    const checked = await check(id, parse);
    if ('broken' in checked) throw checked.error;
    return checked.value;
  }

  /** The key of a document's writes and updates (the file's own queue is taken inside, by writeNow). */
  const documentKey = (id: string): string => `${fileOf(id)}\0document`;

  /**
   * Writes what `make` makes of the document on disk (undefined when there is none, or it cannot
   * be read: such a file is kept beside it first), under the file's own queue.
   */
  async function writeNow(id: string, make: (current: T | undefined) => T | Promise<T>): Promise<{ value: T; report: WriteReport }> {
    const file = fileOf(id);
    return withFileLock(file, async () => {
      const report: WriteReport = {};
      let current: DecodedText | undefined;
      let currentValue: T | undefined;
      // First, so a folder that is a file is named as such (and not as the document's ENOTDIR).
      await makeFolder(path.dirname(file));
      try {
        current = await readDecodedTextIfExists(file, maxBytes, OWN);
      } catch (err) {
        // Too large to read: kept whole beside it before it is replaced. Not a regular file (a
        // link, a folder) or not readable: refused, so nothing there is lost or written through.
        if (!(err instanceof FileReadError) || err.reason !== 'too-large') throw err;
        report.broken = { problems: [{ file, path: '', message: err.detail, ...(err.issue ? { issue: err.issue } : {}) }], copy: await copyAside(file, now()) };
      }
      if (current !== undefined) {
        const parsed = parseDecoded(current, file, format.parse);
        if (!usable(parsed)) report.broken = { problems: parsed.problems, copy: await keepBroken(file, current.text) };
        else {
          currentValue = parsed.value;
          // Read only with repairs (also as Windows-1252): the file as it is stays beside the one written.
          if (parsed.repairs?.length) report.broken = { problems: parsed.repairs, copy: await keepBroken(file, current.text) };
        }
      }
      const value = await make(currentValue);
      const text = format.serialize(value);
      await writeUnlocked(file, text, OWN);
      // The document is written: a history that cannot keep this version fails the save no more
      // (a caller told it failed would save again, e.g. create a second list); it is reported.
      if (keep > 0) {
        await historyOf(id)
          .record(text, now())
          .catch((err: unknown) => {
            report.historyNotKept = historyNotKeptWarning(file, err);
            warn(`${file} was saved, but its history could not keep this version: ${report.historyNotKept.reason.en}`);
          });
      }
      return { value, report };
    });
  }

  /** A document read and turned into what the caller wants (with its repairs), or the problem that kept it from being read. */
  async function readResult<R>(id: string, take: (doc: T) => R): Promise<ReadResult<R>> {
    try {
      const checked = await check(id, format.parse);
      if ('broken' in checked) throw checked.error;
      const value = take(checked.value);
      return checked.repairs.length ? { id, value, repairs: checked.repairs } : { id, value };
    } catch (err) {
      return { id, problem: err };
    }
  }

  /**
   * The ids of the documents in the folder, and why the folder itself cannot be read (it is a
   * file, say) when it cannot; a folder that is not there holds none. Every entry with the
   * extension counts, not only regular files: a link or a pipe there is a document that cannot be
   * read, reported as such, never skipped silently.
   */
  async function listing(): Promise<{ ids: string[]; problem?: FileReadError }> {
    const documents = (entries: readonly import('node:fs').Dirent[]): string[] =>
      entries.filter((d) => d.name.endsWith(format.ext) && !d.isDirectory()).map((d) => d.name.slice(0, -format.ext.length));
    const names = async (folder: string): Promise<string[]> => documents(await fs.readdir(folder, { withFileTypes: true }).catch(() => []));
    let top: import('node:fs').Dirent[];
    try {
      top = await fs.readdir(dir, { withFileTypes: true });
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      if (code === 'ENOENT') return { ids: [] };
      if (code === 'ENOTDIR') return { ids: [], problem: refused(dir, 'not-a-file', 'not-a-folder') };
      if (code === 'EACCES' || code === 'EPERM') return { ids: [], problem: refused(dir, 'unreadable', 'permission') };
      return { ids: [], problem: refused(dir, 'unreadable', 'other', { message: err instanceof Error ? err.message : String(err) }) };
    }
    // The folder read once: its documents, or (nested) its subfolders.
    if (!options.nested) return { ids: documents(top).filter((id) => SAFE_ID.test(id)).sort() };
    const out: string[] = [];
    const subs = top.filter((d) => d.isDirectory() && d.name !== '.trash');
    for (const sub of subs) for (const name of await names(path.join(dir, sub.name))) out.push(`${sub.name}/${name}`);
    return { ids: out.filter((id) => NESTED_ID.test(id)).sort() };
  }

  const ids = async (): Promise<string[]> => (await listing()).ids;

  return {
    dir,
    fileOf,
    read,
    ids,
    /**
     * Every document, in id order, read a few at a time (`READ_ALL_AT_ONCE`); one that cannot be
     * read comes back with its problem (a broken one is kept as a copy first, as `read` does).
     */
    async readAll(): Promise<ReadResult<T>[]> {
      return pMap(await ids(), (id) => readResult(id, (doc) => doc), { concurrency: READ_ALL_AT_ONCE });
    },
    /**
     * What a store's overview shows: a summary of every readable document, newest first, and the
     * problems of those that cannot be read (file and field; such a document is not kept).
     * `repaired` names what was left out reading the documents that read only with repairs (file
     * and field). Summaries are kept between calls: a file is read again only when it changed since (another
     * inode, size or modification time: a save replaces the file) or when `context`, what the
     * summary depends on besides the document (the card database for a list's points and
     * verdict), is another object than last time. Problems and repairs are worded in `lang`.
     */
    overview<S extends { updatedAt: string }, C = undefined>(summarize: (doc: T, context: C) => S): (context: C, lang?: Lang) => Promise<{ items: S[]; problems: string[]; repaired: string[] }> {
      const kept = new Map<string, { stamp: string; context: C; summary: S; repairs?: LoadProblem[] }>();
      return async (context, lang = 'en') => {
        const { ids: present, problem: folderProblem } = await listing();
        const wanted = new Set(present);
        for (const id of kept.keys()) if (!wanted.has(id)) kept.delete(id);
        const results = await pMap(
          present,
          async (id): Promise<ReadResult<S>> => {
            const stamp = (await fileStamp(fileOf(id)))?.key;
            const hit = kept.get(id);
            if (stamp !== undefined && hit?.stamp === stamp && hit.context === context) return { id, value: hit.summary, ...(hit.repairs ? { repairs: hit.repairs } : {}) };
            kept.delete(id);
            // Frozen: the same summary object is handed out again while its file does not change.
            const result = await readResult(id, (doc) => Object.freeze(summarize(doc, context)));
            // Stamped before the read: a file replaced meanwhile has another stamp next time, so it is read again.
            if ('value' in result && stamp !== undefined) kept.set(id, { stamp, context, summary: result.value, ...(result.repairs ? { repairs: result.repairs } : {}) });
            return result;
          },
          { concurrency: READ_ALL_AT_ONCE },
        );
        const items: S[] = [];
        const problems: string[] = folderProblem ? [readProblemText(folderProblem, lang)] : [];
        const repaired: string[] = [];
        for (const result of results) {
          if ('problem' in result) problems.push(readProblemText(result.problem, lang));
          else {
            items.push(result.value);
            if (result.repairs) repaired.push(...result.repairs.map(problemLine(lang)));
          }
        }
        items.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
        return { items, problems, repaired };
      };
    },
    /**
     * The document a change is about to replace: `value` when it reads, `broken` (its problems and
     * the name of the copy kept of it) when it does not parse, neither when there is no such file.
     * A file that cannot be read at all (too large, not a regular file) is an error.
     */
    async readForReplace(id: string): Promise<{ value?: T; broken?: BrokenFile }> {
      try {
        const checked = await check(id, format.parse);
        return 'broken' in checked ? { broken: checked.broken } : { value: checked.value };
      } catch (err) {
        if (err instanceof FileReadError && err.reason === 'missing') return {};
        throw err;
      }
    },
    /** The document, or undefined when there is no such file. */
    async readIfExists(id: string): Promise<T | undefined> {
      try {
        return await read(id);
      } catch (err) {
        if (err instanceof FileReadError && err.reason === 'missing') return undefined;
        throw err;
      }
    },
    /** Whether the document's file is there as a regular file (a link there is none: it is never read). */
    async exists(id: string): Promise<boolean> {
      try {
        return (await fs.lstat(fileOf(id))).isFile();
      } catch {
        return false;
      }
    },
    /** Writes a document safely and records it in its history; one write per file at a time. */
    async write(id: string, value: T): Promise<WriteReport> {
      return (await withFileLock(documentKey(id), () => writeNow(id, () => value))).report;
    },
    /**
     * Writes what `make` makes of the document on disk (undefined when there is none or it cannot
     * be read), as one step: writes and updates of the same document wait for it. `make` may
     * throw (e.g. when the document changed since the caller read it): then nothing is written.
     * Resolves with what was written and what the write could not do besides (a version the
     * history could not keep).
     */
    async replace(id: string, make: (current: T | undefined) => T | Promise<T>): Promise<Written<T>> {
      return written(await withFileLock(documentKey(id), () => writeNow(id, make)));
    },
    /**
     * Reads a document, changes it and writes the result as one step: writes and other updates of
     * the same document wait for it, so no change made meanwhile is lost. Resolves with what was
     * written and what the write could not do besides (as replace).
     */
    async update(id: string, change: (current: T) => T | Promise<T>): Promise<Written<T>> {
      return written(
        await withFileLock(documentKey(id), async () => {
          const next = await change(await read(id));
          return writeNow(id, () => next);
        }),
      );
    },
    /** Moves a document to the trash folder (its history stays), from where `restore` brings it back. */
    async remove(id: string): Promise<void> {
      const file = fileOf(id);
      await withFileLock(file, async () => {
        await makeFolder(trash);
        await fs.rename(file, path.join(trash, `${id.replace('/', '__')}${format.ext}`));
      });
    },
    /** Deletes a document for good (its history stays). */
    async delete(id: string): Promise<void> {
      const file = fileOf(id);
      await withFileLock(file, () => fs.rm(file, { force: true }));
    },
    /** Whether the trash holds a document with this id (restoring it needs the id free). */
    async inTrash(id: string): Promise<boolean> {
      checkId(id);
      return fs.lstat(path.join(trash, `${id.replace('/', '__')}${format.ext}`)).then(() => true, () => false);
    },
    /**
     * Documents in the trash folder that can still be read, the last deleted first (the time the
     * file was moved there), at most `limit` of them; files that cannot be read are left out.
     */
    async trashed(limit = MAX_TRASHED): Promise<{ id: string; value: T; deletedAt: Date }[]> {
      const found: { id: string; name: string; at: Date }[] = [];
      for (const d of await fs.readdir(trash, { withFileTypes: true }).catch(() => [])) {
        if (!d.isFile() || !d.name.endsWith(format.ext)) continue;
        const id = d.name.slice(0, -format.ext.length).replace('__', '/');
        if (!(options.nested ? NESTED_ID : SAFE_ID).test(id)) continue;
        const stat = await fs.lstat(path.join(trash, d.name)).catch(() => undefined);
        if (stat?.isFile()) found.push({ id, name: d.name, at: stat.ctime });
      }
      found.sort((a, b) => b.at.getTime() - a.at.getTime());
      const out: { id: string; value: T; deletedAt: Date }[] = [];
      for (const f of found.slice(0, limit)) {
        const file = path.join(trash, f.name);
        try {
          out.push({ id: f.id, value: parseOrThrow(await readDecodedText(file, maxBytes, OWN), file), deletedAt: f.at });
        } catch {
          // Unreadable: it stays in the folder, as it was.
        }
      }
      return out;
    },
    async restore(id: string): Promise<T> {
      const file = fileOf(id);
      await withFileLock(file, async () => {
        // Anything at that name (a link too) stays: restoring never replaces it.
        if (await fs.lstat(file).then(() => true, () => false)) throw new AlreadyExistsError(`${file}: a document with this id exists already`, { key: 'api.exists', params: { file: path.relative(root, file) } });
        await fs.rename(path.join(trash, `${id.replace('/', '__')}${format.ext}`), file);
      });
      return read(id);
    },
    /** Saved versions of a document, newest first. */
    history(id: string): Promise<StoredVersion[]> {
      return historyOf(id).list();
    },
    /** One saved version, parsed; a version that cannot be read (too large, a link) is refused with its file and reason. */
    async version(id: string, version: string): Promise<T> {
      const text = await historyOf(id).read(version);
      if (text === undefined) throw new NotFoundError(`No version '${version}' of ${fileOf(id)}`);
      return parseOrThrow({ text, encoding: 'utf-8' }, `${fileOf(id)} (${version})`);
    },
  };
}

