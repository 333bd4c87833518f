import { CARD_KINDS, type CardKind } from '../../../core/model/card-terms';
import type { SystemId } from '../../../core/model/system';

/**
 * The card kinds of each game: what the card editor offers for a card of that game
 * (card-form.ts, SYSTEM_FIELDS), what the card grid offers while typing a type and what the
 * library's type filter offers when that game is chosen. Experience cards are Confrontation's; an
 * Old World card is a unit (fighter, war machine) or a magic item. A Chronopia card is a figure
 * (a single figure, a warband or a chariot: docs/data-format.md, "Chronopia cards and lists"), a
 * spell (its casters have a magic value, MG) or an artifact or equipment (any figure carries those);
 * Chronopia has no war machines (a chariot is a figure, the war-machine block is FORTIFICATION's)
 * and no miracles (its profile has no faith: PROFILE_STATS, core/systems/confrontation/bearers.ts).
 * Plain data, so the library page does not load the card form for it.
 */
export const SYSTEM_KINDS: Readonly<Record<SystemId, readonly CardKind[]>> = {
  confrontation: CARD_KINDS,
  chronopia: ['fighter', 'spell', 'artifact', 'equipment'],
  oldworld: ['fighter', 'war-machine', 'artifact'],
};

/** The kinds of `system`; every kind when no system is chosen (''). */
export function kindsOf(system: SystemId | ''): readonly CardKind[] {
  return system === '' ? CARD_KINDS : SYSTEM_KINDS[system];
}
