import type { DbCard, Faction } from '../model/card';
import { CARD_KINDS } from '../model/card-terms';
import type { Localized } from '../model/system';
import { unitCategory } from '../systems/oldworld/facts';
import { OW_CATEGORIES } from '../systems/oldworld/vocabulary';
import { foldText } from './search';
import { ALLY_GROUP, type PickGroup } from './types';

/** What places a card in a picker group: the list's faction, and for the Old World its army and composition. */
export interface PickGroupContext {
  listFaction: string;
  army: Faction | undefined;
  composition: string;
  /** Folds a rank for its group id (the database passes its cache of folded texts). */
  fold?: (text: string) => string;
}

/** A picker group of one card: the Old World category, the rank, the kind of an unranked non-figure card, or `other`. */
export function pickGroupOf(card: DbCard, ctx: PickGroupContext): { id: string; rank?: Localized } {
  if (card.oldworld) return { id: `category:${unitCategory(card, ctx.army, ctx.composition, ctx.listFaction)}` };
  if (card.rank) return { id: `rank:${(ctx.fold ?? foldText)(card.rank.en)}`, rank: card.rank };
  if (card.kind !== 'fighter' && card.kind !== 'war-machine') return { id: `kind:${card.kind}` };
  return { id: 'other' };
}

/**
 * The compositions of the list's own army that its allies name (an Empire Grand Army's Knightly
 * Orders; an ally named by the army alone is its main list, as the Renegade Crowns name their own),
 * as picker groups in the army data's order.
 */
export function ownAllyGroups(ctx: PickGroupContext): { id: string; from: string; composition: Localized }[] {
  const ow = ctx.army?.oldworld;
  if (!ow) return [];
  const out: { id: string; from: string; composition: Localized }[] = [];
  for (const a of ow.allies) {
    if (a.army !== ctx.listFaction) continue;
    const from = a.composition ?? a.army;
    const found = ow.compositions.find((c) => c.id === from);
    out.push({ id: `${ALLY_GROUP}${from}`, from, composition: found ? { de: found.name.de, en: found.name.en } : { de: from, en: from } });
  }
  return out;
}

/**
 * Where a group stands among others: Old World categories in the army list's order (the army's
 * own compositions taken as allies right after the allies), ranks as first met (own faction
 * first), then figures without a rank, then other kinds in their order.
 */
function place(id: string, firstSeen: number): [number, number] {
  const [family, key = ''] = id.split(':');
  if (family === 'category') return [0, (OW_CATEGORIES as readonly string[]).indexOf(key)];
  if (family === 'ally') return [0, (OW_CATEGORIES as readonly string[]).indexOf('allies') + 0.5];
  if (family === 'rank') return [1, firstSeen];
  if (family === 'other') return [2, 0];
  return [3, (CARD_KINDS as readonly string[]).indexOf(key)];
}

export interface GroupBucket<C> extends PickGroup {
  own: C[];
  allies: C[];
  /** When the group was first met: own-faction cards before allies, then in database order. */
  firstSeen: number;
}

/** Buckets in the order the picker shows them (a stable sort: groups of one place keep the order they were made in). */
export function orderGroups<C>(buckets: Iterable<GroupBucket<C>>): GroupBucket<C>[] {
  return [...buckets].sort((a, b) => {
    const [fa, ka] = place(a.id, a.firstSeen);
    const [fb, kb] = place(b.id, b.firstSeen);
    return fa - fb || ka - kb;
  });
}
