import { isWarMachine } from '../garrison';
import { subjectIssue } from '../../../../checks/issue';
import type { Issue } from '../../../../checks/types';
import type { SiegeRule } from '../validate';

/**
 * Siege ammunition must be bought for a war machine of the attacker's list, once per machine.
 * Variants: `none` (no machine chosen), `missing` (not in the attacker's list), `twice`
 * (the machine already has it); without a variant the target is not a war machine.
 */
export const ammunitionTarget: SiegeRule = {
  code: 'siege.ammunition-target',
  severity: 'error',
  check(ctx) {
    const issues: Issue[] = [];
    const seen = new Set<string>();
    for (const q of ctx.roster.equipment) {
      if (q.item !== 'siege-ammunition') continue;
      const subject = { kind: 'equipment', id: q.id } as const;
      if (q.target === undefined) {
        issues.push(subjectIssue(ammunitionTarget, subject, { variant: 'none' }));
        continue;
      }
      const entry = ctx.attacker?.entries.find((e) => e.id === q.target);
      if (!entry) issues.push(subjectIssue(ammunitionTarget, subject, { variant: 'missing', target: q.target }));
      else if (!isWarMachine(ctx.card(entry.cardId))) issues.push(subjectIssue(ammunitionTarget, subject, { target: q.target }));
      else if (seen.has(q.target)) issues.push(subjectIssue(ammunitionTarget, subject, { variant: 'twice', target: q.target }));
      seen.add(q.target);
    }
    return issues;
  },
};
