import { overLimitEntries, TJOST } from '../lists';
import { issueOf } from '../../../../checks/issue';
import { listIndex } from '../../../../checks/list-index';
import type { Rule } from '../../../../checks/types';

/** A personality more than once in a TJOST list; reported on the entry where it goes over. */
export const tjostPersonalityCopies: Rule = {
  code: 'tjost.personality-copies',
  severity: 'error',
  systems: ['confrontation'],
  kinds: ['tjost-selection', 'tjost-game'],
  check(ctx) {
    const max = (cardId: string): number | undefined => (ctx.card(cardId)?.personality ? TJOST.maxPersonality : undefined);
    return overLimitEntries(listIndex(ctx).entries, max).map((o) =>
      issueOf(tjostPersonalityCopies, o.entry.id, { count: o.total, max: o.max }),
    );
  },
};
