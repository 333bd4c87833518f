import { entryFigures } from '../../../../list/totals';
import { TJOST } from '../limits';
import { issueOf } from '../../../../checks/issue';
import { listIndex } from '../../../../checks/list-index';
import type { Rule } from '../../../../checks/types';

/** A game list with more than 20 figures (fighters and war machines; a familiar is one figure). */
export const tjostFigureCount: Rule = {
  code: 'tjost.figure-count',
  severity: 'error',
  systems: ['confrontation'],
  kinds: ['tjost-game'],
  check(ctx) {
    const ix = listIndex(ctx);
    let figures = 0;
    for (const e of ix.entries) figures += entryFigures(e, ix.cardOf(e));
    const max = TJOST.maxFigures;
    return figures > max ? [issueOf(tjostFigureCount, undefined, { figures, max, over: figures - max })] : [];
  },
};
