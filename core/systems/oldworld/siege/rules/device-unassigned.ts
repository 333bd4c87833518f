import { siegeIndex } from '../garrison';
import { subjectIssue } from '../../../../checks/issue';
import type { Issue } from '../../../../checks/types';
import type { SiegeRule } from '../validate';

/** A defence device that is not assigned to an element of the fortress (or to one that no longer exists). */
export const deviceUnassigned: SiegeRule = {
  code: 'siege.device-unassigned',
  severity: 'error',
  check(ctx) {
    const ix = siegeIndex(ctx);
    const issues: Issue[] = [];
    for (const d of ctx.roster.devices) {
      if (d.element === undefined || !ix.element(d.element)) {
        issues.push(subjectIssue(deviceUnassigned, { kind: 'device', id: d.id }, { device: d.device }));
      }
    }
    return issues;
  },
};
