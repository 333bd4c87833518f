import type { CardLookup } from '../../db/types';
import type { ArmyList, Entry } from '../../model/list';

/**
 * The composition a list follows: its own choice, else the army's main list (the faction id).
 * A module of its own, with no other code: the lists page's "New list" dialog asks for the
 * chosen composition's cards without loading the unit rules.
 */
export function compositionOf(list: Pick<ArmyList, 'composition' | 'faction'>): string {
  return list.composition ?? list.faction;
}

/** An army's allies as its data names them: an army, optionally one of its compositions. */
interface AllyLike {
  army: string;
  composition?: string;
}

/**
 * The composition whose lists a unit of a list is taken from, which sets its category, size and
 * options: the composition it is marked an ally from (`allyFrom`); for a unit of the list's own
 * army, the list's composition; for a unit of another army, the composition of that army the
 * list's allies name, else that army's main list (a mercenary, or an ally named by army alone).
 */
export function unitCompositionOf(
  entry: Pick<Entry, 'allyFrom'>,
  unitArmy: string,
  list: Pick<ArmyList, 'composition' | 'faction'>,
  allies: readonly AllyLike[] | undefined,
): string {
  if (entry.allyFrom !== undefined) return entry.allyFrom;
  if (unitArmy === list.faction) return compositionOf(list);
  return allies?.find((a) => a.army === unitArmy)?.composition ?? unitArmy;
}

/** unitCompositionOf for an entry of a list, the allies read from the list's army in `lookup`. */
export function entryCompositionOf(
  entry: Pick<Entry, 'allyFrom'>,
  unitArmy: string,
  list: Pick<ArmyList, 'composition' | 'faction' | 'system'>,
  lookup: Pick<CardLookup, 'faction'>,
): string {
  return unitCompositionOf(entry, unitArmy, list, lookup.faction?.(list.system, list.faction)?.oldworld?.allies);
}
