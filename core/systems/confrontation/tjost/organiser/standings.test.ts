import { describe, expect, it } from 'vitest';
import { scoreGame } from '../scoring';
import type { EventFile, SideResult, TableOutcome } from './event';
import { enterResult } from './results-entry';
import { addNextRound, setDropped } from './rounds';
import { eventResults } from './event-results';
import { OPEN_TABLES_NAMED, playerGames, resultStandings, standings, standingsHeading, standingsRound } from './standings';
import { eventWith, playRounds, T0, win } from './test-support';

/** Enters a result for XYZ (p1) at their table of the round, from XYZ's side; the other table gets a possible result. */
function playXyz(event: EventFile, xyz: SideResult, opponent: SideResult, outcome: 'xyz' | 'opponent' | 'draw'): EventFile {
  let current = addNextRound(event, T0).event!;
  const round = current.rounds[current.rounds.length - 1]!;
  for (const p of round.pairings) {
    const xyzIsA = p.a === 'p1';
    if (p.a !== 'p1' && p.b !== 'p1') {
      current = enterResult(current, round.number, p.table, { outcome: 'a', a: { pf: 90, missionRound: 2 }, b: { pf: 30 } }, T0).event!;
      continue;
    }
    const winner: TableOutcome = outcome === 'draw' ? 'draw' : (outcome === 'xyz') === xyzIsA ? 'a' : 'b';
    const entered = enterResult(current, round.number, p.table, { outcome: winner, a: xyzIsA ? xyz : opponent, b: xyzIsA ? opponent : xyz }, T0);
    expect(entered.issues).toEqual([]);
    current = entered.event!;
  }
  return current;
}

describe("the rulebook's worked example through the organiser's result entry (Punktwertung)", () => {
  let event = eventWith(4, { rounds: 3 });
  event = { ...event, players: event.players.map((p) => (p.id === 'p1' ? { ...p, name: 'XYZ', faction: 'griffins-akkylannie' } : p)) };
  // Round 1: XYZ wins by breaking the opponent (210 AP lost, 151 of them destroyed) with a lead of 131 PF.
  event = playXyz(event, { pf: 151 }, { pf: 20, losses: 210 }, 'xyz');
  // Round 2: XYZ loses, the opponent fulfilled the mission in round 2; XYZ destroyed 4 AP.
  event = playXyz(event, { pf: 4 }, { pf: 120, missionRound: 2 }, 'opponent');
  // Round 3: both fulfilled their missions in round 3: a draw, 32 PF to 40 (no tiebreak).
  event = playXyz(event, { pf: 32, missionRound: 3 }, { pf: 40, missionRound: 3 }, 'draw');

  const xyz = (round?: number) => standings(event, round).find((r) => r.playerId === 'p1')!;

  it('gives 3 PH / 151 PF, then 3 PH / 155 PF, then 4 PH / 187 PF', () => {
    expect([1, 2, 3].map((r) => [xyz(r).ph, xyz(r).pf])).toEqual([
      [3, 151],
      [3, 155],
      [4, 187],
    ]);
  });

  it('ends with XYZ / people / 3 games / 4 PH / 187 PF', () => {
    expect(xyz()).toMatchObject({ name: 'XYZ', faction: 'griffins-akkylannie', games: 3, ph: 4, pf: 187, wins: 1, draws: 1, losses: 1, byes: 0 });
    expect(playerGames(event).get('p1')!.map((g) => [g.round, g.outcome, g.pf])).toEqual([
      [1, 'win', 151],
      [2, 'loss', 4],
      [3, 'draw', 32],
    ]);
  });

  it('adds the mission bonus of the winner (the opponent of round 2: 120 + 75 PF)', () => {
    const r2 = event.rounds[1]!.pairings.find((p) => p.a === 'p1' || p.b === 'p1')!;
    const opponent = r2.a === 'p1' ? r2.b : r2.a;
    const games = playerGames(event, 2).get(opponent)!;
    expect(games[1]).toMatchObject({ outcome: 'win', pf: 120, missionRound: 2 });
    expect(scoreGame(games[1]!)).toMatchObject({ ph: 3, bonus: 75, total: 195 });
  });
});

describe('standings', () => {
  it('rank by PH, then PF; equal scores share a rank and keep registration order', () => {
    const event = eventWith(4, { rounds: 1 });
    let e = addNextRound(event, T0).event!;
    const [t1, t2] = e.rounds[0]!.pairings;
    e = enterResult(e, 1, t1!.table, { outcome: 'a', a: { pf: 60, missionRound: 4 }, b: { pf: 10 } }, T0).event!;
    e = enterResult(e, 1, t2!.table, { outcome: 'a', a: { pf: 60, missionRound: 4 }, b: { pf: 10 } }, T0).event!;
    const rows = standings(e);
    expect(rows.map((r) => [r.rank, r.ph, r.pf])).toEqual([
      [1, 3, 85],
      [1, 3, 85],
      [3, 0, 10],
      [3, 0, 10],
    ]);
    const winners = [t1!.a, t2!.a].sort((x, y) => Number(x.slice(1)) - Number(y.slice(1)));
    expect(rows.slice(0, 2).map((r) => r.playerId)).toEqual(winners);
  });

  it('counts only games with a result', () => {
    const e = addNextRound(eventWith(4), T0).event!;
    expect(standings(e).every((r) => r.games === 0 && r.ph === 0)).toBe(true);
  });

  it('after round N lists the players as they were then: one registered later is not listed, one dropped out later is not marked', () => {
    // Four players play rounds 1 and 2; p4 drops out after round 2; p5 registers after round 2 and plays round 3.
    let e = playRounds(eventWith(4, { rounds: 3 }), 2);
    e = setDropped(e, 'p4', true, T0);
    e = { ...e, players: [...e.players, { id: 'p5', name: 'Late' }], lastPlayerNumber: 5 };
    e = playRounds(e, 1);
    expect(e.rounds[2]!.pairings.flatMap((p) => [p.a, p.b]).concat(e.rounds[2]!.bye ?? []).sort()).toEqual(['p1', 'p2', 'p3', 'p5']);
    const after = (n?: number) => standings(e, n).map((r) => [r.playerId, r.dropped] as const).sort();
    expect(after(1)).toEqual([['p1', false], ['p2', false], ['p3', false], ['p4', false]]);
    expect(after(2)).toEqual([['p1', false], ['p2', false], ['p3', false], ['p4', true]]);
    expect(after(3)).toEqual([['p1', false], ['p2', false], ['p3', false], ['p4', true], ['p5', false]]);
    // Without a round: every player as now (the pairing and the league's export read these).
    expect(after()).toEqual(after(3));
    // Registered after the last paired round: not in the standings after it, but paired next.
    const waiting = { ...e, players: [...e.players, { id: 'p6', name: 'Waiting' }] };
    expect(standings(waiting, 3).map((r) => r.playerId)).not.toContain('p6');
    expect(standings(waiting).map((r) => r.playerId)).toContain('p6');
  });
});

describe('standingsRound: through which round, final, and the tables still without a result', () => {
  /** Seven players, 3 rounds: rounds 1 and 2 played, round 3 paired (three tables and a bye) with results at the tables given. */
  const thirdRound = (entered: number[]): EventFile => {
    let e = addNextRound(playRounds(eventWith(7, { rounds: 3 }), 2), T0).event!;
    for (const table of entered) e = enterResult(e, 3, table, win(90, 30), T0).event!;
    return e;
  };
  const heading = (e: EventFile, lang: 'en' | 'de', asked?: number) => {
    const at = standingsRound(e, asked);
    return standingsHeading(at.final ? 'Final standings' : lang === 'de' ? `Nach Runde ${at.round}` : `After round ${at.round}`, at, lang);
  };

  it('a round just paired (only its bye) does not count yet: the standings stay after the last round with a result, not provisional', () => {
    const e = thirdRound([]);
    expect(e.rounds[2]!.bye).toBeDefined();
    expect(standingsRound(e)).toEqual({ round: 2, final: false, open: [] });
    expect(standingsRound(e, 3)).toEqual({ round: 2, final: false, open: [] });
    expect(heading(e, 'en')).toBe('After round 2');
    expect(standingsRound(eventWith(4))).toEqual({ round: 0, final: false, open: [] });
  });

  it('the results export is after that round too: the bye of the round just paired is not in it (it was counted before)', () => {
    const e = thirdRound([]);
    const byePlayer = e.rounds[2]!.bye!;
    const results = eventResults(e, T0);
    const exported = results.players.find((p) => p.name === e.players.find((q) => q.id === byePlayer)!.name)!;
    expect(results.event.rounds).toBe(2);
    expect(results.players.map((p) => [p.name, p.rank, p.ph, p.pf])).toEqual(standings(e, 2).map((r) => [r.name, r.rank, r.ph, r.pf]));
    expect(exported.byeRounds ?? []).not.toContain(3);
    expect(exported.byes).toBe(standings(e, 2).find((r) => r.playerId === byePlayer)!.byes);
    expect(resultStandings(e)).toEqual(standings(e, 2));
    // Once a table of round 3 has its result, round 3 (its bye included) is in.
    const later = thirdRound([1]);
    expect(eventResults(later, T0).event.rounds).toBe(3);
    expect(eventResults(later, T0).players.find((p) => p.name === exported.name)!.byeRounds).toContain(3);
  });

  it('one table of the round open: after that round, provisional, naming the table in both languages', () => {
    const e = thirdRound([1, 2]);
    expect(standingsRound(e)).toEqual({ round: 3, final: false, open: [3] });
    expect(heading(e, 'en')).toBe('After round 3 – provisional: table 3 has no result yet');
    expect(heading(e, 'de')).toBe('Nach Runde 3 – vorläufig: Tisch 3 hat noch kein Ergebnis');
    // An earlier round asked for is complete.
    expect(standingsRound(e, 2)).toEqual({ round: 2, final: false, open: [] });
    expect(heading(e, 'en', 2)).toBe('After round 2');
  });

  it('several tables open are all named, in order', () => {
    const e = thirdRound([2]);
    expect(standingsRound(e).open).toEqual([1, 3]);
    expect(heading(e, 'en')).toBe('After round 3 – provisional: tables 1, 3 have no result yet');
    expect(heading(e, 'de')).toBe('Nach Runde 3 – vorläufig: Tische 1, 3 haben noch kein Ergebnis');
  });

  it('the last table entered makes them final (the last round) and no longer provisional', () => {
    const e = thirdRound([1, 2, 3]);
    expect(standingsRound(e)).toEqual({ round: 3, final: true, open: [] });
    expect(heading(e, 'de')).toBe('Final standings');
    // Not the last round of the event: complete, but not final.
    const longer = { ...e, settings: { ...e.settings, rounds: 4 } };
    expect(standingsRound(longer)).toEqual({ round: 3, final: false, open: [] });
    expect(heading(longer, 'en')).toBe('After round 3');
  });

  it('more tables open than are named are counted', () => {
    let e = addNextRound(eventWith(2 * (OPEN_TABLES_NAMED + 2), { rounds: 1 }), T0).event!;
    e = enterResult(e, 1, 1, win(90, 30), T0).event!;
    expect(standingsRound(e).open).toHaveLength(OPEN_TABLES_NAMED + 1);
    expect(heading(e, 'en')).toBe(`After round 1 – provisional: ${OPEN_TABLES_NAMED + 1} tables have no result yet`);
    expect(heading(e, 'de')).toBe(`Nach Runde 1 – vorläufig: ${OPEN_TABLES_NAMED + 1} Tische haben noch kein Ergebnis`);
  });
});
