import { forbiddenReason } from '../lists';
import { issueOf } from '../../../../checks/issue';
import { listIndex } from '../../../../checks/list-index';
import type { Issue, Rule } from '../../../../checks/types';

/**
 * A card TJOST does not allow: experience cards, INCARNATION items and spells, CONFRONTATION 1
 * spells and items, allies. `reason` names which (translated through `param.reason.*`).
 */
export const tjostForbiddenCard: Rule = {
  code: 'tjost.forbidden-card',
  severity: 'error',
  systems: ['confrontation'],
  kinds: ['tjost-selection', 'tjost-game'],
  check(ctx) {
    const ix = listIndex(ctx);
    const issues: Issue[] = [];
    for (const e of ix.entries) {
      const card = ix.cardOf(e);
      const reason = card ? forbiddenReason(card, ctx.list.faction) : undefined;
      if (reason) issues.push(issueOf(tjostForbiddenCard, e.id, { reason }));
    }
    return issues;
  },
};
