import { issueOf } from '../../../checks/issue';
import type { Issue, Rule } from '../../../checks/types';
import { owFacts, textParams } from '../facts';

/** Old World: a magic item that may be taken once per army is taken more than once (on the second and later bearers). */
export const magicItemUnique: Rule = {
  code: 'oldworld.magic-item-unique',
  severity: 'error',
  systems: ['oldworld'],
  check(ctx) {
    const facts = owFacts(ctx.list, ctx);
    const seen = new Map<string, string>();
    const issues: Issue[] = [];
    for (const u of facts.units) {
      for (const chosen of u.entry.items ?? []) {
        const item = ctx.card(chosen.item);
        if (!item?.item?.onePerArmy) continue;
        const first = seen.get(item.id);
        const times = chosen.count ?? 1;
        if (first !== undefined || times > 1) issues.push(issueOf(magicItemUnique, u.entry.id, { ...textParams('item', item.name), first: first ?? u.entry.id }));
        if (first === undefined) seen.set(item.id, u.entry.id);
      }
    }
    return issues;
  },
};
