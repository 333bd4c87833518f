import { constants, promises as fs } from 'node:fs';
import path from 'node:path';
import { isTextExport } from '../../core/export/recognise';

/** What a command writes with `--out`, so an existing file of another kind is never replaced by mistake. */
type OutputKind = 'pdf' | 'text' | 'list' | 'owb' | 'cards' | 'import-report' | 'csv' | 'event-results';

const KIND_NAMES: Record<OutputKind, string> = {
  pdf: 'a PDF',
  text: 'a Muster text export',
  list: 'a Muster list file',
  owb: 'an Old World Builder list file',
  cards: 'a Muster card file',
  'import-report': 'an import report',
  csv: 'a CSV export of event results',
  'event-results': 'a Muster event results file',
};

/** The real path of a file that may not exist yet (its folder resolved, symlinks followed). */
async function realTarget(file: string): Promise<string> {
  try {
    return await fs.realpath(file);
  } catch {
    const dir = await fs.realpath(path.dirname(file)).catch(() => path.dirname(file));
    return path.join(dir, path.basename(file));
  }
}

/** The first bytes of a file and its last ones, for recognising its kind. */
async function ends(file: string, bytes = 4096): Promise<{ start: Buffer; end: Buffer }> {
  const handle = await fs.open(file, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  try {
    const size = (await handle.stat()).size;
    const read = async (at: number): Promise<Buffer> => {
      const buffer = Buffer.alloc(bytes);
      const { bytesRead } = await handle.read(buffer, 0, bytes, at);
      return buffer.subarray(0, bytesRead);
    };
    return { start: await read(0), end: await read(Math.max(0, size - bytes)) };
  } finally {
    await handle.close();
  }
}

function looksLike(kind: OutputKind, start: Buffer, end: Buffer): boolean {
  const text = start.toString('utf8').replace(/^\uFEFF/, '');
  switch (kind) {
    case 'pdf':
      return start.subarray(0, 5).toString('latin1') === '%PDF-';
    case 'list':
      return /^\s*\{[\s\S]*"format"\s*:\s*"muster-list"/.test(text);
    case 'owb':
      return /^\s*\{[\s\S]*"game"\s*:\s*"the-old-world"/.test(text);
    case 'cards':
      return /^\s*\{[\s\S]*"format"\s*:\s*"muster-cards"/.test(text);
    case 'import-report':
      return /^\s*\{[\s\S]*"dataset"\s*:/.test(text);
    case 'csv':
      return start.length === 0 || text.startsWith('event,date,rank,player,');
    case 'event-results':
      return /^\s*\{[\s\S]*"format"\s*:\s*"muster-event-results"/.test(text);
    case 'text':
      // Muster's text export: plain text ending in its closing line; an empty file is fine too.
      return start.length === 0 || (!start.includes(0) && isTextExport(end.toString('utf8')));
  }
}

/**
 * Checks `--out` before anything is written. Refused (a message for exit 2):
 * - the output is one of the command's input files (also through a symlink or `..`);
 * - the output exists and is not a regular file;
 * - the output exists and is not of the kind the command writes, unless `force` is set.
 * Returns undefined when writing is fine.
 */
export async function checkOutput(out: string, inputs: readonly string[], kind: OutputKind, force: boolean): Promise<string | undefined> {
  const target = await realTarget(out);
  for (const input of inputs) {
    if ((await realTarget(input)) === target) return `--out ${out} is the input file ${input}; choose another output file`;
  }
  const stat = await fs.stat(target).catch(() => undefined);
  if (!stat) return undefined;
  if (!stat.isFile()) return `cannot write ${out}: ${stat.isDirectory() ? "it is a folder" : "it is not a regular file"}`;
  if (force) return undefined;
  const read = await ends(target).catch(() => undefined);
  if (read === undefined) return `--out ${out} exists and cannot be read`;
  if (!looksLike(kind, read.start, read.end)) return `--out ${out} exists and is not ${KIND_NAMES[kind]}; use --force to replace it`;
  return undefined;
}

/** True when two paths name the same file (also through a symlink or `..`); either may not exist yet. */
export async function sameFile(a: string, b: string): Promise<boolean> {
  return (await realTarget(a)) === (await realTarget(b));
}

/** Refuses an output inside one of the command's input folders (`--db`), whose files it reads. */
export async function insideFolders(out: string, folders: readonly string[]): Promise<string | undefined> {
  const target = await realTarget(out);
  for (const folder of folders) {
    const real = await realTarget(folder);
    if (target.startsWith(real + path.sep)) return `--out ${out} is inside the card folder ${folder}; choose another output file`;
  }
  return undefined;
}

/**
 * Refuses a folder a command writes into (`--out DIR`, or the cards folder it defaults to) when
 * it, or a folder it would be made in, is there as a file: the message names which. `shown` is
 * how the folder is named to the user (`--out cards`). Undefined when it is a folder or can be made.
 */
export async function outFolderProblem(dir: string, shown: string): Promise<string | undefined> {
  const full = path.resolve(dir);
  for (let at = full; ; at = path.dirname(at)) {
    const entry = await fs.stat(at).catch(() => undefined);
    if (entry) return entry.isDirectory() ? undefined : at === full ? `${shown} is a file, not a folder` : `${shown} cannot be made: ${at} is a file, not a folder`;
    if (path.dirname(at) === at) return undefined;
  }
}
