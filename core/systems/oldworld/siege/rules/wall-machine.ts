import { siegeIndex } from '../garrison';
import { subjectIssue } from '../../../../checks/issue';
import type { Issue } from '../../../../checks/types';
import type { SiegeRule } from '../validate';

/**
 * War machines on a wall: only on a wall with a Rodell (variant `no-rodell`), and at most one
 * per unit on that wall.
 */
export const wallMachine: SiegeRule = {
  code: 'siege.wall-machine',
  severity: 'error',
  check(ctx) {
    const ix = siegeIndex(ctx);
    const issues: Issue[] = [];
    for (const el of ctx.roster.fortress.elements) {
      if (el.kind !== 'wall') continue;
      const members = ix.occupantsOf(el.id);
      const machines = members.filter((m) => m.role === 'machine').length;
      if (machines === 0) continue;
      const units = members.length - machines;
      const subject = { kind: 'element', id: el.id } as const;
      if (!el.rodell) issues.push(subjectIssue(wallMachine, subject, { variant: 'no-rodell', machines }, el.id));
      else if (machines > units) issues.push(subjectIssue(wallMachine, subject, { machines, units }, el.id));
    }
    return issues;
  },
};
