import { readFileBytes } from '../services/read-file';

/** Largest file of the built app the server hands out (the biggest bundle is a few MB). */
const MAX_STATIC_BYTES = 32 * 1024 * 1024;

/** A built file's bytes, or undefined when it is missing, not a regular file or too large. */
export async function readStaticFile(file: string): Promise<Buffer | undefined> {
  try {
    return await readFileBytes(file, MAX_STATIC_BYTES);
  } catch {
    return undefined;
  }
}
