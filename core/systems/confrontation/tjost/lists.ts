import type { Card } from '../../../model/card';
import type { ArmyList, Entry } from '../../../model/list';
import { isFigureCard } from '../../../list/totals';

export { TJOST } from './limits';

export { needsBearer } from '../bearers';

/** A rank whose name starts with "Schatten" / "Shadow" (not allowed at tournaments). */
export function isShadowRank(card: Pick<Card, 'rank'>): boolean {
  if (!card.rank) return false;
  return /^\s*schatten/i.test(card.rank.de) || /^\s*shadow/i.test(card.rank.en);
}

type ForbiddenReason = 'tjost-experience' | 'tjost-incarnation' | 'tjost-confrontation-1' | 'tjost-ally';

/**
 * Why a card may not be used in a TJOST list of a faction, or undefined when it may.
 * Experience cards; INCARNATION items and spells (second incarnations of fighters are fine);
 * CONFRONTATION 1 spells and items (older fighter cards are fine); allies: a card of another
 * people (`allyOf` naming another faction than the list's, or a card of another faction that
 * is no mercenary of the own people). Mercenaries of the own people, elementals and familiars are
 * allowed (elementals and familiars always: the card data cannot tell which elements an army uses).
 * TJOST, points 9-11: homeless figures count as the people they join; a figure of another
 * people from a clan or theme box (`box`) is judged by tjost.clan-share instead; a figure summoned
 * by a spell (`summonedBy`) comes with its spell.
 */
export function forbiddenReason(card: Card & { faction?: string }, listFaction: string): ForbiddenReason | undefined {
  if (card.kind === 'experience') return 'tjost-experience';
  if (card.origin === 'incarnation' && !isFigureCard(card)) return 'tjost-incarnation';
  if (card.origin === 'confrontation-1' && !isFigureCard(card)) return 'tjost-confrontation-1';
  if (card.elemental || card.familiar || card.homeless) return undefined;
  if (card.box !== undefined || card.summonedBy !== undefined) return undefined;
  // A mercenary is allowed when it serves the list's own people (TJOST: "Söldner des eigenen Volkes").
  if (card.mercenary) return (card.allyOf ?? card.faction ?? listFaction) === listFaction ? undefined : 'tjost-ally';
  if (card.allyOf !== undefined) return card.allyOf === listFaction ? undefined : 'tjost-ally';
  if (card.faction !== undefined && card.faction !== listFaction) return 'tjost-ally';
  return undefined;
}

/** Cards in a list: card id -> copies (sum of entry counts). */
export function copiesByCard(list: { entries: readonly Entry[] }): Map<string, number> {
  const copies = new Map<string, number>();
  for (const e of list.entries) copies.set(e.cardId, (copies.get(e.cardId) ?? 0) + e.count);
  return copies;
}

/**
 * Entries at which a card's copies first exceed `max` (summed over the entries of that card,
 * in list order), with the card's total copies. One result per card.
 */
export function overLimitEntries(entries: readonly Entry[], max: (cardId: string) => number | undefined): { entry: Entry; total: number; max: number }[] {
  const totals = copiesByCard({ entries });
  const running = new Map<string, number>();
  const found: { entry: Entry; total: number; max: number }[] = [];
  for (const e of entries) {
    const limit = max(e.cardId);
    const before = running.get(e.cardId) ?? 0;
    running.set(e.cardId, before + e.count);
    if (limit === undefined) continue;
    if (before <= limit && before + e.count > limit) found.push({ entry: e, total: totals.get(e.cardId) ?? 0, max: limit });
  }
  return found;
}

interface CoverageRow {
  cardId: string;
  /** Copies in the selection list. */
  selected: number;
  /** Copies used by the game list. */
  used: number;
  /** Copies the game list may still add (never negative). */
  remaining: number;
}

/** What a selection list offers a game list: per card of the selection, copies selected, used and left. */
export function selectionCoverage(selection: Pick<ArmyList, 'entries'>, game: Pick<ArmyList, 'entries'>): CoverageRow[] {
  const selected = copiesByCard(selection);
  const used = copiesByCard(game);
  return [...selected.entries()].map(([cardId, n]) => {
    const u = used.get(cardId) ?? 0;
    return { cardId, selected: n, used: u, remaining: Math.max(0, n - u) };
  });
}
