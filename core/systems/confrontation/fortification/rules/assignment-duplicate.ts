import { issueOf } from '../../../../checks/issue';
import { listIndex } from '../../../../checks/list-index';
import type { Issue, Rule } from '../../../../checks/types';

/**
 * The same figure is crew of two machines, aboard two vehicles, both, or assigned twice to the
 * same one. One issue per entry, naming the first two targets.
 */
export const assignmentDuplicate: Rule = {
  code: 'assignment.duplicate',
  severity: 'error',
  systems: ['confrontation'],
  check(ctx) {
    const ix = listIndex(ctx);
    const issues: Issue[] = [];
    for (const e of ix.entries) {
      const [first, second] = ix.placementsOf(e.id);
      if (first && second) {
        issues.push(issueOf(assignmentDuplicate, e.id, { first: first.target, second: second.target }));
      }
    }
    return issues;
  },
};
