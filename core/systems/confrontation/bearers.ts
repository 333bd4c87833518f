import type { Card } from '../../model/card';
import { ability, isItemCard } from '../../model/card-terms';
import type { Entry } from '../../model/list';
import { isFigureCard } from '../../list/totals';

/**
 * Who may carry what in a Confrontation list: spells, miracles, artifacts and equipment are
 * cards carried by a bearer (a `bearer` assignment). One definition for the rules
 * (bearer.not-figure, bearer.not-eligible, item.duplicate-on-bearer, item.not-in-blister), the
 * editor's assign picker and the TJOST checks.
 */

export const needsBearer = isItemCard;

/** A magician: a figure with a Power (POW) value above 0. */
function isMagician(card: Pick<Card, 'stats'>): boolean {
  return (card.stats.POW ?? 0) > 0;
}

/** A faithful: a figure with a Faith (FAITH) value above 0. */
function isFaithful(card: Pick<Card, 'stats'>): boolean {
  return (card.stats.FAITH ?? 0) > 0;
}

/**
 * Why a card cannot carry an item, or undefined when it can:
 * - `not-figure`: the bearer is not a figure (a fighter or war machine), e.g. another item;
 * - `not-magician`: a spell on a figure without POW;
 * - `not-faithful`: a miracle on a figure without FAITH.
 * Artifacts and equipment may go to any figure.
 */
type BearerProblem = 'not-figure' | 'not-magician' | 'not-faithful';

export function bearerProblem(item: Pick<Card, 'kind'>, bearer: Pick<Card, 'kind' | 'stats'>): BearerProblem | undefined {
  if (!isFigureCard(bearer)) return 'not-figure';
  if (item.kind === 'spell' && !isMagician(bearer)) return 'not-magician';
  if (item.kind === 'miracle' && !isFaithful(bearer)) return 'not-faithful';
  return undefined;
}

/** True when `bearer` may carry `item` (see bearerProblem). */
export function canCarry(item: Pick<Card, 'kind'>, bearer: Pick<Card, 'kind' | 'stats'>): boolean {
  return bearerProblem(item, bearer) === undefined;
}

/** The bearers an entry names, distinct, in the order written. */
export function bearersOf(entry: Entry): string[] {
  return [...new Set(entry.assignments.flatMap((a) => (a.type === 'bearer' ? [a.bearer] : [])))];
}

/**
 * Copies of an item entry that one of its bearers carries: with a single bearer every copy of
 * the entry goes to it; with several bearers each carries one (the TJOST check
 * tjost.unassigned-item matches bearers and copies).
 */
export function copiesPerBearer(entry: Entry): number {
  return bearersOf(entry).length === 1 ? entry.count : 1;
}

/**
 * German edition (FORTIFICATION (de), Resistent): an Inalterable figure carries only artifacts and
 * equipment that came in its own blister or box (the card's `blisterItems`).
 */
export function outsideBlister(item: Pick<Card, 'id' | 'kind'>, bearer: Card): boolean {
  if (item.kind !== 'artifact' && item.kind !== 'equipment') return false;
  if (!ability(bearer, 'inalterable')) return false;
  return !(bearer.blisterItems ?? []).includes(item.id);
}
