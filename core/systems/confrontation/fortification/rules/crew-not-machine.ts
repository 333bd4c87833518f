import { issueOf } from '../../../../checks/issue';
import { listIndex } from '../../../../checks/list-index';
import type { Issue, Rule } from '../../../../checks/types';
import { crewAssignments } from '../crew';

/** Crew assigned to an entry whose card is not a war machine (added by Muster; docs/rules.md). */
export const crewNotMachine: Rule = {
  code: 'crew.not-machine',
  severity: 'error',
  systems: ['confrontation'],
  check(ctx) {
    const issues: Issue[] = [];
    for (const { machine, link, verdict } of crewAssignments(listIndex(ctx))) {
      if (verdict.kind === 'not-machine') issues.push(issueOf(crewNotMachine, link.entry.id, { machine: machine.id }));
    }
    return issues;
  },
};
