import type { ListSummary } from '../../../core/api/contract';
import { foldText, queryWords } from '../../../core/db/search';
import type { SystemId } from '../../../core/model/system';

/**
 * The check filter of the list overview: `valid` lists have neither errors nor warnings (✓ in the
 * Check column), `problems` have errors or warnings (⚠ or ✖), `errors` have errors (✖). Lists
 * without a verdict (their cards are not in the database) only show under "any" ('').
 */
export const LIST_CHECKS = ['valid', 'problems', 'errors'] as const;
export type ListCheck = (typeof LIST_CHECKS)[number];

/** What the list overview shows: lists whose name, player or faction holds every word of `text`, of `system`, with `check`. */
export interface ListFilter {
  text: string;
  system: SystemId | '';
  check: ListCheck | '';
}

export const noListFilter = (): ListFilter => ({ text: '', system: '', check: '' });

/** True when the filter hides anything (the text counts once it has a word). */
export const isListFiltered = (f: ListFilter): boolean => f.system !== '' || f.check !== '' || queryWords(f.text).length > 0;

/**
 * What the search looks at for one list, folded (case, accents, umlauts and dashes do not
 * matter: "tir-na-bor" finds "Tir-Nâ-Bor"): its name as shown, its player and the names of its
 * faction (`factionNames`: both languages and the id). Built once per list, not per key press.
 */
export function listSearchText(list: ListSummary, shownName: string, factionNames: readonly string[]): string {
  return ` ${foldText([shownName, list.player ?? '', ...factionNames].join(' '))} `;
}

function checkMatches(list: ListSummary, check: ListCheck): boolean {
  if (list.errors === undefined) return false;
  const errors = list.errors;
  const warnings = list.warnings ?? 0;
  if (check === 'valid') return errors === 0 && warnings === 0;
  if (check === 'errors') return errors > 0;
  return errors > 0 || warnings > 0;
}

/**
 * The lists the filter lets through, in their order, in one pass. `searchText` gives a list's
 * folded search text (listSearchText, kept between calls); it is asked only while there are words
 * to look for.
 */
export function filterLists(lists: readonly ListSummary[], filter: ListFilter, searchText: (list: ListSummary) => string): ListSummary[] {
  const words = queryWords(filter.text);
  const { system, check } = filter;
  if (words.length === 0 && system === '' && check === '') return [...lists];
  const out: ListSummary[] = [];
  for (const list of lists) {
    if (system !== '' && list.system !== system) continue;
    if (check !== '' && !checkMatches(list, check)) continue;
    if (words.length > 0) {
      const text = searchText(list);
      if (!words.every((w) => text.includes(w))) continue;
    }
    out.push(list);
  }
  return out;
}

/** The column the overview's table is sorted by, and its direction. */
export const LIST_SORT_KEYS = ['name', 'system', 'faction', 'points', 'check', 'updated'] as const;
export type ListSortKey = (typeof LIST_SORT_KEYS)[number];
export interface ListSort {
  key: ListSortKey;
  ascending: boolean;
}

/** Newest first, as the overview opens. */
export const defaultListSort = (): ListSort => ({ key: 'updated', ascending: false });

/**
 * The sort after a click on a column's heading: a second click on the sorted column reverses it;
 * another column starts A to Z for words and largest/newest first for numbers and dates.
 */
export function nextListSort(current: ListSort, key: ListSortKey): ListSort {
  if (current.key === key) return { key, ascending: !current.ascending };
  return { key, ascending: key === 'name' || key === 'system' || key === 'faction' };
}
