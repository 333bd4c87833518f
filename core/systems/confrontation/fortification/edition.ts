import type { ArmyList } from '../../../model/list';
import type { Edition } from './structure';

/**
 * The rulebook edition a Confrontation list is played by. The German and English
 * FORTIFICATION texts differ in a few rules: the -3 SP penalty step (two thirds
 * against three quarters), repairs lowering the penalty, and Inalterable figures carrying only
 * the items of their own blister (German only).
 *
 * The list names its edition (the new-list form and the editor header set it). A list made
 * before lists had an edition names none: printed sheets and the "At the table" view then
 * follow the language they are shown in (`fallback`), and rules that exist in one edition only
 * (item.not-in-blister) stay off, since nothing says the list is played by it.
 */
export function listEdition(list: Pick<ArmyList, 'edition'>, fallback: Edition = 'en'): Edition {
  return list.edition ?? fallback;
}

/** True when the list says it is played by the German edition (for German-only rules). */
export function playsGermanEdition(list: Pick<ArmyList, 'edition'>): boolean {
  return list.edition === 'de';
}
