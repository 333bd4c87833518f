import type { ListOpResult } from '../../../list/ops';
import type { ArmyList } from '../../../model/list';
import type { Edition } from './structure';

/** The rulebook editions a Confrontation list can be played by, in the order the app offers them. */
export const EDITIONS = ['de', 'en'] as const satisfies readonly Edition[];

/**
 * The rulebook edition a Confrontation list is played by. The German and English
 * FORTIFICATION texts differ in a few rules: the -3 SP penalty step (two thirds
 * against three quarters), repairs lowering the penalty, and Inalterable figures carrying only
 * the items of their own blister (German only).
 *
 * The list names its edition (the list editor's header and "At the table" set it: `setEdition`).
 * A list made before lists had an edition names none: printed sheets follow the language they
 * are printed in, and "At the table" the edition a game was started with (`fallback`), and rules
 * that exist in one edition only (item.not-in-blister) stay off, since nothing says the list is
 * played by it.
 */
export function listEdition(list: Pick<ArmyList, 'edition'>, fallback: Edition = 'en'): Edition {
  return list.edition ?? fallback;
}

/** True when the list says it is played by the German edition (for German-only rules). */
export function playsGermanEdition(list: Pick<ArmyList, 'edition'>): boolean {
  return list.edition === 'de';
}

/** Names the edition a Confrontation list is played by (an undoable list edit); other systems have none. */
export function setEdition(list: ArmyList, edition: Edition): ListOpResult {
  if (list.system !== 'confrontation' || list.edition === edition || !EDITIONS.includes(edition)) return { ok: true, list };
  return { ok: true, list: { ...list, edition } };
}
