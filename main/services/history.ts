import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { FileReadError, MAX_DOCUMENT_BYTES, readTextFile } from './read-file';
import { makeFolder, writeUnlocked } from './safe-write';

/** Versions kept per file; older ones are pruned after each save. */
export const HISTORY_LIMIT = 20;

/**
 * Which versions go when a file has more than its limit: `oldest`, for documents saved when the
 * user saves (lists); `spread`, for documents saved at every change (siege rosters), so the
 * versions kept reach back over the whole editing and not over the last clicks only (see `spreadOut`).
 */
export type HistoryPruning = 'oldest' | 'spread';

/**
 * The versions to drop so that `keep` remain, for `spread` pruning: `times` are the versions' save
 * times, oldest first, the last the version being added. That one, the one before it (the backup
 * of the file it replaces) and the oldest are kept. Drops one at a time the version whose going
 * leaves the smallest gap between its neighbours compared with its age at `now`: the recent
 * versions stay close together (the state of a few clicks ago), older ones further apart the
 * older they are (a minute, ten minutes, an hour ago). Returns the indexes dropped.
 */
export function spreadOut(times: readonly number[], now: number, keep: number): number[] {
  const left = times.map((time, index) => ({ time, index }));
  const dropped: number[] = [];
  while (left.length > Math.max(keep, 3)) {
    let best = 1;
    let bestScore = Number.POSITIVE_INFINITY;
    for (let i = 1; i < left.length - 2; i++) {
      const score = (left[i + 1]!.time - left[i - 1]!.time) / Math.max(now - left[i]!.time, 1);
      if (score < bestScore) [best, bestScore] = [i, score];
    }
    dropped.push(left[best]!.index);
    left.splice(best, 1);
  }
  return dropped;
}

/** One saved version of a file. `version` is its name in the history folder and sorts by time. */
export interface StoredVersion {
  version: string;
  savedAt: string;
  bytes: number;
}

/** A version name: `2026-11-22T10-04-05-123Z-<seq>-<rand><ext>`, sortable and unique across processes. */
const VERSION_NAME = /^(\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z)-\d{6}-[0-9a-f]{6}(\.[A-Za-z0-9.-]+)?$/;

let sequence = 0;

function versionName(at: Date, ext: string): string {
  const stamp = at.toISOString().replace(/:/g, '-').replace('.', '-');
  sequence = (sequence + 1) % 1_000_000;
  return `${stamp}-${String(sequence).padStart(6, '0')}-${randomBytes(3).toString('hex')}${ext}`;
}

function savedAtOf(name: string): string {
  const m = VERSION_NAME.exec(name);
  if (!m?.[1]) return '';
  const s = m[1];
  // 2026-11-22T10-04-05-123Z -> 2026-11-22T10:04:05.123Z
  return `${s.slice(0, 13)}:${s.slice(14, 16)}:${s.slice(17, 19)}.${s.slice(20, 23)}Z`;
}

/**
 * The history of one file: a folder holding its last versions, each a complete copy written
 * with the safe write (never truncating an older one). The newest version is what was saved
 * last, so the one before it is the backup of the current file. A version that is a symbolic
 * link (or not a regular file) is neither listed nor read.
 */
export function fileHistory(dir: string, ext: string, limit = HISTORY_LIMIT, maxBytes = MAX_DOCUMENT_BYTES, pruning: HistoryPruning = 'oldest') {
  async function names(): Promise<string[]> {
    try {
      return (await fs.readdir(dir)).filter((n) => VERSION_NAME.test(n)).sort();
    } catch {
      return [];
    }
  }

  return {
    dir,
    /** Adds a version (call inside the file's lock), first pruning others (the oldest, or `spread`) so no more than `limit` are kept. */
    async record(text: string | Uint8Array, at: Date): Promise<string> {
      const name = versionName(at, ext);
      await makeFolder(dir);
      const all = await names();
      const pruned =
        pruning === 'spread' && limit > 2
          ? spreadOut([...all.map((n) => Date.parse(savedAtOf(n))), at.getTime()], at.getTime(), limit).map((i) => all[i]!)
          : all.slice(0, Math.max(0, all.length - limit + 1));
      for (const old of pruned) await fs.rm(path.join(dir, old), { force: true });
      await writeUnlocked(path.join(dir, name), text, { links: 'refuse' });
      return name;
    },
    /** Versions, newest first. */
    async list(): Promise<StoredVersion[]> {
      const out: StoredVersion[] = [];
      for (const name of (await names()).reverse()) {
        const stat = await fs.lstat(path.join(dir, name)).catch(() => undefined);
        if (stat?.isFile()) out.push({ version: name, savedAt: savedAtOf(name), bytes: stat.size });
      }
      return out;
    },
    /**
     * Text of one version; undefined when there is no such version. One that is there but cannot
     * be read is refused (FileReadError: the file and why, e.g. more than `maxBytes`, a link).
     */
    async read(version: string): Promise<string | undefined> {
      if (!VERSION_NAME.test(version)) return undefined;
      try {
        return await readTextFile(path.join(dir, version), maxBytes, { links: 'refuse' });
      } catch (err) {
        if (err instanceof FileReadError && err.reason === 'missing') return undefined;
        throw err;
      }
    },
  };
}

