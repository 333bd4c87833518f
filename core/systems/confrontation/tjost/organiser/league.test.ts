import { describe, expect, it } from 'vitest';
import { eventResults, parseEventResultsFile, serializeEventResults } from './event-results';
import { eventResultsCsv } from './export-csv';
import { addEventToLeague, leagueTable, newLeague, parseLeagueFile, serializeLeague } from './league';
import { eventWith, playRounds, T0 } from './test-support';

describe('event results and the league', () => {
  const a = playRounds({ ...eventWith(6, { rounds: 3 }), id: 'cup-a', name: 'Cup A' }, 3, 1);
  const b = playRounds({ ...eventWith(7, { rounds: 3, seed: 5 }), id: 'cup-b', name: 'Cup B' }, 3, 2);

  it('exports every player with rank, totals and games (byes are not games)', () => {
    const results = eventResults(b, T0);
    expect(results.players).toHaveLength(7);
    expect(results.players.map((p) => p.rank)).toEqual([...results.players.map((p) => p.rank)].sort((x, y) => x - y));
    expect(results.players.reduce((n, p) => n + p.games.length, 0)).toBe(3 * 6);
    expect(results.players.reduce((n, p) => n + p.byes, 0)).toBe(3);
    const back = parseEventResultsFile(serializeEventResults(results), 'r.json');
    expect(back.results).toEqual(results);
  });

  it('exports CSV rows per game, with formulas escaped', () => {
    const results = eventResults({ ...a, players: a.players.map((p, i) => (i === 0 ? { ...p, name: '=HYPERLINK("x")' } : p)) }, T0);
    const csv = eventResultsCsv(results);
    const lines = csv.trimEnd().split('\r\n');
    expect(lines[0]).toBe('event,date,rank,player,faction,player_ph,player_pf,round,table,opponent,opponent_faction,outcome,pf,opponent_pf,mission,mission_round,bonus_pf,ph,total_pf');
    expect(lines).toHaveLength(1 + 6 * 3);
    expect(csv).toContain(`"'=HYPERLINK(""x"")"`);
  });

  it('refuses an event without a game result (no round played): the league stays as it was; a partly played event is taken', () => {
    const league = newLeague({ id: 's', name: 'S', now: T0 });
    const unplayed = eventResults({ ...eventWith(4), id: 'none', name: 'None' }, T0);
    expect(addEventToLeague(league, unplayed, T0)).toEqual({ league, replaced: false, problems: [{ code: 'no-results', event: 'None' }] });
    const oneRound = addEventToLeague(league, eventResults(playRounds({ ...eventWith(4), id: 'one' }, 1), T0), T0);
    expect([oneRound.problems, oneRound.league.events.length]).toEqual([[], 1]);
  });

  it('counts the 12 best games of each player over the season, PH then PF', () => {
    let league = newLeague({ id: 'season', name: 'Liga', season: '2003/2004', now: T0 });
    league = addEventToLeague(league, eventResults(a, T0), T0).league;
    for (let i = 0; i < 4; i++) league = addEventToLeague(league, { ...eventResults(b, T0), event: { ...eventResults(b, T0).event, id: `cup-b${i}` } }, T0).league;
    const replaced = addEventToLeague(league, eventResults(a, T0), T0);
    expect(replaced.replaced).toBe(true);
    expect(replaced.league.events).toHaveLength(5);
    const table = leagueTable(league);
    const p1 = table.find((r) => r.name === 'P1')!;
    // P1 played 3 games at Cup A and up to 3 at each of the four Cup B: only 12 count.
    expect(p1.played).toBeGreaterThan(12);
    expect(p1.games).toBe(12);
    for (let i = 1; i < table.length; i++) expect(table[i - 1]!.ph > table[i]!.ph || (table[i - 1]!.ph === table[i]!.ph && table[i - 1]!.pf >= table[i]!.pf)).toBe(true);
    expect(parseLeagueFile(serializeLeague(league), 'l.muster-league').league).toEqual(league);
    const twice = { ...league, events: [...league.events, league.events[0]!] };
    expect(parseLeagueFile(JSON.stringify(twice), 'l.muster-league').problems[0]?.path).toBe('events[5].event.id');
  });

  it('knows a player across events by the rule registration uses: case, spaces and a decomposed ü ignored; an event counts once per player', () => {
    const r = eventResults(a, T0);
    const named = (id: string, name: string) => ({ ...r, event: { ...r.event, id }, players: r.players.map((p, i) => (i === 0 ? { ...p, name } : p)) });
    let league = newLeague({ id: 's', name: 'S', now: T0 });
    league = addEventToLeague(league, named('e1', 'Jürgen Müller'), T0).league;
    league = addEventToLeague(league, named('e2', 'jürgen  müller'), T0).league;
    league = addEventToLeague(league, named('e3', 'JÜRGEN   MÜLLER'), T0).league;
    league = addEventToLeague(league, named('e4', 'Ju\u0308rgen Mu\u0308ller'), T0).league;
    const juergen = leagueTable(league).filter((row) => row.name.toLowerCase().includes('rgen'));
    expect(juergen.map((row) => [row.name, row.events, row.played])).toEqual([['Jürgen Müller', 4, 4 * r.players[0]!.games.length]]);
    // One event that listed him twice (two spellings registered before registration matched them) counts once.
    const twice = { ...named('e5', 'Jürgen Müller'), players: [...named('e5', 'Jürgen Müller').players, { ...r.players[0]!, name: 'JÜRGEN  MÜLLER' }] };
    const once = leagueTable(addEventToLeague(newLeague({ id: 't', name: 'T', now: T0 }), twice, T0).league).find((row) => row.name === 'Jürgen Müller')!;
    expect(once.events).toBe(1);
  });

  it('knows a player across events by name, ignoring case and spaces', () => {
    let league = newLeague({ id: 's', name: 'S', now: T0 });
    const r = eventResults(a, T0);
    league = addEventToLeague(league, r, T0).league;
    league = addEventToLeague(league, { ...r, event: { ...r.event, id: 'other' }, players: r.players.map((p) => ({ ...p, name: ` ${p.name.toLowerCase()}  ` })) }, T0).league;
    expect(leagueTable(league)).toHaveLength(6);
    expect(leagueTable(league)[0]!.events).toBe(2);
  });
});
