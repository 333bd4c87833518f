import type { DbCard } from '../model/card';
import type { CardLookup } from './types';

/** A lookup over a set of cards (e.g. the cards of one system the editor holds). */
export function cardLookup(cards: readonly DbCard[]): CardLookup {
  const byId = new Map(cards.map((c) => [c.id, c]));
  return { card: (id) => byId.get(id) };
}
