import type { CardLookup, FactionInfo } from '../../db/types';
import { entryPoints } from '../../list/totals';
import type { DbCard, Faction } from '../../model/card';
import type { ArmyList, Entry } from '../../model/list';
import type { IssueParams } from '../../checks/types';
import type { OwCategoryRule, OwComposition, OwText, OwUnitRule } from './model';
import { OW_CATEGORIES, type OwCategory } from './vocabulary';
import { compositionOf, unitCompositionOf } from './composition';
import { categoryOf, isGeneral, placementOf } from './unit';

/**
 * What an Old World list is made of, computed once per list and lookup: the army and its
 * composition, the category and points of every unit, the points per category and the
 * Generals (as Old World Builder counts them: characters of the army itself). The rules, the editor's category totals and the command line all use it.
 */
export interface OwListFacts {
  army: FactionInfo | undefined;
  compositionId: string;
  composition: OwComposition | undefined;
  /**
   * Units of the list (entries whose card is an Old World unit), in list order, each with the
   * composition whose lists it is taken from (unitCompositionOf: its size and options follow it).
   */
  units: { entry: Entry; card: DbCard; category: OwCategory; points: number; composition: string }[];
  pointsByCategory: Record<OwCategory, number>;
  /** Characters of the army itself with the General command (an ally's character is never the army's General). */
  generals: Entry[];
  /** Units of an allied or mercenary contingent marked General (they cannot be). */
  foreignGenerals: Entry[];
}

const cache = new WeakMap<CardLookup, WeakMap<ArmyList, OwListFacts>>();

/** Whether the composition's list of mercenaries (the army data's, per composition) names the unit, of its own army or another. */
function namedMercenary(card: DbCard, army: Faction | undefined, compositionId: string): boolean {
  const original = card.provenance?.originalId;
  const mercs = army?.oldworld?.mercenaries?.[compositionId] ?? [];
  return original !== undefined && mercs.some((m) => m.army === card.faction && m.units.includes(original));
}

/**
 * Whether a composition offers a unit of its own army, as Old World Builder does: in the category
 * it places it in (placementOf), or as one of the composition's mercenaries (its list names it: the
 * Bonegrinder Giant of an Orc & Goblin army, listed per composition only for the Renegade Crowns;
 * Knights of the White Wolf in an Order of the Knights Panther). A unit of the army's own mercenary
 * units (Imperial Ogres) only where the composition's list names it: a Knightly Order of the White
 * Wolf, whose army data names no mercenaries, takes none.
 */
export function offersOwnUnit(card: DbCard, army: Faction | undefined, compositionId: string): boolean {
  const placed = placementOf(card, compositionId);
  return (placed !== undefined && placed !== 'mercenaries') || namedMercenary(card, army, compositionId);
}

/**
 * The category of a unit in a list of `listFaction` (army data `army`, composition
 * `compositionId`): for a unit of the army itself the category the composition places it in, else
 * mercenaries where the composition's list names it (offersOwnUnit); for a unit of another army
 * mercenaries where that list names it (as Old World Builder offers them: the composition's own
 * list; a composition without one takes none), else allies; a unit marked an ally from a
 * composition (`allyFrom`, as an Empire Grand Army's Knightly Order allies) is always an ally. The
 * list's facts and the editor's card picker both place units with it.
 */
export function unitCategory(card: DbCard, army: Faction | undefined, compositionId: string, listFaction: string, allyFrom?: string): OwCategory {
  if (allyFrom !== undefined) return 'allies';
  if (card.faction === listFaction) {
    const placed = placementOf(card, compositionId);
    if (placed !== undefined && placed !== 'mercenaries') return placed;
    // Not placed by the composition: a mercenary where named, else where the card would be (oldworld.composition names it).
    return namedMercenary(card, army, compositionId) ? 'mercenaries' : (placed ?? categoryOf(card, compositionId) ?? 'core');
  }
  return namedMercenary(card, army, compositionId) ? 'mercenaries' : 'allies';
}

export function owFacts(list: ArmyList, lookup: CardLookup): OwListFacts {
  let byList = cache.get(lookup);
  const known = byList?.get(list);
  if (known) return known;
  const army = lookup.faction?.(list.system, list.faction);
  const compositionId = compositionOf(list);
  const composition = army?.oldworld?.compositions.find((c) => c.id === compositionId);
  const facts: OwListFacts = {
    army,
    compositionId,
    composition,
    units: [],
    pointsByCategory: Object.fromEntries(OW_CATEGORIES.map((c) => [c, 0])) as Record<OwCategory, number>,
    generals: [],
    foreignGenerals: [],
  };
  for (const entry of list.entries) {
    const card = lookup.card(entry.cardId);
    if (!card?.oldworld) continue;
    const category = unitCategory(card, army, compositionId, list.faction, entry.allyFrom);
    const points = entryPoints(entry, card, lookup);
    const composition = unitCompositionOf(entry, card.faction, list, army?.oldworld?.allies);
    facts.units.push({ entry, card, category, points, composition });
    facts.pointsByCategory[category] += points;
    if (isGeneral(entry, card)) (category === 'characters' ? facts.generals : facts.foreignGenerals).push(entry);
  }
  if (!byList) cache.set(lookup, (byList = new WeakMap()));
  byList.set(list, facts);
  return facts;
}

/**
 * The points a category may hold under its composition's shares of the list's points limit: at
 * least `min` (the share rounded up: exactly the share is enough) and at most `max` (the share
 * rounded down). A share the composition does not set has no bound. The rules
 * oldworld.category-min and oldworld.category-max and the category totals (the editor's bar) all
 * take their boundary from here.
 */
export function categoryBounds(pointsLimit: number, rule: Pick<OwCategoryRule, 'minPercent' | 'maxPercent'> | undefined): { min?: number; max?: number } {
  return {
    ...(rule?.minPercent !== undefined ? { min: Math.ceil((pointsLimit * rule.minPercent) / 100) } : {}),
    ...(rule?.maxPercent !== undefined ? { max: Math.floor((pointsLimit * rule.maxPercent) / 100) } : {}),
  };
}

interface OwCategoryTotal {
  category: OwCategory;
  points: number;
  /** Share of the list's points limit, in percent (one decimal): for reading, not for deciding (see `state`). */
  percent: number;
  minPercent?: number;
  maxPercent?: number;
  /** The points the shares allow (categoryBounds). */
  minPoints?: number;
  maxPoints?: number;
  /** Below its minimum points, above its maximum, or within them: exactly what the rules report. */
  state: 'under' | 'over' | 'ok';
}

/**
 * Points and share of the limit per category (Characters, Core, Special, Rare, Mercenaries,
 * Allies) with the composition's limits, for the editor, the printed sheet and the command line.
 */
export function categoryTotals(list: ArmyList, lookup: CardLookup): OwCategoryTotal[] {
  const facts = owFacts(list, lookup);
  return OW_CATEGORIES.map((category) => {
    const rule = facts.composition?.categories[category];
    const points = facts.pointsByCategory[category];
    const percent = list.pointsLimit > 0 ? Math.round((points / list.pointsLimit) * 1000) / 10 : 0;
    const { min, max } = categoryBounds(list.pointsLimit, rule);
    const state = min !== undefined && points < min ? 'under' : max !== undefined && points > max ? 'over' : 'ok';
    return {
      category,
      points,
      percent,
      ...(rule?.minPercent !== undefined ? { minPercent: rule.minPercent } : {}),
      ...(rule?.maxPercent !== undefined ? { maxPercent: rule.maxPercent } : {}),
      ...(min !== undefined ? { minPoints: min } : {}),
      ...(max !== undefined ? { maxPoints: max } : {}),
      state,
    };
  });
}

/** The army's own categories: what a composition rule naming "all" units means (not its mercenaries or allies). */
export const MAIN_CATEGORIES: ReadonlySet<OwCategory> = new Set(['characters', 'core', 'special', 'rare']);

/** The units of a list a composition's unit rule of `category` counts: the units of its ids in that category, or in the army's own categories for a rule of `all`. */
export function unitsOfRule(facts: OwListFacts, category: string, rule: Pick<OwUnitRule, 'ids' | 'requiredByType'>): OwListFacts['units'] {
  return facts.units.filter((u) => (rule.requiredByType === 'all' ? MAIN_CATEGORIES.has(u.category) : u.category === category) && rule.ids.includes(u.card.provenance?.originalId ?? ''));
}

/** A text in both languages as issue params (`<key>_de`, `<key>_en`; messages show the one of their language). */
export function textParams(key: string, text: OwText | { de: string; en: string }): IssueParams {
  return { [`${key}_de`]: text.de, [`${key}_en`]: text.en };
}

/** The name of a composition of an army (its id when the army or composition is unknown). */
export function compositionName(lookup: Pick<CardLookup, 'faction'>, army: string, compositionId: string): OwText | { de: string; en: string } {
  const found = lookup.faction?.('oldworld', army)?.oldworld?.compositions.find((c) => c.id === compositionId);
  return found?.name ?? { de: compositionId, en: compositionId };
}

/** The name of a list's composition when it is not the army's main list (a Grand Army's is named after the army); undefined otherwise. */
export function listCompositionName(lookup: Pick<CardLookup, 'faction'>, list: Pick<ArmyList, 'composition' | 'faction'>): OwText | { de: string; en: string } | undefined {
  return list.composition && list.composition !== list.faction ? compositionName(lookup, list.faction, list.composition) : undefined;
}

/** The list's composition as issue params. */
export function compositionParams(facts: OwListFacts): IssueParams {
  return textParams('composition', facts.composition?.name ?? { de: facts.compositionId, en: facts.compositionId });
}
