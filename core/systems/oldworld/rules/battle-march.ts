import { issueOf } from '../../../checks/issue';
import type { Issue, Rule } from '../../../checks/types';
import { owFacts, textParams, unitsOfRule } from '../facts';
import { BATTLE_MARCH_UNIT_PERCENT, matchedPlayOf } from '../matched-play';

/**
 * Old World, Battle March (a list's composition rule; see matched-play.ts): a single unit costing
 * more than its category's share of the points limit (characters 25%, Core 35%, Special 30%, Rare
 * and mercenaries 25%), named characters included, as Old World Builder checks. The two units an
 * army needs besides its characters in a Battle March are per-points' `non-characters`.
 */
export const battleMarch: Rule = {
  code: 'oldworld.battle-march',
  severity: 'error',
  systems: ['oldworld'],
  check(ctx) {
    if (!matchedPlayOf(ctx.list).battleMarch) return [];
    const facts = owFacts(ctx.list, ctx);
    const limit = ctx.list.pointsLimit;
    const issues: Issue[] = [];
    // "0-X per 1000 points" units: not limited by the points, but the army takes one such unit in all (as Old World Builder counts: every entry of such a unit).
    const perThousand = Object.entries(facts.composition?.categories ?? {}).flatMap(([category, c]) => c.units.filter((r) => (r.max ?? 0) > 0 && r.points !== undefined).map((rule) => ({ category, rule, units: unitsOfRule(facts, category, rule) })));
    const used = perThousand.filter((x) => x.rule.points === 1000).reduce((n, x) => n + x.units.length, 0);
    if (used > 1) {
      for (const { rule, units } of perThousand) {
        const max = rule.max! * Math.floor(limit / rule.points!);
        if (units.length > max) issues.push(issueOf(battleMarch, units[max]!.entry.id, { variant: 'limited', ...textParams('units', rule.names ?? { de: rule.ids.join(', '), en: rule.ids.join(', ') }), count: used, limit }));
      }
    }
    for (const u of facts.units) {
      const percent = BATTLE_MARCH_UNIT_PERCENT[u.category];
      if (percent === undefined) continue;
      const share = (limit * percent) / 100;
      if (u.points > share) issues.push(issueOf(battleMarch, u.entry.id, { points: u.points, max: Math.floor(share), percent, limit, category: u.category }));
    }
    return issues;
  },
};
