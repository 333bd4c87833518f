import type { CardLookup } from '../../db/types';
import type { Card } from '../../model/card';
import type { Lang } from '../../model/system';
import type { ArmyList, Entry, EntryDetachment } from '../../model/list';
import type { OwAllowance, OwOption, OwProfile, OwText } from './model';
import { compositionOf } from './composition';
import { OW_GROUPS, type OwCategory, type OwGroup } from './vocabulary';
import type { BoughtLine } from './bought';

/**
 * What an Old World unit offers and what an entry has chosen: the rules of choosing (one of a
 * group, exclusive options, sub-options, compositions, options that need a magic item) and the
 * points that follow. Pure data in, data out; the list operations and rules build on it.
 */

/** One choice of a unit with where it sits. */
interface Choice {
  option: OwOption;
  group: OwGroup;
  /** The option this one is a sub-option of. */
  parent?: string;
  /**
   * True where exactly one of the siblings is chosen (equipment, armour, mounts: chooseOneGroup;
   * sub-options: chooseOneSub). Other sub-options marked `exclusive` exclude each other but none is
   * required, as Old World Builder offers them (a Daemon Prince's wizard level, a Grail Monk's
   * Blessed Triptych).
   */
  chooseOne: boolean;
}

/**
 * Equipment is choose-one unless its entries name a free-pick `group`; mounts are choose-one; so
 * is armour, except a single piece not worn by default, which is taken or not (an Engineer's light
 * armour, +3 points), as Old World Builder offers them.
 */
function chooseOneGroup(group: OwGroup, options: readonly OwOption[]): boolean {
  if (group === 'armour') return options.length > 1 || options.some((o) => o.default === true || o.fixed === true);
  if (group === 'mounts') return true;
  if (group === 'equipment') return !options.some((o) => o.group !== undefined);
  return false;
}

/**
 * Sub-options of which exactly one is chosen: an option's exclusive sub-options with one the data
 * ticks from the start (a Bray-Shaman's Level 1 or Level 2 Wizard, a Hobgoblin Khan's throwing
 * weapons or shortbow), which Old World Builder offers as radio buttons with that one ticked, so
 * one of them always stays chosen. Without such a default none is required (a Daemon Prince's
 * level); command and mount sub-options are checkboxes there, never required.
 */
function chooseOneSub(group: OwGroup, options: readonly OwOption[]): boolean {
  return group === 'options' && options.every((o) => o.exclusive === true) && options.some((o) => o.default === true || o.fixed === true);
}

const cache = new WeakMap<Card, Map<string, Choice>>();

/** Every choice of a unit card by option id (cached per card object). */
export function choicesOf(card: Card): Map<string, Choice> {
  const known = cache.get(card);
  if (known) return known;
  const map = new Map<string, Choice>();
  const ow = card.oldworld;
  if (ow) {
    const add = (options: readonly OwOption[], group: OwGroup, chooseOne: boolean, parent?: string): void => {
      for (const option of options) {
        map.set(option.id, { option, group, chooseOne, ...(parent ? { parent } : {}) });
        if (option.options?.length) add(option.options, group, chooseOneSub(group, option.options), option.id);
      }
    };
    for (const group of OW_GROUPS) add(ow[group], group, chooseOneGroup(group, ow[group]));
  }
  cache.set(card, map);
  return map;
}

/** Whether an option is offered in a composition and with the unit's magic items (by English name). */
export function offered(option: OwOption, composition: string, itemNames: ReadonlySet<string>): boolean {
  if (option.only && !option.only.includes(composition)) return false;
  if (option.requiresItem && !itemNames.has(option.requiresItem)) return false;
  return true;
}

/** English names of the magic items an entry carries (options may need one of them). */
export function itemNamesOf(entry: Pick<Entry, 'items'>, lookup: CardLookup): Set<string> {
  const names = new Set<string>();
  for (const i of entry.items ?? []) {
    const card = lookup.card(i.item);
    if (card) names.add(card.name.en.replace(/\*+$/, ''));
  }
  return names;
}

/** The siblings of a choice (its group's top-level options, or its parent's sub-options). */
export function siblingsOf(card: Card, choice: Choice): OwOption[] {
  const ow = card.oldworld;
  if (!ow) return [];
  if (choice.parent) return choicesOf(card).get(choice.parent)?.option.options ?? [];
  return ow[choice.group];
}

/**
 * The options of a choose-one set (a unit's weapons) that the data ticks from the start when it
 * ticks several of those offered (`composition`, `itemNames`): Skeleton Archers' hand weapons and
 * warbows, Elven Spearmen's hand weapons and thrusting spears. Old World Builder adds such a unit
 * with all of them ticked, counts and lists them all, and keeps them so until the player picks one
 * of the set's radio buttons, which then stands alone. So they are one choice of the set, carried
 * together, beside each single option. Empty where the data ticks one or none.
 */
export function carriedTogether(options: readonly OwOption[], composition: string, itemNames: ReadonlySet<string>): OwOption[] {
  const set = options.filter((o) => (o.default === true || o.fixed === true) && offered(o, composition, itemNames));
  return set.length > 1 ? set : [];
}

/**
 * Whether the chosen options of a choose-one set are the set carried together (carriedTogether):
 * exactly those, no more and no fewer.
 */
export function isCarriedTogether(options: readonly OwOption[], chosen: ReadonlySet<string>, composition: string, itemNames: ReadonlySet<string>): boolean {
  const together = carriedTogether(options, composition, itemNames);
  if (together.length === 0) return false;
  const picked = options.filter((o) => chosen.has(o.id) && offered(o, composition, itemNames));
  return picked.length === together.length && together.every((o) => chosen.has(o.id));
}

/** A stackable option a unit must take at least once (its `minimum`): Old World Builder always counts it. */
export function requiredStack(option: OwOption): boolean {
  return option.stackable === true && (option.minimum ?? 0) > 0;
}

/**
 * The options a new entry starts with: every option the data marks chosen (`active`) or fixed
 * (`alwaysActive`) that is offered in the composition (in a choose-one group several of them are
 * carried together: carriedTogether), every stackable option with a minimum (at
 * that minimum: the count falls back to it), and in each choose-one group without one the first
 * offered option. Sub-options only under chosen parents, and only those the data marks: none of
 * a parent's exclusive sub-options is taken otherwise (a Daemon Prince starts without a wizard
 * level, as in Old World Builder).
 */
export function defaultOptions(card: Card, composition: string): string[] {
  const ow = card.oldworld;
  if (!ow) return [];
  const out: string[] = [];
  const none = new Set<string>();
  const walk = (options: readonly OwOption[], group: OwGroup, chooseOne: boolean): void => {
    const available = options.filter((o) => offered(o, composition, none));
    let picked = available.filter((o) => o.default === true || o.fixed === true);
    if (chooseOne && picked.length === 0 && available[0]) picked = [available[0]];
    // A stackable option the unit must take (a Squig Herd's herders, a cohort's warriors and archers) starts taken, at its minimum.
    const taken = new Set(picked);
    picked = available.filter((o) => taken.has(o) || requiredStack(o));
    for (const o of picked) {
      out.push(o.id);
      if (o.options?.length) walk(o.options, group, chooseOneSub(group, o.options));
    }
  };
  for (const group of OW_GROUPS) walk(ow[group], group, chooseOneGroup(group, ow[group]));
  return out;
}

/**
 * How a new entry of a card starts: Old World units at their minimum size with their default
 * options for the composition they are taken from (the list's, unless told: see
 * unitCompositionOf); other cards one copy and nothing chosen.
 */
export function newEntryStart(card: Card | undefined, list: Pick<ArmyList, 'composition' | 'faction'>, composition = compositionOf(list)): { count: number; options?: string[] } {
  if (!card?.oldworld) return { count: 1 };
  const options = defaultOptions(card, composition);
  return { count: Math.max(1, card.unitSize?.min ?? 1), ...(options.length ? { options } : {}) };
}

/**
 * What the models of a unit cost, as its reference sheet gives it: the unit's own points per model;
 * for a unit of no points of its own whose models are bought as parts, each part by name (a Skeleton
 * Infantry Cohort's Royal Host Warriors and Archers, stackable options it must take; a Primal
 * Warherd's Gors and Ungors, its own detachments), as Old World Builder's unit page prices them.
 */
export function modelPrices(card: Card): { name?: OwText; points: number }[] {
  const ow = card.oldworld;
  if (!ow || card.points !== 0) return [{ points: card.points }];
  const parts: { name: OwText; points: number }[] = [
    ...ow.options.filter((o) => requiredStack(o)).map((o) => ({ name: o.name, points: o.points })),
    ...(ow.detachments ?? []).map((d) => ({ name: d.name, points: d.points })),
  ];
  return parts.length ? parts : [{ points: card.points }];
}

/** The category of a unit in a composition (its own where the composition names none). */
export function categoryOf(card: Card, composition: string): OwCategory | undefined {
  const ow = card.oldworld;
  if (!ow) return undefined;
  return ow.compositions?.[composition]?.category ?? ow.category;
}

/**
 * A unit's special rules in a composition: the composition's own where it names them (a Skaven
 * renegade list's Clanrats add Regimental Unit), else the unit's, as Old World Builder shows them.
 */
export function specialRulesOf(card: Card, composition: string): OwText | undefined {
  const ow = card.oldworld;
  return ow?.compositions?.[composition]?.specialRules ?? ow?.specialRules;
}

/**
 * The category a composition places a unit of its own army in: its own category where the unit
 * is not listed per composition, that composition's category where it is; undefined where the
 * composition does not place it (listed only for others, or named without a category).
 */
export function placementOf(card: Card, composition: string): OwCategory | undefined {
  const ow = card.oldworld;
  if (!ow) return undefined;
  if (!ow.compositions) return ow.category;
  return ow.compositions[composition]?.category;
}

/** Whether a unit belongs to a composition at all (units listed per composition belong only to those). */
export function inComposition(card: Card, composition: string): boolean {
  const ow = card.oldworld;
  return !ow?.compositions || composition in ow.compositions;
}

/** A character is the General when its `General` command entry is chosen. */
export function isGeneral(entry: Entry, card: Card | undefined): boolean {
  return commandChosen(entry, card, (name) => name === 'General');
}

/**
 * A unit taken as a detachment of another (its `Detachment` option chosen) has no command: its
 * champion, standard bearer and musician are neither counted nor printed, and cannot be chosen
 * (as Old World Builder keeps them).
 */
export function takenAsDetachment(entry: Pick<Entry, 'options'>, card: Card | undefined): boolean {
  if (!card?.oldworld || !entry.options?.length) return false;
  const chosen = new Set(entry.options);
  return card.oldworld.options.some((o) => o.name.en === 'Detachment' && chosen.has(o.id));
}

/**
 * The models a unit may have, as Old World Builder's unit page allows them: at least its detachment
 * minimum (`minDetachmentSize`) when taken as a detachment, else its own; at most the maximum its
 * placement in `composition` gives, where there is one (0: no maximum), else its own. Undefined for
 * a card without a unit size.
 */
export function unitSizeOf(entry: Pick<Entry, 'options'>, card: Card, composition: string): { min: number; max?: number } | undefined {
  const size = card.unitSize;
  if (!size) return undefined;
  const detachmentMin = card.oldworld?.minDetachmentSize;
  const min = detachmentMin && takenAsDetachment(entry, card) ? detachmentMin : size.min;
  const placed = card.oldworld?.compositions?.[composition]?.maximum;
  const max = placed === undefined ? size.max : placed > 0 ? placed : undefined;
  return max === undefined ? { min } : { min, max };
}

/** Whether a choice belongs to the unit's command (a command entry or one of its sub-options). */
export function isCommandChoice(card: Card, id: string): boolean {
  return choicesOf(card).get(id)?.group === 'command';
}

/** Whether a magic item sits in a command entry's allowance (`command.<entry>.magic`). */
export function inCommandSlot(card: Card, slot: string): boolean {
  return slot.endsWith('.magic') && isCommandChoice(card, slot.slice(0, -'.magic'.length));
}

/** A character carries the Battle Standard when that command entry is chosen (also under another name: a Daemonic Locus). */
export function isBattleStandardBearer(entry: Entry, card: Card | undefined): boolean {
  return commandChosen(entry, card, (name) => name.includes('Battle Standard Bearer'));
}

function commandChosen(entry: Entry, card: Card | undefined, named: (english: string) => boolean): boolean {
  if (!card?.oldworld || !entry.options?.length) return false;
  const chosen = new Set(entry.options);
  return card.oldworld.command.some((c) => named(c.name.en) && chosen.has(c.id));
}

/**
 * Allowances open to an entry: the unit's own, and those of its chosen command entries and
 * options. The dataset's whole-unit allowance (`magic`) is one only for a unit without
 * allowances of its own: Old World Builder offers no picker for it, and a character that has
 * both may not spend its points twice.
 */
export function allowancesOf(card: Card, entry: Pick<Entry, 'options'>): OwAllowance[] {
  const ow = card.oldworld;
  if (!ow) return [];
  const chosen = new Set(entry.options ?? []);
  const out: OwAllowance[] = [...ow.items];
  if (ow.magic && ow.items.length === 0) out.push(ow.magic);
  for (const [id, choice] of choicesOf(card)) if (choice.option.magic && chosen.has(id)) out.push(choice.option.magic);
  return out;
}

/**
 * The allowance a chosen item counts against: its slot; an item a list put in the whole-unit
 * allowance of a unit that has allowances of its own (lists made before that was closed) counts
 * against the first of those that takes its type.
 */
export function slotOfItem(card: Card, slot: string, itemType: string | undefined): string {
  const ow = card.oldworld;
  if (!ow?.magic || slot !== ow.magic.id || ow.items.length === 0) return slot;
  return (ow.items.find((a) => itemType !== undefined && a.types.includes(itemType)) ?? ow.items[0]!).id;
}

/**
 * The points an allowance lets a bearer spend in a composition; undefined: no points limit
 * (the dataset writes 0 for lists like Elven Honours or Knightly Virtues, which are bought
 * beside the magic item allowance).
 */
export function allowancePoints(a: OwAllowance, composition: string): number | undefined {
  const points = a.compositions?.[composition]?.maxPoints ?? a.maxPoints;
  return points === undefined || points === 0 ? undefined : points;
}

/**
 * Non-exclusive item types that still count against the allowance's items per type: a unit takes
 * one Chaotic Trait (the dataset's `maxItemsPerCategory: 1`), although each is marked
 * non-exclusive. Old World Builder's item page (`isTypeLimitReached`) makes this one exception.
 */
const LIMITED_NON_EXCLUSIVE_TYPES: ReadonlySet<string> = new Set(['chaotic-trait']);

/**
 * How much a chosen magic item counts against its allowance's items per type: a non-exclusive
 * item nothing, but a Chaotic Trait (LIMITED_NON_EXCLUSIVE_TYPES) as often as taken; a rune as
 * often as taken (three runes on an item: three Runes of Speed as well); an extremely common item
 * (marked *, the dataset's `stackable`: potions, scrolls, Sword of Might*) nothing either, as it
 * may be taken beside another item of its type and as often as the points allow (Old World
 * Builder's item page the same); others as often as taken. The rule and the item picker both
 * count so.
 */
export function countsTowardsType(item: Pick<Card, 'item'>, count: number): number {
  if (item.item?.nonExclusive && !LIMITED_NON_EXCLUSIVE_TYPES.has(item.item.type)) return 0;
  if (isRuneType(item.item?.type)) return count;
  return item.item?.stackable ? 0 : count;
}

/** The types of a Dwarf's runes (`weapon-runes`, `armor-runes`, `talismanic-runes`, `banner-runes`, ...), inscribed together on one item. */
export function isRuneType(type: string | undefined): boolean {
  return type !== undefined && type.endsWith('-runes');
}

/**
 * Why a rune may not join the runes of its type one allowance holds (`chosen`, each with how often
 * taken): `master`, a second Master rune on the item; `alone`, a rune taken alone (the dataset's
 * `nonExclusive: false`, the Master Rune of Adamant) beside another, either way round. Undefined
 * when it may, and for items that are no runes. As Old World Builder's item page allows them.
 */
export function runeClash(chosen: readonly { card: Pick<Card, 'id' | 'name' | 'item'>; count: number }[], rune: Pick<Card, 'id' | 'name' | 'item'>): 'master' | 'alone' | undefined {
  const type = rune.item?.type;
  if (!isRuneType(type)) return undefined;
  const others = chosen.filter((c) => c.card.item?.type === type && c.card.id !== rune.id);
  if (others.length === 0) return undefined;
  if (rune.item?.nonExclusive === false || others.some((c) => c.card.item?.nonExclusive === false)) return 'alone';
  if (isMasterRune(rune) && others.some((c) => isMasterRune(c.card))) return 'master';
  return undefined;
}

/** A Master rune (its English name says so, as Old World Builder tells them). */
function isMasterRune(rune: Pick<Card, 'name'>): boolean {
  return rune.name.en.includes('Master');
}

/**
 * Whether a unit is a character (a single model: its own category says so, also when taken as an
 * ally or mercenary): it pays an item's points, not its price per model or per unit, and its
 * options are priced without "per model", as Old World Builder's pages show them.
 */
export function isCharacter(card: Pick<Card, 'oldworld'> | undefined): boolean {
  return card?.oldworld?.category === 'characters';
}

/** Points of one magic item on an entry: per model for units that pay per model, else the item's points (x how many). */
export function itemPoints(item: Card, count: number, entry: Pick<Entry, 'count'>, card: Card | undefined): number {
  const n = count > 0 ? count : 1;
  const character = isCharacter(card);
  if (!character && item.item?.perModel && item.item.perModelPoints !== undefined) return entry.count * n * item.item.perModelPoints;
  if (!character && item.item?.perUnitPoints !== undefined) return n * item.item.perUnitPoints;
  return n * item.points;
}

/**
 * Points an entry spends on magic items in each of its allowances (allowance id → points; an item
 * a list put in a character's whole-unit allowance counts against its own, slotOfItem); items
 * whose card is unknown cost nothing. The allowance rule and the editor's items panel both read it.
 */
export function slotPoints(entry: Entry, card: Card | undefined, lookup: Pick<CardLookup, 'card'>): Map<string, number> {
  const spent = new Map<string, number>();
  for (const chosen of entry.items ?? []) {
    const item = lookup.card(chosen.item);
    if (!item?.item) continue;
    const slot = card ? slotOfItem(card, chosen.slot, item.item.type) : chosen.slot;
    spent.set(slot, (spent.get(slot) ?? 0) + itemPoints(item, chosen.count ?? 1, entry, card));
  }
  return spent;
}

/** Points of an option on an entry of `count` models (per model or once), with stackable counts. */
export function optionPoints(option: OwOption, count: number, counts: Readonly<Record<string, number>>): number {
  if (option.stackable) return (counts[option.id] ?? option.stackableCount ?? option.minimum ?? 0) * option.points;
  return option.perModel ? option.points * count : option.points;
}

/**
 * A unit's own detachments as the data gives them (a Primal Warherd is 10 Gors and 10 Ungors):
 * their models at their points, with their chosen options, as lines. Lists do not change them.
 */
export function presetDetachments(card: Card): BoughtLine[] {
  return (card.oldworld?.detachments ?? []).map((d) => {
    const strength = d.strength ?? 0;
    let points = strength * d.points;
    for (const o of [...d.equipment, ...d.armour, ...d.options]) {
      if (o.stackable) points += (o.stackableCount ?? o.minimum ?? 0) * o.points;
      else if (o.default) points += o.perModel ? strength * o.points : o.points;
    }
    return { kind: 'option', group: 'detachments', name: d.name, points, count: strength };
  });
}

/**
 * A detachment a regimental unit takes, as an entry of its own card (under the unit's entry id):
 * its options, stackable counts and points follow the same rules as any unit's.
 */
export function detachmentEntry(d: EntryDetachment, entryId: string): Entry {
  return { id: entryId, cardId: d.cardId, count: d.count, assignments: [], ...(d.options ? { options: d.options } : {}), ...(d.counts ? { counts: d.counts } : {}) };
}

/**
 * The detachments an entry takes with their cards and points (a Night Goblin Mob's Fanatics);
 * a detachment whose card is unknown or no Old World unit is left out (it costs nothing; the
 * `oldworld.detachment` rule names it).
 */
export function detachmentsOf(entry: Entry, lookup: Pick<CardLookup, 'card'> | undefined): { detachment: EntryDetachment; card: Card; points: number }[] {
  const out: { detachment: EntryDetachment; card: Card; points: number }[] = [];
  for (const d of entry.detachments ?? []) {
    const card = lookup?.card(d.cardId);
    if (card?.oldworld) out.push({ detachment: d, card, points: owEntryPoints(detachmentEntry(d, entry.id), card) });
  }
  return out;
}

/**
 * The models of an entry as Old World Builder counts them for Grand Melee, group by group: the
 * unit's own, then each of its detachments (its card's own, a Primal Warherd's Gors and Ungors,
 * and those the list adds).
 */
export function modelGroupsOf(entry: Entry, card: Card): number[] {
  return [entry.count, ...(card.oldworld?.detachments ?? []).map((d) => d.strength ?? 0), ...(entry.detachments ?? []).map((d) => d.count)];
}

/** The chosen options of an entry that count: all of them, but no command for a unit taken as a detachment. */
export function countedOptions(entry: Entry, card: Card): string[] {
  const options = entry.options ?? [];
  return takenAsDetachment(entry, card) ? options.filter((id) => !isCommandChoice(card, id)) : options;
}

/** The option whose allowance (its `magic`) a slot is: a command entry's (`command.champion`), if any. */
export function allowanceOwner(card: Card, slot: string): string | undefined {
  for (const [id, choice] of choicesOf(card)) if (choice.option.magic?.id === slot) return id;
  return undefined;
}

/**
 * The magic items of an entry that count: none in the allowance of an option that is not chosen
 * or does not count (a Battle Standard Bearer's banner once the character no longer carries the
 * Battle Standard; any command item of a unit taken as a detachment). The list keeps such items,
 * the editor shows them for removal and `oldworld.magic-item-allowance` names them, but they cost
 * nothing, as Old World Builder counts a command entry's magic only while that entry is `active`.
 */
export function countedItems(entry: Entry, card: Card): NonNullable<Entry['items']> {
  const items = entry.items ?? [];
  if (items.length === 0) return items;
  const counted = new Set(countedOptions(entry, card));
  return items.filter((i) => {
    const owner = allowanceOwner(card, i.slot);
    return owner === undefined || counted.has(owner);
  });
}

/**
 * Points of an Old World entry: the card's points per model x the unit's size, the unit's own
 * detachments (a Primal Warherd's Gors and Ungors), every chosen option (per model or once;
 * stackable ones by their count), every magic item and the detachments it takes (their models
 * and options, detachmentsOf); a unit taken as a detachment pays for no
 * command. Options the card does not offer cost nothing (`oldworld.option-unknown` names them).
 */
export function owEntryPoints(entry: Entry, card: Card, lookup?: CardLookup): number {
  let points = card.points * entry.count;
  for (const d of presetDetachments(card)) points += d.points;
  const choices = choicesOf(card);
  const counts = entry.counts ?? {};
  for (const id of countedOptions(entry, card)) {
    const choice = choices.get(id);
    if (choice) points += optionPoints(choice.option, entry.count, counts);
  }
  for (const i of countedItems(entry, card)) {
    const item = lookup?.card(i.item);
    if (item) points += itemPoints(item, i.count ?? 1, entry, card);
  }
  for (const d of detachmentsOf(entry, lookup)) points += d.points;
  return points;
}

/**
 * A profile row's name in `lang`. The rules index names rows in English only; a row named as its
 * unit or mount is in English (`names.en`) is given that unit's or mount's name in the language
 * ("Chaos Lord" is "Kriegsherr des Chaos" in German). Other rows (a champion, a crew, a unit's
 * single model) keep the English name.
 */
export function profileRowName(row: Pick<OwProfile, 'name'>, owners: readonly OwText[], lang: Lang): string {
  return owners.find((names) => names.en === row.name)?.[lang] ?? row.name;
}
