import { issueOf } from '../../../checks/issue';
import type { Issue, Rule } from '../../../checks/types';
import { owFacts, type OwListFacts } from '../facts';
import { COMBINED_ARMS_REPEATS, combinedArmsMax, matchedPlayOf } from '../matched-play';
import type { OwCategory } from '../vocabulary';

type Unit = OwListFacts['units'][number];
const idOf = (u: Unit): string => u.card.provenance?.originalId ?? u.card.id;

/**
 * Old World, Combined Arms (a list's composition rule; see matched-play.ts): one unit taken more
 * often in its category than Combined Arms allows (3 characters, 4 Core, 3 Special, 2 Rare, 2
 * mercenaries of one unit, one more per full 1000 points above 2000), on the first entry over
 * the limit. Units the army composition itself limits (0-1, 1+) are left to it, and units that
 * share a limit (the dataset's `sharedCombinedArms`) count together, as Old World Builder counts.
 */
export const combinedArms: Rule = {
  code: 'oldworld.combined-arms',
  severity: 'error',
  systems: ['oldworld'],
  check(ctx) {
    if (!matchedPlayOf(ctx.list).combinedArms) return [];
    const facts = owFacts(ctx.list, ctx);
    const issues: Issue[] = [];
    for (const category of Object.keys(COMBINED_ARMS_REPEATS) as OwCategory[]) {
      const max = combinedArmsMax(category, ctx.list.pointsLimit)!;
      const rules = facts.composition?.categories[category]?.units ?? [];
      // Each unit under its own id and under every id it shares a limit with, in list order: one pass, linear in the list.
      const byId = new Map<string, Unit[]>();
      for (const u of facts.units) {
        if (u.category !== category) continue;
        for (const id of [idOf(u), ...(u.card.oldworld?.sharedCombinedArms ?? [])]) {
          const same = byId.get(id);
          if (same) same.push(u);
          else byId.set(id, [u]);
        }
      }
      for (const [id, same] of byId) {
        // Only ids of units in the list (a shared id with no unit of its own is nobody's limit), and not those the composition limits itself.
        if (same.length <= max || !same.some((u) => idOf(u) === id)) continue;
        if (rules.some((r) => r.ids.includes(id) && ((r.max ?? 0) > 0 || (r.min ?? 0) > 0))) continue;
        issues.push(issueOf(combinedArms, same[max]!.entry.id, { count: same.length, max, category, limit: ctx.list.pointsLimit }));
      }
    }
    return issues;
  },
};
