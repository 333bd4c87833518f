import { issueOf } from '../../../checks/issue';
import { listIndex } from '../../../checks/list-index';
import type { Issue, Rule } from '../../../checks/types';

/**
 * An entry placed aboard another (`aboard` assignment) in a Chronopia list (docs/rules.md,
 * "Chronopia"): Chronopia has no passengers. Chapter 3 knows figures that ride together only as a
 * chariot and its crew, who form one figure with it (crew assignments, chronopia.chariot-crew);
 * nothing carries other figures. One issue per entry and vehicle; an aboard assignment to an entry
 * the list does not have is left to assignment.unknown-target.
 */
export const chronopiaAboard: Rule = {
  code: 'chronopia.aboard',
  severity: 'error',
  systems: ['chronopia'],
  check(ctx) {
    const ix = listIndex(ctx);
    const issues: Issue[] = [];
    for (const e of ix.entries) {
      if (ix.entry(e.id) !== e) continue;
      const vehicles = new Set<string>();
      for (const a of e.assignments) if (a.type === 'aboard' && ix.entry(a.vehicle)) vehicles.add(a.vehicle);
      for (const vehicle of vehicles) issues.push(issueOf(chronopiaAboard, e.id, { vehicle }));
    }
    return issues;
  },
};
