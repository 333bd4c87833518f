import type { Issue, IssueParams, Rule } from './types';

/** An issue of a rule, pointing at an entry (or at the whole list when entryId is undefined). */
export function issueOf(rule: Pick<Rule, 'code' | 'severity'>, entryId: string | undefined, params: IssueParams = {}): Issue {
  return entryId === undefined
    ? { code: rule.code, severity: rule.severity, params }
    : { code: rule.code, severity: rule.severity, entryId, params };
}
