import { issueOf } from '../../../../checks/issue';
import { listIndex } from '../../../../checks/list-index';
import type { Issue, Rule } from '../../../../checks/types';
import { crewStatus } from '../crew';

/** Crew meets the minimum but not the card's full-operation count. */
export const crewBelowFullOperation: Rule = {
  code: 'crew.below-full-operation',
  severity: 'warning',
  systems: ['confrontation'],
  check(ctx) {
    const ix = listIndex(ctx);
    const issues: Issue[] = [];
    for (const e of ix.entries) {
      const s = crewStatus(ix, e);
      if (s && s.full !== undefined && s.crew >= s.min && s.crew < s.full) {
        issues.push(issueOf(crewBelowFullOperation, e.id, { crew: s.crew, full: s.full }));
      }
    }
    return issues;
  },
};
