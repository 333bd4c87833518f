import { issueOf } from '../../../../checks/issue';
import { listIndex } from '../../../../checks/list-index';
import type { Issue, Rule } from '../../../../checks/types';
import { crewAssignments } from '../crew';

/** A figure assigned as servant is not one of the machine's servant cards. */
export const crewNotServant: Rule = {
  code: 'crew.not-servant',
  severity: 'error',
  systems: ['confrontation'],
  check(ctx) {
    const issues: Issue[] = [];
    for (const { machine, link, verdict } of crewAssignments(listIndex(ctx))) {
      if (verdict.kind === 'not-servant') issues.push(issueOf(crewNotServant, link.entry.id, { machine: machine.id }));
    }
    return issues;
  },
};
