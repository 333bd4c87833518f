import type { Entry } from '../../../model/list';
import type { OwUnitRule } from '../model';
import { issueOf } from '../../../checks/issue';
import type { Issue, IssueParams, Rule, RuleContext } from '../../../checks/types';
import { owFacts, textParams, type OwListFacts } from '../facts';
import { slug } from '../import/reader';
import { choicesOf } from '../unit';

type Unit = OwListFacts['units'][number];
const originalId = (u: Unit): string | undefined => u.card.provenance?.originalId;

/** A unit rides when it has chosen a mount other than going on foot (as Old World Builder judges it). */
function mounted(u: Unit): boolean {
  const choices = choicesOf(u.card);
  return (u.entry.options ?? []).some((id) => {
    const choice = choices.get(id);
    return choice?.group === 'mounts' && !choice.parent && choice.option.name.en !== 'On foot';
  });
}

/** The option a composition rule names by its dataset id (`fly`), as the unit's option id (`options.fly`). */
const optionIdOf = (datasetId: string): string => `options.${slug(datasetId)}`;

/** The option's name on the unit's card, for messages. */
function optionName(u: Unit, id: string, fallback: string): IssueParams {
  return textParams('option', choicesOf(u.card).get(id)?.option.name ?? { de: fallback, en: fallback });
}

/** Whether one of the Generals carries the magic item a rule names by its dataset name (`sea-guard`). */
function generalCarries(facts: OwListFacts, ctx: RuleContext, item: string): boolean {
  return facts.generals.some((g) => (g.items ?? []).some((i) => slug(ctx.card(i.item)?.name.en.replace(/\*+$/, '') ?? '') === item));
}

/** The item a rule names, from the army's item lists (for messages); its dataset name where none has it. */
function itemName(facts: OwListFacts, ctx: RuleContext, item: string): IssueParams {
  for (const list of facts.army?.oldworld?.itemLists ?? []) {
    const card = ctx.card(`item-${slug(list)}-${item}`);
    if (card) return textParams('item', card.name);
  }
  const words = item.replace(/-/g, ' ');
  return textParams('item', { de: words, en: words });
}

function namesParams(rule: OwUnitRule): IssueParams {
  const fallback = rule.ids.join(', ');
  return textParams('units', rule.names ?? { de: fallback, en: fallback });
}

/**
 * Old World: the composition's limits on units — "0-1 per 1000 points" (a maximum, and a
 * minimum where one is set, per so many points of the army), "1+ King or Thane" (a minimum),
 * one unit per unit of another kind (`perUnit`), units allowed only with a certain General
 * (and that General with a certain option, or carrying a certain magic item), characters that
 * must ride, and units that must take an option.
 * Variants: none (too many; on the first unit past the limit), `min` (too few; the list),
 * `requires` (needs another unit first), `general` (needs that General), `general-option` (the
 * General lacks the option), `option` (the unit lacks it), `mounted` (on foot), `item` (no
 * General carries the item).
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
        const generals = facts.units.filter((u) => facts.generals.includes(u.entry));
        if (rule.requiresGeneral && matching.length > 0) {
          const general = generals.find((g) => rule.requires?.includes(originalId(g) ?? ''));
          if (!general) issues.push(issueOf(perPoints, matching[0]!.entry.id, { ...base, variant: 'general', ...textParams('required', rule.requiresNames ?? { de: (rule.requires ?? []).join(', '), en: (rule.requires ?? []).join(', ') }) }));
          // A General of that kind must also have chosen an option (a Daemon Prince General with the mark of the units' god).
          const option = rule.requiresOption;
          if (general && option && originalId(general) === option.unit) {
            const id = optionIdOf(option.id);
            if (!generals.some((g) => originalId(g) === option.unit && (g.entry.options ?? []).includes(id))) {
              issues.push(issueOf(perPoints, matching[0]!.entry.id, { ...base, variant: 'general-option', ...textParams('general', general.card.name), ...optionName(general, id, option.id) }));
            }
          }
        }
        // Units of the rule that must take an option (a Daemon Prince that must fly).
        const option = rule.requiresOption;
        if (option) {
          const id = optionIdOf(option.id);
          const holders = matching.filter((u) => originalId(u) === option.unit);
          if (holders.length > 0 && !holders.some((u) => (u.entry.options ?? []).includes(id))) {
            issues.push(issueOf(perPoints, holders[0]!.entry.id, { ...base, variant: 'option', ...optionName(holders[0]!, id, option.id) }));
          }
        }
        // Characters that must ride in this composition: each one on foot.
        if (rule.requiresMounted) for (const u of matching) if (!mounted(u)) issues.push(issueOf(perPoints, u.entry.id, { ...base, variant: 'mounted' }));
        // Units allowed only when a General carries a certain magic item (a Chracian Hunter for a Lion Chariot).
        if (rule.requiresMagicItem && matching.length > 0 && !generalCarries(facts, ctx, rule.requiresMagicItem)) {
          issues.push(issueOf(perPoints, matching[0]!.entry.id, { ...base, variant: 'item', ...itemName(facts, ctx, rule.requiresMagicItem) }));
        }
      }
    }
    return issues;
  },
};
