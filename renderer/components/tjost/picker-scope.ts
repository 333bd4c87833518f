import type { ArmyList } from '../../../core/model/list';
import { selectionCoverage } from '../../../core/systems/confrontation/tjost/lists';

/** What the card picker offers a TJOST game list: the cards of its selection list and the copies left of each. */
interface TjostPickerScope {
  /** Card ids of the selection list, in its order. */
  ids: string[];
  remaining: ReadonlyMap<string, number>;
}

/** Null for other lists (the picker offers every card); empty while a game list has no selection list. */
export function tjostPickerScope(list: ArmyList | null, selection: ArmyList | null): TjostPickerScope | null {
  if (!list || list.kind !== 'tjost-game') return null;
  if (!selection) return { ids: [], remaining: new Map() };
  const rows = selectionCoverage(selection, list);
  return { ids: rows.map((r) => r.cardId), remaining: new Map(rows.map((r) => [r.cardId, r.remaining])) };
}
