import { gameLimits } from '../../../../list/totals';
import { listPoints } from '../../../../list/totals';
import { TJOST } from '../limits';
import { issueOf } from '../../../../checks/issue';
import type { Rule } from '../../../../checks/types';

/**
 * A game list over 300 AP plus half the AP of its cheapest figure (that allowance at most
 * 10 AP, so never over 310). `cheapest` is the cheapest figure's AP, `allowance` the whole AP
 * the list may go over 300.
 */
export const tjostGamePointsMax: Rule = {
  code: 'tjost.game-points-max',
  severity: 'error',
  systems: ['confrontation'],
  kinds: ['tjost-game'],
  check(ctx) {
    const total = listPoints(ctx.list, ctx);
    const limits = gameLimits(ctx.list, ctx);
    if (total <= limits.max) return [];
    const cheapest = limits.cheapest === undefined ? 0 : Math.round(limits.cheapest * 10) / 10;
    return [
      issueOf(tjostGamePointsMax, undefined, { total, max: limits.max, over: total - limits.max, allowance: limits.max - TJOST.gameBase, cheapest }),
    ];
  },
};
