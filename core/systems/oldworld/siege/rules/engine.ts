import { RULE_FAILED } from '../../../../checks/engine';
import { siegeIndex } from '../garrison';
import { SIEGE_RULES } from './registry';
import type { SiegeContext, SiegeIssue, SiegeRule } from './types';

/**
 * Checks a siege roster against every siege rule. Never throws: a failing rule becomes a
 * `rule.failed` issue. Issues are sorted errors first, then by the position of their element
 * in the fortress (issues without an element first), otherwise in rule order.
 */
export function validateSiege(ctx: SiegeContext, rules: readonly SiegeRule[] = SIEGE_RULES): SiegeIssue[] {
  const issues: SiegeIssue[] = [];
  for (const rule of rules) {
    try {
      issues.push(...rule.check(ctx));
    } catch (err) {
      issues.push({ code: RULE_FAILED, severity: 'error', params: { rule: rule.code, reason: err instanceof Error ? err.message : String(err) } });
    }
  }
  const ix = siegeIndex(ctx);
  return issues
    .map((issue, pos) => ({ issue, pos, sev: issue.severity === 'error' ? 0 : 1, at: issue.elementId === undefined ? -1 : ix.order(issue.elementId) }))
    .sort((a, b) => a.sev - b.sev || a.at - b.at || a.pos - b.pos)
    .map((x) => x.issue);
}
