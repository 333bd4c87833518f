import { describe, expect, it } from 'vitest';
import { TJ_LOOKUP, tjList } from '../test-fixtures';
import type { EventFile } from './event';
import { eventResults, serializeEventResults, parseEventResultsFile } from './event-results';
import { eventResultsCsv } from './export-csv';
import { addEventToLeague, leagueTable, newLeague } from './league';
import { registerPlayers } from './registration';
import { standings } from './standings';
import { finishedEvent as finished, T0, win } from './test-support';

const ranked = (rows: readonly { name: string; rank: number }[]) => rows.map((r) => [r.rank, r.name]);
const EXPECTED = [
  [1, 'Anna'],
  [2, 'Cid'],
  [3, 'Dora'],
  [4, 'Fritz'],
  [5, 'Ben'],
];

describe('players who never played', () => {
  it('the final standings list the players with a game result or a bye, with exact ranks; never the dropped-before-round-1 or the late player', () => {
    expect(ranked(standings(finished(), 2))).toEqual(EXPECTED);
  });

  it('the results export reports exactly those players with the same ranks (it listed Emil and Gustav at rank 6 with 0 games)', () => {
    const results = eventResults(finished(), T0);
    expect(ranked(results.players)).toEqual(EXPECTED);
    expect(results.players.find((p) => p.name === 'Fritz')).toMatchObject({ ph: 3, pf: 0, byes: 1, byeRounds: [1], games: [], dropped: true });
    expect(parseEventResultsFile(serializeEventResults(results), 'r.json').results).toEqual(results);
  });

  it('the standings after round 1 list nobody still waiting for a result: a round just paired ranks no one', () => {
    const event = finished();
    const paired = { ...event, rounds: [{ ...event.rounds[0]!, pairings: event.rounds[0]!.pairings.map(({ result: _r, ...p }) => p) }] };
    expect(ranked(standings(paired, 1))).toEqual([[1, 'Fritz']]);
    // The export is as the app's standings (after the last round with a result): before any result, nobody, not even the bye.
    expect(eventResults(paired, T0).players.map((p) => p.name)).toEqual([]);
  });

  it('the league counts games only: the bye-only player and the players of an older export without games get no row', () => {
    const results = eventResults(finished(), T0);
    const league = addEventToLeague(newLeague({ id: 's', name: 'S', now: T0 }), results, T0).league;
    expect(leagueTable(league).map((r) => [r.rank, r.name, r.played])).toEqual([
      [1, 'Anna', 2],
      [2, 'Cid', 2],
      [3, 'Dora', 2],
      [4, 'Ben', 2],
    ]);
    // An export made before: Emil and Gustav with rank 6 and no game.
    const unplayed = (name: string) => ({ name, rank: 6, ph: 0, pf: 0, byes: 0, games: [] });
    const older = { ...results, event: { ...results.event, id: 'older' }, players: [...results.players, unplayed('Emil'), unplayed('Gustav')] };
    const withOlder = addEventToLeague(league, older, T0).league;
    expect(leagueTable(withOlder).map((r) => r.name)).toEqual(['Anna', 'Cid', 'Dora', 'Ben']);
  });

  it('the CSV has a row for each bye, marked, so a player’s rows add up to player_ph and player_pf', () => {
    const csv = eventResultsCsv(eventResults(finished(), T0));
    const [head, ...lines] = csv.trimEnd().split('\r\n');
    const columns = head!.split(',');
    const rows = lines.map((l) => Object.fromEntries(l.split(',').map((cell, i) => [columns[i], cell])));
    expect(rows.filter((r) => r.player === 'Fritz')).toEqual([
      expect.objectContaining({ rank: '4', player_ph: '3', player_pf: '0', round: '1', table: '', opponent: '', outcome: 'bye', pf: '0', ph: '3', total_pf: '0' }),
    ]);
    for (const name of ['Anna', 'Ben', 'Cid', 'Dora', 'Fritz']) {
      const own = rows.filter((r) => r.player === name);
      expect(own.reduce((n, r) => n + Number(r.ph), 0), name).toBe(Number(own[0]!.player_ph));
      expect(own.reduce((n, r) => n + Number(r.total_pf), 0), name).toBe(Number(own[0]!.player_pf));
    }
    expect(rows.some((r) => r.player === 'Emil' || r.player === 'Gustav')).toBe(false);
  });

  it('a bye worth a draw and PF shows what it scored, in round order among the games', () => {
    const event = finished();
    const at = T0.toISOString();
    // Five players: Fritz has the bye in round 1 and plays Dora in round 2, where Ben has the bye.
    const five: EventFile = {
      ...event,
      settings: { ...event.settings, bye: { outcome: 'draw', pf: 25 } },
      players: event.players.filter((p) => ['Anna', 'Ben', 'Cid', 'Dora', 'Fritz'].includes(p.name)).map(({ dropped: _d, ...p }) => p),
      rounds: [event.rounds[0]!, { number: 2, pairedAt: at, pairings: [{ table: 1, a: 'p1', b: 'p3', result: win(100, 40) }, { table: 2, a: 'p6', b: 'p4', result: win(70, 5) }], bye: 'p2' }],
    };
    const csv = eventResultsCsv(eventResults(five, T0));
    const of = (name: string) => csv.split('\r\n').map((l) => l.split(',')).filter((cells) => cells[3] === name).map((cells) => [...cells.slice(7, 13), cells[17], cells[18]]);
    // round, table, opponent, opponent_faction, outcome, pf, ph, total_pf
    expect(of('Ben')).toEqual([
      ['1', '1', 'Anna', '', 'loss', '30', '0', '30'],
      ['2', '', '', '', 'bye', '25', '1', '25'],
    ]);
    expect(of('Fritz')).toEqual([
      ['1', '', '', '', 'bye', '25', '1', '25'],
      ['2', '2', 'Dora', '', 'win', '70', '3', '95'],
    ]);
  });

  it('refuses a player registered once every planned round is paired: finished or with the last round open', () => {
    const list = { ...tjList('tjost-selection', [{ id: 'e1', cardId: 'hero' }]), player: 'Hanna' };
    const done = finished();
    const late = registerPlayers(done, [{ fileName: 'hanna.muster', list }], TJ_LOOKUP, T0);
    expect([late.registered, late.problems, late.event.players.length]).toEqual([[], [{ code: 'rounds-paired', fileName: 'hanna.muster', name: 'Hanna', rounds: 2, finished: true }], 7]);
    const open = { ...done, rounds: [done.rounds[0]!, { ...done.rounds[1]!, pairings: done.rounds[1]!.pairings.map(({ result: _r, ...p }) => p) }] };
    expect(registerPlayers(open, [{ fileName: 'hanna.muster', list }], TJ_LOOKUP, T0).problems).toEqual([{ code: 'rounds-paired', fileName: 'hanna.muster', name: 'Hanna', rounds: 2, finished: false }]);
    // With a round left to play the player is registered (paired from the next round).
    const oneLeft = { ...done, settings: { ...done.settings, rounds: 3 } };
    expect(registerPlayers(oneLeft, [{ fileName: 'hanna.muster', list }], TJ_LOOKUP, T0).registered.map((r) => [r.playerId, r.name])).toEqual([['p8', 'Hanna']]);
  });
});
