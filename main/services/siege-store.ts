import type { SiegeSummary, TrashedSiege } from '../../core/api/contract';
import type { Lang } from '../../core/model/system';
import type { CardLookup } from '../../core/db/types';
import { FileProblemsError, problemMessage } from '../../core/files/problems';
import { SIEGE_FILE_EXT, SIEGE_SIDES } from '../../core/systems/oldworld/siege/format';
import type { SiegeRoster } from '../../core/systems/oldworld/siege/model';
import { parseSiegeFile } from '../../core/systems/oldworld/siege/load';
import { serializeSiege } from '../../core/systems/oldworld/siege/serialize';
import { resolveSides, type ListResolver, type LoadedSiege } from '../siege/files';
import { createFileStore, type DocumentFormat, type Written } from './file-store';
import { saveStamped, type StampedSaveOptions } from './stamped-save';
import type { ListStore } from './list-store';

/**
 * A parsed roster as a document of the file store. A roster that reads with problems has been
 * repaired (parseSiegeFile): usable, the problems are its repairs. So are its notes (a version-1
 * list path that names none of the user's lists, removed): the roster as read has lost that link,
 * so it is named where repairs are (the sieges page) and the file as it was is kept beside it
 * (`.broken-<time>`) before the first save replaces it.
 */
function asDocument(parsed: ReturnType<typeof parseSiegeFile>): ReturnType<DocumentFormat<SiegeRoster>['parse']> {
  return parsed.roster ? { value: parsed.roster, problems: [], repairs: [...parsed.problems, ...parsed.notes] } : { problems: parsed.problems };
}

/** Roster files: parsed and checked by core; list references are list ids. */
function siegeFormat(lookup?: CardLookup): DocumentFormat<SiegeRoster> {
  return {
    ext: SIEGE_FILE_EXT,
    parse: (text, file) => asDocument(parseSiegeFile(text, file, lookup)),
    serialize: serializeSiege,
    // The overview names what was repaired: a file that is not UTF-8 is read as Windows-1252, so reported.
    reportsRepairs: true,
  };
}

/**
 * The app's resolver: a roster's list ids name the user's own lists, nothing else. Why a list
 * cannot be read is said in `lang`, without the list file's path (the roster names the side).
 */
function userListResolver(lists: ListStore, lookup: CardLookup, lang: Lang): ListResolver {
  return async (listId) => {
    if (!(await lists.exists(listId))) return { missing: true };
    try {
      return { list: await lists.open(listId, lookup) };
    } catch (err) {
      if (err instanceof FileProblemsError) return { reason: err.problems.map((p) => (p.path ? `${p.path}: ${problemMessage(p, lang)}` : problemMessage(p, lang))).join('; ') };
      return { reason: err instanceof Error ? err.message : String(err) };
    }
  };
}

/** The user's siege rosters: `sieges/<id>.muster-siege` in the user data folder (a file store). */
export function createSiegeStore(userDataDir: string, lists: ListStore, now: () => Date = () => new Date()) {
  // Saved at every change: the versions kept are spread over the editing (history.ts, `spread`), not the last clicks.
  const files = createFileStore({ root: userDataDir, folder: 'sieges', format: siegeFormat(), now, pruning: 'spread' });
  const summaryOf = (r: SiegeRoster): SiegeSummary => ({
    id: r.id,
    name: r.name,
    updatedAt: r.updatedAt,
    elements: r.fortress.elements.length,
    nightBattle: r.nightBattle,
    lists: SIEGE_SIDES.flatMap((side) => (r[side]?.listId !== undefined ? [r[side].listId] : [])),
  });
  const overview = files.overview(summaryOf);

  /**
   * Reads a roster (repaired where its loader repairs it) and its linked lists; list problems are
   * reported, and so are the loader's notes (a list link it removed) and repairs.
   */
  async function read(id: string, lookup: CardLookup, lang: Lang = 'en'): Promise<LoadedSiege & { roster: SiegeRoster }> {
    let parsed: ReturnType<typeof parseSiegeFile> = { problems: [], notes: [] };
    const roster = await files.read(id, (text, file) => asDocument((parsed = parseSiegeFile(text, file, lookup))));
    const loaded = await resolveSides(roster, userListResolver(lists, lookup, lang), files.fileOf(id));
    return { ...loaded, roster, notes: [...parsed.notes, ...loaded.notes], repairs: parsed.problems };
  }

  return {
    dir: files.dir,
    fileOf: files.fileOf,
    read,
    /** Every readable roster, newest first; unreadable files are reported, not fatal, and so is what was left out of a file to read it (`repaired`). */
    async list(lang?: Lang): Promise<{ sieges: SiegeSummary[]; problems: string[]; repaired: string[] }> {
      const { items, problems, repaired } = await overview(undefined, lang);
      return { sieges: items, problems, repaired };
    },
    /** Saves safely with history; stamps `updatedAt` (see saveStamped, also for `basedOn` and what it resolves with). */
    save(roster: SiegeRoster, options: StampedSaveOptions = {}): Promise<Written<SiegeRoster>> {
      return saveStamped(files, roster.id, roster, now, options);
    },
    exists: files.exists,
    inTrash: files.inTrash,
    /** Moves the roster to the trash; `restore` brings it back. Its history stays. */
    remove: files.remove,
    /** Brings a roster back from the trash as it was saved; refused while a roster with its id exists. */
    restore: (id: string): Promise<SiegeRoster> => files.restore(id),
    /** Rosters in the trash, the last deleted first, each with when it was deleted; one saved again under its id since is left out (as the lists' trash). */
    async trashed(): Promise<TrashedSiege[]> {
      const out: TrashedSiege[] = [];
      for (const t of await files.trashed()) if (!(await files.exists(t.id))) out.push({ ...summaryOf(t.value), deletedAt: t.deletedAt.toISOString() });
      return out;
    },
    history: files.history,
    version: files.version,
  };
}

export type SiegeStore = ReturnType<typeof createSiegeStore>;
