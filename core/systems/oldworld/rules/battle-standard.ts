import { issueOf } from '../../../checks/issue';
import type { Issue, Rule } from '../../../checks/types';
import { owFacts } from '../facts';
import { isBattleStandardBearer } from '../unit';

/**
 * Old World: an army has at most one Battle Standard Bearer (a character with that command
 * entry, a Daemonic Locus too). Each further one is named on its entry.
 */
export const battleStandard: Rule = {
  code: 'oldworld.battle-standard',
  severity: 'error',
  systems: ['oldworld'],
  check(ctx) {
    const facts = owFacts(ctx.list, ctx);
    const bearers = facts.units.filter((u) => u.category === 'characters' && isBattleStandardBearer(u.entry, u.card));
    const issues: Issue[] = [];
    for (const extra of bearers.slice(1)) issues.push(issueOf(battleStandard, extra.entry.id, { first: bearers[0]!.entry.id }));
    return issues;
  },
};
