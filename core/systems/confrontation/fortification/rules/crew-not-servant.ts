import { issueOf } from '../../../../checks/issue';
import { listIndex } from '../../../../checks/list-index';
import type { Issue, Rule } from '../../../../checks/types';
import { crewAssignments } from '../crew';

/**
 * A figure assigned as servant is not one of the machine's servant cards. A machine whose card names
 * no servants is served only by the figures that come with it (FORTIFICATION, German edition): the
 * message says so (variant `none`) instead of pointing at a list of servants the card does not have.
 */
export const crewNotServant: Rule = {
  code: 'crew.not-servant',
  severity: 'error',
  systems: ['confrontation'],
  check(ctx) {
    const issues: Issue[] = [];
    for (const { machine, link, verdict } of crewAssignments(listIndex(ctx))) {
      if (verdict.kind !== 'not-servant') continue;
      const namesNone = listIndex(ctx).cardOf(machine)?.warMachine?.servants.length === 0;
      issues.push(issueOf(crewNotServant, link.entry.id, namesNone ? { machine: machine.id, variant: 'none' } : { machine: machine.id }));
    }
    return issues;
  },
};
