import { createHash } from 'node:crypto';
import { promises as fs, type Dirent } from 'node:fs';
import path from 'node:path';
import { FileReadError, MAX_CARD_FILE_BYTES, readFileBytes, readTextFile } from './read-file';
import { fileURLToPath } from 'node:url';
import { CardDatabase, type LoadedCardFile } from '../../core/db/database';
import { checkedCardFile, parseCardFile, type ParsedCardFile } from '../../core/db/load';
import { parseJsonText } from '../../core/files/json';
import type { LoadProblem } from '../../core/db/types';
import type { SystemId } from '../../core/model/system';

interface LoadedCardDatabase {
  db: CardDatabase;
  /** Problems of every file (file path, JSON path, reason); the rest of the database still loads. */
  problems: LoadProblem[];
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

/** Reads a checked-files list: path inside the folder → hash. Missing or unreadable: empty. */
async function readCheckedFiles(dir: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const text = await readTextFile(path.join(dir, CHECKED_FILES)).catch(() => '');
  for (const line of text.split('\n')) {
    const m = /^([0-9a-f]{64}) {2}(.+)$/.exec(line.trim());
    if (m) out.set(m[2]!, m[1]!);
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

/**
 * Every `*.json` file under `dir`, recursively, sorted by path. A missing folder gives no
 * files; a folder that cannot be read gives a problem.
 */
export async function findCardFiles(dir: string, problems: LoadProblem[]): Promise<string[]> {
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
    if (d.isDirectory()) out.push(...(await findCardFiles(full, problems)));
    // An importer's report beside the data it wrote is no card file.
    else if ((d.isFile() || d.isSymbolicLink()) && d.name.toLowerCase().endsWith('.json') && !d.name.startsWith('.') && d.name !== IMPORT_REPORT) out.push(full);
  }
  return out;
}

/**
 * Loads card files from folders in order (shipped first, then the user's), so that a later
 * folder's card replaces a card with the same id. Never throws for bad or unreadable files:
 * they become problems and everything else loads.
 */
export async function loadCardDatabase(dirs: string[]): Promise<LoadedCardDatabase> {
  const problems: LoadProblem[] = [];
  const perDir = await Promise.all(
    dirs.map(async (dir, layer) => {
      const dirProblems: LoadProblem[] = [];
      // Only the shipped folder (the first) can have files checked at build time.
      const [files, checked] = await Promise.all([findCardFiles(dir, dirProblems), layer === 0 ? readCheckedFiles(dir) : new Map<string, string>()]);
      const loaded = await Promise.all(
        files.map(async (file) => {
          try {
            const bytes = await readFileBytes(file, MAX_CARD_FILE_BYTES);
            const hash = checked.get(pathInside(dir, file));
            return { file, text: bytes.toString('utf8'), checked: hash !== undefined && hash === contentHash(bytes), error: undefined };
          } catch (err) {
            return { file, text: undefined, checked: false, error: `cannot read file (${err instanceof FileReadError ? err.detail : errorText(err)})` };
          }
        }),
      );
      return { layer, dirProblems, loaded };
    }),
  );
  const cardFiles: LoadedCardFile[] = [];
  for (const { layer, dirProblems, loaded } of perDir) {
    problems.push(...dirProblems);
    for (const item of loaded) {
      if (item.text === undefined) {
        problems.push({ file: item.file, path: '', message: item.error ?? 'cannot read file' });
        continue;
      }
      const parsed = item.checked ? parseChecked(item.text, item.file) : parseCardFile(item.text, item.file);
      problems.push(...parsed.problems);
      if (parsed.file) cardFiles.push({ path: item.file, file: parsed.file, layer });
    }
  }
  // The parsed cards are fresh objects: the database keeps them instead of copying each.
  const built = CardDatabase.build(cardFiles, { owned: true });
  problems.push(...built.problems);
  return { db: built.db, problems };
}

function parseChecked(text: string, file: string): ParsedCardFile {
  const json = parseJsonText(text, file);
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
