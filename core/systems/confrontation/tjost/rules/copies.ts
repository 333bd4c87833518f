import { overLimitEntries, TJOST } from '../lists';
import { issueOf } from '../../../../checks/issue';
import { listIndex } from '../../../../checks/list-index';
import type { Rule } from '../../../../checks/types';

/**
 * A card that is not a personality (fighter, spell, miracle, artifact, item) more than twice
 * in a TJOST list. Copies are cards, not figures: a card covering a blister of three counts once.
 * Reported once per card, on the entry where the copies go over the limit.
 */
export const tjostCopies: Rule = {
  code: 'tjost.copies',
  severity: 'error',
  systems: ['confrontation'],
  kinds: ['tjost-selection', 'tjost-game'],
  check(ctx) {
    const ix = listIndex(ctx);
    const max = (cardId: string): number | undefined => {
      const card = ctx.card(cardId);
      return card && !card.personality ? TJOST.maxCopies : undefined;
    };
    return overLimitEntries(ix.entries, max).map((o) => issueOf(tjostCopies, o.entry.id, { count: o.total, max: o.max }));
  },
};
