import { ApiError } from '../../core/api/error';

/** The message of an error for the user, with the failing fields of invalid input. */
export function errorText(err: unknown): string {
  if (err instanceof ApiError && err.fields?.length) return `${err.message} (${err.fields.map((f) => `${f.path}: ${f.message}`).join('; ')})`;
  return err instanceof Error ? err.message : String(err);
}

/**
 * For a save refused because the document was saved elsewhere after the version it was based on
 * (API error `conflict`): when the version on disk was saved. Undefined for any other error.
 */
export function conflictSavedAt(err: unknown): string | undefined {
  return conflictOf(err)?.savedAt;
}

/**
 * For a save refused as saved elsewhere (see conflictSavedAt): when, and the version on disk to
 * base a knowing replace on (the same as `savedAt` for documents that carry their save time).
 */
export function conflictOf(err: unknown): { savedAt: string; version: string } | undefined {
  if (!(err instanceof ApiError) || err.code !== 'conflict' || err.savedAt === undefined) return undefined;
  return { savedAt: err.savedAt, version: err.version ?? err.savedAt };
}

/**
 * Runs `attempt` (read a document as saved, change it, save it based on what was read) again when
 * its save is refused because the document was saved elsewhere in between; at most `times` times,
 * then the conflict is thrown.
 */
export async function againOnConflict<T>(attempt: () => Promise<T>, times = 3): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await attempt();
    } catch (err) {
      if (conflictSavedAt(err) === undefined || i >= times) throw err;
    }
  }
}
