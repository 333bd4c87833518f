import { isShadowRank } from '../../tjost/lists';
import { issueOf } from '../issue';
import { listIndex } from '../list-index';
import type { Issue, Rule } from '../types';

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
