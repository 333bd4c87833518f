import { needsBearer } from '../lists';
import { issueOf } from '../../../../checks/issue';
import { listIndex } from '../../../../checks/list-index';
import type { Issue, Rule } from '../../../../checks/types';

/**
 * A spell, miracle or artifact in a game list must have exactly one bearer per copy: no
 * bearer (variant `none`), fewer bearers than copies, or more bearers than copies (variant
 * `more`: the same item on two bearers must be paid twice).
 */
export const tjostUnassignedItem: Rule = {
  code: 'tjost.unassigned-item',
  severity: 'error',
  systems: ['confrontation'],
  kinds: ['tjost-game'],
  check(ctx) {
    const ix = listIndex(ctx);
    const issues: Issue[] = [];
    for (const e of ix.entries) {
      const card = ix.cardOf(e);
      if (!card || !needsBearer(card)) continue;
      const bearers = new Set(e.assignments.flatMap((a) => (a.type === 'bearer' ? [a.bearer] : []))).size;
      if (bearers === e.count) continue;
      const variant = bearers === 0 ? 'none' : bearers > e.count ? 'more' : '';
      issues.push(issueOf(tjostUnassignedItem, e.id, variant ? { variant, bearers, count: e.count } : { bearers, count: e.count }));
    }
    return issues;
  },
};
