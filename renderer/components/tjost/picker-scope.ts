import type { DbCard } from '../../../core/model/card';
import type { ArmyList } from '../../../core/model/list';
import { selectionCoverage } from '../../../core/systems/confrontation/tjost/lists';

/** What the card picker offers a TJOST game list: the cards of its selection list and the copies left of each. */
export interface TjostPickerScope {
  cards: DbCard[];
  remaining: ReadonlyMap<string, number>;
}

/** Null for other lists (the picker offers every card); empty while a game list has no selection list. */
export function tjostPickerScope(list: ArmyList | null, selection: ArmyList | null, cards: readonly DbCard[]): TjostPickerScope | null {
  if (!list || list.kind !== 'tjost-game') return null;
  if (!selection) return { cards: [], remaining: new Map() };
  const rows = selectionCoverage(selection, list);
  const byId = new Map(cards.map((c) => [c.id, c]));
  return { cards: rows.flatMap((r) => byId.get(r.cardId) ?? []), remaining: new Map(rows.map((r) => [r.cardId, r.remaining])) };
}
