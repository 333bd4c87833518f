import type { CardLookup } from '../../../core/db/types';
import type { ArmyList } from '../../../core/model/list';
import { listIndex, ruleContext } from '../../../core/checks';
import { crewStatus, type CrewStatus } from '../../../core/systems/confrontation/fortification/crew';
import { vehiclePlaces, type VehiclePlaces } from '../../../core/systems/confrontation/fortification/transport';

/** What the entry table shows beside a machine or vehicle: its crew and its places aboard. */
export interface EntryFacts {
  crew?: CrewStatus;
  places?: VehiclePlaces;
}

/** Crew of immobile machines and places used in vehicles, per entry id, computed by the core rules' helpers. */
export function entryFacts(list: ArmyList, lookup: CardLookup): Map<string, EntryFacts> {
  const ix = listIndex(ruleContext(list, lookup));
  const out = new Map<string, EntryFacts>();
  for (const e of ix.entries) {
    const card = ix.cardOf(e);
    if (!card) continue;
    const facts: EntryFacts = {};
    const crew = crewStatus(ix, e);
    if (crew && crew.min > 0) facts.crew = crew;
    const places = vehiclePlaces(ix, e, card, list.edition);
    if (places) facts.places = places;
    if (facts.crew || facts.places) out.set(e.id, facts);
  }
  return out;
}
