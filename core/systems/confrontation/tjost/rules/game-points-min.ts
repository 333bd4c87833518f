import { TJOST } from '../lists';
import { listPoints } from '../../../../list/totals';
import { issueOf } from '../../../../checks/issue';
import type { Rule } from '../../../../checks/types';

/** A game list under 275 AP. */
export const tjostGamePointsMin: Rule = {
  code: 'tjost.game-points-min',
  severity: 'error',
  systems: ['confrontation'],
  kinds: ['tjost-game'],
  check(ctx) {
    const total = listPoints(ctx.list, ctx);
    const min = TJOST.gameMin;
    return total < min ? [issueOf(tjostGamePointsMin, undefined, { total, min, missing: min - total })] : [];
  },
};
