import { issueOf } from '../../../checks/issue';
import type { Issue, Rule } from '../../../checks/types';
import { categoryBounds, compositionParams, owFacts } from '../facts';

/**
 * Old World: a category below its share of the army's points (Core at least 25% in the
 * rulebook's army composition; each composition names its own shares). The share is of the
 * list's points limit; exactly the share is enough ("at least"). `count`: the points missing,
 * for the message's plural form ("1 fehlt", "2 fehlen").
 */
export const categoryMin: Rule = {
  code: 'oldworld.category-min',
  severity: 'error',
  systems: ['oldworld'],
  check(ctx) {
    const facts = owFacts(ctx.list, ctx);
    const issues: Issue[] = [];
    for (const [category, rule] of Object.entries(facts.composition?.categories ?? {})) {
      const { min } = categoryBounds(ctx.list.pointsLimit, rule);
      if (rule.minPercent === undefined || rule.minPercent <= 0 || min === undefined) continue;
      const points = facts.pointsByCategory[category as keyof typeof facts.pointsByCategory] ?? 0;
      if (points < min) {
        issues.push(issueOf(categoryMin, undefined, { category, points, min, percent: rule.minPercent, limit: ctx.list.pointsLimit, count: min - points, ...compositionParams(facts) }));
      }
    }
    return issues;
  },
};
