import { promises as fs, type Dirent } from 'node:fs';
import path from 'node:path';
import { FileReadError, MAX_CARD_FILE_BYTES, readTextFile } from './read-file';
import { fileURLToPath } from 'node:url';
import { CardDatabase, type LoadedCardFile } from '../../core/db/database';
import { parseCardFile } from '../../core/db/load';
import type { LoadProblem } from '../../core/db/types';

export interface LoadedCardDatabase {
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

/** The shipped card database inside a resources folder (one subfolder per system). */
export function shippedCardsDir(resourcesDir: string): string {
  return path.join(resourcesDir, 'cards');
}

function errorText(err: unknown): string {
  const e = err as NodeJS.ErrnoException;
  return e.code ? `${e.code}: ${e.message.replace(/^[A-Z]+: /, '')}` : String(err);
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
      const files = await findCardFiles(dir, dirProblems);
      const loaded = await Promise.all(
        files.map(async (file) => {
          try {
            return { file, text: await readTextFile(file, MAX_CARD_FILE_BYTES), error: undefined };
          } catch (err) {
            return { file, text: undefined, error: `cannot read file (${err instanceof FileReadError ? err.detail : errorText(err)})` };
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
      const parsed = parseCardFile(item.text, item.file);
      problems.push(...parsed.problems);
      if (parsed.file) cardFiles.push({ path: item.file, file: parsed.file, layer });
    }
  }
  const built = CardDatabase.build(cardFiles);
  problems.push(...built.problems);
  return { db: built.db, problems };
}
