import { SaveConflictError } from '../../core/api/error';
import type { Written } from './file-store';

/**
 * A save's time stamp: now, or a millisecond after the saved version's when that is not earlier
 * (a clock set back, two saves in one millisecond), so each saved version has its own stamp.
 */
export function stampAfter(now: Date, previous: string | undefined): string {
  const before = previous === undefined ? Number.NaN : Date.parse(previous);
  return new Date(Number.isNaN(before) || now.getTime() > before ? now.getTime() : before + 1).toISOString();
}

/** What a stamped save needs of a file store (createFileStore). */
interface Replaceable<T> {
  fileOf(id: string): string;
  replace(id: string, make: (current: T | undefined) => T | Promise<T>): Promise<Written<T>>;
}

export interface StampedSaveOptions {
  /**
   * The `updatedAt` of the version the caller read or saved last: a document saved elsewhere
   * since is not replaced (`SaveConflictError`, nothing written). Without it the save replaces
   * whatever is there.
   */
  basedOn?: string;
}

/**
 * Saves one of the user's documents that carry their save time (`updatedAt`: lists, siege rosters,
 * events, leagues, TJOST results) as document `id`, in the file's write queue: stamped after the
 * version it replaces (see `stampAfter`), and with `basedOn` only over that version. `finish`
 * completes the stamped document before it is written (a list's entry numbering). Resolves with
 * the document as written and the save's warnings (a version its history could not keep).
 */
export function saveStamped<T extends { updatedAt?: string }>(
  files: Replaceable<T>,
  id: string,
  doc: T,
  now: () => Date,
  options: StampedSaveOptions & { finish?: (doc: T) => T } = {},
): Promise<Written<T>> {
  return files.replace(id, (current) => {
    const basedOn = options.basedOn;
    // A version on disk without a stamp (written by hand) differs from any stamp read before.
    if (basedOn !== undefined && current && current.updatedAt !== basedOn) throw new SaveConflictError(files.fileOf(id), current.updatedAt ?? '', basedOn);
    const stamped = { ...doc, updatedAt: stampAfter(now(), current?.updatedAt) };
    return options.finish ? options.finish(stamped) : stamped;
  });
}
