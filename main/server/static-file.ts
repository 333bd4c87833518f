import { watch, type FSWatcher } from 'node:fs';
import { readFileBytes } from '../services/read-file';

/** Largest file of the built app the server hands out (the biggest bundle is a few MB). */
const MAX_STATIC_BYTES = 32 * 1024 * 1024;
/** Bytes of the built app kept in memory at most (the whole renderer is about 3 MB). */
const MAX_CACHED_BYTES = 64 * 1024 * 1024;

/** A built file's bytes, or undefined when it is missing, not a regular file or too large. */
export async function readStaticFile(file: string): Promise<Buffer | undefined> {
  try {
    return await readFileBytes(file, MAX_STATIC_BYTES);
  } catch {
    return undefined;
  }
}

/** The built app's files as the server hands them out. */
export interface StaticFiles {
  /** The bytes of a file under the folder (see readStaticFile). */
  read(file: string): Promise<Buffer | undefined>;
  /** Stops watching the folder. */
  close(): void;
}

/**
 * The built app's files under `root`, each read from disk once and then answered from memory.
 * A page load asks for about ten files at once; reading each took four turns of the event loop
 * (open, stat, read, close), and when the process was busy each turn waited.
 * - Concurrent requests for one file share one read.
 * - Any change under the folder (a new build) empties the memory, so a reload gets the new files.
 *   Where the folder cannot be watched, every request reads the disk, as before.
 * - Bounded: files found are kept up to `maxCachedBytes` in all; a missing file is not kept (it is
 *   looked for again), so requests for made-up names add nothing.
 */
export function staticFiles(root: string, options: { maxCachedBytes?: number } = {}): StaticFiles {
  const maxCachedBytes = options.maxCachedBytes ?? MAX_CACHED_BYTES;
  const kept = new Map<string, Promise<Buffer | undefined>>();
  let keptBytes = 0;
  let watcher: FSWatcher | undefined;
  const forget = (): void => {
    kept.clear();
    keptBytes = 0;
  };
  const stopCaching = (): void => {
    watcher?.close();
    watcher = undefined;
    forget();
  };
  try {
    watcher = watch(root, { recursive: true, persistent: false }, forget);
    watcher.on('error', stopCaching);
  } catch {
    watcher = undefined;
  }

  function read(file: string): Promise<Buffer | undefined> {
    if (!watcher) return readStaticFile(file);
    const known = kept.get(file);
    if (known) return known;
    const reading = readStaticFile(file);
    kept.set(file, reading);
    const dropped = (): void => {
      if (kept.get(file) === reading) kept.delete(file);
    };
    void reading.then((data) => {
      if (kept.get(file) !== reading) return;
      if (data === undefined || keptBytes + data.length > maxCachedBytes) return dropped();
      keptBytes += data.length;
    }, dropped);
    return reading;
  }

  return { read, close: stopCaching };
}
