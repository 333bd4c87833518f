import { describe, expect, it } from 'vitest';
import type { EventFile } from './event';
import { eventResults, parseEventResultsFile, serializeEventResults } from './event-results';
import { eventResultsCsv } from './export-csv';
import { addEventToLeague, leagueEventProblems, leagueTable, newLeague } from './league';
import { tableOutcomeText } from './result-text';
import { enterResult } from './results-entry';
import { addNextRound, dropOut } from './rounds';
import { standings } from './standings';
import { scoreTable } from './table-games';
import { eventWith, T0, win } from './test-support';
import { walkoverResult } from './walkover';

/**
 * The tester's case: four players, round 1 paired; table 1 played; at table 2 one player drops
 * out before a result (TJOST: the organiser is the referee, and a round is finished before the
 * next is ranked and paired). The bye is worth 10 PF in this event, so a walkover's default PF shows.
 */
function droppedAtTable2(): { event: EventFile; present: 'a' | 'b'; presentId: string; goneId: string } {
  const base = { ...eventWith(4, { rounds: 3 }), settings: { rounds: 3, gameMinutes: 90, bye: { outcome: 'win' as const, pf: 10 } } };
  let event = addNextRound(base, T0).event!;
  const [t1, t2] = event.rounds[0]!.pairings;
  event = enterResult(event, 1, t1!.table, win(120, 30), T0).event!;
  event = dropOut(event, t2!.b, true, T0).event!;
  return { event, present: 'a', presentId: t2!.a, goneId: t2!.b };
}

describe('a walkover (kampflos)', () => {
  it('closes the table a player dropped out at: as a game a win at 0:0 is refused, as a walkover it is taken and the next round pairs', () => {
    const { event } = droppedAtTable2();
    expect(addNextRound(event, T0).problems).toEqual([{ code: 'round-open', round: 1, tables: [2] }]);
    expect(enterResult(event, 1, 2, { outcome: 'a', a: { pf: 0 }, b: { pf: 0 } }, T0).issues.map((i) => i.code)).toEqual(['tjost.result-break-win']);
    const entered = enterResult(event, 1, 2, walkoverResult('a', event.settings), T0);
    expect(entered.issues).toEqual([]);
    expect(entered.event!.rounds[0]!.pairings[1]!.result).toEqual({ outcome: 'a', walkover: true, a: { pf: 10 }, b: { pf: 0 }, enteredAt: T0.toISOString() });
    expect(addNextRound(entered.event!, T0).problems).toEqual([]);
  });

  it('scores the player present a win’s PH and the PF entered (default: a bye’s), the absent player none; not a game', () => {
    const { event, presentId, goneId } = droppedAtTable2();
    const byDefault = enterResult(event, 1, 2, walkoverResult('a', event.settings), T0).event!;
    const row = (e: EventFile, id: string) => standings(e, 1).find((r) => r.playerId === id)!;
    expect(row(byDefault, presentId)).toMatchObject({ ph: 3, pf: 10, games: 0, wins: 0, byes: 0, walkovers: 1 });
    expect(row(byDefault, goneId)).toMatchObject({ ph: 0, pf: 0, games: 0, walkovers: 1, dropped: true });
    // The organiser may enter PF for each side: what was destroyed before the player left.
    const entered = enterResult(event, 1, 2, walkoverResult('a', event.settings, { a: 60, b: 40 }), T0).event!;
    expect([row(entered, presentId).pf, row(entered, goneId).pf]).toEqual([60, 40]);
    // Scored as the one walkover scoring says, wherever a table's score is shown.
    const pairing = entered.rounds[0]!.pairings[1]!;
    const score = scoreTable(entered, 1, { ...pairing, result: pairing.result! });
    expect(score).toEqual({ walkover: true, a: { agreed: 'win', outcome: 'win', ph: 3, pf: 60, bonus: 0, total: 60 }, b: { agreed: 'loss', outcome: 'loss', ph: 0, pf: 40, bonus: 0, total: 40 } });
    expect(tableOutcomeText(pairing.result!, score, { a: 'Eva Roth', b: 'Ben' }, 'de')).toBe('Eva Roth gewinnt kampflos');
    expect(tableOutcomeText(pairing.result!, score, { a: 'Eva Roth', b: 'Ben' }, 'en')).toBe('Eva Roth won by walkover');
  });

  it('is listed as a walkover in the JSON and CSV results, apart from the games; the rows add up to the totals', () => {
    const { event, presentId, goneId } = droppedAtTable2();
    const done = enterResult(event, 1, 2, walkoverResult('a', event.settings, { a: 25 }), T0).event!;
    const name = (id: string) => done.players.find((p) => p.id === id)!.name;
    const results = eventResults(done, T0);
    const present = results.players.find((p) => p.name === name(presentId))!;
    expect(present).toMatchObject({ ph: 3, pf: 25, games: [], walkovers: [{ round: 1, table: '2', opponent: name(goneId), won: true, pf: 25, opponentPf: 0 }] });
    expect(results.players.find((p) => p.name === name(goneId))).toMatchObject({ ph: 0, pf: 0, games: [], dropped: true, walkovers: [{ round: 1, table: '2', opponent: name(presentId), won: false, pf: 0, opponentPf: 25 }] });
    expect(parseEventResultsFile(serializeEventResults(results), 'r.json').results).toEqual(results);
    // player, faction, player_ph, player_pf, round, table, opponent, opponent_faction, outcome, pf, opponent_pf, mission, mission_round, bonus_pf, ph, total_pf
    const rows = eventResultsCsv(results).trimEnd().split('\r\n').map((r) => r.split(',').slice(3));
    expect(rows.filter((r) => r[8]?.startsWith('walkover-'))).toEqual([
      [name(presentId), '', '3', '25', '1', '2', name(goneId), '', 'walkover-win', '25', '0', '', '', '0', '3', '25'],
      [name(goneId), '', '0', '0', '1', '2', name(presentId), '', 'walkover-loss', '0', '25', '', '', '0', '0', '0'],
    ]);
  });

  it('the CSV still finds what a bye scored beside a walkover', () => {
    // Five players: one has the bye; a walkover at another table.
    const base = { ...eventWith(5, { rounds: 3 }), settings: { rounds: 3, gameMinutes: 90, bye: { outcome: 'win' as const, pf: 10 } } };
    let event = addNextRound(base, T0).event!;
    const [t1, t2] = event.rounds[0]!.pairings;
    event = enterResult(event, 1, t1!.table, win(120, 30), T0).event!;
    event = enterResult(event, 1, t2!.table, walkoverResult('b', event.settings, { b: 50 }), T0).event!;
    event = addNextRound(event, T0).event!;
    const round2 = event.rounds[1]!;
    for (const p of round2.pairings) event = enterResult(event, 2, p.table, p.a === t2!.b || p.b === t2!.b ? walkoverResult(p.a === t2!.b ? 'a' : 'b', event.settings) : win(100, 20), T0).event!;
    const results = eventResults(event, T0);
    const rows = eventResultsCsv(results).trimEnd().split('\r\n').slice(1).map((r) => r.split(','));
    for (const p of results.players) {
      const own = rows.filter((r) => r[3] === p.name);
      expect(own.reduce((n, r) => n + Number(r[17]), 0), p.name).toBe(p.ph);
      expect(own.reduce((n, r) => n + Number(r[18]), 0), p.name).toBe(p.pf);
      expect(own.filter((r) => r[11] === 'bye').length, p.name).toBe(p.byes);
    }
  });

  it('does not count in the league, as a bye does not: an event of walkovers only is refused', () => {
    const { event, presentId } = droppedAtTable2();
    const done = enterResult(event, 1, 2, walkoverResult('a', event.settings), T0).event!;
    const league = addEventToLeague(newLeague({ id: 's', name: 'S', now: T0 }), eventResults(done, T0), T0).league;
    const name = done.players.find((p) => p.id === presentId)!.name;
    // Only the game of table 1 counts: the walkover's player has no game, so no row.
    expect(leagueTable(league).map((r) => [r.name, r.played])).not.toContainEqual([name, expect.anything()]);
    expect(leagueTable(league)).toHaveLength(2);
    const onlyWalkovers = eventResults({ ...done, rounds: [{ ...done.rounds[0]!, pairings: done.rounds[0]!.pairings.slice(1) }] }, T0);
    expect(leagueEventProblems(onlyWalkovers)).toEqual([{ code: 'no-results', event: 'Test Cup' }]);
  });
});

describe('dropOut', () => {
  it('names the table of the last round the player leaves open, and the opponent', () => {
    const paired = addNextRound(eventWith(4, { rounds: 3 }), T0).event!;
    const t2 = paired.rounds[0]!.pairings[1]!;
    const out = dropOut(paired, t2.b, true, T0);
    expect(out.problems).toEqual([]);
    expect(out.openTable).toEqual({ round: 1, table: 2, opponent: t2.a, present: 'a' });
    expect(out.event!.players.find((p) => p.id === t2.b)!.dropped).toBe(true);
    // Out already: nothing changes; back in: no open table to speak of.
    expect(dropOut(out.event!, t2.b, true, T0).event).toBeUndefined();
    const back = dropOut(out.event!, t2.b, false, T0);
    expect([back.event?.players.find((p) => p.id === t2.b)?.dropped, back.openTable]).toEqual([undefined, undefined]);
    expect(dropOut(paired, 'p9', true, T0)).toEqual({ problems: [{ code: 'no-player', playerId: 'p9' }] });
  });
});

describe('tableOutcomeText', () => {
  it('says a draw won on PF as entered and as scored, in German and English', () => {
    let event = addNextRound(eventWith(2), T0).event!;
    event = enterResult(event, 1, 1, { outcome: 'draw', a: { pf: 175, missionRound: 3 }, b: { pf: 40, missionRound: 3 } }, T0).event!;
    const pairing = event.rounds[0]!.pairings[0]!;
    const score = scoreTable(event, 1, { ...pairing, result: pairing.result! });
    expect([score.a.agreed, score.a.outcome, score.a.ph, score.b.ph]).toEqual(['draw', 'win', 3, 0]);
    expect(tableOutcomeText(pairing.result!, score, { a: 'Eva Roth', b: 'Ben' }, 'de')).toBe('Unentschieden, nach PF gewonnen: Eva Roth');
    expect(tableOutcomeText(pairing.result!, score, { a: 'Eva Roth', b: 'Ben' }, 'en')).toBe('Draw, won on PF: Eva Roth');
    const even = { a: { ...score.a, tiebreak: undefined }, b: score.b };
    expect(tableOutcomeText({ outcome: 'draw' }, even, { a: 'Eva Roth', b: 'Ben' }, 'en')).toBe('Draw');
    expect(tableOutcomeText({ outcome: 'b' }, even, { a: 'Eva Roth', b: 'Ben' }, 'de')).toBe('Ben gewinnt');
  });
});
