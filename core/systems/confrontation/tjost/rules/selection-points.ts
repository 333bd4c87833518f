import { TJOST } from '../lists';
import { listPoints } from '../../../../list/totals';
import { issueOf } from '../../../../checks/issue';
import type { Rule } from '../../../../checks/types';

/** A TJOST selection list holds more than 400 AP (magic and equipment included). */
export const tjostSelectionPoints: Rule = {
  code: 'tjost.selection-points',
  severity: 'error',
  systems: ['confrontation'],
  kinds: ['tjost-selection'],
  check(ctx) {
    const total = listPoints(ctx.list, ctx);
    const limit = TJOST.selectionLimit;
    return total > limit ? [issueOf(tjostSelectionPoints, undefined, { total, limit, over: total - limit })] : [];
  },
};
