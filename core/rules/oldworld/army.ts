import type { FactionInfo } from '../../db/types';
import { entryPoints } from '../../list/totals';
import type { DbCard } from '../../model/card';
import type { Entry } from '../../model/list';
import { OW_CATEGORIES, type OwCategory, type OwComposition, type OwText } from '../../oldworld/model';
import { categoryOf, compositionOf, isGeneral } from '../../oldworld/unit';
import { listIndex } from '../list-index';
import type { IssueParams, RuleContext } from '../types';

/**
 * What the Old World rules share, computed once per check: the army and its composition, the
 * category and points of every unit, the points per category and the Generals.
 */
export interface OwListFacts {
  army: FactionInfo | undefined;
  compositionId: string;
  composition: OwComposition | undefined;
  /** Units of the list (entries whose card is an Old World unit), in list order. */
  units: { entry: Entry; card: DbCard; category: OwCategory; points: number }[];
  pointsByCategory: Record<OwCategory, number>;
  generals: Entry[];
}

const cache = new WeakMap<RuleContext, OwListFacts>();

/** The category of a unit in this list: its own army's category, mercenaries of the army, or allies. */
function categoryIn(card: DbCard, facts: Pick<OwListFacts, 'army' | 'compositionId'>, listFaction: string): OwCategory {
  if (card.faction === listFaction) return categoryOf(card, facts.compositionId) ?? 'core';
  const original = card.provenance?.originalId;
  const mercs = facts.army?.oldworld?.mercenaries?.[facts.compositionId] ?? facts.army?.oldworld?.mercenaries?.[listFaction] ?? [];
  if (original && mercs.some((m) => m.army === card.faction && m.units.includes(original))) return 'mercenaries';
  return 'allies';
}

export function owFacts(ctx: RuleContext): OwListFacts {
  const known = cache.get(ctx);
  if (known) return known;
  const list = ctx.list;
  const army = ctx.faction(list.system, list.faction);
  const compositionId = compositionOf(list);
  const composition = army?.oldworld?.compositions.find((c) => c.id === compositionId);
  const facts: OwListFacts = {
    army,
    compositionId,
    composition,
    units: [],
    pointsByCategory: Object.fromEntries(OW_CATEGORIES.map((c) => [c, 0])) as Record<OwCategory, number>,
    generals: [],
  };
  const ix = listIndex(ctx);
  for (const entry of ix.entries) {
    const card = ix.cardOf(entry);
    if (!card?.oldworld) continue;
    const category = categoryIn(card, facts, list.faction);
    const points = entryPoints(entry, card, ctx);
    facts.units.push({ entry, card, category, points });
    facts.pointsByCategory[category] += points;
    if (isGeneral(entry, card)) facts.generals.push(entry);
  }
  cache.set(ctx, facts);
  return facts;
}

/** A text in both languages as issue params (`<key>_de`, `<key>_en`; messages show the one of their language). */
export function textParams(key: string, text: OwText | { de: string; en: string }): IssueParams {
  return { [`${key}_de`]: text.de, [`${key}_en`]: text.en };
}

/** The list's composition as issue params. */
export function compositionParams(facts: OwListFacts): IssueParams {
  return textParams('composition', facts.composition?.name ?? { de: facts.compositionId, en: facts.compositionId });
}
