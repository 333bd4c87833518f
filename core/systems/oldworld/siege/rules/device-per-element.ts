import { siegeIndex } from '../garrison';
import { siegeIssue } from './issue';
import type { SiegeIssue, SiegeRule } from './types';

/** An element with more than one defence device. */
export const devicePerElement: SiegeRule = {
  code: 'siege.device-per-element',
  severity: 'error',
  check(ctx) {
    const ix = siegeIndex(ctx);
    const issues: SiegeIssue[] = [];
    for (const el of ctx.roster.fortress.elements) {
      const count = ix.devicesOn(el.id).length;
      if (count > 1) issues.push(siegeIssue(devicePerElement, { kind: 'element', id: el.id }, { count }, el.id));
    }
    return issues;
  },
};
