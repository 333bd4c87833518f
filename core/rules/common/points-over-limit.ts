import { entryPoints } from '../../list/totals';
import { issueOf } from '../issue';
import { listIndex, type ListIndex } from '../list-index';
import type { Rule } from '../types';

/** Total points of a list: card points x count (plus Old World options, see entryPoints), summed over entries with known cards. */
export function pointsTotal(ix: ListIndex): number {
  let total = 0;
  for (const e of ix.entries) total += entryPoints(e, ix.cardOf(e));
  return total;
}

/** The list costs more than its points limit (every system). */
export const pointsOverLimit: Rule = {
  code: 'points.over-limit',
  severity: 'error',
  systems: 'all',
  /** TJOST lists have their own limits (tjost.selection-points, tjost.game-points-max/min). */
  kinds: ['standard'],
  check(ctx) {
    const total = pointsTotal(listIndex(ctx));
    const limit = ctx.list.pointsLimit;
    if (total <= limit) return [];
    return [issueOf(pointsOverLimit, undefined, { total, limit, over: total - limit })];
  },
};
