import { isWarMachine } from '../garrison';
import { siegeIssue } from './issue';
import type { SiegeIssue, SiegeRule } from './types';

/**
 * Siege ammunition must be bought for a war machine of the attacker's list, once per machine.
 * Variants: `none` (no machine chosen), `missing` (not in the attacker's list), `twice`
 * (the machine already has it); without a variant the target is not a war machine.
 */
export const ammunitionTarget: SiegeRule = {
  code: 'siege.ammunition-target',
  severity: 'error',
  check(ctx) {
    const issues: SiegeIssue[] = [];
    const seen = new Set<string>();
    for (const q of ctx.roster.equipment) {
      if (q.item !== 'siege-ammunition') continue;
      const subject = { kind: 'equipment', id: q.id } as const;
      if (q.target === undefined) {
        issues.push(siegeIssue(ammunitionTarget, subject, { variant: 'none' }));
        continue;
      }
      const entry = ctx.attacker?.entries.find((e) => e.id === q.target);
      if (!entry) issues.push(siegeIssue(ammunitionTarget, subject, { variant: 'missing', target: q.target }));
      else if (!isWarMachine(ctx.card(entry.cardId))) issues.push(siegeIssue(ammunitionTarget, subject, { target: q.target }));
      else if (seen.has(q.target)) issues.push(siegeIssue(ammunitionTarget, subject, { variant: 'twice', target: q.target }));
      seen.add(q.target);
    }
    return issues;
  },
};
