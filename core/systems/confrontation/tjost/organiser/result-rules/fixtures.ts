import type { SideResult, TableOutcome, TableResult } from '../event';
import type { ResultContext, ResultRule } from './context';

export const NAMES = { a: 'Anna', b: 'Bernd' };

export function result(outcome: TableOutcome, a: SideResult, b: SideResult): TableResult {
  return { outcome, a, b };
}

/** Runs one rule on a result; the issues' codes and params. */
export function run(rule: ResultRule, r: TableResult): { code: string; params: Record<string, string | number> }[] {
  const ctx: ResultContext = { result: r, names: NAMES };
  return rule.check(ctx).map((i) => ({ code: i.code, params: i.params }));
}
