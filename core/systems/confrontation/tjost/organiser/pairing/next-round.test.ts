import { describe, expect, it } from 'vitest';
import { compareScores } from '../../scoring';
import { standings } from '../standings';
import { eventWith, playRounds, T0 } from '../test-support';
import { addNextRound, setDropped } from '../rounds';
import { pairKey } from './history';
import { drawOrder } from './draw';
import { pairNextRound } from './next-round';

const playersOf = (round: { pairings: { a: string; b: string }[]; bye?: string }) => [...round.pairings.flatMap((p) => [p.a, p.b]), ...(round.bye ? [round.bye] : [])];

describe('round 1: by lot', () => {
  it('pairs in the order drawn from the seed, the first two at table 1; the same seed draws the same', () => {
    const event = eventWith(8, { seed: 2025 });
    const { round, order } = pairNextRound(event, T0);
    expect(order).toEqual(drawOrder(['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7', 'p8'], 2025));
    expect(round?.pairings.map((p) => [p.table, p.a, p.b])).toEqual([0, 1, 2, 3].map((t) => [t + 1, order[2 * t], order[2 * t + 1]]));
    expect(pairNextRound(event, T0).round).toEqual(round);
    expect(pairNextRound({ ...event, seed: 2026 }, T0).order).not.toEqual(order);
  });

  it('gives the last drawn the bye with an odd number', () => {
    const { round, order } = pairNextRound(eventWith(7), T0);
    expect(round?.bye).toBe(order[6]);
    expect(round?.pairings).toHaveLength(3);
  });
});

describe('a simulated 16-player event of 5 rounds (seed 42)', () => {
  const event = playRounds(eventWith(16, { rounds: 5, seed: 42 }), 5);

  it('never repeats a pairing and everyone plays once per round', () => {
    const seen = new Set<string>();
    for (const round of event.rounds) {
      expect(playersOf(round).sort()).toEqual(event.players.map((p) => p.id).sort());
      expect(round.bye).toBeUndefined();
      for (const p of round.pairings) {
        expect(seen.has(pairKey(p.a, p.b)), `round ${round.number}: ${p.a}-${p.b} met before`).toBe(false);
        seen.add(pairKey(p.a, p.b));
      }
    }
    expect(seen.size).toBe(5 * 8);
  });

  it('pairs later rounds by the standings: table 1 holds the leader, and tables go down the ranking', () => {
    for (const round of event.rounds.slice(1)) {
      const before = standings(event, round.number - 1);
      const place = new Map(before.map((row, i) => [row.playerId, i]));
      const top = Math.min(...round.pairings.flatMap((p) => [place.get(p.a)!, place.get(p.b)!]));
      expect(top).toBe(0);
      expect([round.pairings[0]!.a, round.pairings[0]!.b]).toContain(before[0]!.playerId);
      const tableTop = round.pairings.map((p) => Math.min(place.get(p.a)!, place.get(p.b)!));
      expect(tableTop).toEqual([...tableTop].sort((x, y) => x - y));
    }
  });

  it('has standings in PH, then PF order', () => {
    const rows = standings(event);
    for (let i = 1; i < rows.length; i++) expect(compareScores(rows[i - 1]!, rows[i]!)).toBeLessThanOrEqual(0);
    expect(rows.every((r) => r.games === 5)).toBe(true);
  });

  it('refuses a sixth round (the event has five)', () => {
    expect(pairNextRound(event, T0).problems).toEqual([{ code: 'all-rounds-paired', rounds: 5 }]);
  });
});

describe('a 7-player event: the bye', () => {
  const event = playRounds(eventWith(7, { rounds: 7, seed: 9 }), 7);

  it('gives one bye per round and never a second while another player has none', () => {
    const byes = event.rounds.map((r) => r.bye);
    expect(byes.every((b) => b !== undefined)).toBe(true);
    expect(new Set(byes).size).toBe(7);
    for (const round of event.rounds) expect(playersOf(round).sort()).toEqual(event.players.map((p) => p.id).sort());
  });

  it('scores the bye as the event says (default: a win, 3 PH, 0 PF)', () => {
    const five = playRounds(eventWith(7, { rounds: 5, seed: 9 }), 1);
    const bye = five.rounds[0]!.bye!;
    expect(standings(five).find((r) => r.playerId === bye)).toMatchObject({ ph: 3, pf: 0, games: 0, byes: 1 });
    const asDraw = { ...five, settings: { ...five.settings, bye: { outcome: 'draw' as const, pf: 50 } } };
    expect(standings(asDraw).find((r) => r.playerId === bye)).toMatchObject({ ph: 1, pf: 50, byes: 1 });
  });
});

describe('pairing problems and dropped players', () => {
  it('refuses to pair while a table of the last round has no result', () => {
    const paired = addNextRound(eventWith(4), T0).event!;
    expect(pairNextRound(paired, T0).problems).toEqual([{ code: 'round-open', round: 1, tables: [1, 2] }]);
  });

  it('does not pair a dropped-out player; an odd number then gives a bye', () => {
    let event = playRounds(eventWith(6), 1);
    event = setDropped(event, 'p3', true, T0);
    const { round } = pairNextRound(event, T0);
    expect(playersOf(round!)).not.toContain('p3');
    expect(round!.bye).toBeDefined();
    expect(pairNextRound(eventWith(1), T0).problems).toEqual([{ code: 'too-few-players', players: 1 }]);
  });

  it('pairs 4 players for 4 rounds: round 4 must repeat, and says which pairings do', () => {
    const event = playRounds(eventWith(4, { rounds: 4 }), 3);
    const outcome = pairNextRound(event, T0);
    expect(outcome.round?.pairings).toHaveLength(2);
    expect(outcome.repeats).toHaveLength(2);
    expect(outcome.repeats[0]!.rounds).toHaveLength(1);
  });
});
