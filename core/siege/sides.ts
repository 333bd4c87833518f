import type { ArmyList } from '../model/list';
import type { SiegeRoster, SiegeSideId } from '../model/siege';

/**
 * The app keeps rosters in `sieges/` and lists in `lists/` of the user data folder, so a
 * roster refers to one of the user's lists as `../lists/<id>.muster` (relative to the roster
 * file, which also works for the CLI).
 */
export function userListRef(listId: string): string {
  return `../lists/${listId}.muster`;
}

/** The list id of a `../lists/<id>.muster` reference, or undefined for other paths. */
export function userListIdOf(file: string | undefined): string | undefined {
  const m = /^\.\.\/lists\/([A-Za-z0-9_-]{1,64})\.muster$/.exec(file ?? '');
  return m?.[1];
}

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
