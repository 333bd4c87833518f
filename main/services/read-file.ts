import { constants, promises as fs } from 'node:fs';
import type { FileIssue } from '../../core/db/types';
import { coded, type FileProblemCode } from '../../core/files/problems';

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
function refused(file: string, reason: FileReadError['reason'], code: FileProblemCode, params: FileIssue['params'] = {}): FileReadError {
  const p = coded(file, '', code, params);
  return new FileReadError(file, reason, p.message, p.issue);
}

function sizeText(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${Math.round(bytes / (1024 * 1024))} MB` : `${Math.round(bytes / 1024)} KB`;
}

/**
 * Reads a UTF-8 text file that must be a regular file of at most `maxBytes`.
 * The file is opened without blocking (a named pipe cannot stall the process) and checked on
 * the open handle, so a device (`/dev/zero`), a folder or a pipe is refused before anything is read.
 */
export async function readTextFile(file: string, maxBytes = MAX_DOCUMENT_BYTES): Promise<string> {
  return (await readFileBytes(file, maxBytes)).toString('utf8');
}

/** The bytes of a regular file of at most `maxBytes` (see readTextFile). */
export async function readFileBytes(file: string, maxBytes: number): Promise<Buffer> {
  let handle: fs.FileHandle;
  try {
    handle = await fs.open(file, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw refused(file, 'missing', 'file-missing');
    if (code === 'EISDIR') throw refused(file, 'not-a-file', 'folder');
    if (code === 'EACCES' || code === 'EPERM') throw refused(file, 'unreadable', 'permission');
    throw refused(file, 'unreadable', 'other', { message: err instanceof Error ? err.message : String(err) });
  }
  try {
    const stat = await handle.stat();
    if (!stat.isFile()) throw refused(file, 'not-a-file', 'not-a-file');
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

/** Like readTextFile, but undefined for a missing file. */
export async function readTextFileIfExists(file: string, maxBytes = MAX_DOCUMENT_BYTES): Promise<string | undefined> {
  try {
    return await readTextFile(file, maxBytes);
  } catch (err) {
    if (err instanceof FileReadError && err.reason === 'missing') return undefined;
    throw err;
  }
}
