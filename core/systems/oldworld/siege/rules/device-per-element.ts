import { siegeIndex } from '../garrison';
import { subjectIssue } from '../../../../checks/issue';
import type { Issue } from '../../../../checks/types';
import type { SiegeRule } from '../validate';

/** An element with more than one defence device. */
export const devicePerElement: SiegeRule = {
  code: 'siege.device-per-element',
  severity: 'error',
  check(ctx) {
    const ix = siegeIndex(ctx);
    const issues: Issue[] = [];
    for (const el of ctx.roster.fortress.elements) {
      const count = ix.devicesOn(el.id).length;
      if (count > 1) issues.push(subjectIssue(devicePerElement, { kind: 'element', id: el.id }, { count }, el.id));
    }
    return issues;
  },
};
