import path from 'node:path';
import { parseCardFile } from '../../core/db/load';
import type { LoadProblem } from '../../core/db/types';
import { CHECKED_FILES, contentHash, findCardFiles, loadsUnchecked, pathInside } from './card-db';
import { MAX_CARD_FILE_BYTES, readFileBytes } from './read-file';
import { safeWrite } from './safe-write';

/**
 * The checked-files list of a shipped card folder (see CHECKED_FILES): every card file that loads
 * without a problem and is exactly what the schema makes of it (every default written out), with
 * the sha-256 of its content. Other files are left out: they are checked in full at every start.
 */
export async function checkedFilesList(dir: string): Promise<{ text: string; listed: string[]; left: string[] }> {
  const problems: LoadProblem[] = [];
  const files = await findCardFiles(dir, problems);
  const lines: string[] = [];
  const listed: string[] = [];
  const left: string[] = [];
  for (const file of files) {
    const bytes = await readFileBytes(file, MAX_CARD_FILE_BYTES);
    const text = bytes.toString('utf8');
    const parsed = parseCardFile(text, file);
    const rel = pathInside(dir, file);
    if (loadsUnchecked(parsed, text)) {
      lines.push(`${contentHash(bytes)}  ${rel}`);
      listed.push(rel);
    } else left.push(rel);
  }
  return { text: lines.length ? `${lines.join('\n')}\n` : '', listed, left };
}

/** Writes the checked-files list of a folder; returns what it listed and left out. */
export async function writeCheckedFiles(dir: string): Promise<{ listed: string[]; left: string[] }> {
  const { text, listed, left } = await checkedFilesList(dir);
  await safeWrite(path.join(dir, CHECKED_FILES), text);
  return { listed, left };
}
