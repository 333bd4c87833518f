import type { CardLookup } from '../db/types';
import { distinctCards } from '../list/cards';
import type { ArmyList } from '../model/list';
import { barricades, tokenPlan, zoneTemplates } from '../systems/confrontation/fortification/counters';
import type { ListPrintFacts } from './job';

/**
 * The facts about a list that decide which documents `all` prints, for every system. What each
 * system puts on the table is worked out in its own folder (FORTIFICATION's counters, templates
 * and barricades: core/systems/confrontation/fortification/counters.ts).
 */
export function listPrintFacts(list: ArmyList, lookup: CardLookup): ListPrintFacts {
  const cards = distinctCards(list, lookup);
  const plan = tokenPlan(list, lookup);
  const tokens = Object.values(plan.counts).some((n) => n > 0) || plan.spTrackers.length > 0;
  return {
    system: list.system,
    kind: list.kind,
    hasZoneArtillery: zoneTemplates(list, lookup).length > 0,
    hasTokens: tokens,
    // Old World lists: the ram and siege tower footprints belong to a siege, whose sheet prints them; a field battle needs none.
    hasMarkers: list.kind !== 'standard' || barricades(list, lookup).length > 0,
    hasWarMachines: cards.some((c) => c.warMachine !== undefined),
  };
}
