import type { DbCard } from '../model/card';
import type { Lang } from '../model/system';

/** Columns the library's table sorts by. */
export const CARD_SORT_KEYS = ['name', 'system', 'faction', 'kind', 'rank', 'points'] as const;
export type CardSortKey = (typeof CARD_SORT_KEYS)[number];

/**
 * How a card query sorts its matches (before `offset` and `limit`): by a column as the library
 * shows it in `lang` (names, the system's, faction's and kind's names in that language, the
 * rank, the points), then by name; `down` reverses the whole order.
 */
export interface CardSort {
  by: CardSortKey;
  lang: Lang;
  down?: boolean;
}

/**
 * Every card's place in the order `by` in `lang` (ascending; ties by name, then as given), as an
 * array of indexes into `cards`. `text`: what the library shows for a card in that column (the
 * UI's words for systems, factions and kinds). Texts are compared with the language's collation;
 * a column of few values (systems, factions, kinds, ranks) compares each distinct text once, so
 * 50,000 cards sort in tens of milliseconds. `byName`: the order by name, when known (the tie-break).
 */
export function sortOrder(cards: readonly DbCard[], by: CardSortKey, lang: Lang, text: (card: DbCard) => string, byName?: readonly number[]): number[] {
  const collator = new Intl.Collator(lang);
  const index = cards.map((_, i) => i);
  if (by === 'name') {
    const names = cards.map((c) => c.name[lang]);
    return index.sort((a, b) => collator.compare(names[a]!, names[b]!) || a - b);
  }
  const nameOrder = byName ?? sortOrder(cards, 'name', lang, text);
  const nameRank = new Int32Array(cards.length);
  nameOrder.forEach((i, place) => (nameRank[i] = place));
  let key: ArrayLike<number>;
  if (by === 'points') key = cards.map((c) => c.points);
  else {
    // The distinct texts are sorted once; each card then compares by its text's place.
    const texts = cards.map(text);
    const places = new Map([...new Set(texts)].sort(collator.compare).map((t, i) => [t, i]));
    key = texts.map((t) => places.get(t)!);
  }
  return index.sort((a, b) => key[a]! - key[b]! || nameRank[a]! - nameRank[b]!);
}
