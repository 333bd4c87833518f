import type { CardLookup } from '../db/types';
import type { ArmyList, ListKind } from '../model/list';
import type { SystemId } from '../model/system';
import { listIndex } from './list-index';
import { RULES } from './registry';
import type { Issue, Rule, RuleContext } from './types';

export { RULES } from './registry';

/** Code of the issue reported when a rule itself fails (a bug, never the user's fault). */
export const RULE_FAILED = 'rule.failed';

/** Rules that apply to lists of a system and kind, in registry order. */
export function rulesFor(system: SystemId, kind: ListKind, rules: readonly Rule[] = RULES): Rule[] {
  return rules.filter(
    (r) => (r.systems === 'all' || r.systems.includes(system)) && (r.kinds === undefined || r.kinds.includes(kind)),
  );
}

/** Extra input for validation; every field is optional. */
export interface ValidateOptions {
  /** Rules to run instead of RULES. */
  rules?: readonly Rule[];
  /** TJOST game lists: their selection list (needed by tjost.not-in-selection). */
  selection?: ArmyList;
}

/** Builds the context every rule sees; entries and assignments are indexed once, on first use. */
export function ruleContext(list: ArmyList, lookup: CardLookup, selection?: ArmyList): RuleContext {
  const ctx: RuleContext = {
    list,
    card: (cardId) => lookup.card(cardId),
    faction: (system, id) => lookup.faction?.(system, id),
    entry: (entryId) => listIndex(ctx).entry(entryId),
  };
  if (selection) ctx.selection = selection;
  return ctx;
}

/**
 * Checks a list against every rule of its system and kind. Never throws: a rule that fails
 * is reported as a `rule.failed` issue. Issues are sorted: errors first, then by the position
 * of their entry in the list (list-wide issues before entries), otherwise in rule order.
 */
export function validateList(list: ArmyList, lookup: CardLookup, rulesOrOptions: readonly Rule[] | ValidateOptions = RULES): Issue[] {
  const options: ValidateOptions = isRuleArray(rulesOrOptions) ? { rules: rulesOrOptions } : rulesOrOptions;
  const rules = options.rules ?? RULES;
  const ctx = ruleContext(list, lookup, options.selection);
  const issues: Issue[] = [];
  for (const rule of rulesFor(list.system, list.kind, rules)) {
    try {
      issues.push(...rule.check(ctx));
    } catch (err) {
      issues.push({
        code: RULE_FAILED,
        severity: 'error',
        params: { rule: rule.code, reason: err instanceof Error ? err.message : String(err) },
      });
    }
  }
  return sortIssues(issues, (id) => listIndex(ctx).order(id));
}

function isRuleArray(x: readonly Rule[] | ValidateOptions): x is readonly Rule[] {
  return Array.isArray(x);
}

/** Stable sort: errors before warnings, then by entry position (no entry = -1). */
export function sortIssues(issues: readonly Issue[], order: (entryId: string) => number): Issue[] {
  const rank = (i: Issue): number => (i.entryId === undefined ? -1 : order(i.entryId));
  return issues
    .map((issue, pos) => ({ issue, pos, sev: issue.severity === 'error' ? 0 : 1, at: rank(issue) }))
    .sort((a, b) => a.sev - b.sev || a.at - b.at || a.pos - b.pos)
    .map((x) => x.issue);
}

export interface IssueSummary {
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
