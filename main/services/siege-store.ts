import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { SiegeSummary } from '../../core/api/contract';
import type { CardLookup } from '../../core/db/types';
import { SIEGE_FILE_EXT, type SiegeRoster } from '../../core/model/siege';
import { serializeSiege } from '../../core/siege/serialize';
import { loadSiegeFile, type LoadedSiege } from '../siege/files';
import { writeFileAtomic } from './atomic-write';
import { SAFE_ID } from './list-store';

/** What the siege overview shows of a roster. */
export type SiegeSummaryData = SiegeSummary;

/** A roster file that could not be read: names the file and the field. */
export class SiegeFileError extends Error {
  constructor(
    readonly file: string,
    readonly problems: { path: string; message: string }[],
  ) {
    super(`${file}: ${problems.map((p) => (p.path ? `${p.path}: ${p.message}` : p.message)).join('; ')}`);
    this.name = 'SiegeFileError';
  }
}

/**
 * The user's siege rosters as files: `sieges/<id>.muster-siege` in the user data folder, next
 * to `lists/`, so a roster links the user's lists as `../lists/<id>.muster`. Deleted rosters
 * go to `sieges/.trash/`.
 */
export function createSiegeStore(userDataDir: string, now: () => Date = () => new Date()) {
  const dir = path.join(userDataDir, 'sieges');
  const trash = path.join(dir, '.trash');
  const fileOf = (id: string): string => path.join(dir, `${id}${SIEGE_FILE_EXT}`);
  const checkId = (id: string): void => {
    if (!SAFE_ID.test(id)) throw new Error(`'${id}' is not a valid siege roster id`);
  };

  /** Reads a roster and its linked lists; the roster's own problems make it unreadable, list problems are reported. */
  async function read(id: string, lookup: CardLookup): Promise<LoadedSiege & { roster: SiegeRoster }> {
    checkId(id);
    const loaded = await loadSiegeFile(fileOf(id), lookup);
    if (!loaded.roster) throw new SiegeFileError(fileOf(id), loaded.problems);
    return { ...loaded, roster: loaded.roster };
  }

  return {
    dir,
    fileOf,
    read,
    /** Every readable roster, newest first; unreadable files are reported, not fatal. */
    async list(lookup: CardLookup): Promise<{ sieges: SiegeSummaryData[]; problems: string[] }> {
      const names = await fs.readdir(dir).then(
        (all) => all.filter((f) => f.endsWith(SIEGE_FILE_EXT)).sort(),
        () => [] as string[],
      );
      const sieges: SiegeSummaryData[] = [];
      const problems: string[] = [];
      for (const name of names) {
        const loaded = await loadSiegeFile(path.join(dir, name), lookup);
        if (!loaded.roster) {
          problems.push(new SiegeFileError(path.join(dir, name), loaded.problems).message);
          continue;
        }
        const r = loaded.roster;
        sieges.push({ id: r.id, name: r.name, updatedAt: r.updatedAt, elements: r.fortress.elements.length, nightBattle: r.nightBattle });
      }
      sieges.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
      return { sieges, problems };
    },
    /** Saves atomically with a backup of the previous version; stamps `updatedAt`. */
    async save(roster: SiegeRoster): Promise<SiegeRoster> {
      checkId(roster.id);
      const stamped = { ...roster, updatedAt: now().toISOString() };
      await fs.mkdir(dir, { recursive: true });
      await writeFileAtomic(fileOf(roster.id), serializeSiege(stamped), { backup: true });
      return stamped;
    },
    async exists(id: string): Promise<boolean> {
      return fs.stat(fileOf(id)).then(
        () => true,
        () => false,
      );
    },
    async remove(id: string): Promise<void> {
      checkId(id);
      await fs.mkdir(trash, { recursive: true });
      await fs.rename(fileOf(id), path.join(trash, `${id}${SIEGE_FILE_EXT}`));
    },
  };
}

export type SiegeStore = ReturnType<typeof createSiegeStore>;
