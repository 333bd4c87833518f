import type { ArmyList } from '../../model/list';

/**
 * The composition a list follows: its own choice, else the army's main list (the faction id).
 * A module of its own, with no other code: the lists page's "New list" dialog asks for the
 * chosen composition's cards without loading the unit rules.
 */
export function compositionOf(list: Pick<ArmyList, 'composition' | 'faction'>): string {
  return list.composition ?? list.faction;
}
