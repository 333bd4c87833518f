import type { ListSummary } from '../../core/api/contract';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { CardLookup } from '../../core/db/types';
import { SAFE_ID } from '../../core/files/names';
import { parseListFile } from '../../core/list/load';
import { serializeList } from '../../core/list/serialize';
import type { ArmyList } from '../../core/model/list';
import { writeFileAtomic } from './atomic-write';

export const LIST_EXT = '.muster';
/** List ids that are safe as file names; others get a new id on import. */
export { SAFE_ID };


/** A file that could not be read as a list: names the file and the field. */
export class ListFileError extends Error {
  constructor(
    readonly file: string,
    readonly problems: { path: string; message: string }[],
  ) {
    super(`${file}: ${problems.map((p) => (p.path ? `${p.path}: ${p.message}` : p.message)).join('; ')}`);
    this.name = 'ListFileError';
  }
}

export function summaryOf(list: ArmyList): ListSummary {
  return {
    id: list.id,
    name: list.name,
    system: list.system,
    faction: list.faction,
    pointsLimit: list.pointsLimit,
    kind: list.kind,
    updatedAt: list.updatedAt,
    entries: list.entries.length,
  };
}

/**
 * The user's lists as files: `lists/<id>.muster` in the user data folder, deleted lists in
 * `lists/.trash/`, unsaved edits in `autosave/` until the list is saved.
 */
export function createListStore(userDataDir: string, now: () => Date = () => new Date()) {
  const dir = path.join(userDataDir, 'lists');
  const trash = path.join(dir, '.trash');
  const autosaveDir = path.join(userDataDir, 'autosave');
  const fileOf = (id: string): string => path.join(dir, `${id}${LIST_EXT}`);
  const autosaveOf = (id: string): string => path.join(autosaveDir, `${id}${LIST_EXT}`);

  function checkId(id: string): void {
    if (!SAFE_ID.test(id)) throw new Error(`'${id}' is not a valid list id`);
  }

  /** Reads and checks a list file; every problem becomes part of one clear error. */
  async function readList(file: string, lookup?: CardLookup): Promise<ArmyList> {
    const text = await fs.readFile(file, 'utf8');
    const parsed = parseListFile(text, file, lookup);
    if (!parsed.list || parsed.problems.length > 0) throw new ListFileError(file, parsed.problems);
    return parsed.list;
  }

  async function write(list: ArmyList): Promise<ArmyList> {
    checkId(list.id);
    const stamped = { ...list, updatedAt: now().toISOString() };
    await fs.mkdir(dir, { recursive: true });
    await writeFileAtomic(fileOf(list.id), serializeList(stamped), { backup: true });
    await fs.rm(autosaveOf(list.id), { force: true });
    return stamped;
  }

  async function files(folder: string): Promise<string[]> {
    try {
      return (await fs.readdir(folder)).filter((f) => f.endsWith(LIST_EXT)).sort();
    } catch {
      return [];
    }
  }

  return {
    dir,
    fileOf,
    readList,
    /** Every readable list, newest first; unreadable files are reported, not fatal. */
    async list(): Promise<{ lists: ListSummary[]; problems: string[] }> {
      const lists: ListSummary[] = [];
      const problems: string[] = [];
      for (const name of await files(dir)) {
        try {
          lists.push(summaryOf(await readList(path.join(dir, name))));
        } catch (err) {
          problems.push(err instanceof Error ? err.message : String(err));
        }
      }
      lists.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
      return { lists, problems };
    },
    async open(id: string, lookup?: CardLookup): Promise<ArmyList> {
      checkId(id);
      return readList(fileOf(id), lookup);
    },
    save: write,
    async exists(id: string): Promise<boolean> {
      return SAFE_ID.test(id) && (await fs.stat(fileOf(id)).then(() => true, () => false));
    },
    /** Moves the file to the trash folder, from where `restore` brings it back. */
    async remove(id: string): Promise<void> {
      checkId(id);
      await fs.mkdir(trash, { recursive: true });
      await fs.rename(fileOf(id), path.join(trash, `${id}${LIST_EXT}`));
      await fs.rm(autosaveOf(id), { force: true });
    },
    async restore(id: string): Promise<ArmyList> {
      checkId(id);
      await fs.rename(path.join(trash, `${id}${LIST_EXT}`), fileOf(id));
      return readList(fileOf(id));
    },
    /** Keeps the current state of an edited list so it survives a crash. */
    async autosave(list: ArmyList): Promise<void> {
      checkId(list.id);
      await fs.mkdir(autosaveDir, { recursive: true });
      await writeFileAtomic(autosaveOf(list.id), serializeList(list));
    },
    /** Autosaved lists that are newer than their saved file (or were never saved). */
    async recovery(): Promise<ArmyList[]> {
      const found: ArmyList[] = [];
      for (const name of await files(autosaveDir)) {
        const id = name.slice(0, -LIST_EXT.length);
        let draft: ArmyList;
        try {
          draft = await readList(path.join(autosaveDir, name));
        } catch {
          continue;
        }
        const saved = await readList(fileOf(id)).catch(() => undefined);
        if (!saved || serializeList({ ...saved, updatedAt: draft.updatedAt }) !== serializeList(draft)) found.push(draft);
      }
      return found;
    },
    async discardAutosave(id: string): Promise<void> {
      checkId(id);
      await fs.rm(autosaveOf(id), { force: true });
    },
  };
}

export type ListStore = ReturnType<typeof createListStore>;
