import type { ListSummary, TrashedList } from '../../core/api/contract';
import type { Lang } from '../../core/model/system';
import { summarize } from '../../core/checks/engine';
import { validateList } from '../../core/checks/validate-list';
import { listTotals } from '../../core/list/totals';
import type { CardLookup } from '../../core/db/types';
import { parseListFile } from '../../core/list/load';
import { withEntryNumber } from '../../core/list/assignments';
import { sameListContent } from '../../core/list/same-content';
import { serializeList } from '../../core/list/serialize';
import type { ArmyList } from '../../core/model/list';
import { createFileStore, type DocumentFormat, type Written } from './file-store';
import { saveStamped, type StampedSaveOptions } from './stamped-save';

const LIST_EXT = '.muster';

/** List files: parsed and checked by core, written in the schema's field order. */
function listFormat(lookup?: CardLookup): DocumentFormat<ArmyList> {
  return {
    ext: LIST_EXT,
    // A list that reads with problems has been repaired (parseListFile): usable, the problems are its repairs.
    parse: (text, file) => {
      const parsed = parseListFile(text, file, lookup);
      return parsed.list ? { value: parsed.list, problems: [], repairs: parsed.problems } : { problems: parsed.problems };
    },
    serialize: serializeList,
    // The overview names what was repaired ("Lists read with repairs"): a file that is not UTF-8 is read as Windows-1252, so reported.
    reportsRepairs: true,
  };
}

export function summaryOf(list: ArmyList, lookup?: CardLookup): ListSummary {
  const summary: ListSummary = {
    id: list.id,
    name: list.name,
    system: list.system,
    faction: list.faction,
    pointsLimit: list.pointsLimit,
    kind: list.kind,
    updatedAt: list.updatedAt,
    entries: list.entries.length,
    ...(list.player ? { player: list.player } : {}),
  };
  if (lookup) {
    const verdict = summarize(validateList(list, lookup));
    const totals = listTotals(list, lookup);
    return { ...summary, points: totals.points, limit: totals.limit, errors: verdict.errors, warnings: verdict.warnings };
  }
  return summary;
}

/**
 * The user's lists: `lists/<id>.muster` in the user data folder (a file store: safe writes,
 * history, trash), and unsaved edits in `autosave/` until the list is saved.
 */
export function createListStore(userDataDir: string, now: () => Date = () => new Date()) {
  const files = createFileStore({ root: userDataDir, folder: 'lists', format: listFormat(), now });
  const drafts = createFileStore({ root: userDataDir, folder: 'autosave', format: listFormat(), history: 0, now });
  const overview = files.overview((list: ArmyList, lookup: CardLookup | undefined) => summaryOf(list, lookup));

  return {
    dir: files.dir,
    fileOf: files.fileOf,
    /**
     * Every readable list, newest first, with its points and verdict when `lookup` is given;
     * unreadable files are reported (file and field, worded in `lang`), not fatal, and so is what was left out of a
     * file to read it (`repaired`: an assignment to an entry that is not there). Only lists changed since the last
     * call are read and checked again (see the file store's `overview`).
     */
    async list(lookup?: CardLookup, lang?: Lang): Promise<{ lists: ListSummary[]; problems: string[]; repaired: string[] }> {
      const { items, problems, repaired } = await overview(lookup, lang);
      return { lists: items, problems, repaired };
    },
    /** Reads a list; with `lookup`, an unknown card id is a problem too. */
    open(id: string, lookup?: CardLookup): Promise<ArmyList> {
      return files.read(id, listFormat(lookup).parse);
    },
    /**
     * Saves a list (stamping `updatedAt`, always later than the saved version's) and drops its
     * autosaved draft. With `basedOn`, the `updatedAt` of the version the caller read or saved
     * last, a list saved elsewhere since is not replaced: `SaveConflictError`, nothing written.
     * Resolves with the list as saved and the save's warnings (see the file store's `replace`).
     */
    async save(list: ArmyList, options: StampedSaveOptions = {}): Promise<Written<ArmyList>> {
      const saved = await saveStamped(files, list.id, list, now, { ...options, finish: withEntryNumber });
      await drafts.delete(saved.value.id);
      return saved;
    },
    exists: files.exists,
    inTrash: files.inTrash,
    /** Moves the list to the trash; `restore` brings it back. Its history stays. */
    async remove(id: string): Promise<void> {
      await files.remove(id);
      await drafts.delete(id);
    },
    restore: (id: string): Promise<ArmyList> => files.restore(id),
    /** Lists in the trash, the last deleted first, each with when it was deleted; a list saved again under its id since is left out. */
    async trashed(): Promise<TrashedList[]> {
      const out: TrashedList[] = [];
      for (const t of await files.trashed()) if (!(await files.exists(t.id))) out.push({ ...summaryOf(t.value), deletedAt: t.deletedAt.toISOString() });
      return out;
    },
    history: files.history,
    version: files.version,
    /** Keeps the current state of an edited list so it survives a crash. */
    async autosave(list: ArmyList): Promise<void> {
      await drafts.write(list.id, list);
    },
    /**
     * Autosaved lists that differ from their saved file apart from their times (or were never
     * saved): an autosave that holds the saved list (left when edits were undone) has nothing to recover.
     */
    async recovery(): Promise<ArmyList[]> {
      const found: ArmyList[] = [];
      for (const read of await drafts.readAll()) {
        if (!('value' in read)) continue;
        const draft = read.value;
        const saved = await files.read(read.id).catch(() => undefined);
        if (!saved || !sameListContent(saved, draft)) found.push(draft);
      }
      return found;
    },
    discardAutosave: (id: string): Promise<void> => drafts.delete(id),
  };
}

export type ListStore = ReturnType<typeof createListStore>;
