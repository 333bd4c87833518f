import { issueOf } from '../../../checks/issue';
import { listIndex } from '../../../checks/list-index';
import type { Issue, Rule } from '../../../checks/types';
import { bearerProblem, bearersOf, needsBearer } from '../bearers';

/**
 * A spell carried by a figure that is no magician (no POW), or a miracle carried by a figure
 * that is not faithful (no FAITH; variant `miracle`). Bearers that are not figures at all are
 * bearer.not-figure.
 */
export const bearerNotEligible: Rule = {
  code: 'bearer.not-eligible',
  severity: 'error',
  systems: ['confrontation'],
  check(ctx) {
    const ix = listIndex(ctx);
    const issues: Issue[] = [];
    for (const e of ix.entries) {
      const item = ix.cardOf(e);
      if (!item || !needsBearer(item)) continue;
      for (const id of bearersOf(e)) {
        const target = ix.entry(id);
        const card = target && ix.cardOf(target);
        if (!card) continue;
        const problem = bearerProblem(item, card);
        if (problem === 'not-magician') issues.push(issueOf(bearerNotEligible, e.id, { bearer: id }));
        if (problem === 'not-faithful') issues.push(issueOf(bearerNotEligible, e.id, { variant: 'miracle', bearer: id }));
      }
    }
    return issues;
  },
};
