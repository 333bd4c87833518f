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
