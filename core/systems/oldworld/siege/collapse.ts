import type { ArmyList } from '../../../model/list';
import type { SiegeRoster } from './model';
import { COLLAPSE_HIT } from './data';

interface CollapseHit {
  /** Entry id of the defender's list that occupied the element. */
  entry: string;
  /** Models hit: one hit each (the entry's count when the defender's list is given, else 1 per occupant). */
  models: number;
  strength: number;
  ap: number;
}

/**
 * What happens when an element loses its last Wound: it becomes rubble (difficult terrain)
 * and every model that occupied it takes one S7 AP-3 hit (the siege rules), then its unit is placed
 * within 2 inches of it. Entries not in the defender's list are left out when a list is given.
 */
export function collapseHits(roster: SiegeRoster, elementId: string, defender?: ArmyList): CollapseHit[] {
  const hits: CollapseHit[] = [];
  for (const o of roster.garrison) {
    if (o.element !== elementId) continue;
    const entry = defender?.entries.find((e) => e.id === o.entry);
    if (defender && !entry) continue;
    hits.push({ entry: o.entry, models: entry?.count ?? 1, strength: COLLAPSE_HIT.strength, ap: COLLAPSE_HIT.ap });
  }
  return hits;
}
