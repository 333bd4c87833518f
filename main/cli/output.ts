import { constants, promises as fs } from 'node:fs';
import path from 'node:path';
import { isTextExport } from '../../core/export/recognise';
import { parseJsonText } from '../../core/files/json';
import { translate } from '../../core/i18n/translate';
import { CARD_FILE_FORMAT } from '../../core/model/card-terms';
import { LIST_FILE_FORMAT } from '../../core/model/list-format';
import type { Lang } from '../../core/model/system';
import { OWB_GAME } from '../../core/systems/oldworld/owb-list';
import { EVENT_RESULTS_FORMAT } from '../../core/systems/confrontation/tjost/organiser/event-results';
import { FileReadError, MAX_CARD_FILE_BYTES, MAX_DOCUMENT_BYTES, readTextFile } from '../services/read-file';

/** What a command writes with `--out`, so an existing file of another kind is never replaced by mistake. */
type OutputKind = 'pdf' | 'text' | 'list' | 'owb' | 'cards' | 'import-report' | 'csv' | 'event-results';

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

/**
 * The JSON documents a command writes, each recognised by a top-level field of the parsed file
 * (never by where the writer put that field: a results file writes its `format` last), and the
 * largest such file Muster reads; a larger one is not taken for one of them.
 */
const JSON_KINDS: Partial<Record<OutputKind, { maxBytes: number; is: (doc: Record<string, unknown>) => boolean }>> = {
  list: { maxBytes: MAX_DOCUMENT_BYTES, is: (doc) => doc.format === LIST_FILE_FORMAT },
  owb: { maxBytes: MAX_DOCUMENT_BYTES, is: (doc) => doc.game === OWB_GAME },
  cards: { maxBytes: MAX_CARD_FILE_BYTES, is: (doc) => doc.format === CARD_FILE_FORMAT },
  'import-report': { maxBytes: MAX_DOCUMENT_BYTES, is: (doc) => 'dataset' in doc },
  'event-results': { maxBytes: MAX_DOCUMENT_BYTES, is: (doc) => doc.format === EVENT_RESULTS_FORMAT },
};

/** Whether a file is a JSON document of the kind: read whole (up to the kind's limit) and parsed with core's bounded parser. */
async function isJsonKind(file: string, kind: NonNullable<(typeof JSON_KINDS)[OutputKind]>): Promise<boolean> {
  const text = await readTextFile(file, kind.maxBytes).catch((err: unknown) => {
    // Too large, or not UTF-8 text (a photo, a zip archive, a file in another encoding): not one Muster wrote.
    if (err instanceof FileReadError && (err.reason === 'too-large' || err.issue?.code === 'not-utf8' || err.issue?.code === 'zip-archive')) return undefined;
    throw err;
  });
  if (text === undefined) return false;
  const parsed = parseJsonText(text, file);
  return parsed.ok && typeof parsed.value === 'object' && parsed.value !== null && !Array.isArray(parsed.value) && kind.is(parsed.value as Record<string, unknown>);
}

/** Whether an existing file is of the kind the command writes (so it may be replaced without --force). */
async function isKind(file: string, kind: OutputKind): Promise<boolean> {
  const json = JSON_KINDS[kind];
  if (json) return isJsonKind(file, json);
  const { start, end } = await ends(file);
  const text = start.toString('utf8').replace(/^\uFEFF/, '');
  switch (kind) {
    case 'pdf':
      return start.subarray(0, 5).toString('latin1') === '%PDF-';
    case 'csv':
      return start.length === 0 || text.startsWith('event,date,rank,player,');
    default:
      // Muster's text export: plain text ending in its closing line; an empty file is fine too.
      return start.length === 0 || (!start.includes(0) && isTextExport(end.toString('utf8')));
  }
}

/**
 * Checks `--out` before anything is written. Refused (a message for exit 2, in `lang`):
 * - the output is one of the command's input files (also through a symlink or `..`);
 * - the output exists and is not a regular file;
 * - the output exists and is not of the kind the command writes, unless `force` is set.
 * Returns undefined when writing is fine.
 */
export async function checkOutput(out: string, inputs: readonly string[], kind: OutputKind, force: boolean, lang: Lang = 'en'): Promise<string | undefined> {
  const t = (id: string, params: Record<string, string>) => translate(lang, `cli.output.${id}`, params);
  const target = await realTarget(out);
  for (const input of inputs) {
    if ((await realTarget(input)) === target) return t('input', { out, input });
  }
  const stat = await fs.stat(target).catch(() => undefined);
  if (!stat) return undefined;
  if (!stat.isFile()) return t(stat.isDirectory() ? 'folder' : 'notFile', { out });
  if (force) return undefined;
  const same = await isKind(target, kind).catch(() => undefined);
  if (same === undefined) return t('unreadable', { out });
  if (!same) return t('other', { out, kind: translate(lang, `cli.output.kind.${kind}`) });
  return undefined;
}

/** True when two paths name the same file (also through a symlink or `..`); either may not exist yet. */
export async function sameFile(a: string, b: string): Promise<boolean> {
  return (await realTarget(a)) === (await realTarget(b));
}

/** Refuses an output inside one of the command's input folders (`--db`), whose files it reads (a message in `lang`). */
export async function insideFolders(out: string, folders: readonly string[], lang: Lang): Promise<string | undefined> {
  const target = await realTarget(out);
  for (const folder of folders) {
    const real = await realTarget(folder);
    if (target.startsWith(real + path.sep)) return translate(lang, 'cli.output.inside', { out, folder });
  }
  return undefined;
}

/**
 * Refuses a folder a command writes into (`--out DIR`, or the cards folder it defaults to) when
 * it, or a folder it would be made in, is there as a file: the message (in `lang`) names which.
 * `shown` is how the folder is named to the user (`--out cards`). Undefined when it is a folder or
 * can be made.
 */
export async function outFolderProblem(dir: string, shown: string, lang: Lang): Promise<string | undefined> {
  const full = path.resolve(dir);
  for (let at = full; ; at = path.dirname(at)) {
    const entry = await fs.stat(at).catch(() => undefined);
    if (entry) return entry.isDirectory() ? undefined : translate(lang, `cli.output.outFolder.${at === full ? 'file' : 'made'}`, { folder: shown, at });
    if (path.dirname(at) === at) return undefined;
  }
}
