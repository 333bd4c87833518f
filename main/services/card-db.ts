import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import { promises as fs, type Dirent } from 'node:fs';
import path from 'node:path';
import { FileReadError, MAX_CARD_FILE_BYTES, readAsWindows1252, readFileBytes, readTextFile, type LinkOptions } from './read-file';
import { decodeText } from '../../core/files/encoding';
import { safeWrite } from './safe-write';
import { fileURLToPath } from 'node:url';
import { CardDatabase, type LoadedCardFile } from '../../core/db/database';
import { checkedCardFile, parseCardFile, type ParsedCardFile } from '../../core/db/load';
import { parseJsonText } from '../../core/files/json';
import type { LoadProblem } from '../../core/db/types';
import { coded } from '../../core/files/problems';
import type { SystemId } from '../../core/model/system';
import { checkedCardsRecord, userCardsDir } from './paths';

interface LoadedCardDatabase {
  db: CardDatabase;
  /** Problems of every file (file path, JSON path, reason); the rest of the database still loads. */
  problems: LoadProblem[];
  /** How many files were checked card by card (the others were listed as checked, by hash). */
  checkedInFull: number;
}

/**
 * The record Muster keeps of the user's card files it has checked and found clean: a file in the
 * app's data folder (never in a card folder, where a copied pack could bring its own), written
 * only by `loadCardDatabase`. `stamp` names the checks (the app's version): a record with another
 * stamp is ignored, so a new version checks every file once again.
 */
export interface CheckedRecord {
  file: string;
  stamp: string;
}

const RECORD_HEAD = '# Muster: card files checked and clean, by the sha-256 of their content; stamp ';

/** The hashes a checked record lists for `stamp`. Missing, unreadable or of another stamp: none. */
async function readCheckedRecord(record: CheckedRecord): Promise<Set<string>> {
  const text = await readTextFile(record.file).catch(() => '');
  const lines = text.split('\n');
  if (lines[0] !== `${RECORD_HEAD}${record.stamp}`) return new Set();
  return new Set(lines.slice(1).filter((line) => /^[0-9a-f]{64}$/.test(line)));
}

/**
 * A file checked in full can be listed as checked when it has no problem and its cards are
 * exactly what the schema makes of them (every default written out): loading it unchecked
 * then gives the same cards.
 */
export function loadsUnchecked(parsed: ParsedCardFile, text: string): boolean {
  if (!parsed.file || parsed.problems.length > 0) return false;
  const raw = JSON.parse(text) as { cards?: unknown };
  return isDeepStrictEqual(parsed.file.cards, raw.cards);
}

/**
 * Where Muster's resources live: `MUSTER_RESOURCES` when set, else the repository's
 * `resources/` folder found from this module's location.
 */
export function defaultResourcesDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.MUSTER_RESOURCES) return path.resolve(env.MUSTER_RESOURCES);
  return fileURLToPath(new URL('../../resources/', import.meta.url)).replace(/[\\/]$/, '');
}

/**
 * The shipped card database inside a resources folder: one subfolder per system, so that a
 * command working on one list loads only its system's cards (`system`), not all of them.
 */
export function shippedCardsDir(resourcesDir: string, system?: SystemId): string {
  return system === undefined ? path.join(resourcesDir, 'cards') : path.join(resourcesDir, 'cards', system);
}

function errorText(err: unknown): string {
  const e = err as NodeJS.ErrnoException;
  return e.code ? `${e.code}: ${e.message.replace(/^[A-Z]+: /, '')}` : String(err);
}

/**
 * The list of shipped card files checked at build time (`npm run check:cards`), in `sha256sum`
 * format (`<sha-256>  <path inside the folder>`). A listed file whose content still has that hash
 * skips the per-card check at start; any other file (and every user file) is checked in full.
 */
export const CHECKED_FILES = 'checked-files.sha256';

/**
 * Reads the checked-files list of a shipped folder: path inside the folder → hash. One game
 * system's folder (`cards/confrontation`, what the command line loads) has none of its own: its
 * files are those of the list one folder up (`cards/checked-files.sha256`) under its name.
 * Missing or unreadable: empty (every file is checked in full).
 */
async function readCheckedFiles(dir: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  let text = await readTextFile(path.join(dir, CHECKED_FILES)).catch(() => undefined);
  let prefix = '';
  if (text === undefined) {
    text = await readTextFile(path.join(path.dirname(dir), CHECKED_FILES)).catch(() => '');
    prefix = `${path.basename(dir)}/`;
  }
  for (const line of text.split('\n')) {
    const m = /^([0-9a-f]{64}) {2}(.+)$/.exec(line.trim());
    if (m && m[2]!.startsWith(prefix)) out.set(m[2]!.slice(prefix.length), m[1]!);
  }
  return out;
}

/** The sha-256 of a file's bytes, as the checked-files list writes it. */
export function contentHash(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** A card file's path inside its folder, with forward slashes (as the checked-files list names it). */
export function pathInside(dir: string, file: string): string {
  return path.relative(dir, file).split(path.sep).join('/');
}

/** The name of the report `muster data import` writes beside the card files. */
export const IMPORT_REPORT = 'import-report.json';

/** Whether a folder entry's name is that of a card file (an importer's report beside the data it wrote is none). */
const isCardFileName = (name: string): boolean => name.toLowerCase().endsWith('.json') && !name.startsWith('.') && name !== IMPORT_REPORT;

/**
 * Every `*.json` file under `dir`, recursively, sorted by path. A missing folder gives no
 * files; a folder that cannot be read gives a problem. With `links: 'refuse'` (the user's cards
 * folder, one of Muster's own) no link inside it is followed: a link named as a card file is
 * listed, and reading it (with the same option) refuses it with its name; a link to a folder is
 * named as a problem. `dir` itself may be a link (a folder the user named, or the user data folder).
 */
export async function findCardFiles(dir: string, problems: LoadProblem[], options: LinkOptions = {}): Promise<string[]> {
  let entries: Dirent[];
  try {
    entries = await fs.readdir(dir, { withFileTypes: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') problems.push({ file: dir, path: '', message: `cannot read folder (${errorText(err)})` });
    return [];
  }
  entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  const out: string[] = [];
  for (const d of entries) {
    const full = path.join(dir, d.name);
    if (d.isDirectory()) out.push(...(await findCardFiles(full, problems, options)));
    else if ((d.isFile() || d.isSymbolicLink()) && isCardFileName(d.name)) out.push(full);
    else if (d.isSymbolicLink() && options.links === 'refuse' && (await fs.stat(full).then((s) => s.isDirectory(), () => false))) problems.push(coded(full, '', 'folder-link'));
  }
  return out;
}

/** A folder of card files and how links inside it are treated (see findCardFiles); a plain path follows them. */
export type CardFolder = string | ({ dir: string } & LinkOptions);

/** Why a card file could not be read, naming it: its code's text (in both languages) where it has one. */
function unreadableProblem(file: string, err: unknown): LoadProblem {
  return coded(file, '', 'unreadable-file', {}, err instanceof FileReadError && err.issue ? err.issue : { code: 'other', params: { message: err instanceof FileReadError ? err.detail : errorText(err) } });
}

/**
 * Loads card files from folders in order (shipped first, then the user's), so that a later
 * folder's card replaces a card with the same id. Never throws for bad or unreadable files:
 * they become problems and everything else loads.
 *
 * Files of the first folder listed in its checked-files list, and files of the other folders
 * whose content `record` lists, skip the per-card check. With a record, the user's files checked
 * in full and found clean are added to it (and files gone or changed leave it) after the load.
 */
export async function loadCardDatabase(folders: readonly CardFolder[], options: { record?: CheckedRecord } = {}): Promise<LoadedCardDatabase> {
  const problems: LoadProblem[] = [];
  const record = options.record;
  const recorded = record ? await readCheckedRecord(record) : new Set<string>();
  const perDir = await Promise.all(
    folders.map(async (folder, layer) => {
      const { dir, ...links } = typeof folder === 'string' ? { dir: folder } : folder;
      const dirProblems: LoadProblem[] = [];
      // Only the shipped folder (the first) can have files checked at build time.
      const [files, listed] = await Promise.all([findCardFiles(dir, dirProblems, links), layer === 0 ? readCheckedFiles(dir) : new Map<string, string>()]);
      const loaded = await Promise.all(
        files.map(async (file): Promise<{ file: string; text: string; hash: string; checked: boolean; note?: LoadProblem } | { problem: LoadProblem }> => {
          try {
            const bytes = await readFileBytes(file, MAX_CARD_FILE_BYTES, links);
            const listedHash = layer === 0 ? listed.get(pathInside(dir, file)) : undefined;
            const hash = listedHash !== undefined || (layer > 0 && record) ? contentHash(bytes) : '';
            const checked = hash !== '' && (layer === 0 ? listedHash === hash : recorded.has(hash));
            // A card file a Windows editor saved is read as Windows-1252 (never into replacement characters), and said so.
            const { text, encoding } = decodeText(bytes);
            return { file, text, hash, checked, ...(encoding === 'utf-8' ? {} : { note: readAsWindows1252(file) }) };
          } catch (err) {
            return { problem: unreadableProblem(file, err) };
          }
        }),
      );
      return { layer, dirProblems, loaded };
    }),
  );
  const cardFiles: LoadedCardFile[] = [];
  /** The user's files (not the first folder's) that load unchecked next time. */
  const clean = new Set<string>();
  let checkedInFull = 0;
  for (const { layer, dirProblems, loaded } of perDir) {
    problems.push(...dirProblems);
    for (const item of loaded) {
      if ('problem' in item) {
        problems.push(item.problem);
        continue;
      }
      if (item.note) problems.push(item.note);
      if (!item.checked) checkedInFull++;
      const parsed = item.checked ? parseChecked(item.text, item.file) : parseCardFile(item.text, item.file);
      problems.push(...parsed.problems);
      if (parsed.file) cardFiles.push({ path: item.file, file: parsed.file, layer });
      if (record && layer > 0 && (item.checked || loadsUnchecked(parsed, item.text))) clean.add(item.hash);
    }
  }
  // The parsed cards are fresh objects: the database keeps them instead of copying each.
  const built = CardDatabase.build(cardFiles, { owned: true });
  problems.push(...built.problems);
  if (record && !sameSet(clean, recorded)) await writeCheckedRecord(record, clean);
  return { db: built.db, problems, checkedInFull };
}

/**
 * Where a card database is read from. The folders overlay one another in this order: the shipped
 * cards, the user's own cards (the `cards` folder of the user data folder, which the library,
 * the app's imports and `muster data import` write), then `extra` folders. Links inside the user's
 * cards folder are not followed (as the user cards store does not follow them); the shipped and
 * `extra` folders, named by the app and the user, are read as they are.
 */
export interface CardSources {
  /** The resources folder holding the shipped cards. */
  resourcesDir: string;
  /** Only this system's shipped cards (the user's cards are read whole, as the app reads them). */
  system?: SystemId;
  /**
   * The user data folder whose cards are read, with Muster's version: the stamp of the record of
   * the user's files checked clean (see CheckedRecord), which the app and the command line share;
   * without a version every file is checked in full and no record is kept. Without `user` only
   * the shipped cards (and `extra`) are read.
   */
  user?: { dataDir: string; version?: string | undefined };
  /** Folders laid over all of these (the command line's `--db`). */
  extra?: readonly string[];
}

/**
 * The card database as the app reads it (see CardSources): the one loading of the shipped and the
 * user's cards, for the app and the command line. A user data folder without cards is no problem.
 */
export function loadCardSources(sources: CardSources): Promise<LoadedCardDatabase> {
  const { resourcesDir, system, user, extra = [] } = sources;
  const dirs: CardFolder[] = [shippedCardsDir(resourcesDir, system), ...(user ? [{ dir: userCardsDir(user.dataDir), links: 'refuse' as const }] : []), ...extra];
  return loadCardDatabase(dirs, user?.version !== undefined ? { record: { file: checkedCardsRecord(user.dataDir), stamp: user.version } } : {});
}

function sameSet(a: ReadonlySet<string>, b: ReadonlySet<string>): boolean {
  return a.size === b.size && [...a].every((x) => b.has(x));
}

/** Writes the record (sorted hashes); a failed write only means a full check next time. */
async function writeCheckedRecord(record: CheckedRecord, hashes: ReadonlySet<string>): Promise<void> {
  const text = [`${RECORD_HEAD}${record.stamp}`, ...[...hashes].sort()].join('\n') + '\n';
  await safeWrite(record.file, text).catch(() => undefined);
}

function parseChecked(text: string, file: string): ParsedCardFile {
  // Its hash is that of a file checked in full before (nesting depth included).
  const json = parseJsonText(text, file, { knownShallow: true });
  return json.ok ? checkedCardFile(json.value, file) : { problems: [json.problem] };
}

/**
 * Builds the database's search texts in slices between other work (after the app loaded it), so
 * the first search does not wait for them. Resolves when all are built.
 */
export function prepareSearchInBackground(db: CardDatabase, slice = 2000): Promise<void> {
  return new Promise((resolve) => {
    const step = (from: number): void => {
      const next = db.prepareSearch(from, slice);
      if (next === undefined) resolve();
      else setImmediate(step, next);
    };
    setImmediate(step, 0);
  });
}
