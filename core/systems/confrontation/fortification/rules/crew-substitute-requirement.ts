import { issueOf } from '../../../../checks/issue';
import { listIndex } from '../../../../checks/list-index';
import type { Issue, Rule } from '../../../../checks/types';
import { crewAssignments } from '../crew';

/**
 * A figure assigned as substitute does not meet the machine's substitute conditions: one issue
 * per failed condition (params stat, min, actual; actual '-' when the card lacks the stat), or
 * one issue with `variant: 'none'` when the machine allows no substitutes at all.
 */
export const crewSubstituteRequirement: Rule = {
  code: 'crew.substitute-requirement',
  severity: 'error',
  systems: ['confrontation'],
  check(ctx) {
    const issues: Issue[] = [];
    for (const { machine, link, verdict } of crewAssignments(listIndex(ctx))) {
      if (verdict.kind === 'no-substitutes') {
        issues.push(issueOf(crewSubstituteRequirement, link.entry.id, { machine: machine.id, variant: 'none' }));
      } else if (verdict.kind === 'substitute-failed') {
        for (const f of verdict.failed) {
          issues.push(
            issueOf(crewSubstituteRequirement, link.entry.id, {
              machine: machine.id,
              stat: f.stat,
              min: f.min,
              actual: f.actual ?? '-',
            }),
          );
        }
      }
    }
    return issues;
  },
};
