import { issueOf } from '../../../checks/issue';
import { listIndex } from '../../../checks/list-index';
import type { Issue, Rule } from '../../../checks/types';
import { bearersOf, copiesPerBearer } from '../bearers';

/**
 * The same artifact more than once on one figure: a bearer entry standing for N figures may
 * carry at most N copies of an artifact card (one each). Reported at the artifact entry whose
 * copies go over, naming the bearer.
 */
export const itemDuplicateOnBearer: Rule = {
  code: 'item.duplicate-on-bearer',
  severity: 'error',
  systems: ['confrontation'],
  check(ctx) {
    const ix = listIndex(ctx);
    const issues: Issue[] = [];
    const carried = new Map<string, number>();
    for (const e of ix.entries) {
      const item = ix.cardOf(e);
      if (item?.kind !== 'artifact') continue;
      const copies = copiesPerBearer(e);
      for (const id of bearersOf(e)) {
        const bearer = ix.entry(id);
        if (!bearer) continue;
        const key = `${id}\u0000${item.id}`;
        const before = carried.get(key) ?? 0;
        const count = before + copies;
        carried.set(key, count);
        const figures = Math.max(1, ix.figures(bearer));
        if (count > figures && before <= figures) issues.push(issueOf(itemDuplicateOnBearer, e.id, { bearer: id, count, figures }));
      }
    }
    return issues;
  },
};
