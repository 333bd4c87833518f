import { TJOST } from '../../tjost/lists';
import { listPoints } from '../../list/totals';
import { issueOf } from '../issue';
import type { Rule } from '../types';

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
