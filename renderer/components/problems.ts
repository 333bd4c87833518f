import type { Issue } from '../../core/checks/types';
import type { IssueTextContext } from '../../core/i18n/issues';

/** Message ids of ProblemsPanel's own texts (each editor words them for its document). */
export interface ProblemsMessages {
  title: string;
  /** Shown when there is no problem. */
  none: string;
  /** Counters, pluralised by count. */
  errors: string;
  warnings: string;
  error: string;
  warning: string;
}

/**
 * What ProblemsPanel shows for one document (bind with v-bind); each editor's own module makes it
 * (`lists/list-problems.ts`, `siege/siege-problems.ts`), so neither loads the other's store.
 */
export interface ProblemsProps {
  issues: readonly Issue[];
  names: IssueTextContext | null;
  target: (issue: Issue) => string | undefined;
  messages: ProblemsMessages;
  /** How many items the checks covered (a list's entries), shown as `data-checked` for measurements. */
  checked?: number;
}
