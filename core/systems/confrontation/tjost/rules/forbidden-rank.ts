import { isShadowRank } from '../lists';
import { issueOf } from '../../../../checks/issue';
import { listIndex } from '../../../../checks/list-index';
import type { Issue, Rule } from '../../../../checks/types';

/** A figure whose rank is a Shadow rank ("Schatten…") in a TJOST list. */
export const tjostForbiddenRank: Rule = {
  code: 'tjost.forbidden-rank',
  severity: 'error',
  systems: ['confrontation'],
  kinds: ['tjost-selection', 'tjost-game'],
  check(ctx) {
    const ix = listIndex(ctx);
    const issues: Issue[] = [];
    for (const e of ix.entries) {
      const card = ix.cardOf(e);
      if (card && isShadowRank(card)) issues.push(issueOf(tjostForbiddenRank, e.id));
    }
    return issues;
  },
};
