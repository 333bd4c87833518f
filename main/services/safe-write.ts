import { randomBytes } from 'node:crypto';
import { constants, promises as fs } from 'node:fs';
import path from 'node:path';
import { fileInPlaceOfFolder, linkRefused, refused, type LinkOptions } from './read-file';

/**
 * The one way Muster writes a file.
 *
 * - The data goes to a new temporary file beside the target, `.<name>.<12 random hex>.tmp`,
 *   created exclusively (O_CREAT | O_EXCL: a file or link already at that name is never opened
 *   or written through; another random name is tried), written in full and fsynced, given the
 *   existing file's mode and owner, then renamed over the target. A symlinked target is replaced
 *   at its real path, so the link stays (a file the user named); with `links: 'refuse'` (a file
 *   in Muster's own folders: documents, history) a link there is refused, neither written through
 *   nor replaced, and so is anything else that is not a regular file.
 * - The folder is fsynced after the rename where the OS allows it, so the rename itself survives
 *   a power cut.
 * - Calls for the same file run one after another (a queue per path), so the last call to
 *   resolve is what is on disk. `withFileLock` lets a store run several steps (check the old
 *   file, write, record history) as one unit in the same queue.
 *
 * Why not write-file-atomic (which Muster used before): it opens its temporary file with plain
 * `w` under a name derived from the process id and a counter, so a file or link planted at that
 * name is truncated and written through; the steps above are few enough to own.
 */

const queues = new Map<string, Promise<unknown>>();

function key(file: string): string {
  return path.resolve(file);
}

/** Runs `task` after every earlier task for the same file has finished (whatever their outcome). */
export function withFileLock<T>(file: string, task: () => Promise<T>): Promise<T> {
  const k = key(file);
  const before = queues.get(k) ?? Promise.resolve();
  const run = before.then(task, task);
  const settled = run.then(
    () => undefined,
    () => undefined,
  );
  queues.set(k, settled);
  void settled.then(() => {
    if (queues.get(k) === settled) queues.delete(k);
  });
  return run;
}

/** fsync of a folder, so a rename in it is durable; a no-op where the OS does not allow it (Windows). */
async function syncFolder(dir: string): Promise<void> {
  let handle: fs.FileHandle | undefined;
  try {
    handle = await fs.open(dir, constants.O_RDONLY);
    await handle.sync();
  } catch {
    // EISDIR/EPERM/EINVAL on platforms that cannot fsync a directory: the rename is still atomic.
  } finally {
    await handle?.close().catch(() => undefined);
  }
}

/** How many random temporary names a write tries before giving up (each clash is a file someone else made). */
const TEMP_ATTEMPTS = 8;

function tempNameFor(target: string): string {
  return path.join(path.dirname(target), `.${path.basename(target)}.${randomBytes(6).toString('hex')}.tmp`);
}

/** Creates a new temporary file for `target` exclusively; a clash with an existing name tries another. */
async function openTemp(target: string, mode: number): Promise<{ temp: string; handle: fs.FileHandle }> {
  for (let attempt = 1; ; attempt++) {
    const temp = tempNameFor(target);
    try {
      return { temp, handle: await fs.open(temp, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL, mode) };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST' || attempt >= TEMP_ATTEMPTS) throw err;
    }
  }
}

/** What is at `file` now without following a link (undefined when nothing is). */
async function entryAt(file: string): Promise<import('node:fs').Stats | undefined> {
  try {
    return await fs.lstat(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}

/**
 * The file a write replaces and what is there now. Following links, the link's real path; else
 * the name itself, refused when it is a link or not a regular file. The rename replaces the name,
 * never what a link there points to, so a link put there after this check is replaced, never
 * written through.
 */
async function targetOf(file: string, options: LinkOptions): Promise<{ target: string; existing?: import('node:fs').Stats }> {
  if (options.links !== 'refuse') {
    const target = await fs.realpath(file).catch(() => path.resolve(file));
    const existing = await fs.stat(target).catch(() => undefined);
    return existing ? { target, existing } : { target };
  }
  const target = path.resolve(file);
  const existing = await entryAt(target);
  if (existing?.isSymbolicLink()) throw linkRefused(file);
  if (existing && !existing.isFile()) throw refused(file, 'not-a-file', existing.isDirectory() ? 'folder' : 'not-a-file');
  return existing ? { target, existing } : { target };
}

/** What `stat` says about `at`, undefined when nothing is there (ENOENT); other errors are thrown. */
async function folderEntry(at: string): Promise<import('node:fs').Stats | undefined> {
  try {
    return await fs.stat(at);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}

/**
 * Creates `dir` and the folders above it; one of them that is a file is refused with a message
 * naming it (`… is a file, not a folder`) instead of the system's EEXIST or ENOTDIR.
 *
 * One plain mkdir per missing folder, top down, each tried once: Node's own `recursive: true`
 * (Node 20, all its forms) retries for ever where a folder refuses a new entry with ENOENT
 * although it exists (/proc on Linux), spinning a CPU instead of failing. Here any error other
 * than "already there" is the answer, at once.
 */
export async function makeFolder(dir: string): Promise<void> {
  const notAFolder = async (err: unknown): Promise<never> => {
    throw (await fileInPlaceOfFolder(dir)) ?? err;
  };
  // The missing folders, deepest first: at most one per part of the path.
  const missing: string[] = [];
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    let entry: import('node:fs').Stats | undefined;
    try {
      entry = await folderEntry(at);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOTDIR') return notAFolder(err);
      throw err;
    }
    if (entry) {
      if (!entry.isDirectory()) throw refused(at, 'not-a-file', 'not-a-folder');
      break;
    }
    missing.push(at);
    if (path.dirname(at) === at) break;
  }
  for (const at of missing.reverse()) {
    try {
      await fs.mkdir(at);
    } catch (err) {
      const code = (err as NodeJS.ErrnoException).code;
      // Made by someone else in the meantime: fine when it is a folder.
      if (code === 'EEXIST' && (await folderEntry(at).catch(() => undefined))?.isDirectory()) continue;
      if (code === 'EEXIST' || code === 'ENOTDIR') return notAFolder(err);
      throw err;
    }
  }
}

/**
 * Writes without taking the file's queue; only for code already running inside `withFileLock`
 * of `file`. The folder must exist (stores create theirs, see makeFolder; a command's `--out`
 * folder is the user's).
 */
export async function writeUnlocked(file: string, data: string | Uint8Array, options: LinkOptions = {}): Promise<void> {
  const { target, existing } = await targetOf(file, options);
  const { temp, handle } = await openTemp(target, existing ? existing.mode & 0o7777 : 0o666);
  let open = true;
  try {
    await handle.writeFile(data);
    if (existing) {
      // The mode without the umask, and the owner where the OS lets us (a file of another user stays theirs only for root).
      await handle.chmod(existing.mode & 0o7777);
      if (process.getuid) await handle.chown(existing.uid, existing.gid).catch(() => undefined);
    }
    await handle.sync();
    open = false;
    await handle.close();
    await fs.rename(temp, target);
  } catch (err) {
    if (open) await handle.close().catch(() => undefined);
    await fs.rm(temp, { force: true }).catch(() => undefined);
    throw err;
  }
  await syncFolder(path.dirname(target));
}

/** Writes `data` to `file` safely (see above); never leaves a half-written or truncated file. */
export function safeWrite(file: string, data: string | Uint8Array, options: LinkOptions = {}): Promise<void> {
  return withFileLock(file, () => writeUnlocked(file, data, options));
}

/**
 * Names of temporary files: this write's `.<name>.<12 hex>.tmp`, and those of older Muster
 * versions (write-file-atomic's `<name>.<uint32>`, `.<name>.<pid>.<ms>.tmp`).
 */
const TEMP_NAME = /^(?:\..+\.[0-9a-f]{12}\.tmp|.+\.(?:muster|muster-siege|muster-event|muster-league|json|txt|pdf)\.\d{1,10}|\..+\.\d+\.\d+\.tmp)$/;

/**
 * Removes temporary files left by a write that was killed, in `dir` and its sub-folders (depth 3).
 * Only files older than `minAgeMs` go, so a write in progress in another process is left alone.
 * Returns the removed paths.
 */
export async function sweepTempFiles(dir: string, minAgeMs = 60_000, now = Date.now(), depth = 3): Promise<string[]> {
  const removed: string[] = [];
  let names: import('node:fs').Dirent[];
  try {
    names = await fs.readdir(dir, { withFileTypes: true });
  } catch {
    return removed;
  }
  for (const d of names) {
    const full = path.join(dir, d.name);
    if (d.isDirectory() && depth > 0) {
      removed.push(...(await sweepTempFiles(full, minAgeMs, now, depth - 1)));
    } else if (d.isFile() && TEMP_NAME.test(d.name)) {
      const stat = await fs.stat(full).catch(() => undefined);
      if (stat && now - stat.mtimeMs >= minAgeMs) {
        await fs.rm(full, { force: true });
        removed.push(full);
      }
    }
  }
  return removed;
}
