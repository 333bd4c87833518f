import { issueOf } from '../../../checks/issue';
import type { Issue, Rule } from '../../../checks/types';
import { owFacts } from '../facts';
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
    for (const u of facts.units) {
      const percent = BATTLE_MARCH_UNIT_PERCENT[u.category];
      if (percent === undefined) continue;
      const share = (limit * percent) / 100;
      if (u.points > share) issues.push(issueOf(battleMarch, u.entry.id, { points: u.points, max: Math.floor(share), percent, limit, category: u.category }));
    }
    return issues;
  },
};
