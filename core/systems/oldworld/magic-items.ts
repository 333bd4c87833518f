import type { CardLookup } from '../../db/types';
import type { Card } from '../../model/card';
import type { ArmyList, Entry } from '../../model/list';
import type { OwOption } from './model';
import { countedItems, slotOfItem } from './unit';

/**
 * Which magic items a bearer may take beyond its allowance's types and points, as Old World
 * Builder's item page offers them: items of one army composition or composition rule only, magic
 * shields only for bearers with a shield, and the Rule of Pride (no two bearers with the same
 * combination of runes). The item picker and the rules both ask these functions.
 */

/**
 * Why a magic item is not available to a unit taken from `composition` in a list following the
 * composition rule `rule`: `composition`, the item is of other compositions only (its `only`: the
 * Banner of the Knights Panther); `composition-rule`, of another composition rule only (its
 * `compositionRule`: the Battle March items). Undefined when it is available.
 */
export function itemNotAvailable(item: Pick<Card, 'item'>, composition: string, rule: string | undefined): 'composition' | 'composition-rule' | undefined {
  const only = item.item?.only;
  if (only && !only.includes(composition)) return 'composition';
  const needs = item.item?.compositionRule;
  if (needs !== undefined && needs !== rule) return 'composition-rule';
  return undefined;
}

/** A magic shield: magic armour whose English name says shield (as Old World Builder tells them). */
export function isMagicShield(item: Pick<Card, 'name' | 'item'>): boolean {
  return item.item?.type === 'armor' && item.name.en.toLowerCase().includes('shield');
}

const named = (options: readonly OwOption[] | undefined, word: string): boolean => (options ?? []).some((o) => o.name.en.toLowerCase().includes(word));

/**
 * Whether a unit may carry a magic shield: its equipment, armour or options offer a shield (chosen
 * or not), or those of one of its own detachments; in a Renegade composition an Ironfist counts
 * too. As Old World Builder's item page allows them: a Captain of the Empire (a shield option)
 * may, a Witch Hunter (none) may not.
 */
export function mayCarryMagicShield(card: Pick<Card, 'oldworld'>, composition: string): boolean {
  const ow = card.oldworld;
  if (!ow) return false;
  if (named(ow.equipment, 'shield') || named(ow.armour, 'shield') || named(ow.options, 'shield')) return true;
  if (composition.includes('renegade') && (named(ow.equipment, 'ironfist') || named(ow.options, 'ironfist'))) return true;
  return (ow.detachments ?? []).some((d) => named(d.equipment, 'shield') || named(d.armour, 'shield') || named(d.options, 'shield'));
}

/**
 * Item types of which one combination may be carried once in an army (the Rule of Pride: runes,
 * runic tattoos, incantation scrolls), as Old World Builder's `comboExclusiveCategories`.
 */
export const COMBINATION_TYPES: ReadonlySet<string> = new Set([
  'weapon-runes',
  'armor-runes',
  'talismanic-runes',
  'banner-runes',
  'engineering-runes',
  'ranged-weapon-runes',
  'runic-tattoos',
  'incantation-scroll',
]);

/** The items of one type of COMBINATION_TYPES in one allowance of a bearer. */
export interface ItemCombination {
  /** The allowance the items count against (slotOfItem). */
  slot: string;
  type: string;
  /** The same for the same items taken as often: item ids with their counts, sorted. */
  key: string;
  /** The items, each once with how often taken, sorted by id. */
  items: { card: Card; count: number }[];
}

/**
 * The combinations an entry carries: per allowance and type of COMBINATION_TYPES, its items of
 * that type with how often each is taken (an item listed twice counts once with both counts).
 * Items in the command allowance of a unit taken as a detachment do not count (countedItems);
 * unknown items are left out.
 */
export function combinationsOf(entry: Entry, card: Card, lookup: Pick<CardLookup, 'card'>): ItemCombination[] {
  const groups = new Map<string, { slot: string; type: string; items: Map<string, { card: Card; count: number }> }>();
  for (const chosen of countedItems(entry, card)) {
    const item = lookup.card(chosen.item);
    const type = item?.item?.type;
    if (!item || type === undefined || !COMBINATION_TYPES.has(type)) continue;
    const slot = slotOfItem(card, chosen.slot, type);
    const id = `${slot}\n${type}`;
    const group = groups.get(id) ?? { slot, type, items: new Map() };
    groups.set(id, group);
    const count = Math.max(1, chosen.count ?? 1);
    const held = group.items.get(item.id);
    group.items.set(item.id, { card: item, count: (held?.count ?? 0) + count });
  }
  return [...groups.values()].map(({ slot, type, items }) => {
    const sorted = [...items.values()].sort((a, b) => (a.card.id < b.card.id ? -1 : a.card.id > b.card.id ? 1 : 0));
    return { slot, type, key: sorted.map((i) => `${i.card.id}*${i.count}`).join('|'), items: sorted };
  });
}

/**
 * The other entries of a list that carry the same combination (same type, same items, each as
 * often), in list order: the Rule of Pride allows each once. Only Old World units count.
 */
export function combinationCarriedBy(list: Pick<ArmyList, 'entries'>, entryId: string, combination: Pick<ItemCombination, 'type' | 'key'>, lookup: Pick<CardLookup, 'card'>): string[] {
  const out: string[] = [];
  for (const e of list.entries) {
    if (e.id === entryId || !e.items?.length) continue;
    const card = lookup.card(e.cardId);
    if (!card?.oldworld) continue;
    if (combinationsOf(e, card, lookup).some((c) => c.type === combination.type && c.key === combination.key)) out.push(e.id);
  }
  return out;
}
