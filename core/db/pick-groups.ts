import type { DbCard, Faction } from '../model/card';
import { CARD_KINDS } from '../model/card-terms';
import type { Localized } from '../model/system';
import { unitCategory } from '../systems/oldworld/facts';
import { OW_CATEGORIES } from '../systems/oldworld/vocabulary';
import { foldText } from './search';
import type { PickGroup } from './types';

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

/** Where a group stands among others: Old World categories in the army list's order, ranks as first met (own faction first), then figures without a rank, then other kinds in their order. */
function place(id: string, firstSeen: number): [number, number] {
  const [family, key = ''] = id.split(':');
  if (family === 'category') return [0, (OW_CATEGORIES as readonly string[]).indexOf(key)];
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

/** Buckets in the order the picker shows them. */
export function orderGroups<C>(buckets: Iterable<GroupBucket<C>>): GroupBucket<C>[] {
  return [...buckets].sort((a, b) => {
    const [fa, ka] = place(a.id, a.firstSeen);
    const [fb, kb] = place(b.id, b.firstSeen);
    return fa - fb || ka - kb;
  });
}
