import { runChecks } from '../../../checks/engine';
import { SIEGE_RULES } from '../../../checks/registry';
import type { CheckRule, Issue } from '../../../checks/types';
import type { DbCard } from '../../../model/card';
import type { ArmyList } from '../../../model/list';
import { siegeIndex } from './garrison';
import type { SiegeRoster } from './model';

/** What every siege rule sees: the roster, the two armies when linked, and the cards. */
export interface SiegeContext {
  roster: SiegeRoster;
  attacker?: ArmyList;
  defender?: ArmyList;
  card(cardId: string): DbCard | undefined;
}

export type SiegeRule = CheckRule<SiegeContext>;

/**
 * Checks a siege roster against every siege rule with the check engine: issues without an
 * element first, then in the order of their element in the fortress.
 */
export function validateSiege(ctx: SiegeContext, rules: readonly SiegeRule[] = SIEGE_RULES): Issue[] {
  const ix = siegeIndex(ctx);
  return runChecks(ctx, rules, (issue) => (issue.elementId === undefined ? -1 : ix.order(issue.elementId)));
}
