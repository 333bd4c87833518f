import { TJOST } from '../../tjost/lists';
import { pointsTotal } from '../common/points-over-limit';
import { issueOf } from '../issue';
import { listIndex } from '../list-index';
import type { Rule } from '../types';

/** A game list under 275 AP. */
export const tjostGamePointsMin: Rule = {
  code: 'tjost.game-points-min',
  severity: 'error',
  systems: ['confrontation'],
  kinds: ['tjost-game'],
  check(ctx) {
    const total = pointsTotal(listIndex(ctx));
    const min = TJOST.gameMin;
    return total < min ? [issueOf(tjostGamePointsMin, undefined, { total, min, missing: min - total })] : [];
  },
};
