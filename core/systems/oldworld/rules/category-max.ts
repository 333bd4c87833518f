import { issueOf } from '../../../checks/issue';
import type { Issue, Rule } from '../../../checks/types';
import { categoryBounds, compositionParams, owFacts } from '../facts';

/**
 * Old World: a category above its share of the army's points (Characters, Special, Rare,
 * Mercenaries, Allies; each composition names its own shares), of the list's points limit.
 */
export const categoryMax: Rule = {
  code: 'oldworld.category-max',
  severity: 'error',
  systems: ['oldworld'],
  check(ctx) {
    const facts = owFacts(ctx.list, ctx);
    const issues: Issue[] = [];
    for (const [category, rule] of Object.entries(facts.composition?.categories ?? {})) {
      const { max } = categoryBounds(ctx.list.pointsLimit, rule);
      if (rule.maxPercent === undefined || max === undefined) continue;
      const points = facts.pointsByCategory[category as keyof typeof facts.pointsByCategory] ?? 0;
      if (points > max) {
        issues.push(issueOf(categoryMax, undefined, { category, points, max, percent: rule.maxPercent, limit: ctx.list.pointsLimit, over: points - max, ...compositionParams(facts) }));
      }
    }
    return issues;
  },
};
