import { TJOST } from '../../tjost/lists';
import { pointsTotal } from '../common/points-over-limit';
import { issueOf } from '../issue';
import { listIndex } from '../list-index';
import type { Rule } from '../types';

/** A TJOST selection list holds more than 400 AP (magic and equipment included). */
export const tjostSelectionPoints: Rule = {
  code: 'tjost.selection-points',
  severity: 'error',
  systems: ['confrontation'],
  kinds: ['tjost-selection'],
  check(ctx) {
    const total = pointsTotal(listIndex(ctx));
    const limit = TJOST.selectionLimit;
    return total > limit ? [issueOf(tjostSelectionPoints, undefined, { total, limit, over: total - limit })] : [];
  },
};
