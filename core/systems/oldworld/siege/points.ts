import type { CardLookup } from '../../../db/types';
import type { ArmyList } from '../../../model/list';
import type { SiegeRoster } from './model';
import { listPoints, pointsLimit } from '../../../list/totals';
import { devicePoints, equipmentPoints } from './stats';

interface SiegeSidePoints {
  /** Points of the side's army list (0 when no list is linked). */
  list: number;
  /** Defence devices (defender) or siege equipment (attacker). */
  extras: number;
  total: number;
  /** The list's points limit, when a list is linked. */
  limit?: number;
}

interface SiegePoints {
  attacker: SiegeSidePoints;
  defender: SiegeSidePoints;
  /** Defender total / attacker total, or undefined when the attacker has no points. */
  share?: number;
}

function side(list: ArmyList | undefined, extras: number, lookup: CardLookup): SiegeSidePoints {
  const listPts = list ? listPoints(list, lookup) : 0;
  const out: SiegeSidePoints = { list: listPts, extras, total: listPts + extras };
  if (list) out.limit = pointsLimit(list, lookup);
  return out;
}

/** Points of both sides: the attacker pays for the siege equipment, the defender for the defence devices. */
export function siegePoints(roster: SiegeRoster, attacker: ArmyList | undefined, defender: ArmyList | undefined, lookup: CardLookup): SiegePoints {
  const a = side(attacker, equipmentPoints(roster), lookup);
  const d = side(defender, devicePoints(roster), lookup);
  const out: SiegePoints = { attacker: a, defender: d };
  if (a.total > 0) out.share = d.total / a.total;
  return out;
}
