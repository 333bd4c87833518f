import type { CardLookup } from '../db/types';
import type { DbCard } from '../model/card';
import type { ArmyList, Entry } from '../model/list';

/** Entries with their cards; entries whose card is unknown are left out. */
export function resolvedEntries(list: ArmyList, lookup: CardLookup): { entry: Entry; card: DbCard }[] {
  const out: { entry: Entry; card: DbCard }[] = [];
  for (const entry of list.entries) {
    const card = lookup.card(entry.cardId);
    if (card) out.push({ entry, card });
  }
  return out;
}

/** Each card of the list once, in the order it first appears (an Old World unit's detachments right after it). */
export function distinctCards(list: ArmyList, lookup: CardLookup): DbCard[] {
  const seen = new Map<string, DbCard>();
  for (const { entry, card } of resolvedEntries(list, lookup)) {
    if (!seen.has(card.id)) seen.set(card.id, card);
    for (const d of entry.detachments ?? []) {
      const found = seen.has(d.cardId) ? undefined : lookup.card(d.cardId);
      if (found) seen.set(found.id, found);
    }
  }
  return [...seen.values()];
}
