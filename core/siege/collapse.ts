import type { ArmyList } from '../model/list';
import type { SiegeRoster } from '../model/siege';
import { COLLAPSE_HIT } from './data';

export interface CollapseHit {
  /** Entry id of the defender's list that occupied the element. */
  entry: string;
  strength: number;
  ap: number;
}

/**
 * What happens when an element loses its last Wound: it becomes rubble (difficult terrain)
 * and every unit or war machine that occupied it takes one S7 AP-3 hit, then is placed
 * within 2 inches of it. Entries not in the defender's list are left out when a list is given.
 */
export function collapseHits(roster: SiegeRoster, elementId: string, defender?: ArmyList): CollapseHit[] {
  return roster.garrison
    .filter((o) => o.element === elementId && (!defender || defender.entries.some((e) => e.id === o.entry)))
    .map((o) => ({ entry: o.entry, strength: COLLAPSE_HIT.strength, ap: COLLAPSE_HIT.ap }));
}
