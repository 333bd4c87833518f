import type { CardLookup } from '../db/types';
import type { Card } from '../model/card';
import type { ArmyList, Entry } from '../model/list';
import { modelGroupsOf, owEntryPoints } from '../systems/oldworld/unit';
import { TJOST } from '../systems/confrontation/tjost/limits';
import { crewLinks } from '../systems/chronopia/crew-links';

/**
 * The one definition of a list's numbers: points, figures and limits. The editor, the rules,
 * the TJOST panel, the command line and every printed sheet call these; nothing else adds up
 * points or figures.
 */

/** Cards that stand for figures on the table (fighters and war machines). */
export function isFigureCard(card: Pick<Card, 'kind'>): boolean {
  return card.kind === 'fighter' || card.kind === 'war-machine';
}

/**
 * Figures an entry puts on the table: count x the card's figures; a familiar is one; an Old World
 * unit its models with those of its detachments (modelGroupsOf, as Grand Melee counts them);
 * spells, items and other cards none. A figure a spell summons (`summonedBy`) none: it is not part
 * of the army set up, its spell is (TJOST, points 11 and "Die 300 A.P. Aufstellung": the 20
 * figures and the cheapest figure are the army's).
 */
export function entryFigures(entry: Entry, card: Card | undefined): number {
  if (!card || !isFigureCard(card) || card.summonedBy !== undefined) return 0;
  if (card.oldworld) return modelGroupsOf(entry, card).reduce((a, b) => a + b, 0);
  return card.familiar ? entry.count : entry.count * card.figures;
}

/**
 * Points of one entry: the card's points x count, plus what was bought. Old World units from
 * the dataset count their chosen options, mounts, command and magic items (see owEntryPoints;
 * items need `lookup`); simple cards their `options` (per model x count, or once per unit).
 * Unknown cards cost 0; option ids the card does not offer cost nothing (the rule
 * `oldworld.option-unknown` names them). A figure summoned by a spell (`summonedBy`) costs 0:
 * its spell is paid (TJOST, point 11); it is listed only to have its card at hand.
 */
export function entryPoints(entry: Entry, card: Card | undefined, lookup?: CardLookup): number {
  if (!card || card.summonedBy !== undefined) return 0;
  if (card.oldworld) return owEntryPoints(entry, card, lookup);
  let points = card.points * entry.count;
  for (const id of entry.options ?? []) {
    const option = card.options?.find((o) => o.id === id);
    if (option) points += option.per === 'model' ? option.points * entry.count : option.points;
  }
  return points;
}

/** Points of a whole list, entry by entry (see entryPoints). */
export function listPoints(list: Pick<ArmyList, 'entries'>, lookup: CardLookup): number {
  let total = 0;
  for (const e of list.entries) total += entryPoints(e, lookup.card(e.cardId), lookup);
  return total;
}

/**
 * Figures each entry of a list puts on the table. Chronopia (the rules, "Streitwagen": a chariot and
 * its crew act together and form one figure): a chariot entry counts its count, an entry crewing
 * a chariot entry of the list none (core/systems/chronopia/crew-links), and an entry of an
 * unknown card its count (a missing card file does not empty a warband). Other games: entryFigures.
 */
export function tableFigures(list: Pick<ArmyList, 'entries' | 'system'>, lookup: CardLookup): (e: Entry) => number {
  if (list.system !== 'chronopia') return (e) => entryFigures(e, lookup.card(e.cardId));
  const links = crewLinks(list);
  return (e) => {
    if (links.folded(e)) return 0;
    const card = lookup.card(e.cardId);
    if (!card) return e.count;
    return card.chariot ? e.count : entryFigures(e, card);
  };
}

/** Figures of a whole list on the table (see tableFigures). */
export function listFigures(list: Pick<ArmyList, 'entries' | 'system'>, lookup: CardLookup): number {
  const of = tableFigures(list, lookup);
  let n = 0;
  for (const e of list.entries) n += of(e);
  return n;
}

/**
 * AP of the cheapest figure of a list (a card's AP divided by the figures it covers); undefined
 * without figures. Figures a spell summons are not the army's (see entryFigures).
 */
export function cheapestFigure(list: Pick<ArmyList, 'entries'>, lookup: CardLookup): number | undefined {
  let min: number | undefined;
  for (const e of list.entries) {
    const card = lookup.card(e.cardId);
    if (!card || !isFigureCard(card) || card.summonedBy !== undefined) continue;
    const each = card.familiar || card.figures <= 1 ? card.points : card.points / card.figures;
    if (min === undefined || each < min) min = each;
  }
  return min;
}

interface GameLimits {
  /** Half the cheapest figure, capped at 10 AP (may be fractional). */
  allowance: number;
  /** Highest allowed total in whole AP: 300 + allowance, rounded down. */
  max: number;
  min: number;
  cheapest: number | undefined;
}

/** The AP a TJOST game list may reach: 300 plus half its cheapest figure (at most 10). */
export function gameLimits(list: Pick<ArmyList, 'entries'>, lookup: CardLookup): GameLimits {
  const cheapest = cheapestFigure(list, lookup);
  const allowance = cheapest === undefined ? 0 : Math.min(TJOST.allowanceCap, cheapest / 2);
  return { allowance, max: Math.floor(TJOST.gameBase + allowance), min: TJOST.gameMin, cheapest };
}

/** The points a list may hold: its own limit, for a TJOST game list 300 plus the allowance. */
export function pointsLimit(list: Pick<ArmyList, 'entries' | 'kind' | 'pointsLimit'>, lookup: CardLookup): number {
  return list.kind === 'tjost-game' ? gameLimits(list, lookup).max : list.pointsLimit;
}

export interface ListTotals {
  points: number;
  limit: number;
  /** Figures on the table (see tableFigures). */
  figures: number;
  entries: number;
}

/** Points, limit, figures and entries of a list in one pass. */
export function listTotals(list: Pick<ArmyList, 'entries' | 'kind' | 'pointsLimit' | 'system'>, lookup: CardLookup): ListTotals {
  const figuresOf = tableFigures(list, lookup);
  let points = 0;
  let figures = 0;
  for (const e of list.entries) {
    points += entryPoints(e, lookup.card(e.cardId), lookup);
    figures += figuresOf(e);
  }
  return { points, limit: pointsLimit(list, lookup), figures, entries: list.entries.length };
}
