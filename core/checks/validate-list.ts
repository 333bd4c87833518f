import type { CardLookup } from '../db/types';
import type { ArmyList, ListKind } from '../model/list';
import type { SystemId } from '../model/system';
import { runChecks } from './engine';
import { listIndex } from './list-index';
import { RULES } from './registry';
import type { Issue, Rule, RuleContext } from './types';

/** Rules that apply to lists of a system and kind, in registry order. */
export function rulesFor(system: SystemId, kind: ListKind, rules: readonly Rule[] = RULES): Rule[] {
  return rules.filter(
    (r) => (r.systems === 'all' || r.systems.includes(system)) && (r.kinds === undefined || r.kinds.includes(kind)),
  );
}

/** Extra input for validation; every field is optional. */
interface ValidateOptions {
  /** Rules to run instead of RULES. */
  rules?: readonly Rule[];
  /** TJOST game lists: their selection list (needed by tjost.not-in-selection). */
  selection?: ArmyList;
}

/** Builds the context every rule sees; entries and assignments are indexed once, on first use. */
export function ruleContext(list: ArmyList, lookup: CardLookup, selection?: ArmyList): RuleContext {
  // card.other-system names a card of another game system than the list's. The app's lookup holds
  // every system's cards, the command line's too when a list names one its system's lack
  // (main/cli/validate-formats.ts), so both find it.
  const ctx: RuleContext = {
    list,
    card: (cardId) => lookup.card(cardId),
    otherSystemCard: (cardId) => {
      const card = lookup.card(cardId);
      return card && card.system !== list.system ? card : undefined;
    },
    faction: (system, id) => lookup.faction?.(system, id),
    entry: (entryId) => listIndex(ctx).entry(entryId),
    boxCards: (boxId) => lookup.boxCards?.(boxId) ?? [],
  };
  if (selection) ctx.selection = selection;
  return ctx;
}

/**
 * Checks a list against every rule of its system and kind with the check engine: issues of
 * list-wide rules first, then in the order of their entries in the list.
 */
export function validateList(list: ArmyList, lookup: CardLookup, rulesOrOptions: readonly Rule[] | ValidateOptions = RULES): Issue[] {
  const options: ValidateOptions = isRuleArray(rulesOrOptions) ? { rules: rulesOrOptions } : rulesOrOptions;
  const ctx = ruleContext(list, lookup, options.selection);
  return runChecks(ctx, rulesFor(list.system, list.kind, options.rules ?? RULES), (issue) =>
    issue.entryId === undefined ? -1 : listIndex(ctx).order(issue.entryId),
  );
}

function isRuleArray(x: readonly Rule[] | ValidateOptions): x is readonly Rule[] {
  return Array.isArray(x);
}
