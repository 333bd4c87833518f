import { issueOf } from '../../../checks/issue';
import { listIndex } from '../../../checks/list-index';
import type { Issue, Rule } from '../../../checks/types';
import { unitCompositionOf } from '../composition';
import { unitSizeOf } from '../unit';

/**
 * Old World: an entry's count (models) outside its unit size (see unitSizeOf: a detachment's own
 * minimum, a composition's own maximum). Below the minimum gives `{count, min}`; above the maximum
 * the variant `max` with `{count, max}`. A unit is sized by the composition it is taken from
 * (unitCompositionOf: an ally by the composition it comes from, a mercenary by its army's main list). Added by Muster (docs/rules.md).
 */
export const unitSize: Rule = {
  code: 'oldworld.unit-size',
  severity: 'error',
  systems: ['oldworld'],
  check(ctx) {
    const ix = listIndex(ctx);
    const issues: Issue[] = [];
    const allies = ctx.faction(ctx.list.system, ctx.list.faction)?.oldworld?.allies;
    for (const e of ix.entries) {
      const card = ix.cardOf(e);
      const size = card && unitSizeOf(e, card, unitCompositionOf(e, card.faction, ctx.list, allies));
      if (!size) continue;
      if (e.count < size.min) issues.push(issueOf(unitSize, e.id, { count: e.count, min: size.min }));
      else if (size.max !== undefined && e.count > size.max) {
        issues.push(issueOf(unitSize, e.id, { variant: 'max', count: e.count, max: size.max }));
      }
    }
    return issues;
  },
};
