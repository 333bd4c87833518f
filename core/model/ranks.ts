import type { Lang, Localized } from './system';

/**
 * The ranks cards hold, once each (by their English name, case and surrounding spaces aside), in
 * the cards' order: the library's rank filter and the card editor's rank suggestions.
 */
export function knownRanks(cards: readonly { rank?: Localized | undefined }[]): Localized[] {
  const seen = new Map<string, Localized>();
  for (const c of cards) {
    const key = c.rank?.en.trim().toLowerCase();
    if (c.rank && key && !seen.has(key)) seen.set(key, c.rank);
  }
  return [...seen.values()];
}

/**
 * A rank typed in one language that is a known rank's name in it (case and spaces aside): that
 * rank, whose other name fills the other language's field when it is empty ("Regular" → "Regulär").
 */
export function knownRank(ranks: readonly Localized[], lang: Lang, typed: string): Localized | undefined {
  const key = typed.trim().toLowerCase();
  return key ? ranks.find((r) => r[lang].trim().toLowerCase() === key) : undefined;
}
