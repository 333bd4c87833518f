import { copiesByCard } from '../lists';
import { issueOf } from '../../../../checks/issue';
import { listIndex } from '../../../../checks/list-index';
import type { Issue, Rule } from '../../../../checks/types';

/**
 * A game list entry not covered by its selection list: the card is missing there (variant
 * `missing`), or the game list uses more copies than the selection holds. Reported once per
 * card, on the entry where the copies go over. Without a selection list in the context
 * (`validateList(list, lookup, { selection })`) nothing can be compared and nothing is
 * reported: the CLI and the app refuse a game list whose selection list cannot be read.
 * A figure summoned by a spell (card field `summonedBy`) need not be in the selection list;
 * its spell must be (TJOST, point 11).
 */
export const tjostNotInSelection: Rule = {
  code: 'tjost.not-in-selection',
  severity: 'error',
  systems: ['confrontation'],
  kinds: ['tjost-game'],
  check(ctx) {
    if (!ctx.selection) return [];
    const selected = copiesByCard(ctx.selection);
    const used = copiesByCard(ctx.list);
    const running = new Map<string, number>();
    const issues: Issue[] = [];
    const ix = listIndex(ctx);
    for (const e of ix.entries) {
      if (ix.cardOf(e)?.summonedBy !== undefined) continue;
      const inSelection = selected.get(e.cardId) ?? 0;
      const before = running.get(e.cardId) ?? 0;
      running.set(e.cardId, before + e.count);
      if (before > inSelection || before + e.count <= inSelection) continue;
      const count = used.get(e.cardId) ?? 0;
      issues.push(
        inSelection === 0
          ? issueOf(tjostNotInSelection, e.id, { variant: 'missing', count })
          : issueOf(tjostNotInSelection, e.id, { count, inSelection }),
      );
    }
    return issues;
  },
};
