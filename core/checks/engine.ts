import type { CheckRule, Issue } from './types';

/** Code of the issue reported when a rule itself fails (a bug, never the user's fault). */
export const RULE_FAILED = 'rule.failed';

/**
 * Where an issue sits in its document, for sorting: an entry's or element's position,
 * -1 for issues about the whole document.
 */
type IssuePosition = (issue: Issue) => number;

/**
 * The one check engine, for lists and siege rosters alike: runs every rule over the context.
 * Never throws: a rule that fails is reported as a `rule.failed` issue. Issues are sorted:
 * errors first, then by position (document-wide issues first), otherwise in rule order.
 */
export function runChecks<Context>(ctx: Context, rules: readonly CheckRule<Context>[], position: IssuePosition): Issue[] {
  const issues: Issue[] = [];
  for (const rule of rules) {
    try {
      // A loop, not push(...found): a rule may report tens of thousands of issues.
      for (const issue of rule.check(ctx)) issues.push(issue);
    } catch (err) {
      issues.push({
        code: RULE_FAILED,
        severity: 'error',
        params: { rule: rule.code, reason: err instanceof Error ? err.message : String(err) },
      });
    }
  }
  return sortIssues(issues, position);
}

/** Stable sort: errors before warnings, then by position, otherwise in the given order. */
export function sortIssues(issues: readonly Issue[], position: IssuePosition): Issue[] {
  const n = issues.length;
  // One sort key per issue (severity, then position), computed once; ties keep the given order.
  const keys = new Float64Array(n);
  const order = new Array<number>(n);
  for (let i = 0; i < n; i++) {
    const issue = issues[i]!;
    keys[i] = (issue.severity === 'error' ? 0 : 1) * 2 ** 40 + (position(issue) + 1);
    order[i] = i;
  }
  order.sort((a, b) => keys[a]! - keys[b]! || a - b);
  return order.map((i) => issues[i]!);
}

interface IssueSummary {
  /** True when there is no error (warnings allowed). */
  valid: boolean;
  errors: number;
  warnings: number;
}

export function summarize(issues: readonly Issue[]): IssueSummary {
  let errors = 0;
  let warnings = 0;
  for (const i of issues) {
    if (i.severity === 'error') errors++;
    else warnings++;
  }
  return { valid: errors === 0, errors, warnings };
}
