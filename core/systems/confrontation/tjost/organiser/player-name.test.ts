import { describe, expect, it } from 'vitest';
import { TJ_LOOKUP, tjList } from '../test-fixtures';
import { eventResults } from './event-results';
import { addEventToLeague, leagueTable, newLeague } from './league';
import { playerIdOf, playerNameKey, samePlayerName } from './player-name';
import { registerPlayers, renamePlayer } from './registration';
import { eventWith, playRounds, T0 } from './test-support';

const list = (player: string) => ({ ...tjList('tjost-selection', [{ id: 'e1', cardId: 'hero' }]), player });

describe('the one player-name rule', () => {
  it('takes ä/ae, ö/oe, ü/ue as one spelling, as ß/ss, in any case', () => {
    for (const name of ['Mueller', 'MUELLER', 'müller', 'MÜLLER', 'mueller', 'Mu\u0308ller']) expect(samePlayerName('Müller', name), name).toBe(true);
    expect(samePlayerName('Jürgen Müller', 'Juergen Mueller')).toBe(true);
    expect(samePlayerName('Hans Weiß', 'HANS WEISS')).toBe(true);
    // The capital ß (ẞ) too, which lower-cases to ß rather than to ss.
    expect(samePlayerName('Hans Weiß', 'HANS WEIẞ')).toBe(true);
    expect(samePlayerName('Jörg Bär', 'Joerg Baer')).toBe(true);
    expect(playerNameKey('Jürgen  MÜLLER')).toBe('juergen mueller');
  });

  it('keeps a name without the umlaut or its "e" another name: Muller is not Müller', () => {
    expect(samePlayerName('Müller', 'Muller')).toBe(false);
    expect(samePlayerName('Mueller', 'Muller')).toBe(false);
    expect(samePlayerName('Schröder', 'Schroder')).toBe(false);
    expect(samePlayerName('Bär', 'Bar')).toBe(false);
  });

  it('registration refuses "Juergen Mueller" when "Jürgen Müller" is registered, and takes "Jurgen Muller"', () => {
    const out = registerPlayers(
      eventWith(0),
      [
        { fileName: 'j.muster', list: list('Jürgen Müller') },
        { fileName: 'j2.muster', list: list('Juergen Mueller') },
        { fileName: 'j3.muster', list: list('Jurgen Muller') },
      ],
      TJ_LOOKUP,
      T0,
    );
    expect(out.event.players.map((p) => p.name)).toEqual(['Jürgen Müller', 'Jurgen Muller']);
    expect(out.problems).toEqual([{ code: 'name-taken', fileName: 'j2.muster', name: 'Juergen Mueller', playerId: 'p1', registered: 'Jürgen Müller' }]);
  });

  it('renaming refuses another player’s name in the other spelling; the player’s own name so written is fine', () => {
    const event = registerPlayers(eventWith(0), [{ fileName: 'j.muster', list: list('Jürgen Müller') }, { fileName: 'e.muster', list: list('Eva Roth') }], TJ_LOOKUP, T0).event;
    expect(renamePlayer(event, 'p2', 'JUERGEN MUELLER', T0).problems).toEqual([{ code: 'name-taken', playerId: 'p2', name: 'JUERGEN MUELLER', other: { id: 'p1', name: 'Jürgen Müller' } }]);
    expect(renamePlayer(event, 'p1', 'Juergen Mueller', T0).event?.players[0]?.name).toBe('Juergen Mueller');
  });

  it('the league takes "Jürgen Müller" and "Juergen Mueller" of two events as one player, one row', () => {
    const r = eventResults(playRounds({ ...eventWith(4, { rounds: 2 }), id: 'a', name: 'A' }, 2), T0);
    const named = (id: string, name: string) => ({ ...r, event: { ...r.event, id }, players: r.players.map((p, i) => (i === 0 ? { ...p, name } : p)) });
    let league = newLeague({ id: 's', name: 'S', now: T0 });
    league = addEventToLeague(league, named('e1', 'Jürgen Müller'), T0).league;
    league = addEventToLeague(league, named('e2', 'Juergen Mueller'), T0).league;
    const rows = leagueTable(league).filter((row) => /j(ü|ue)rgen/i.test(row.name));
    expect(rows.map((row) => [row.name, row.events, row.played])).toEqual([['Jürgen Müller', 2, 2 * r.players[0]!.games.length]]);
  });
});

describe('a player named by a command', () => {
  const players = [
    { id: 'p1', name: 'Jürgen Müller' },
    { id: 'p2', name: 'p1' },
    { id: 'p3', name: 'Eva Roth' },
  ];
  it('by id first, else by name in any spelling; the text given when no player has it', () => {
    expect(playerIdOf(players, 'p1')).toBe('p1');
    expect(playerIdOf(players, 'juergen  MUELLER ')).toBe('p1');
    expect(playerIdOf(players, 'Eva Roth')).toBe('p3');
    expect(playerIdOf(players, 'Jurgen Muller')).toBe('Jurgen Muller');
    expect(playerIdOf(players, 'p9')).toBe('p9');
  });
});
