/** Card ids one query may name; callers with more ask in several pages. */
export const MAX_IDS_PER_QUERY = 2000;

/**
 * Browser mode: API calls the page makes at the same moment travel in one HTTP request (see
 * `apiBatchSchema`), at most this many; more go in several.
 */
export const MAX_BATCH_CALLS = 16;
