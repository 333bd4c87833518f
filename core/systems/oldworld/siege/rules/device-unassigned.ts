import { siegeIndex } from '../garrison';
import { siegeIssue } from './issue';
import type { SiegeIssue, SiegeRule } from './types';

/** A defence device that is not assigned to an element of the fortress (or to one that no longer exists). */
export const deviceUnassigned: SiegeRule = {
  code: 'siege.device-unassigned',
  severity: 'error',
  check(ctx) {
    const ix = siegeIndex(ctx);
    const issues: SiegeIssue[] = [];
    for (const d of ctx.roster.devices) {
      if (d.element === undefined || !ix.element(d.element)) {
        issues.push(siegeIssue(deviceUnassigned, { kind: 'device', id: d.id }, { device: d.device }));
      }
    }
    return issues;
  },
};
