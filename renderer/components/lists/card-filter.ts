import { cardSearchText, queryWords } from '../../../core/db/search';
import type { DbCard, Faction } from '../../../core/model/card';

/** A card with its folded search text (names, rank, abilities, faction in both languages). */
export interface PickerItem {
  card: DbCard;
  search: string;
}

/** Builds the search index of the card picker once per opened list (5,000 cards: a few ms). */
export function pickerIndex(cards: readonly DbCard[], factions: readonly Faction[]): PickerItem[] {
  const byId = new Map(factions.map((f) => [f.id, f]));
  const cache = new Map<string, string>();
  // Magic items are given to a unit in its options, not added as entries of their own.
  return cards.filter((card) => !card.item).map((card) => ({ card, search: cardSearchText(card, byId.get(card.faction), cache) }));
}

export interface PickerFilter {
  text: string;
  /** The list's faction: its cards come first. */
  faction: string;
  /** Cards of every faction of the system (allies), not only the list's faction. */
  allFactions: boolean;
  /** Cards shown at most. */
  limit: number;
}

/** Cards matching every word of the text, the list's faction first; `count` is all matches. */
export function filterCards(items: readonly PickerItem[], f: PickerFilter): { shown: DbCard[]; count: number } {
  const words = queryWords(f.text);
  const own: DbCard[] = [];
  const allies: DbCard[] = [];
  let count = 0;
  for (const item of items) {
    const mine = item.card.faction === f.faction;
    if (!mine && !f.allFactions) continue;
    if (!words.every((w) => item.search.includes(w))) continue;
    count++;
    if (mine) {
      if (own.length < f.limit) own.push(item.card);
    } else if (allies.length < f.limit) allies.push(item.card);
  }
  return { shown: [...own, ...allies].slice(0, f.limit), count };
}
