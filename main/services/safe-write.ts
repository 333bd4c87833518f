import { constants, promises as fs } from 'node:fs';
import path from 'node:path';
import writeFileAtomic from 'write-file-atomic';

/**
 * The one way Muster writes a file.
 *
 * - write-file-atomic writes to a unique temporary file beside the target (a hash of pid,
 *   thread and a per-call counter), fsyncs it, keeps the existing file's mode and owner and
 *   renames it over the target; a symlinked target is replaced at its real path, so the link stays.
 * - The folder is fsynced after the rename where the OS allows it, so the rename itself survives
 *   a power cut.
 * - Calls for the same file run one after another (a queue per real path), so the last call to
 *   resolve is what is on disk. `withFileLock` lets a store run several steps (check the old
 *   file, write, record history) as one unit in the same queue.
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
export async function syncFolder(dir: string): Promise<void> {
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

/**
 * Writes without taking the file's queue; only for code already running inside `withFileLock`
 * of `file`. The folder must exist (stores create theirs; a command's `--out` folder is the user's).
 */
export async function writeUnlocked(file: string, data: string | Uint8Array): Promise<void> {
  await writeFileAtomic(file, typeof data === 'string' ? data : Buffer.from(data.buffer, data.byteOffset, data.byteLength), { fsync: true });
  await syncFolder(path.dirname(file));
}

/** Writes `data` to `file` safely (see above); never leaves a half-written or truncated file. */
export function safeWrite(file: string, data: string | Uint8Array): Promise<void> {
  return withFileLock(file, () => writeUnlocked(file, data));
}

/** Names of temporary files: write-file-atomic's `<name>.<uint32>` and the `.<name>.<pid>.<ms>.tmp` of older Muster versions. */
const TEMP_NAME = /^(?:.+\.(?:muster|muster-siege|muster-event|muster-league|json|txt|pdf)\.\d{1,10}|\..+\.\d+\.\d+\.tmp)$/;

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
