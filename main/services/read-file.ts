import { constants, promises as fs } from 'node:fs';

/** Largest file Muster reads as a list, roster, results or settings file. */
export const MAX_DOCUMENT_BYTES = 8 * 1024 * 1024;
/** Largest card file (a whole Old World army with its profiles is under 1 MB). */
export const MAX_CARD_FILE_BYTES = 32 * 1024 * 1024;

/** A file Muster refused to read: not there, not a regular file, or too large. The message names the file. */
export class FileReadError extends Error {
  constructor(
    readonly file: string,
    readonly reason: 'missing' | 'not-a-file' | 'too-large' | 'unreadable',
    /** The reason in words, without the file name. */
    readonly detail: string,
  ) {
    super(`${file}: ${detail}`);
    this.name = 'FileReadError';
  }
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
    if (code === 'ENOENT') throw new FileReadError(file, 'missing', 'no such file');
    if (code === 'EISDIR') throw new FileReadError(file, 'not-a-file', 'is a folder, not a file');
    if (code === 'EACCES' || code === 'EPERM') throw new FileReadError(file, 'unreadable', 'permission denied');
    throw new FileReadError(file, 'unreadable', err instanceof Error ? err.message : String(err));
  }
  try {
    const stat = await handle.stat();
    if (!stat.isFile()) throw new FileReadError(file, 'not-a-file', 'is not a regular file');
    if (stat.size > maxBytes) throw new FileReadError(file, 'too-large', `is ${sizeText(stat.size)}, more than the ${sizeText(maxBytes)} Muster reads`);
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
