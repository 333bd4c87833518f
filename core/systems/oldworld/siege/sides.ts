import type { ArmyList } from '../../../model/list';
import type { SiegeRoster, SiegeSideId } from './model';

/** A copy of the roster with the given lists embedded (for printing and sharing one self-contained file). */
export function embedSides(roster: SiegeRoster, lists: Partial<Record<SiegeSideId, ArmyList>>): SiegeRoster {
  const out: SiegeRoster = { ...roster };
  for (const side of ['attacker', 'defender'] as const) {
    const list = lists[side];
    if (list) out[side] = { ...(roster[side] ?? {}), list };
  }
  return out;
}

/** The embedded lists of a roster. */
export function embeddedSides(roster: SiegeRoster): Partial<Record<SiegeSideId, ArmyList>> {
  const out: Partial<Record<SiegeSideId, ArmyList>> = {};
  if (roster.attacker?.list) out.attacker = roster.attacker.list;
  if (roster.defender?.list) out.defender = roster.defender.list;
  return out;
}
