import { issueOf } from '../issue';
import { listIndex } from '../list-index';
import type { Rule } from '../types';

/** An entry whose card id the database does not know; other rules skip such entries. */
export const cardUnknown: Rule = {
  code: 'card.unknown',
  severity: 'error',
  systems: 'all',
  check(ctx) {
    const ix = listIndex(ctx);
    return ix.entries.filter((e) => !ix.cardOf(e)).map((e) => issueOf(cardUnknown, e.id, { cardId: e.cardId }));
  },
};
