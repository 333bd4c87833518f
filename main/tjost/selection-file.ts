import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { CardLookup } from '../../core/db/types';
import { problemLine } from '../../core/files/problems';
import { decimal } from '../../core/i18n/decimal';
import { translate } from '../../core/i18n/translate';
import { parseListFile } from '../../core/list/load';
import type { ArmyList } from '../../core/model/list';
import type { Lang } from '../../core/model/system';
import { selectionIdOf } from '../../core/systems/confrontation/tjost/selection-link';
import { reasonText } from '../services/read-reasons';
import { FileReadError, MAX_DOCUMENT_BYTES, readTextFile } from '../services/read-file';

/**
 * The selection list of a TJOST game list, or why it cannot be had (one line per reason);
 * `repairs`: what was left out of its file to read it (file and field); `foundById`: the file as
 * shown, when the linked file was not there and the list file beside the game list with the id
 * the link names was used (the caller says so, in its language: `cli.selectionById`).
 */
type SelectionLoad = { ok: true; selection?: ArmyList; file?: string; repairs?: string[]; foundById?: string } | { ok: false; messages: string[] };

/** How many `.muster` files of the game list's folder are looked through for the selection list's id. */
export const MAX_SELECTION_CANDIDATES = 1000;

/** The `id` field of a list file's JSON text, without checking the rest (undefined when it has none). */
function idOfText(text: string): string | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' && 'id' in value && typeof value.id === 'string' ? value.id : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The list file in `dir` whose list has the id `id`, for a game list whose linked selection list
 * is not there (the app's "Save list file" names the files after their lists, not their ids):
 * at most MAX_SELECTION_CANDIDATES `.muster` files of that one folder, in name order, each a
 * regular file within the size limit of a list (others are skipped); the first match wins.
 */
async function findListById(dir: string, id: string): Promise<{ found?: { file: string; text: string }; looked: number; count: number }> {
  const names = await fs.readdir(dir).catch(() => [] as string[]);
  const all = names.filter((n) => n.toLowerCase().endsWith('.muster'));
  const candidates = all.sort().slice(0, MAX_SELECTION_CANDIDATES);
  for (const name of candidates) {
    const file = path.join(dir, name);
    // Only this folder's own files: a link in it (to another folder) is not followed.
    const text = await readTextFile(file, MAX_DOCUMENT_BYTES, { links: 'refuse' }).catch(() => undefined);
    if (text !== undefined && idOfText(text) === id) return { found: { file, text }, looked: candidates.length, count: all.length };
  }
  return { looked: candidates.length, count: all.length };
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
  /** The language of the messages. */
  lang: Lang;
}

/**
 * Reads the selection list a TJOST game list is chosen from: `--selection FILE` (relative to
 * the working folder) or else the game list's `selectionList` (relative to the game list file;
 * when that file is not there, the list file beside the game list with the id the link names:
 * findListById, reported as `foundById`).
 * Other list kinds need none (an override for them is an error). A missing, unreadable or
 * broken file, or one that is not a selection list of the same system, is refused with a clear
 * message naming the file.
 */
export async function loadSelectionFor(req: SelectionRequest): Promise<SelectionLoad> {
  const { list, listFile, override, cwd, lang } = req;
  const t = (id: string, params: Record<string, string>): string => translate(lang, `cli.read.selection.${id}`, params);
  if (list.kind !== 'tjost-game') {
    return override === undefined ? { ok: true } : { ok: false, messages: [t('onlyTjost', { file: listFile, kind: list.kind })] };
  }
  // A file found from the game list's, shown as the user gave that one: absolute stays absolute,
  // relative is relative to the working folder.
  const asGiven = (file: string, ...given: string[]): string => (given.some((g) => path.isAbsolute(g)) ? file : path.relative(cwd, file) || file);
  let shown: string;
  let file: string;
  if (override !== undefined) {
    shown = override;
    file = path.resolve(cwd, override);
  } else if (list.selectionList) {
    file = path.resolve(path.dirname(path.resolve(cwd, listFile)), list.selectionList);
    shown = asGiven(file, listFile, list.selectionList);
  } else {
    return { ok: false, messages: [t('none', { file: listFile })] };
  }
  let text: string;
  let foundById: string | undefined;
  try {
    text = await readTextFile(file);
  } catch (err) {
    // The linked file is not there: the list file beside the game list with the id the link names.
    const id = override === undefined && err instanceof FileReadError && err.reason === 'missing' ? selectionIdOf(list.selectionList) : undefined;
    const search = id === undefined ? undefined : await findListById(path.dirname(path.resolve(cwd, listFile)), id);
    if (!search?.found) {
      const why = reasonText(err, lang, file);
      // Looked through only in part: the selection list may be among the files not looked at.
      const partly = search !== undefined && search.count > search.looked;
      const reason = partly ? t('partly', { reason: why, looked: decimal(lang, search.looked), count: decimal(lang, search.count) }) : why;
      return {
        ok: false,
        messages: [override !== undefined ? t('cannot', { file: shown, reason }) : t('named', { file: shown, list: listFile, link: list.selectionList ?? '', reason })],
      };
    }
    file = search.found.file;
    text = search.found.text;
    shown = asGiven(file, listFile);
    foundById = shown;
  }
  const line = problemLine(lang);
  const parsed = parseListFile(text, shown, req.lookup);
  if (!parsed.list) {
    const lines = parsed.problems.map(line);
    return { ok: false, messages: lines.length ? lines : [translate(lang, 'cli.read.unusable', { file: shown })] };
  }
  const selection = parsed.list;
  if (selection.kind !== 'tjost-selection') {
    return { ok: false, messages: [t('kind', { file: shown, kind: selection.kind })] };
  }
  if (selection.system !== list.system) {
    return { ok: false, messages: [t('system', { file: shown, selection: selection.system, list: list.system })] };
  }
  return { ok: true, selection, file, ...(parsed.problems.length ? { repairs: parsed.problems.map(line) } : {}), ...(foundById !== undefined ? { foundById } : {}) };
}
