import type { CardLookup } from '../db/types';
import type { Card } from '../model/card';
import type { ArmyList, Entry } from '../model/list';

/**
 * Points of one entry: the card's points x count, plus the options bought (Old World: an
 * option costs its points per model x count, or once per unit). Unknown cards cost 0;
 * option ids the card does not offer cost nothing (the rule `oldworld.option-unknown` names them).
 */
export function entryPoints(entry: Entry, card: Card | undefined): number {
  if (!card) return 0;
  let points = card.points * entry.count;
  for (const id of entry.options ?? []) {
    const option = card.options?.find((o) => o.id === id);
    if (option) points += option.per === 'model' ? option.points * entry.count : option.points;
  }
  return points;
}

/** Points of a whole list, entry by entry (see entryPoints). */
export function listPoints(list: ArmyList, lookup: CardLookup): number {
  return list.entries.reduce((sum, e) => sum + entryPoints(e, lookup.card(e.cardId)), 0);
}
