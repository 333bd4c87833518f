import type { DbCard } from '../model/card';
import { groupByBox } from './database';
import type { CardLookup, FactionInfo } from './types';

/** A lookup over a set of cards and factions (e.g. those of one system the editor holds). */
export function cardLookup(cards: readonly DbCard[], factions: readonly FactionInfo[] = []): CardLookup {
  const byId = new Map(cards.map((c) => [c.id, c]));
  const factionsById = new Map(factions.map((f) => [`${f.system}/${f.id}`, f]));
  const boxes = groupByBox(cards);
  return { card: (id) => byId.get(id), faction: (system, id) => factionsById.get(`${system}/${id}`), boxCards: (box) => boxes.get(box) ?? [] };
}
