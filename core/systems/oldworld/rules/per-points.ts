import type { OwUnitRule } from '../model';
import { issueOf } from '../../../checks/issue';
import type { Issue, IssueParams, Rule, RuleContext } from '../../../checks/types';
import { MAIN_CATEGORIES, owFacts, textParams, unitsOfRule, type OwListFacts } from '../facts';
import { slug } from '../import/reader';
import { choicesOf } from '../unit';
import { matchedPlayOf, nonCharacterRule } from '../matched-play';
import { troopCodeOf } from '../troop-type';

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
 * The variant of a message about one unit of the rule: a rule of several units (`King or Thane`)
 * names them beside the unit (`<variant>-among`); a rule of this unit alone does not repeat its name.
 */
const about = (rule: OwUnitRule, variant: string): string => (rule.ids.length > 1 ? `${variant}-among` : variant);

/**
 * Old World: the composition's limits on units — "0-1 per 1000 points" (a maximum, and a
 * minimum where one is set, per so many points of the army), "1+ King or Thane" (a minimum),
 * one unit per unit of another kind (`perUnit`), units allowed only with a certain General
 * (and that General with a certain option, or carrying a certain magic item), characters that
 * must ride, and units that must take an option.
 * Variants: none (too many for the points limit; on the first unit past the limit), `flat` (too
 * many of a limit the points do not scale), `min` (too few; the list),
 * `requires` (needs another unit first), `general` (needs that General), `general-option` (the
 * General lacks the option), `item` (no General carries the item) — each with `-among` for a rule
 * of several units, whose names the message gives beside the unit's —, `option` (the unit lacks
 * it), `mounted` (on foot), `per-unit` (more than the units of the other kind allow),
 * `non-characters` (fewer than three units besides characters, war machines, war beasts and
 * swarms; the list), `non-characters-march` (in a Battle March fewer than two, war machines counting).
 */
export const perPoints: Rule = {
  code: 'oldworld.per-points',
  severity: 'error',
  systems: ['oldworld'],
  check(ctx) {
    const facts = owFacts(ctx.list, ctx);
    const issues: Issue[] = [];
    const limit = ctx.list.pointsLimit;
    const { battleMarch } = matchedPlayOf(ctx.list);
    // Rules that name "all" units mean the army's own categories, not its mercenaries or allies.
    const main = facts.units.filter((u) => MAIN_CATEGORIES.has(u.category));
    for (const [category, catRule] of Object.entries(facts.composition?.categories ?? {})) {
      for (const rule of catRule.units) {
        const matching = unitsOfRule(facts, category, rule);
        const scale = rule.points ? Math.floor(limit / rule.points) : 1;
        // Scaled as Old World Builder does: "0-1 per 1000 points" at 2500 points allows 2.
        const max = rule.max !== undefined ? rule.max * scale : undefined;
        const min = rule.min !== undefined ? rule.min * scale : undefined;
        const base: IssueParams = { ...namesParams(rule), count: matching.length, ...(rule.points ? { per: rule.points } : {}), limit };
        // A limit not scaled by the points ("0-1", not "0-1 per 1000 points") says so (`flat`): it is the same at any points limit.
        const tooMany = (allowed: number, extra: IssueParams = {}): void =>
          void issues.push(issueOf(perPoints, matching[allowed]!.entry.id, { ...base, max: allowed, ...(rule.points ? {} : { variant: 'flat' }), ...extra }));
        const requiredNames = (): IssueParams => textParams('required', rule.requiresNames ?? { de: (rule.requires ?? []).join(', '), en: (rule.requires ?? []).join(', ') });
        if (!rule.requires?.length || rule.requiresGeneral) {
          if (min !== undefined && matching.length < min) issues.push(issueOf(perPoints, undefined, { ...base, variant: 'min', min }));
          // A Battle March takes "0-X per 1000 points" units by its own rule (battle-march.ts), as Old World Builder does.
          if (max !== undefined && matching.length > max && !(battleMarch && rule.points)) tooMany(max);
        } else {
          const pool = rule.requiresType === 'all' || !rule.requiresType ? main : facts.units.filter((u) => u.category === rule.requiresType);
          const required = pool.filter((u) => rule.requires!.includes(originalId(u) ?? ''));
          if (rule.perUnit) {
            // One (or `max`) per unit of the other kind; without a maximum, the minimum is free and each unit of the other kind allows one more (a Troll Hag's Troll Mob).
            if (max) {
              if (matching.length > required.length * max) tooMany(required.length * max, { variant: 'per-unit', have: required.length, ...requiredNames() });
            } else if (min !== undefined) {
              if (matching.length < min) issues.push(issueOf(perPoints, undefined, { ...base, variant: 'min', min }));
              else if (matching.length > required.length + min) tooMany(required.length + min, { variant: 'per-unit', have: required.length, ...requiredNames() });
            }
          } else {
            if (matching.length > 0 && required.length === 0) issues.push(issueOf(perPoints, matching[0]!.entry.id, { ...base, variant: about(rule, 'requires'), ...requiredNames() }));
            if (max !== undefined && matching.length > max) tooMany(max);
          }
        }
        const generals = facts.units.filter((u) => facts.generals.includes(u.entry));
        if (rule.requiresGeneral && matching.length > 0) {
          const general = generals.find((g) => rule.requires?.includes(originalId(g) ?? ''));
          if (!general) issues.push(issueOf(perPoints, matching[0]!.entry.id, { ...base, variant: about(rule, 'general'), ...textParams('required', rule.requiresNames ?? { de: (rule.requires ?? []).join(', '), en: (rule.requires ?? []).join(', ') }) }));
          // A General of that kind must also have chosen an option (a Daemon Prince General with the mark of the units' god).
          const option = rule.requiresOption;
          if (general && option && originalId(general) === option.unit) {
            const id = optionIdOf(option.id);
            if (!generals.some((g) => originalId(g) === option.unit && (g.entry.options ?? []).includes(id))) {
              issues.push(issueOf(perPoints, matching[0]!.entry.id, { ...base, variant: about(rule, 'general-option'), ...textParams('general', general.card.name), ...optionName(general, id, option.id) }));
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
          issues.push(issueOf(perPoints, matching[0]!.entry.id, { ...base, variant: about(rule, 'item'), ...itemName(facts, ctx, rule.requiresMagicItem) }));
        }
      }
    }
    // Every army needs some units besides its characters; war machines, war beasts and swarms do not count. An empty list too, as Old World Builder reports it.
    // A character the composition lists as another category (a Taur'ruk as a Rare choice) counts; an allied or mercenary character does not.
    const character = (u: Unit): boolean => u.category === 'characters' || ((u.category === 'allies' || u.category === 'mercenaries') && u.card.oldworld?.category === 'characters');
    // A Battle March needs two, and war machines count there (matched-play.ts).
    const { min, notCounted } = nonCharacterRule(ctx.list);
    const counted = facts.units.filter((u) => !character(u) && !notCounted.has(troopCodeOf(u.card) ?? ''));
    if (counted.length < min) issues.push(issueOf(perPoints, undefined, { variant: matchedPlayOf(ctx.list).battleMarch ? 'non-characters-march' : 'non-characters', count: counted.length, min }));
    return issues;
  },
};
