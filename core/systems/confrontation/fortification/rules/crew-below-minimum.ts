import { issueOf } from '../../../../checks/issue';
import { listIndex } from '../../../../checks/list-index';
import type { Issue, Rule } from '../../../../checks/types';
import { crewStatus } from '../crew';

/** An immobile machine with fewer valid crew (servants + valid substitutes) than its Crew value. */
export const crewBelowMinimum: Rule = {
  code: 'crew.below-minimum',
  severity: 'error',
  systems: ['confrontation'],
  check(ctx) {
    const ix = listIndex(ctx);
    const issues: Issue[] = [];
    for (const e of ix.entries) {
      const s = crewStatus(ix, e);
      if (s && s.min > 0 && s.crew < s.min) issues.push(issueOf(crewBelowMinimum, e.id, { crew: s.crew, min: s.min }));
    }
    return issues;
  },
};
