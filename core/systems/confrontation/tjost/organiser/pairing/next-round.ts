import { compareScores } from '../../scoring';
import type { EventFile, Round } from '../event';
import { standings } from '../standings';
import { drawOrder, roundSeed } from './draw';
import { pairingHistory, type PairingHistory } from './history';
import { matchInOrder, type MatchResult } from './match';

/** Why a round cannot be paired now, as data. */
export type PairProblem =
  | { code: 'round-open'; round: number; tables: number[] }
  | { code: 'too-few-players'; players: number }
  | { code: 'all-rounds-paired'; rounds: number };

/** Two players of the new round who met before, and when. */
export interface RepeatedPairing {
  a: string;
  b: string;
  rounds: number[];
}

export interface PairOutcome {
  round?: Round;
  problems: PairProblem[];
  /** Pairings of the new round that repeat an earlier one (only when none could be avoided). */
  repeats: RepeatedPairing[];
  /** The order the players were paired in, best first (round 1: the order drawn by lot). */
  order: string[];
}

/** Players still in the event, in registration order. */
function activePlayers(event: Pick<EventFile, 'players'>): string[] {
  return event.players.filter((p) => p.dropped !== true).map((p) => p.id);
}

/** Tables of a round still without a result. */
function openTables(round: Round): number[] {
  return round.pairings.filter((p) => !p.result).map((p) => p.table);
}

/**
 * The ranking the next round is paired by: PH, then PF (standings after the last round), players
 * with equal scores in an order drawn by lot for this round (seeded, so it can be reproduced).
 */
function pairingOrder(event: EventFile, roundNumber: number): string[] {
  const active = new Set(activePlayers(event));
  const drawn = drawOrder([...active], roundSeed(event.seed, roundNumber));
  const place = new Map(drawn.map((id, i) => [id, i]));
  return standings(event)
    .filter((row) => active.has(row.playerId))
    .sort((x, y) => compareScores(x, y) || (place.get(x.playerId) ?? 0) - (place.get(y.playerId) ?? 0))
    .map((row) => row.playerId);
}

/**
 * Who gets the bye: a player with the fewest byes so far (so nobody has a second bye while
 * another has none), the lowest ranked of them whose absence leaves a pairing without repeats;
 * when every choice repeats a pairing, the one that repeats fewest.
 */
function withBye(order: string[], history: PairingHistory): { bye: string; match: MatchResult } {
  const fewest = Math.min(...order.map((id) => history.byes(id)));
  const candidates = order.filter((id) => history.byes(id) === fewest).reverse();
  let best: { bye: string; match: MatchResult } | undefined;
  for (const bye of candidates) {
    const match = matchInOrder(
      order.filter((id) => id !== bye),
      (a, b) => history.met(a, b),
    );
    if (match.repeats === 0) return { bye, match };
    if (!best || match.repeats < best.match.repeats) best = { bye, match };
  }
  if (!best) throw new Error('no candidate for the bye');
  return best;
}

/**
 * Pairs the next round (TJOST, Turnierverlauf 1 and 11). Round 1 by lot: the players in the
 * order drawn from the event's seed, the first two at table 1, and so on; with an odd number the
 * last drawn has the bye. Later rounds by the standings (pairingOrder): best against next best,
 * avoiding repeated pairings where any pairing allows it (matchInOrder); the bye as withBye says.
 * Dropped-out players are not paired. Tables are numbered from the top: table 1 holds the best.
 */
export function pairNextRound(event: EventFile, now: Date): PairOutcome {
  const number = event.rounds.length + 1;
  const problems: PairProblem[] = [];
  const last = event.rounds[event.rounds.length - 1];
  if (last && openTables(last).length > 0) problems.push({ code: 'round-open', round: last.number, tables: openTables(last) });
  if (number > event.settings.rounds) problems.push({ code: 'all-rounds-paired', rounds: event.settings.rounds });
  const active = activePlayers(event);
  if (active.length < 2) problems.push({ code: 'too-few-players', players: active.length });
  if (problems.length > 0) return { problems, repeats: [], order: [] };

  const history = pairingHistory(event);
  let order: string[];
  let bye: string | undefined;
  let pairs: [string, string][];
  if (number === 1) {
    order = drawOrder(active, event.seed);
    const playing = order.length % 2 === 1 ? order.slice(0, -1) : order;
    bye = order.length % 2 === 1 ? order[order.length - 1] : undefined;
    pairs = [];
    for (let i = 0; i + 1 < playing.length; i += 2) pairs.push([playing[i] ?? '', playing[i + 1] ?? '']);
  } else {
    order = pairingOrder(event, number);
    if (order.length % 2 === 1) {
      const chosen = withBye(order, history);
      bye = chosen.bye;
      pairs = chosen.match.pairs;
    } else pairs = matchInOrder(order, (a, b) => history.met(a, b)).pairs;
  }
  const round: Round = { number, pairedAt: now.toISOString(), pairings: pairs.map(([a, b], i) => ({ table: i + 1, a, b })) };
  if (bye !== undefined) round.bye = bye;
  const repeats = pairs.filter(([a, b]) => history.met(a, b) > 0).map(([a, b]) => ({ a, b, rounds: history.metIn(a, b) }));
  return { round, problems: [], repeats, order };
}
