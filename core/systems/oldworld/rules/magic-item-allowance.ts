import type { Card, DbCard } from '../../../model/card';
import type { Entry } from '../../../model/list';
import type { OwAllowance } from '../model';
import { allowancePoints, allowancesOf, countsTowardsType, runeClash, slotOfItem, slotPoints } from '../unit';
import { issueOf } from '../../../checks/issue';
import type { Issue, IssueParams, Rule, RuleContext } from '../../../checks/types';
import { OW_COMPOSITION_RULES } from '../../../model/list-format';
import { compositionName, owFacts, textParams } from '../facts';
import { itemTypeParams } from '../item-types';
import { isMagicShield, itemNotAvailable, mayCarryMagicShield } from '../magic-items';
import { compositionRuleName } from '../matched-play';

/** Why an item is not available (itemNotAvailable) as issue params: the compositions or the composition rule it belongs to. */
function unavailableParams(ctx: RuleContext, card: DbCard, item: Card, why: 'composition' | 'composition-rule', composition: string): IssueParams {
  if (why === 'composition-rule') {
    const rule = item.item?.compositionRule ?? '';
    const known = OW_COMPOSITION_RULES.find((r) => r === rule);
    return { variant: why, rule: known ? compositionRuleName(known) : rule };
  }
  const names = (item.item?.only ?? []).map((id) => compositionName(ctx, card.faction, id));
  return {
    variant: why,
    ...textParams('compositions', { de: names.map((n) => n.de).join(', '), en: names.map((n) => n.en).join(', ') }),
    ...textParams('composition', compositionName(ctx, card.faction, composition)),
  };
}

function check(ctx: RuleContext, entry: Entry, card: DbCard, composition: string, itemLists: ReadonlySet<string>, issues: Issue[]): void {
  const allowances = new Map<string, OwAllowance>(allowancesOf(card, entry).map((a) => [a.id, a]));
  const perType = new Map<string, number>();
  /** The runes each allowance holds so far, for runeClash. */
  const runes = new Map<string, { card: Card; count: number }[]>();
  const clashes = new Set<string>();
  for (const chosen of entry.items ?? []) {
    const item = ctx.card(chosen.item);
    if (!item?.item) continue;
    const itemName = textParams('item', item.name);
    const allowance = allowances.get(slotOfItem(card, chosen.slot, item.item.type));
    if (!allowance) {
      issues.push(issueOf(magicItemAllowance, entry.id, { variant: 'slot', ...itemName }));
      continue;
    }
    if (!allowance.types.includes(item.item.type)) {
      issues.push(issueOf(magicItemAllowance, entry.id, { variant: 'type', ...itemName, ...itemTypeParams('type', item.item.type), ...itemTypeParams('types', allowance.types) }));
    }
    // Of another composition or composition rule only (the item picker does not offer it either).
    const why = itemNotAvailable(item, composition, ctx.list.compositionRule);
    if (why) issues.push(issueOf(magicItemAllowance, entry.id, { ...unavailableParams(ctx, card, item, why, composition), ...itemName }));
    if (isMagicShield(item) && !mayCarryMagicShield(card, composition)) issues.push(issueOf(magicItemAllowance, entry.id, { variant: 'shield', ...itemName }));
    const army = allowance.itemsArmy ?? card.oldworld?.itemsArmy;
    const fromList = item.item.list === 'general' || itemLists.has(item.item.list) || (army !== undefined && item.item.list === army);
    if (!fromList) issues.push(issueOf(magicItemAllowance, entry.id, { variant: 'list', ...itemName, list: item.item.list }));
    const key = `${allowance.id}|${item.item.type}`;
    perType.set(key, (perType.get(key) ?? 0) + countsTowardsType(item, chosen.count ?? 1));
    const held = runes.get(allowance.id) ?? [];
    const clash = runeClash(held, item);
    // Once per allowance and type: a third Master rune is the same problem as the second.
    if (clash && !clashes.has(`${key}|${clash}`)) {
      clashes.add(`${key}|${clash}`);
      issues.push(issueOf(magicItemAllowance, entry.id, { variant: clash === 'master' ? 'master-rune' : 'rune-alone', ...itemName, ...itemTypeParams('type', item.item.type) }));
    }
    runes.set(allowance.id, [...held, { card: item, count: chosen.count ?? 1 }]);
    if (item.item.maximum && (chosen.count ?? 1) > item.item.maximum) {
      issues.push(issueOf(magicItemAllowance, entry.id, { variant: 'count', ...itemName, count: chosen.count ?? 1, max: item.item.maximum }));
    }
  }
  for (const [id, points] of slotPoints(entry, card, ctx)) {
    const allowance = allowances.get(id);
    if (!allowance) continue;
    const max = allowancePoints(allowance, composition);
    if (max !== undefined && points > max) issues.push(issueOf(magicItemAllowance, entry.id, { variant: 'points', points, max, over: points - max }));
  }
  for (const [key, n] of perType) {
    const [id, type] = key.split('|') as [string, string];
    const max = allowances.get(id)?.maxPerType ?? 1;
    if (n > max) issues.push(issueOf(magicItemAllowance, entry.id, { variant: 'per-type', ...itemTypeParams('type', type), count: n, max }));
  }
}

/**
 * Old World: magic items outside what the bearer may take — over its points allowance
 * (`points`), of a type it may not take (`type`), more items of one type than allowed
 * (`per-type`; one of each unless the allowance says otherwise, as for runes, each rune counting as
 * often as taken), a second Master rune of a type (`master-rune`), a rune taken alone beside others of
 * its type (`rune-alone`; both name the rune that clashed), from an item list
 * the army does not use (`list`), more of an item than it allows (`count`), in an allowance
 * the unit does not have, e.g. a banner without a standard bearer (`slot`), of other army
 * compositions only (`composition`: the Banner of the Knights Panther in the Empire's main list)
 * or of another composition rule (`composition-rule`: a Battle March item), or a magic shield on a
 * bearer that has no shield among its choices (`shield`: a Witch Hunter), as the item picker
 * offers them (core/systems/oldworld/magic-items.ts). Item types are named in both languages.
 */
export const magicItemAllowance: Rule = {
  code: 'oldworld.magic-item-allowance',
  severity: 'error',
  systems: ['oldworld'],
  check(ctx) {
    const facts = owFacts(ctx.list, ctx);
    const lists = new Set(facts.army?.oldworld?.itemLists ?? ['general']);
    const issues: Issue[] = [];
    for (const u of facts.units) if (u.entry.items?.length) check(ctx, u.entry, u.card, u.composition, lists, issues);
    return issues;
  },
};
