import { listPoints } from '../../list/totals';
import { SYSTEMS } from '../../model/system';
import { issueOf } from '../issue';
import type { Rule } from '../types';

/** The list costs more than its points limit (every system), in the system's own points (AP, points). */
export const pointsOverLimit: Rule = {
  code: 'points.over-limit',
  severity: 'error',
  systems: 'all',
  /** TJOST lists have their own limits (tjost.selection-points, tjost.game-points-max/min). */
  kinds: ['standard'],
  check(ctx) {
    const total = listPoints(ctx.list, ctx);
    const limit = ctx.list.pointsLimit;
    if (total <= limit) return [];
    const unit = SYSTEMS[ctx.list.system].points;
    return [issueOf(pointsOverLimit, undefined, { total, limit, over: total - limit, unit_de: unit.de, unit_en: unit.en })];
  },
};
