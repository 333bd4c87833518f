import { describe, expect, it } from 'vitest';
import { enterResult } from '../results-entry';
import { addNextRound, swapInRound } from '../rounds';
import { eventWith, playRounds, T0 } from '../test-support';

describe('swapping two players by hand', () => {
  it('swaps two players of different tables and marks the round as changed by hand', () => {
    const event = addNextRound(eventWith(4), T0).event!;
    const [t1, t2] = event.rounds[0]!.pairings;
    const out = swapInRound(event, 1, t1!.b, t2!.a, T0);
    expect(out.problems).toEqual([]);
    expect(out.event!.rounds[0]!.pairings.map((p) => [p.a, p.b])).toEqual([
      [t1!.a, t2!.a],
      [t1!.b, t2!.b],
    ]);
    expect(out.event!.rounds[0]!.manual).toBe(true);
    expect(out.repeats).toEqual([]);
  });

  it('warns when the swap repeats an earlier pairing, and still swaps', () => {
    let event = playRounds(eventWith(4, { rounds: 3 }), 1);
    const first = event.rounds[0]!.pairings[0]!;
    event = addNextRound(event, T0).event!;
    const r2 = event.rounds[1]!;
    const tableOfA = r2.pairings.find((p) => p.a === first.a || p.b === first.a)!;
    const partnerOfA = tableOfA.a === first.a ? tableOfA.b : tableOfA.a;
    const out = swapInRound(event, 2, partnerOfA, first.b, T0);
    expect(out.event).toBeDefined();
    expect(out.repeats).toContainEqual({ a: expect.any(String), b: expect.any(String), rounds: [1] });
    const again = out.repeats.find((r) => [r.a, r.b].sort().join() === [first.a, first.b].sort().join());
    expect(again?.rounds).toEqual([1]);
  });

  it('swaps with the bye, and refuses tables with a result, the same table and unknown players', () => {
    const event = addNextRound(eventWith(5), T0).event!;
    const round = event.rounds[0]!;
    const withBye = swapInRound(event, 1, round.bye!, round.pairings[0]!.a, T0);
    expect(withBye.event!.rounds[0]!.bye).toBe(round.pairings[0]!.a);
    const scored = enterResult(event, 1, 1, { outcome: 'a', a: { pf: 50, missionRound: 2 }, b: { pf: 10 } }, T0).event!;
    expect(swapInRound(scored, 1, round.pairings[0]!.a, round.pairings[1]!.a, T0).problems).toEqual([{ code: 'has-result', table: 1 }]);
    expect(swapInRound(event, 1, round.pairings[0]!.a, round.pairings[0]!.b, T0).problems).toEqual([{ code: 'same-table', table: 1 }]);
    expect(swapInRound(event, 1, 'nobody', round.pairings[0]!.a, T0).problems).toEqual([{ code: 'not-in-round', player: 'nobody' }]);
    expect(swapInRound(event, 3, 'p1', 'p2', T0).problems).toEqual([{ code: 'no-round', round: 3 }]);
  });
});
