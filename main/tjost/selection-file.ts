import path from 'node:path';
import type { CardLookup } from '../../core/db/types';
import { formatProblem } from '../../core/files/problems';
import { parseListFile } from '../../core/list/load';
import type { ArmyList } from '../../core/model/list';
import { FileReadError, readTextFile } from '../services/read-file';

/** The selection list of a TJOST game list, or why it cannot be used (one line per reason). */
/** The selection list, or why it cannot be had; `repairs`: what was left out of its file to read it (file and field). */
type SelectionLoad = { ok: true; selection?: ArmyList; file?: string; repairs?: string[] } | { ok: false; messages: string[] };

function reason(err: unknown): string {
  if (err instanceof FileReadError) return err.detail;
  return err instanceof Error ? err.message : String(err);
}

interface SelectionRequest {
  /** The list being checked or printed. */
  list: ArmyList;
  /** Its file, as given (relative to cwd or absolute). */
  listFile: string;
  /** `--selection FILE`: overrides the file the game list names. */
  override?: string;
  cwd: string;
  lookup?: CardLookup;
}

/**
 * Reads the selection list a TJOST game list is chosen from: `--selection FILE` (relative to
 * the working folder) or else the game list's `selectionList` (relative to the game list file).
 * Other list kinds need none (an override for them is an error). A missing, unreadable or
 * broken file, or one that is not a selection list of the same system, is refused with a clear
 * message naming the file.
 */
export async function loadSelectionFor(req: SelectionRequest): Promise<SelectionLoad> {
  const { list, listFile, override, cwd } = req;
  if (list.kind !== 'tjost-game') {
    return override === undefined ? { ok: true } : { ok: false, messages: [`--selection is only for TJOST game lists; ${listFile} is a list of kind '${list.kind}'`] };
  }
  let shown: string;
  let file: string;
  if (override !== undefined) {
    shown = override;
    file = path.resolve(cwd, override);
  } else if (list.selectionList) {
    file = path.resolve(path.dirname(path.resolve(cwd, listFile)), list.selectionList);
    shown = path.relative(cwd, file) || file;
  } else {
    return { ok: false, messages: [`${listFile}: this TJOST game list names no selection list; give its file with --selection FILE`] };
  }
  let text: string;
  try {
    text = await readTextFile(file);
  } catch (err) {
    const named = override !== undefined ? '' : ` (named by ${listFile} as '${list.selectionList}')`;
    return { ok: false, messages: [`${shown}: cannot read the selection list of this game list${named}: ${reason(err)}; link the game list to its selection list again or use --selection FILE`] };
  }
  const parsed = parseListFile(text, shown, req.lookup);
  if (!parsed.list) {
    const lines = parsed.problems.map(formatProblem);
    return { ok: false, messages: lines.length ? lines : [`${shown}: not a usable list file`] };
  }
  const selection = parsed.list;
  if (selection.kind !== 'tjost-selection') {
    return { ok: false, messages: [`${shown}: not a TJOST selection list (its kind is '${selection.kind}')`] };
  }
  if (selection.system !== list.system) {
    return { ok: false, messages: [`${shown}: the selection list is for ${selection.system}, the game list for ${list.system}`] };
  }
  return { ok: true, selection, file, ...(parsed.problems.length ? { repairs: parsed.problems.map(formatProblem) } : {}) };
}
