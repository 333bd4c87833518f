import type { EventFile, Round } from './event';
import { pairNextRound, type PairOutcome } from './pairing/next-round';
import { swapPlayers, type SwapOutcome } from './pairing/swap';

/** Pairs the next round into the event (see pairNextRound); the event is unchanged when it cannot. */
export function addNextRound(event: EventFile, now: Date): PairOutcome & { event?: EventFile } {
  const outcome = pairNextRound(event, now);
  if (!outcome.round) return outcome;
  return { ...outcome, event: { ...event, rounds: [...event.rounds, outcome.round], updatedAt: now.toISOString() } };
}

export type UnpairProblem = { code: 'no-rounds' } | { code: 'has-results'; round: number; tables: number[] };

/** Takes back the last round's pairings, as long as no result of it was entered. */
export function removeLastRound(event: EventFile, now: Date): { event?: EventFile; problems: UnpairProblem[] } {
  const last = event.rounds[event.rounds.length - 1];
  if (!last) return { problems: [{ code: 'no-rounds' }] };
  const done = last.pairings.filter((p) => p.result).map((p) => p.table);
  if (done.length > 0) return { problems: [{ code: 'has-results', round: last.number, tables: done }] };
  return { event: { ...event, rounds: event.rounds.slice(0, -1), updatedAt: now.toISOString() }, problems: [] };
}

/** Swaps two players of a round by hand (see swapPlayers): repeated pairings are warned about. */
export function swapInRound(event: EventFile, round: number, x: string, y: string, now: Date): SwapOutcome & { event?: EventFile } {
  const outcome = swapPlayers(event, round, x, y);
  const next: Round | undefined = outcome.round;
  if (!next) return outcome;
  return { ...outcome, event: { ...event, rounds: event.rounds.map((r) => (r.number === round ? next : r)), updatedAt: now.toISOString() } };
}

/** A player drops out (no longer paired) or comes back. */
export function setDropped(event: EventFile, playerId: string, dropped: boolean, now: Date): EventFile {
  return {
    ...event,
    players: event.players.map((p) => {
      if (p.id !== playerId) return p;
      if (dropped) return { ...p, dropped: true };
      const { dropped: _gone, ...rest } = p;
      return rest;
    }),
    updatedAt: now.toISOString(),
  };
}

/** Tables paired over all rounds so far, and how many of them have their result entered. */
export function resultsEntered(event: EventFile): { results: number; tables: number } {
  let results = 0;
  let tables = 0;
  for (const round of event.rounds) {
    tables += round.pairings.length;
    results += round.pairings.filter((p) => p.result).length;
  }
  return { results, tables };
}
