import { issueOf } from '../../../checks/issue';
import { listIndex } from '../../../checks/list-index';
import type { Issue, Rule } from '../../../checks/types';
import { bearersOf, needsBearer } from '../bearers';
import { isFigureCard } from '../../../list/totals';

/**
 * A spell, miracle, artifact or equipment card whose bearer is not a figure (a fighter or a
 * war machine): another item, an experience card, ... Unknown bearers and unknown cards are
 * reported by assignment.unknown-target and card.unknown.
 */
export const bearerNotFigure: Rule = {
  code: 'bearer.not-figure',
  severity: 'error',
  systems: ['confrontation'],
  check(ctx) {
    const ix = listIndex(ctx);
    const issues: Issue[] = [];
    for (const e of ix.entries) {
      const item = ix.cardOf(e);
      if (!item || !needsBearer(item)) continue;
      for (const id of bearersOf(e)) {
        const target = ix.entry(id);
        const card = target && ix.cardOf(target);
        if (card && !isFigureCard(card)) issues.push(issueOf(bearerNotFigure, e.id, { bearer: id }));
      }
    }
    return issues;
  },
};
