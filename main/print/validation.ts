import type { CardLookup } from '../../core/db/types';
import { issueMessage } from '../../core/i18n';
import type { ArmyList } from '../../core/model/list';
import type { Lang } from '../../core/model/system';
import { summarize } from '../../core/checks/engine';
import { validateList } from '../../core/checks/validate-list';
import type { Severity } from '../../core/checks/types';

/** The list's check against the rules, in words, as printed on the list sheets. */
export interface ValidationResult {
  valid: boolean;
  errors: number;
  warnings: number;
  items: { severity: Severity; entryId?: string; message: string; code: string }[];
}

/** Runs the rule engine over the list and words every issue in the job's language. */
export function validateForPrint(list: ArmyList, lookup: CardLookup, lang: Lang, entryName: (entryId: string) => string, selection?: ArmyList): ValidationResult {
  const issues = validateList(list, lookup, selection ? { selection } : {});
  const summary = summarize(issues);
  return {
    ...summary,
    items: issues.map((issue) => {
      const item: ValidationResult['items'][number] = { severity: issue.severity, message: issueMessage(issue, lang, { entryName }), code: issue.code };
      if (issue.entryId !== undefined) item.entryId = issue.entryId;
      return item;
    }),
  };
}
