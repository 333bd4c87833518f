import { runChecks } from '../../../../../checks/engine';
import type { Issue } from '../../../../../checks/types';
import { RESULT_RULES } from '../../../../../checks/registry';
import type { TableResult } from '../event';
import type { ResultContext } from './context';

/**
 * Checks a table's result with the result rules of the registry: impossible combinations come
 * back as issues (errors), never thrown. A result with errors is refused by the organiser. A
 * walkover is checked only by the rules that say they check one (ResultRule.walkover).
 */
export function checkTableResult(result: TableResult, names: ResultContext['names']): Issue[] {
  const rules = result.walkover ? RESULT_RULES.filter((r) => r.walkover) : RESULT_RULES;
  return runChecks<ResultContext>({ result, names }, rules, () => 0);
}
