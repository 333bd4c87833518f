import { issueOf } from '../../../checks/issue';
import type { Issue, Rule } from '../../../checks/types';
import { owFacts } from '../facts';
import { modelGroupsOf } from '../unit';
import { GRAND_MELEE_CATEGORIES, GRAND_MELEE_UNIT_PERCENT, GRAND_MELEE_WIZARD_CATEGORIES, GRAND_MELEE_WIZARDS, matchedPlayOf, wizardLevels } from '../matched-play';

/**
 * Old World, Grand Melee (a list's composition rule; see matched-play.ts): a unit of the
 * characters, Core, Special, Rare or mercenaries costing more than 25% of the points limit (on
 * the unit; named characters aside), more Level 3 Wizards than one per 1000 points or Level 4
 * Wizards than one per 2000 (`level`, for the list), and a unit with more than half of the
 * army's models (`models`, on the unit; its detachments count as models of the army and as units
 * of their own, modelGroupsOf).
 */
export const grandMelee: Rule = {
  code: 'oldworld.grand-melee',
  severity: 'error',
  systems: ['oldworld'],
  check(ctx) {
    if (!matchedPlayOf(ctx.list).grandMelee) return [];
    const facts = owFacts(ctx.list, ctx);
    const limit = ctx.list.pointsLimit;
    const issues: Issue[] = [];
    const share = (limit * GRAND_MELEE_UNIT_PERCENT) / 100;
    for (const u of facts.units) {
      if (!GRAND_MELEE_CATEGORIES.includes(u.category) || u.card.oldworld?.named) continue;
      if (u.points > share) issues.push(issueOf(grandMelee, u.entry.id, { points: u.points, max: Math.floor(share), percent: GRAND_MELEE_UNIT_PERCENT, limit }));
    }
    const wizards = new Map<number, number>();
    for (const u of facts.units) {
      if (!GRAND_MELEE_WIZARD_CATEGORIES.includes(u.category) || u.card.oldworld?.named) continue;
      for (const level of wizardLevels(u.entry, u.card)) wizards.set(level, (wizards.get(level) ?? 0) + 1);
    }
    for (const { level, per } of GRAND_MELEE_WIZARDS) {
      const count = wizards.get(level) ?? 0;
      const max = Math.floor(limit / per);
      if (count > max) issues.push(issueOf(grandMelee, undefined, { variant: 'level', level, count, max, per, limit }));
    }
    // Old World Builder counts a unit's detachments as models of the army, and each one as a unit of its own.
    const groups = facts.units.map((u) => modelGroupsOf(u.entry, u.card));
    const total = groups.reduce((n, g) => n + g.reduce((a, b) => a + b, 0), 0);
    facts.units.forEach((u, i) => {
      const most = Math.max(...groups[i]!);
      if (most > total / 2) issues.push(issueOf(grandMelee, u.entry.id, { variant: 'models', count: most, total }));
    });
    return issues;
  },
};
