/**
 * The points limit a list may have, as plain data (no schema library: the lists page and the
 * "New list" dialog check it without loading one); list.ts builds its schema from the same bound.
 */

/** The highest points limit a list may have (the same bound for files, the API and the command line). */
export const MAX_POINTS_LIMIT = 100000;

/** A points limit a list accepts: a whole number from 0 to MAX_POINTS_LIMIT. */
export function isPointsLimit(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_POINTS_LIMIT;
}
