import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { CardLookup, LoadProblem } from '../../core/db/types';
import { coded, problemLine } from '../../core/files/problems';
import { parseListFile } from '../../core/list/load';
import type { ArmyList } from '../../core/model/list';
import { SIEGE_FILE_EXT, SIEGE_FILE_FORMAT, SIEGE_SIDES } from '../../core/systems/oldworld/siege/format';
import type { SiegeRoster, SiegeSideId } from '../../core/systems/oldworld/siege/model';
import { parseSiegeFile } from '../../core/systems/oldworld/siege/load';
import { FileReadError, readTextFile } from '../services/read-file';
import { reasonText } from '../services/read-reasons';
import type { Lang } from '../../core/model/system';

/** A roster with its armies resolved: embedded lists, or the user's lists named by id. */
export interface LoadedSiege {
  roster?: SiegeRoster;
  attacker?: ArmyList;
  defender?: ArmyList;
  /** Problems of the roster file and of the linked lists (file, JSON path, reason). */
  problems: LoadProblem[];
  /** Changes made while loading that leave the roster usable (e.g. a dropped file reference). */
  notes: LoadProblem[];
  /** What was left out of the roster file to read it (an occupant of a missing element): the file is not valid as written. */
  repairs?: LoadProblem[];
  /** The files the linked lists were read from, where the resolver says (the command line never writes over them). */
  listFiles?: string[];
  /** The sides whose linked list is not there at all (deleted, or not beside the roster); each is also one of `problems`. */
  missing?: { side: SiegeSideId; listId: string }[];
}

/**
 * Finds the list a roster names by id: `missing` when there is no such list, a reason (for the
 * user, in their language) when it is there but cannot be read. Never reads outside its folders.
 */
export type ListResolver = (listId: string) => Promise<{ list: ArmyList; file?: string } | { missing: true } | { reason: string }>;

/** True for a siege roster: by the `.muster-siege` extension, or by the `format` field of its text. */
export function isSiegeFile(file: string, text?: string): boolean {
  if (file.toLowerCase().endsWith(SIEGE_FILE_EXT)) return true;
  if (text === undefined) return false;
  return new RegExp(`^\\s*\\{[\\s\\S]{0,200}?"format"\\s*:\\s*"${SIEGE_FILE_FORMAT}"`).test(text.replace(/^\uFEFF/, ''));
}

/** How many list files the command line looks through for a list id in a roster's folder. */
const MAX_SCANNED_LISTS = 500;

/**
 * The command line's resolver: a list id is looked up as `<id>.muster` beside the roster, then
 * in a `lists/` folder beside the roster's folder (the app's user data layout), then among the
 * `.muster` files beside the roster by their `id` field. Only regular files of bounded size are read.
 * A file named for the id that is there but cannot be read or is no usable list is the list that
 * cannot be read (its reason in `lang`), not a list that is missing.
 */
export function folderListResolver(rosterFile: string, lookup: CardLookup, lang: Lang = 'en'): ListResolver {
  const dir = path.dirname(path.resolve(rosterFile));
  const tryFile = async (file: string): Promise<{ list: ArmyList } | { reason: string } | undefined> => {
    let text: string;
    try {
      text = await readTextFile(file);
    } catch (err) {
      return err instanceof FileReadError && err.reason === 'missing' ? undefined : { reason: `${path.basename(file)}: ${reasonText(err, lang, file)}` };
    }
    // A list read with repairs (an assignment to a missing entry dropped) is the list as it opens in the app.
    const parsed = parseListFile(text, path.basename(file), lookup);
    return parsed.list ? { list: parsed.list } : { reason: parsed.problems.map(problemLine(lang)).join('; ') };
  };
  return async (listId) => {
    let unreadable: { reason: string } | undefined;
    for (const file of [path.join(dir, `${listId}.muster`), path.join(dir, '..', 'lists', `${listId}.muster`)]) {
      const found = await tryFile(file);
      if (found && 'list' in found) return { list: found.list, file };
      unreadable ??= found;
    }
    const names = (await fs.readdir(dir).catch(() => [] as string[])).filter((n) => n.endsWith('.muster')).sort().slice(0, MAX_SCANNED_LISTS);
    for (const name of names) {
      const file = path.join(dir, name);
      const found = await tryFile(file);
      if (found && 'list' in found && found.list.id === listId) return { list: found.list, file };
    }
    return unreadable ?? { missing: true };
  };
}

/** Resolves the attacker's and defender's lists of a parsed roster; `label` names the roster in problems. */
export async function resolveSides(roster: SiegeRoster, resolve: ListResolver, label: string): Promise<LoadedSiege> {
  const out: LoadedSiege = { roster, problems: [], notes: [] };
  for (const side of SIEGE_SIDES) {
    const ref = roster[side];
    if (!ref) continue;
    if (ref.list) {
      out[side] = ref.list;
      continue;
    }
    if (ref.listId === undefined) continue;
    const found = await resolve(ref.listId);
    if ('list' in found) {
      out[side] = found.list;
      if (found.file !== undefined) out.listFiles = [...(out.listFiles ?? []), found.file];
    } else if ('missing' in found) {
      out.problems.push(coded(label, `${side}.listId`, `siege-${side}-list-missing`, { id: ref.listId }));
      out.missing = [...(out.missing ?? []), { side, listId: ref.listId }];
    } else out.problems.push(coded(label, `${side}.listId`, `siege-${side}-list-unreadable`, { reason: found.reason }));
  }
  return out;
}

/** Reads a roster's text and its linked lists; never throws for bad input (problems instead). */
export async function loadSiegeText(text: string, file: string, lookup: CardLookup, label = file, resolve?: ListResolver): Promise<LoadedSiege> {
  const parsed = parseSiegeFile(text, label, lookup);
  if (!parsed.roster) return { problems: parsed.problems, notes: parsed.notes };
  const resolved = await resolveSides(parsed.roster, resolve ?? folderListResolver(file, lookup), label);
  // With a roster, what its file's reading reported are repairs; the linked lists' problems stay problems.
  return { ...resolved, repairs: parsed.problems, notes: [...parsed.notes, ...resolved.notes] };
}

