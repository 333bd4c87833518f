/** Card ids one query may name; callers with more ask in several pages. */
export const MAX_IDS_PER_QUERY = 2000;
