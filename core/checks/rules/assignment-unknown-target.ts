import { issueOf } from '../issue';
import { listIndex } from '../list-index';
import type { Issue, Rule } from '../types';

/** An assignment (crew, aboard, bearer) that names an entry the list does not have. */
export const assignmentUnknownTarget: Rule = {
  code: 'assignment.unknown-target',
  severity: 'error',
  systems: 'all',
  check(ctx) {
    const ix = listIndex(ctx);
    const issues: Issue[] = [];
    for (const e of ix.entries) {
      for (const a of e.assignments) {
        const target = a.type === 'crew' ? a.machine : a.type === 'aboard' ? a.vehicle : a.bearer;
        if (!ix.entry(target)) issues.push(issueOf(assignmentUnknownTarget, e.id, { target }));
      }
    }
    return issues;
  },
};
