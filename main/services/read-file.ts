import { constants, promises as fs, type Stats } from 'node:fs';
import path from 'node:path';
import type { FileIssue, LoadProblem } from '../../core/db/types';
import { coded, type FileProblemCode } from '../../core/files/problems';
import { decodeText, decodeUtf8, type TextEncoding } from '../../core/files/encoding';

/** Largest file Muster reads as a list, roster, results or settings file. */
export const MAX_DOCUMENT_BYTES = 8 * 1024 * 1024;
/** Largest card file (a whole Old World army with its profiles is under 1 MB). */
export const MAX_CARD_FILE_BYTES = 32 * 1024 * 1024;

/** A file Muster refused to read: not there, not a regular file, or too large. The message names the file. */
export class FileReadError extends Error {
  constructor(
    readonly file: string,
    readonly reason: 'missing' | 'not-a-file' | 'too-large' | 'unreadable',
    /** The reason in words (English), without the file name. */
    readonly detail: string,
    /** The reason as a problem's code, for other languages. */
    readonly issue?: FileIssue,
  ) {
    super(`${file}: ${detail}`);
    this.name = 'FileReadError';
  }
}

/** A FileReadError whose reason is the text of a problem's code. */
export function refused(file: string, reason: FileReadError['reason'], code: FileProblemCode, params: FileIssue['params'] = {}): FileReadError {
  const p = coded(file, '', code, params);
  return new FileReadError(file, reason, p.message, p.issue);
}

function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.round(bytes / 1024)} KB`;
}

/**
 * How a read or write treats a symbolic link at the file's name: `follow` it (a file the user
 * named, e.g. on the command line), or `refuse` it (a file in Muster's own folders: a document,
 * a history version, a trashed file, which is never read, copied or written through a link).
 * Only the file's own name is checked; the folders above it may be links.
 */
export interface LinkOptions {
  links?: 'follow' | 'refuse';
}

/** The refusal of a file that is a symbolic link where Muster does not follow links. */
export function linkRefused(file: string): FileReadError {
  return refused(file, 'not-a-file', 'link');
}

/**
 * The refusal of a path one of whose folders is a file (`… is a file, not a folder`, naming that
 * file): the nearest part of `dir` or above it that is there and is not a folder. Undefined when
 * there is none (the system's error then stands).
 */
export async function fileInPlaceOfFolder(dir: string): Promise<FileReadError | undefined> {
  for (let at = path.resolve(dir); ; at = path.dirname(at)) {
    const entry = await fs.stat(at).catch(() => undefined);
    if (entry && !entry.isDirectory()) return refused(at, 'not-a-file', 'not-a-folder');
    if (path.dirname(at) === at) return undefined;
  }
}

/** True when `file` is a symbolic link (false when it is anything else or not there). */
async function isLink(file: string): Promise<boolean> {
  return fs.lstat(file).then(
    (s) => s.isSymbolicLink(),
    () => false,
  );
}

export type { TextEncoding };

/** A text file's text and the encoding it was read in (see readDecodedText). */
export interface DecodedText {
  text: string;
  encoding: TextEncoding;
}

/**
 * Reads a text file that must be a regular file of at most `maxBytes` (see readTextFile), as
 * UTF-8 (a byte order mark at the start left out) or, when its bytes are not valid UTF-8, as
 * Windows-1252: the encoding Windows editors and spreadsheets save in, which keeps "Müller"
 * instead of turning its umlaut into a replacement character. `encoding` says which; a caller
 * that takes Windows-1252 text reports it (`readAsWindows1252`), the others use readTextFile.
 */
export async function readDecodedText(file: string, maxBytes = MAX_DOCUMENT_BYTES, options: LinkOptions = {}): Promise<DecodedText> {
  return decodeText(await readFileBytes(file, maxBytes, options));
}

/** The repair of a file read as Windows-1252 because it is not UTF-8 (`… is not UTF-8; read as Windows-1252`), naming `file`. */
export function readAsWindows1252(file: string): LoadProblem {
  return coded(file, '', 'windows-1252');
}

/**
 * Reads a UTF-8 text file that must be a regular file of at most `maxBytes` (a byte order mark at
 * the start is left out). A file that is not valid UTF-8 is refused (`not-utf8`, naming it), never
 * read with its bytes turned into replacement characters; readDecodedText reads it as Windows-1252.
 * A zip archive is refused as one (`zip-archive`: unpack it first; core's decodeUtf8).
 * The file is opened without blocking (a named pipe cannot stall the process) and checked on
 * the open handle, so a device (`/dev/zero`), a folder or a pipe is refused before anything is read.
 * With `links: 'refuse'` a symbolic link is refused too (see LinkOptions).
 */
export async function readTextFile(file: string, maxBytes = MAX_DOCUMENT_BYTES, options: LinkOptions = {}): Promise<string> {
  const read = decodeUtf8(await readFileBytes(file, maxBytes, options));
  if ('refused' in read) throw refused(file, 'unreadable', read.refused);
  return read.text;
}

/**
 * Opens a file to read it: without blocking, checked on the open handle to be a regular file
 * (else refused, the handle closed). With `links: 'refuse'` a link is refused by the open itself
 * (O_NOFOLLOW), so one put there after a check is never read through; where the OS has no
 * O_NOFOLLOW (Windows) it is looked at (lstat) before the open. The caller closes the handle.
 */
export async function openRegularFile(file: string, options: LinkOptions = {}): Promise<{ handle: fs.FileHandle; stat: Stats }> {
  const refuseLinks = options.links === 'refuse';
  if (refuseLinks && constants.O_NOFOLLOW === undefined && (await isLink(file))) throw linkRefused(file);
  let handle: fs.FileHandle;
  try {
    handle = await fs.open(file, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (refuseLinks ? (constants.O_NOFOLLOW ?? 0) : 0));
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw refused(file, 'missing', 'file-missing');
    // O_NOFOLLOW on a link: ELOOP (Linux, macOS), EMLINK (FreeBSD).
    if (refuseLinks && (code === 'ELOOP' || code === 'EMLINK') && (await isLink(file))) throw linkRefused(file);
    if (code === 'EISDIR') throw refused(file, 'not-a-file', 'folder');
    // A folder on the way is a file (the lists folder, say): that file is named, as the overview names it.
    if (code === 'ENOTDIR') throw (await fileInPlaceOfFolder(path.dirname(file))) ?? refused(file, 'unreadable', 'other', { message: err instanceof Error ? err.message : String(err) });
    if (code === 'EACCES' || code === 'EPERM') throw refused(file, 'unreadable', 'permission');
    throw refused(file, 'unreadable', 'other', { message: err instanceof Error ? err.message : String(err) });
  }
  try {
    const stat = await handle.stat();
    if (!stat.isFile()) throw refused(file, 'not-a-file', 'not-a-file');
    return { handle, stat };
  } catch (err) {
    await handle.close().catch(() => undefined);
    throw err;
  }
}

/** The bytes of a regular file of at most `maxBytes` (see readTextFile and openRegularFile). */
export async function readFileBytes(file: string, maxBytes: number, options: LinkOptions = {}): Promise<Buffer> {
  const { handle, stat } = await openRegularFile(file, options);
  try {
    if (stat.size > maxBytes) throw refused(file, 'too-large', 'too-large', { size: sizeText(stat.size), max: sizeText(maxBytes) });
    const buffer = Buffer.alloc(stat.size);
    let read = 0;
    while (read < stat.size) {
      const { bytesRead } = await handle.read(buffer, read, stat.size - read, read);
      if (bytesRead === 0) break;
      read += bytesRead;
    }
    return buffer.subarray(0, read);
  } finally {
    await handle.close().catch(() => undefined);
  }
}

/** Like readDecodedText, but undefined for a missing file. */
export async function readDecodedTextIfExists(file: string, maxBytes = MAX_DOCUMENT_BYTES, options: LinkOptions = {}): Promise<DecodedText | undefined> {
  try {
    return await readDecodedText(file, maxBytes, options);
  } catch (err) {
    if (err instanceof FileReadError && err.reason === 'missing') return undefined;
    throw err;
  }
}

/** Like readTextFile, but undefined for a missing file. */
export async function readTextFileIfExists(file: string, maxBytes = MAX_DOCUMENT_BYTES, options: LinkOptions = {}): Promise<string | undefined> {
  try {
    return await readTextFile(file, maxBytes, options);
  } catch (err) {
    if (err instanceof FileReadError && err.reason === 'missing') return undefined;
    throw err;
  }
}
