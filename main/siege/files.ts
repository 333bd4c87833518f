import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { CardLookup, LoadProblem } from '../../core/db/types';
import { parseListFile } from '../../core/list/load';
import type { ArmyList } from '../../core/model/list';
import { SIEGE_FILE_EXT, SIEGE_FILE_FORMAT, SIEGE_SIDES, type SiegeRoster, type SiegeSideId } from '../../core/model/siege';
import { parseSiegeFile } from '../../core/siege/load';

/** A roster with its armies resolved: embedded lists, or list files read relative to the roster file. */
export interface LoadedSiege {
  roster?: SiegeRoster;
  attacker?: ArmyList;
  defender?: ArmyList;
  /** Problems of the roster file and of the linked list files (file, JSON path, reason). */
  problems: LoadProblem[];
}

/** True for a siege roster: by the `.muster-siege` extension, or by the `format` field of its text. */
export function isSiegeFile(file: string, text?: string): boolean {
  if (file.toLowerCase().endsWith(SIEGE_FILE_EXT)) return true;
  if (text === undefined) return false;
  return new RegExp(`^\\s*\\{[\\s\\S]{0,200}?"format"\\s*:\\s*"${SIEGE_FILE_FORMAT}"`).test(text.replace(/^\uFEFF/, ''));
}

function readError(err: unknown): string {
  const code = err && typeof err === 'object' && 'code' in err ? (err as { code: unknown }).code : undefined;
  if (code === 'ENOENT') return 'no such file';
  if (code === 'EISDIR') return 'is a folder, not a list file';
  if (code === 'EACCES' || code === 'EPERM') return 'permission denied';
  return err instanceof Error ? err.message : String(err);
}

/**
 * Resolves the attacker's and defender's lists of a parsed roster. `rosterFile` is the path of
 * the roster (list file references are relative to its folder); `label` names it in problems.
 */
export async function resolveSides(roster: SiegeRoster, rosterFile: string, lookup: CardLookup, label = rosterFile): Promise<LoadedSiege> {
  const out: LoadedSiege = { roster, problems: [] };
  for (const side of SIEGE_SIDES) {
    const ref = roster[side];
    if (!ref) continue;
    if (ref.list) {
      out[side] = ref.list;
      continue;
    }
    if (ref.file === undefined) continue;
    const listPath = path.resolve(path.dirname(rosterFile), ref.file);
    let text: string;
    try {
      text = await readFile(listPath, 'utf8');
    } catch (err) {
      out.problems.push({ file: label, path: `${side}.file`, message: `cannot read the list file '${ref.file}': ${readError(err)}` });
      continue;
    }
    const parsed = parseListFile(text, ref.file, lookup);
    if (!parsed.list || parsed.problems.length > 0) {
      out.problems.push(...parsed.problems.map((p) => ({ ...p, file: path.join(path.dirname(label), ref.file!) })));
      if (parsed.problems.length === 0) out.problems.push({ file: label, path: `${side}.file`, message: `'${ref.file}' is not a usable list file` });
      continue;
    }
    out[side] = parsed.list;
  }
  return out;
}

/** Reads a roster file and its linked lists; never throws for bad input (problems instead). */
export async function loadSiegeFile(file: string, lookup: CardLookup, label = file): Promise<LoadedSiege> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (err) {
    return { problems: [{ file: label, path: '', message: `cannot read the siege roster: ${readError(err)}` }] };
  }
  return loadSiegeText(text, file, lookup, label);
}

export async function loadSiegeText(text: string, file: string, lookup: CardLookup, label = file): Promise<LoadedSiege> {
  const parsed = parseSiegeFile(text, label, lookup);
  if (!parsed.roster) return { problems: parsed.problems };
  const resolved = await resolveSides(parsed.roster, file, lookup, label);
  return { ...resolved, problems: [...parsed.problems, ...resolved.problems] };
}

export type { SiegeSideId };
