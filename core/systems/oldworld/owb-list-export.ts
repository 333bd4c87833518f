import type { CardLookup, LoadProblem } from '../../db/types';
import { coded } from '../../files/problems';
import type { DbCard } from '../../model/card';
import type { ArmyList, Entry } from '../../model/list';
import { owFacts, textParams } from './facts';
import type { Json, JsonObject } from './import/reader';
import type { OwAllowance, OwCategory, OwOption, OwText, OwUnit } from './model';
import { OWB_GAME, owbNames, type OwbListFile } from './owb-list';
import { compositionOf, entryCompositionOf } from './composition';
import { categoryOf, slotOfItem } from './unit';

/**
 * A Muster list as an Old World Builder list file: every unit rebuilt from its card as the
 * dataset has it (names in every language, points, options with their flags and ids, magic item
 * allowances, compositions, profiles left to Old World Builder's own rules index) with the
 * entry's choices marked: `strength`, `active`, `stackableCount`, `items[].selected`,
 * `command[].magic.selected`, `customNote`. Old World Builder adds up the same total
 * (see owb-points.ts), except where `notes` say otherwise.
 */

const one = <T>(xs: readonly T[] | undefined): T | T[] | undefined => (xs === undefined ? undefined : xs.length === 1 ? xs[0] : [...xs]);

function texts(list: readonly OwText[] | undefined): Json | undefined {
  const v = one(list?.map(owbNames));
  return v as Json | undefined;
}

/** Only the fields that are set (Old World Builder's data leaves absent what does not apply). */
function defined(obj: Record<string, Json | undefined>): JsonObject {
  const out: JsonObject = {};
  for (const [k, v] of Object.entries(obj)) if (v !== undefined) out[k] = v;
  return out;
}

/** The dataset's form of a magic item card, as Old World Builder keeps a selected item. */
function owbItem(card: DbCard, count: number | undefined): JsonObject {
  const item = card.item;
  return defined({
    name: card.provenance?.originalId ?? card.name.en.toLowerCase(),
    ...owbNames(card.name),
    points: card.points,
    type: item?.type,
    onePerArmy: item?.onePerArmy || undefined,
    stackable: item?.stackable,
    minimum: item?.minimum,
    maximum: item?.maximum,
    nonExclusive: item?.nonExclusive,
    perModel: item?.perModel,
    perModelPoints: item?.perModelPoints,
    perUnitPoints: item?.perUnitPoints,
    armyComposition: one(item?.only),
    compositionRule: item?.compositionRule,
    notes: texts(item?.notes),
    amount: count !== undefined && count > 1 ? count : undefined,
  });
}

function owbAllowance(a: OwAllowance, selected: JsonObject[] | undefined): JsonObject {
  const compositions = a.compositions ? (Object.fromEntries(Object.entries(a.compositions).map(([k, v]) => [k, { maxPoints: v.maxPoints }])) as Json) : undefined;
  return defined({
    ...(a.name ? owbNames(a.name) : {}),
    types: [...a.types],
    maxPoints: a.maxPoints,
    maxItemsPerCategory: a.maxPerType,
    points: a.points,
    magicItemsArmy: a.itemsArmy,
    notes: texts(a.notes),
    armyComposition: compositions ?? one(a.only),
    selected: selected ?? (a.id.startsWith('items.') ? [] : undefined),
  });
}

interface UnitState {
  chosen: ReadonlySet<string>;
  counts: Readonly<Record<string, number>>;
  /** Selected items (Old World Builder's objects) by allowance id. */
  items: Map<string, JsonObject[]>;
  /** The composition the unit is taken from (undefined: any). */
  composition?: string;
}

/**
 * An option with the entry's choice marked; `id` as Old World Builder numbers it (index, or the
 * dataset's own id). The sub-options of an option not taken (`parentTaken` false: a mount, a
 * command entry) are ticked as the dataset ticks them: Old World Builder keeps a sub-option's tick
 * while its option is not taken and counts it once the option is (a Black Orc Bigboss on foot
 * whose player later picks the Black Orc Boar Chariot gets its hand weapons, +2 points), and a
 * Muster list takes them with the option in the same way (setChoice).
 */
function owbOption(o: OwOption, state: UnitState, id: Json | undefined, parentTaken = true): JsonObject {
  const chosen = parentTaken ? state.chosen.has(o.id) : o.default === true || o.fixed === true;
  let stackableCount: Json | undefined;
  if (o.stackable) {
    const count = chosen ? (state.counts[o.id] ?? o.stackableCount ?? o.minimum ?? 0) : 0;
    // Old World Builder counts `stackableCount || minimum`: a number 0 would count the minimum, its own text "0" counts none.
    stackableCount = count === 0 && (o.minimum ?? 0) > 0 ? '0' : count;
  }
  return defined({
    ...owbNames(o.names ?? o.name),
    points: o.points,
    perModel: o.perModel,
    active: o.stackable ? undefined : chosen,
    // Always taken only where offered: Old World Builder also counts an option fixed for the list's composition on an ally from another (a Grand Master of the Blazing Sun in a Panther list).
    alwaysActive: o.fixed && state.composition !== undefined && o.only !== undefined && !o.only.includes(state.composition) ? undefined : o.fixed,
    exclusive: o.exclusive,
    equippedDefault: o.equippedDefault,
    defaultSelected: o.defaultSelected,
    group: o.group,
    stackable: o.stackable,
    minimum: o.minimum,
    maximum: o.maximum,
    stackableCount,
    requiredMagicItem: o.requiresItem,
    armyComposition: one(o.only),
    notes: texts(o.notes),
    specialRules: o.specialRules ? owbNames(o.specialRules) : undefined,
    magic: o.magic ? owbAllowance(o.magic, state.items.get(o.magic.id) ?? []) : undefined,
    options: o.options?.length ? o.options.map((s) => owbOption(s, state, undefined, parentTaken && state.chosen.has(o.id))) : undefined,
    id,
  });
}

/** Option ids as Old World Builder keeps them: its index, or for `options` the dataset's own id (a rule may name it, e.g. a Daemon Prince's `fly`). */
function owbOptions(options: readonly OwOption[], state: UnitState, byName: boolean): JsonObject[] {
  return options.map((o, i) => owbOption(o, state, byName ? o.id.slice(o.id.indexOf('.') + 1) : i));
}

function placements(ow: OwUnit): Json | undefined {
  if (!ow.compositions) return undefined;
  const out: JsonObject = {};
  for (const [comp, p] of Object.entries(ow.compositions)) {
    out[comp] = defined({ category: p.category, notes: p.notes ? owbNames(p.notes) : undefined, specialRules: p.specialRules ? owbNames(p.specialRules) : undefined, lores: p.lores ? [...p.lores] : undefined, maximum: p.maximum });
  }
  return out;
}

/**
 * The detachments of a unit: its card's own (a Primal Warherd's Gors and Ungors, with their
 * default choices), or those the list gives a regimental unit, each as Old World Builder adds
 * one (`<dataset id>.<random>`, the detachment unit's points, sizes and options, its choices
 * marked).
 */
function detachments(entry: Entry, ow: OwUnit, lookup: CardLookup, notes: LoadProblem[]): Json | undefined {
  const given = entry.detachments ?? [];
  if (given.length && !ow.detachments?.length) {
    const out: JsonObject[] = [];
    given.forEach((d, i) => {
      const card = lookup.card(d.cardId);
      const dow = card?.oldworld;
      if (!card || !dow) return void notes.push(coded('', '', 'owb-export-detachment', { entry: entry.id, cardId: d.cardId }));
      const state: UnitState = { chosen: new Set(d.options ?? []), counts: d.counts ?? {}, items: new Map() };
      out.push(
        defined({
          id: `${card.provenance?.originalId ?? card.id}.${suffix(`${entry.id}d${i}`)}`,
          ...owbNames(dow.names ?? card.name),
          points: card.points,
          strength: d.count,
          minDetachmentSize: dow.minDetachmentSize || 5,
          maxDetachmentSize: dow.maxDetachmentSize,
          scaleWithUnit: dow.scaleWithUnit,
          equipment: owbOptions(dow.equipment, state, false),
          armor: owbOptions(dow.armour, state, false),
          options: owbOptions(dow.options, state, true),
          specialRules: dow.specialRules ? owbNames(dow.specialRules) : undefined,
          armyComposition: placements(dow),
        }),
      );
    });
    return out;
  }
  if (ow.detachments?.length) {
    const none: UnitState = { chosen: new Set(), counts: {}, items: new Map() };
    return ow.detachments.map((d) => {
      const state: UnitState = { ...none, chosen: new Set([...d.equipment, ...d.armour, ...d.options].filter((o) => o.default).map((o) => o.id)) };
      return defined({ id: d.id, ...owbNames(d.name), points: d.points, strength: d.strength, minDetachmentSize: d.minSize, equipment: owbOptions(d.equipment, state, false), armor: owbOptions(d.armour, state, false), options: owbOptions(d.options, state, false), specialRules: d.specialRules ? owbNames(d.specialRules) : undefined });
    });
  }
  return ow.regimentalUnit ? [] : undefined;
}

/** A deterministic stand-in for Old World Builder's random letters after the unit id (`e12` -> `musterebc`). */
function suffix(entryId: string): string {
  return `muster${entryId.toLowerCase().replace(/[^a-z0-9]/g, '').replace(/\d/g, (d) => 'abcdefghij'[Number(d)]!)}`;
}

function selectedItems(entry: Entry, card: DbCard, lookup: CardLookup, notes: LoadProblem[]): Map<string, JsonObject[]> {
  const unit = { entry: entry.id, ...textParams('unit', card.name) };
  const ow = card.oldworld!;
  const out = new Map<string, JsonObject[]>();
  const known = new Set([...ow.items.map((a) => a.id), ...[...collectMagic(ow)]]);
  for (const i of entry.items ?? []) {
    const item = lookup.card(i.item);
    if (!item?.item) {
      notes.push(coded('', '', 'owb-export-item-unknown', { ...unit, itemId: i.item }));
      continue;
    }
    // The whole-unit allowance has no place of its own in Old World Builder's lists: its items go to the first allowance of their type.
    const slot = slotOfItem(card, i.slot, item.item.type);
    if (!known.has(slot)) {
      notes.push(coded('', '', 'owb-export-item-slot', { ...unit, ...textParams('item', item.name), slot: i.slot }));
      continue;
    }
    if (slot !== i.slot) notes.push(coded('', '', 'owb-export-item-moved', { ...unit, ...textParams('item', item.name), from: i.slot, to: slot }));
    out.set(slot, [...(out.get(slot) ?? []), owbItem(item, i.count)]);
  }
  return out;
}

function collectMagic(ow: OwUnit): Set<string> {
  const out = new Set<string>();
  const walk = (options: readonly OwOption[]): void => {
    for (const o of options) {
      if (o.magic) out.add(o.magic.id);
      if (o.options) walk(o.options);
    }
  };
  walk([...ow.equipment, ...ow.armour, ...ow.mounts, ...ow.options, ...ow.command]);
  return out;
}

function owbUnit(entry: Entry, card: DbCard, category: OwCategory, list: ArmyList, lookup: CardLookup, notes: LoadProblem[]): JsonObject {
  const ow = card.oldworld!;
  const state: UnitState = { chosen: new Set(entry.options ?? []), counts: entry.counts ?? {}, items: selectedItems(entry, card, lookup, notes), composition: entryCompositionOf(entry, card.faction, list, lookup) };
  const own = card.faction === list.faction && entry.allyFrom === undefined;
  const allies = lookup.faction?.('oldworld', list.faction)?.oldworld?.allies;
  const ally = category === 'allies' ? allies?.find((a) => a.army === card.faction && (entry.allyFrom === undefined || (a.composition ?? a.army) === entry.allyFrom)) : undefined;
  // Old World Builder names an ally's army by the composition it comes from (`knightly-order-panther`), or the army's id.
  const allyComposition = entry.allyFrom ?? (ally ? (ally.composition ?? ally.army) : card.faction);
  const size = card.unitSize;
  return defined({
    ...owbNames(ow.names ?? card.name),
    id: `${card.provenance?.originalId ?? card.id}.${suffix(entry.id)}`,
    points: card.points,
    minimum: size && (size.min > 1 || size.max !== undefined) ? size.min : undefined,
    maximum: size && (size.min > 1 || size.max !== undefined) ? (size.max ?? 0) : undefined,
    strength: entry.count,
    equipment: owbOptions(ow.equipment, state, false),
    armor: owbOptions(ow.armour, state, false),
    mounts: owbOptions(ow.mounts, state, false),
    options: owbOptions(ow.options, state, true),
    command: owbOptions(ow.command, state, false),
    items: ow.items.map((a) => owbAllowance(a, state.items.get(a.id) ?? [])),
    magic: ow.magic ? owbAllowance(ow.magic, undefined) : undefined,
    specialRules: ow.specialRules ? owbNames(ow.specialRules) : undefined,
    notes: ow.notes ? owbNames(ow.notes) : undefined,
    lores: ow.lores ? [...ow.lores] : undefined,
    spellCount: ow.spellCount,
    maxSignatureSpells: ow.maxSignatureSpells,
    arcaneFamiliar: ow.arcaneFamiliar,
    named: ow.named,
    regimentalUnit: ow.regimentalUnit,
    detachment: ow.detachment,
    minDetachmentSize: ow.minDetachmentSize,
    maxDetachmentSize: ow.maxDetachmentSize,
    minDetachments: ow.minDetachments,
    maxDetachments: ow.maxDetachments,
    detachmentsInUnitStr: ow.detachmentsInUnitStrength,
    ignoreNoDetachment: ow.ignoreNoDetachment,
    scaleWithUnit: ow.scaleWithUnit,
    sharedCombinedArmsUnits: ow.sharedCombinedArms ? [...ow.sharedCombinedArms] : undefined,
    armyComposition: placements(ow),
    detachments: detachments(entry, ow, lookup, notes),
    magicItemsArmy: ally?.itemsArmy ?? ow.itemsArmy,
    // A mercenary names its army even when it is the list's own (Old World Builder's Add page gives every mercenary its `army`).
    army: own && category !== 'mercenaries' ? undefined : category === 'allies' ? allyComposition : card.faction,
    unitType: category === 'allies' ? categoryOf(card, allyComposition) : undefined,
    activeLore: entry.lore,
    name: entry.name,
    customNote: entry.note,
  });
}

/**
 * The list as Old World Builder's list file. Entries whose card is not an Old World unit (or is
 * unknown) cannot be written; each is named in `notes`, as is anything else that does not
 * carry over: coded problems without a file or path whose text names the entry
 * (`problemMessage(note, lang)` is its line).
 */
export function exportOwbList(list: ArmyList, lookup: CardLookup, notes: LoadProblem[] = []): OwbListFile {
  const facts = owFacts(list, lookup);
  const file: OwbListFile = {
    name: list.name,
    description: list.notes ?? '',
    game: OWB_GAME,
    army: list.faction,
    armyComposition: compositionOf(list),
    compositionRule: list.compositionRule ?? 'open-war',
    points: list.pointsLimit,
    characters: [],
    core: [],
    special: [],
    rare: [],
    mercenaries: [],
    allies: [],
    id: list.id,
  };
  const placed = new Set<string>();
  for (const u of facts.units) {
    file[u.category].push(owbUnit(u.entry, u.card, u.category, list, lookup, notes));
    placed.add(u.entry.id);
  }
  for (const e of list.entries) if (!placed.has(e.id)) notes.push(coded('', '', 'owb-export-card', { entry: e.id, cardId: e.cardId }));
  if (list.player) notes.push(coded('', '', 'owb-export-player', { player: list.player }));
  return file;
}

