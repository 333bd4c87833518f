import type { CheckRule, Issue, IssueParams, IssueSubject } from './types';

type RuleRef = Pick<CheckRule<unknown>, 'code' | 'severity'>;

/** An issue of a list rule, pointing at an entry (or at the whole list when entryId is undefined). */
export function issueOf(rule: RuleRef, entryId: string | undefined, params: IssueParams = {}): Issue {
  return entryId === undefined
    ? { code: rule.code, severity: rule.severity, params }
    : { code: rule.code, severity: rule.severity, entryId, params };
}

/** An issue about a subject (a siege roster's element, device, …) and the element to select. */
export function subjectIssue(rule: RuleRef, subject: IssueSubject | undefined, params: IssueParams = {}, elementId?: string): Issue {
  const issue: Issue = { code: rule.code, severity: rule.severity, params };
  if (subject) issue.subject = subject;
  if (elementId !== undefined) issue.elementId = elementId;
  return issue;
}
