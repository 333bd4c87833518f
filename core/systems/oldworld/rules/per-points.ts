import type { Entry } from '../../../model/list';
import type { OwUnitRule } from '../model';
import { issueOf } from '../../../checks/issue';
import type { Issue, IssueParams, Rule } from '../../../checks/types';
import { owFacts, textParams, type OwListFacts } from '../facts';

const originalId = (u: OwListFacts['units'][number]): string | undefined => u.card.provenance?.originalId;

function namesParams(rule: OwUnitRule): IssueParams {
  const fallback = rule.ids.join(', ');
  return textParams('units', rule.names ?? { de: fallback, en: fallback });
}

/**
 * Old World: the composition's limits on units — "0-1 per 1000 points" (a maximum, and a
 * minimum where one is set, per so many points of the army), "1+ King or Thane" (a minimum),
 * one unit per unit of another kind (`perUnit`), and units allowed only with a certain General.
 * Variants: none (too many; on the first unit past the limit), `min` (too few; the list),
 * `requires` (needs another unit first), `general` (needs that General).
 */
export const perPoints: Rule = {
  code: 'oldworld.per-points',
  severity: 'error',
  systems: ['oldworld'],
  check(ctx) {
    const facts = owFacts(ctx.list, ctx);
    const issues: Issue[] = [];
    const limit = ctx.list.pointsLimit;
    const own = facts.units.filter((u) => u.card.faction === ctx.list.faction);
    for (const [category, catRule] of Object.entries(facts.composition?.categories ?? {})) {
      for (const rule of catRule.units) {
        const inCategory = rule.requiredByType === 'all' ? own : own.filter((u) => u.category === category);
        const matching = inCategory.filter((u) => rule.ids.includes(originalId(u) ?? ''));
        const scale = rule.points ? Math.floor(limit / rule.points) : 1;
        const required = (rule.requires ?? []).length
          ? (rule.requiresType === 'all' || !rule.requiresType ? own : own.filter((u) => u.category === rule.requiresType)).filter((u) => rule.requires!.includes(originalId(u) ?? ''))
          : [];
        let max = rule.max !== undefined ? rule.max * scale : Infinity;
        if (rule.perUnit && rule.requires?.length && !rule.requiresGeneral) max = Math.min(max, required.length * (rule.max ?? 1));
        const min = (rule.min ?? 0) * scale;
        const base: IssueParams = { ...namesParams(rule), count: matching.length, ...(rule.points ? { per: rule.points } : {}), limit };
        if (matching.length > max) {
          const first: Entry = matching[Number.isFinite(max) ? max : 0]!.entry;
          issues.push(issueOf(perPoints, first.id, { ...base, max: Number.isFinite(max) ? max : 0 }));
        }
        if (matching.length < min && (!rule.requires?.length || rule.requiresGeneral)) issues.push(issueOf(perPoints, undefined, { ...base, variant: 'min', min }));
        if (rule.requires?.length && !rule.requiresGeneral && !rule.perUnit && matching.length > 0 && required.length === 0) {
          issues.push(issueOf(perPoints, matching[0]!.entry.id, { ...base, variant: 'requires', ...textParams('required', rule.requiresNames ?? { de: rule.requires.join(', '), en: rule.requires.join(', ') }) }));
        }
        if (rule.requiresGeneral && matching.length > 0) {
          const generalFits = facts.generals.some((g) => rule.requires?.includes(facts.units.find((u) => u.entry === g)?.card.provenance?.originalId ?? ''));
          if (!generalFits) issues.push(issueOf(perPoints, matching[0]!.entry.id, { ...base, variant: 'general', ...textParams('required', rule.requiresNames ?? { de: (rule.requires ?? []).join(', '), en: (rule.requires ?? []).join(', ') }) }));
        }
      }
    }
    return issues;
  },
};
