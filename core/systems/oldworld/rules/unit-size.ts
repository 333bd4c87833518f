import { issueOf } from '../../../checks/issue';
import { listIndex } from '../../../checks/list-index';
import type { Issue, Rule } from '../../../checks/types';
import { compositionOf } from '../composition';
import { unitSizeOf } from '../unit';

/**
 * Old World: an entry's count (models) outside its unit size (see unitSizeOf: a detachment's own
 * minimum, a composition's own maximum). Below the minimum gives `{count, min}`; above the maximum
 * the variant `max` with `{count, max}`. A unit of another army (an ally, a mercenary) is sized by
 * its placement in its own army's main list. Added by Muster (docs/rules.md).
 */
export const unitSize: Rule = {
  code: 'oldworld.unit-size',
  severity: 'error',
  systems: ['oldworld'],
  check(ctx) {
    const ix = listIndex(ctx);
    const issues: Issue[] = [];
    const composition = compositionOf(ctx.list);
    for (const e of ix.entries) {
      const card = ix.cardOf(e);
      const size = card && unitSizeOf(e, card, card.faction === ctx.list.faction ? composition : card.faction);
      if (!size) continue;
      if (e.count < size.min) issues.push(issueOf(unitSize, e.id, { count: e.count, min: size.min }));
      else if (size.max !== undefined && e.count > size.max) {
        issues.push(issueOf(unitSize, e.id, { variant: 'max', count: e.count, max: size.max }));
      }
    }
    return issues;
  },
};
