import { issueOf } from '../../../checks/issue';
import { listIndex } from '../../../checks/list-index';
import type { Issue, Rule } from '../../../checks/types';

/**
 * Old World: an entry's count (models) outside its card's unit size. Below the minimum gives
 * `{count, min}`; above the maximum the variant `max` with `{count, max}`.
 * Added by Muster (docs/rules.md).
 */
export const unitSize: Rule = {
  code: 'oldworld.unit-size',
  severity: 'error',
  systems: ['oldworld'],
  check(ctx) {
    const ix = listIndex(ctx);
    const issues: Issue[] = [];
    for (const e of ix.entries) {
      const size = ix.cardOf(e)?.unitSize;
      if (!size) continue;
      if (e.count < size.min) issues.push(issueOf(unitSize, e.id, { count: e.count, min: size.min }));
      else if (size.max !== undefined && e.count > size.max) {
        issues.push(issueOf(unitSize, e.id, { variant: 'max', count: e.count, max: size.max }));
      }
    }
    return issues;
  },
};
