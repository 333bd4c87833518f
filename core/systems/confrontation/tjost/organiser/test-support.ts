import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import type { EventFile, TableResult } from './event';
import { newEvent } from './new';
import { enterResult } from './results-entry';
import { addNextRound } from './rounds';

export const T0 = new Date('2025-03-01T10:00:00.000Z');

/** An event with `n` players named P1 … Pn (no lists), ids p1 … pn. */
export function eventWith(n: number, options: { rounds?: number; seed?: number } = {}): EventFile {
  const event = newEvent({ id: 'test', name: 'Test Cup', seed: options.seed ?? 42, now: T0, date: '2025-03-01', settings: { rounds: options.rounds ?? 5 } });
  const players = Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}`, name: `P${i + 1}` }));
  return { ...event, players, lastPlayerNumber: n };
}

/** A possible result: the winner fulfilled the mission in round 1-4, PF drawn from `rng`. */
function randomResult(rng: ReturnType<typeof xoroshiro128plus>): TableResult {
  const winner = uniformInt(rng, 0, 1) === 0 ? 'a' : 'b';
  const round = uniformInt(rng, 1, 4);
  const side = (won: boolean) => ({ pf: uniformInt(rng, 0, 180), ...(won ? { missionRound: round } : {}) });
  return { outcome: winner, a: side(winner === 'a'), b: side(winner === 'b') };
}

/** Plays `rounds` rounds: pairs each and enters a random possible result at every table. */
export function playRounds(event: EventFile, rounds: number, resultSeed = 7): EventFile {
  const rng = xoroshiro128plus(resultSeed);
  let current = event;
  for (let r = 0; r < rounds; r++) {
    const paired = addNextRound(current, T0);
    if (!paired.event) throw new Error(`round ${r + 1} could not be paired: ${JSON.stringify(paired.problems)}`);
    current = paired.event;
    const round = current.rounds[current.rounds.length - 1]!;
    for (const p of round.pairings) {
      const entered = enterResult(current, round.number, p.table, randomResult(rng), T0);
      if (!entered.event) throw new Error(`result refused: ${JSON.stringify(entered.issues)}`);
      current = entered.event;
    }
  }
  return current;
}

/** A win by the mission fulfilled in round 4 (+25 PF for the winner). */
export const win = (a: number, b: number): TableResult => ({ outcome: 'a', a: { pf: a, missionRound: 4 }, b: { pf: b } });

/**
 * Two rounds played by hand, every result in. Emil dropped out before round 1 (never paired);
 * Fritz had the bye in round 1 and dropped out then (a bye, no game); Gustav's list came in after
 * the last round (a file written before registration refused that). Anna wins twice; Cid and Dora
 * once each, Cid with more PF; Ben loses twice. Final ranks: Anna 1, Cid 2, Dora 3, Fritz 4, Ben 5.
 */
export function finishedEvent(): EventFile {
  const base = eventWith(0, { rounds: 2 });
  const names = ['Anna', 'Ben', 'Cid', 'Dora', 'Emil', 'Fritz', 'Gustav'];
  const players = names.map((name, i) => ({ id: `p${i + 1}`, name, ...(name === 'Emil' || name === 'Fritz' ? { dropped: true } : {}) }));
  const at = T0.toISOString();
  return {
    ...base,
    players,
    lastPlayerNumber: players.length,
    rounds: [
      { number: 1, pairedAt: at, pairings: [{ table: 1, a: 'p1', b: 'p2', result: win(120, 30) }, { table: 2, a: 'p3', b: 'p4', result: win(110, 20) }], bye: 'p6' },
      { number: 2, pairedAt: at, pairings: [{ table: 1, a: 'p1', b: 'p3', result: win(100, 40) }, { table: 2, a: 'p4', b: 'p2', result: win(60, 10) }] },
    ],
  };
}
