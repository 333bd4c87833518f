import type { IssueParams } from '../../../../checks/types';
import type { SiegeIssue, SiegeRule, SiegeSubject } from './types';

/** An issue of a siege rule about a subject (and the element to select). */
export function siegeIssue(
  rule: Pick<SiegeRule, 'code' | 'severity'>,
  subject: SiegeSubject | undefined,
  params: IssueParams = {},
  elementId?: string,
): SiegeIssue {
  const issue: SiegeIssue = { code: rule.code, severity: rule.severity, params };
  if (subject) issue.subject = subject;
  if (elementId !== undefined) issue.elementId = elementId;
  return issue;
}
