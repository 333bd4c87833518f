import { describe, expect, it } from 'vitest';
import { TJ_LOOKUP, tjList } from '../test-fixtures';
import { eventResults } from './event-results';
import { eventResultsCsv } from './export-csv';
import { addEventToLeague, leagueTable, newLeague } from './league';
import { eventProblems } from './load';
import { registerPlayers, renamePlayer, renameProblemText } from './registration';
import { standings } from './standings';
import { eventWith, finishedEvent, playRounds, T0 } from './test-support';

const LATER = new Date('2025-03-01T18:00:00.000Z');
const list = (player: string) => ({ ...tjList('tjost-selection', [{ id: 'e1', cardId: 'hero' }]), player });

describe('renaming a player', () => {
  it('takes the name clean (NFC, single spaces), changes only that player and stamps the event', () => {
    const event = eventWith(3);
    const out = renamePlayer(event, 'p2', '  Ju\u0308rgen \t Mu\u0308ller ', LATER);
    expect(out.problems).toEqual([]);
    expect(out.renamed).toEqual({ playerId: 'p2', previous: 'P2', name: 'Jürgen Müller' });
    expect(out.event!.players.map((p) => [p.id, p.name])).toEqual([
      ['p1', 'P1'],
      ['p2', 'Jürgen Müller'],
      ['p3', 'P3'],
    ]);
    expect(out.event!.players[1]!.name).toBe('J\u00fcrgen M\u00fcller');
    expect(out.event!.updatedAt).toBe(LATER.toISOString());
    // The event it was given is left as it was.
    expect(event.players[1]!.name).toBe('P2');
  });

  it('refuses a name another player is registered under, by the rule registration refuses it by; the player’s own name in another spelling is fine', () => {
    const { event } = registerPlayers(eventWith(0), [{ fileName: 'j.muster', list: list('Jürgen Müller') }, { fileName: 'x.muster', list: list('Jurgen') }], TJ_LOOKUP, T0);
    const spellings = ['Jürgen Müller', 'jürgen  müller', 'JÜRGEN   MÜLLER', 'Ju\u0308rgen Mu\u0308ller', ' Jürgen\tMüller '];
    for (const name of spellings) {
      // Registration refuses each spelling …
      expect(registerPlayers(event, [{ fileName: 'y.muster', list: list(name) }], TJ_LOOKUP, T0).problems.map((p) => p.code)).toEqual(['name-taken']);
      // … and so does renaming p2 to it, naming the player registered under it.
      const out = renamePlayer(event, 'p2', name, LATER);
      expect(out.event).toBeUndefined();
      expect(out.problems).toEqual([{ code: 'name-taken', playerId: 'p2', name: name.normalize('NFC').replace(/\s+/g, ' ').trim(), other: { id: 'p1', name: 'Jürgen Müller' } }]);
    }
    const refused = renamePlayer(event, 'p2', 'JÜRGEN MÜLLER', LATER).problems[0]!;
    expect(renameProblemText(refused, 'en')).toBe('“JÜRGEN MÜLLER” is taken: Jürgen Müller is registered under that name already (case, spaces, ü or ue, ß or ss do not make another name).');
    expect(renameProblemText(refused, 'de')).toBe('„JÜRGEN MÜLLER“ ist vergeben: Jürgen Müller ist schon unter diesem Namen angemeldet (Groß- und Kleinschreibung, Leerzeichen, ü oder ue, ß oder ss machen keinen anderen Namen).');
    // "ß" is "SS" in capitals, as registration has it.
    const strauss = registerPlayers(eventWith(0), [{ fileName: 'a.muster', list: list('Eva Strauß') }, { fileName: 'b.muster', list: list('Eva') }], TJ_LOOKUP, T0).event;
    expect(renamePlayer(strauss, 'p2', 'EVA STRAUSS', LATER).problems.map((p) => p.code)).toEqual(['name-taken']);
    // A player's own name written otherwise is no other player's: "jürgen müller" becomes "Jürgen Müller".
    const lower = renamePlayer(event, 'p1', 'jürgen müller', LATER);
    expect([lower.problems, lower.event?.players[0]?.name]).toEqual([[], 'jürgen müller']);
  });

  it('refuses an empty or too long name and an unknown player; the exact name it has already changes nothing', () => {
    const event = eventWith(2);
    expect(renamePlayer(event, 'p1', ' \t\u00a0', LATER)).toEqual({ problems: [{ code: 'name-empty', playerId: 'p1', name: 'P1' }] });
    expect(renamePlayer(event, 'p1', 'x'.repeat(201), LATER)).toEqual({ problems: [{ code: 'name-long', playerId: 'p1', name: 'P1', max: 200 }] });
    expect(renamePlayer(event, 'p1', 'x'.repeat(200), LATER).event?.players[0]?.name).toHaveLength(200);
    expect(renamePlayer(event, 'p9', 'Anna', LATER)).toEqual({ problems: [{ code: 'no-player', playerId: 'p9' }] });
    expect(renamePlayer(event, 'p1', ' P1 ', LATER)).toEqual({ renamed: { playerId: 'p1', previous: 'P1', name: 'P1' }, problems: [] });
    expect(renameProblemText({ code: 'name-empty', playerId: 'p1', name: 'P1' }, 'de')).toBe('Ein Spieler braucht einen Namen: P1 behält seinen Namen.');
    expect(renameProblemText({ code: 'name-long', playerId: 'p1', name: 'P1', max: 200 }, 'en')).toBe('A name has at most 200 characters: P1 keeps the name.');
    expect(renameProblemText({ code: 'no-player', playerId: 'p9' }, 'en')).toBe("No player 'p9' in this event.");
  });

  it('works once rounds are paired and results entered: pairings, byes and results name the player by id and stay; standings, export and CSV show the new name', () => {
    const event = finishedEvent();
    const out = renamePlayer(event, 'p2', 'Bernd Ébert', LATER);
    const renamed = out.event!;
    expect(renamed.rounds).toBe(event.rounds);
    expect(eventProblems(renamed, 'cup.muster-event')).toEqual([]);
    const row = (e: typeof event) => standings(e).map((r) => [r.playerId, r.rank, r.ph, r.pf, r.games, r.byes]);
    expect(row(renamed)).toEqual(row(event));
    expect(standings(renamed).find((r) => r.playerId === 'p2')?.name).toBe('Bernd Ébert');
    const results = eventResults(renamed, T0);
    expect(results.players.map((p) => p.name)).toEqual(['Anna', 'Cid', 'Dora', 'Fritz', 'Bernd Ébert']);
    // Anna's opponent in round 1 is the renamed player too.
    expect(results.players[0]!.games.map((g) => g.opponent)).toEqual(['Bernd Ébert', 'Cid']);
    const csv = eventResultsCsv(results);
    expect(csv).not.toContain('Ben');
    expect(csv.split('\r\n').filter((l) => l.includes('Bernd Ébert'))).toHaveLength(2 + 2);
  });

  it('the league: a player is the same across events by name, so renaming "Jurgen" to "Jürgen" and adding the event again puts his games together', () => {
    const a = { ...playRounds({ ...eventWith(4, { rounds: 2 }), id: 'cup-a', name: 'Cup A' }, 2, 1) };
    const b = { ...playRounds({ ...eventWith(4, { rounds: 2, seed: 9 }), id: 'cup-b', name: 'Cup B' }, 2, 2) };
    const typo = renamePlayer(a, 'p1', 'Jurgen', T0).event!;
    const right = renamePlayer(b, 'p1', 'Jürgen', T0).event!;
    let league = newLeague({ id: 's', name: 'Season', now: T0 });
    league = addEventToLeague(league, eventResults(typo, T0), T0).league;
    league = addEventToLeague(league, eventResults(right, T0), T0).league;
    const rows = (l: typeof league) => leagueTable(l).filter((r) => r.name.startsWith('J')).map((r) => [r.name, r.events, r.played]);
    expect(rows(league)).toEqual([
      ['Jurgen', 1, 2],
      ['Jürgen', 1, 2],
    ]);
    // The league holds its own copy of the results: renaming in the event alone does not change it …
    const fixed = renamePlayer(typo, 'p1', 'Jürgen', LATER).event!;
    expect(rows(league)).toHaveLength(2);
    // … adding the event again replaces its results, and his games are one row.
    const again = addEventToLeague(league, eventResults(fixed, LATER), LATER);
    expect(again.replaced).toBe(true);
    expect(rows(again.league)).toEqual([['Jürgen', 2, 4]]);
  });
});
