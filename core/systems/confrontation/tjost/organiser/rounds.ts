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

/** Why a player could not drop out or come back, as data. */
export type DropProblem = { code: 'no-player'; playerId: string };

/** A table of the last round a player who dropped out has without a result: the round cannot be paired on until it has one (a walkover, walkover.ts). */
export interface OpenTable {
  round: number;
  table: number;
  /** The opponent's player id, and the opponent's side of the table (who would win a walkover). */
  opponent: string;
  present: 'a' | 'b';
}

/**
 * A player drops out (`dropped`: no longer paired; results so far stay) or comes back ("Back in"):
 * what the app and the command line do. `event` is absent when nothing changed (no such player, or
 * the player is out, or in, already). `openTable`: the player's table of the last round still
 * without a result, which the organiser has to close before the next round is paired.
 */
export function dropOut(event: EventFile, playerId: string, dropped: boolean, now: Date): { event?: EventFile; problems: DropProblem[]; openTable?: OpenTable } {
  const player = event.players.find((p) => p.id === playerId);
  if (!player) return { problems: [{ code: 'no-player', playerId }] };
  const last = event.rounds[event.rounds.length - 1];
  const open = dropped ? last?.pairings.find((p) => !p.result && (p.a === playerId || p.b === playerId)) : undefined;
  const present: OpenTable['present'] = open?.a === playerId ? 'b' : 'a';
  const openTable: { openTable?: OpenTable } = last && open ? { openTable: { round: last.number, table: open.table, opponent: open[present], present } } : {};
  if ((player.dropped === true) === dropped) return { problems: [], ...openTable };
  return { event: setDropped(event, playerId, dropped, now), problems: [], ...openTable };
}

/** A player drops out (no longer paired) or comes back; an unknown id changes nothing (dropOut says so). */
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
