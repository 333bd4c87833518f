import { issueOf } from '../../../../checks/issue';
import { listIndex } from '../../../../checks/list-index';
import type { Issue, Rule } from '../../../../checks/types';
import { crewAssignments } from '../crew';

/** Crew assigned to a mobile machine, whose crew is part of its own card. */
export const crewMobileMachine: Rule = {
  code: 'crew.mobile-machine',
  severity: 'error',
  systems: ['confrontation'],
  check(ctx) {
    const issues: Issue[] = [];
    for (const { machine, link, verdict } of crewAssignments(listIndex(ctx))) {
      if (verdict.kind === 'mobile') issues.push(issueOf(crewMobileMachine, link.entry.id, { machine: machine.id }));
    }
    return issues;
  },
};
