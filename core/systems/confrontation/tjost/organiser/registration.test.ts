import { describe, expect, it } from 'vitest';
import { TJ_LOOKUP, tjList } from '../test-fixtures';
import { addNextRound } from './rounds';
import { setDropped } from './rounds';
import { checkSelectionList, playerName, registerPlayers, registrationProblemText, replaceList, type RegistrationProblem } from './registration';
import { playerReports, registrationReportText, reportSummary, reportSummaryText } from './report';
import { eventWith, T0 } from './test-support';

const valid = { ...tjList('tjost-selection', [{ id: 'e1', cardId: 'hero' }, { id: 'e2', cardId: 'warrior', count: 2 }]), player: 'Anna' };
const over = { ...tjList('tjost-selection', [{ id: 'e1', cardId: 'dear', count: 2 }, { id: 'e2', cardId: 'hero' }, { id: 'e3', cardId: 'warrior', count: 2 }]), player: 'Bernd' };

describe('registration', () => {
  it('checks each list with the TJOST rules at once: over 400 AP is reported, exactly 400 is fine', () => {
    expect(checkSelectionList(valid, TJ_LOOKUP, T0).check).toMatchObject({ valid: true, errors: 0, points: 100, codes: [] });
    expect(checkSelectionList(over, TJ_LOOKUP, T0).check).toMatchObject({ valid: true, points: 380 });
    const at420 = { ...over, entries: [...over.entries, { id: 'e4', cardId: 'mage', count: 1, assignments: [] }] };
    expect(checkSelectionList(at420, TJ_LOOKUP, T0).check).toMatchObject({ valid: false, errors: 1, points: 420, codes: ['tjost.selection-points'] });
    const at400 = { ...over, entries: [...over.entries, { id: 'e4', cardId: 'spell', count: 1, assignments: [] }, { id: 'e5', cardId: 'flask', count: 1, assignments: [] }] };
    expect(checkSelectionList(at400, TJ_LOOKUP, T0).check).toMatchObject({ valid: true, points: 400, codes: [] });
  });

  it('checks a list of another kind as a selection list and says so; refuses another game', () => {
    expect(checkSelectionList({ ...valid, kind: 'standard' }, TJ_LOOKUP, T0).check.codes).toEqual(['tjost.registration-kind']);
    expect(checkSelectionList({ ...valid, system: 'oldworld' }, TJ_LOOKUP, T0).check).toMatchObject({ valid: false, codes: ['tjost.registration-system'] });
  });

  it('registers no player for a list of another game, and replaces no list by one, saying so in either language', () => {
    const chronopia = { ...valid, system: 'chronopia' as const, player: 'Jürgen' };
    const out = registerPlayers(eventWith(0), [{ fileName: 'juergen.muster', list: chronopia }, { fileName: 'anna.muster', list: valid }], TJ_LOOKUP, T0);
    expect(out.event.players.map((p) => p.name)).toEqual(['Anna']);
    expect(out.registered.map((r) => r.name)).toEqual(['Anna']);
    expect(out.problems).toEqual([{ code: 'other-game', fileName: 'juergen.muster', name: 'Jürgen', system: 'chronopia' }]);
    expect(registrationProblemText(out.problems[0]!, 'de', false)).toBe(
      'juergen.muster: Jürgen wurde nicht angemeldet: Das ist eine Liste für Chronopia, ein TJOST-Turnier spielt Confrontation. Bitte den Spieler um seine Confrontation-Auswahlliste.',
    );
    expect(registrationProblemText(out.problems[0]!, 'en', false)).toBe(
      "juergen.muster: Jürgen was not registered: it is a list for Chronopia, and a TJOST event plays Confrontation. Ask the player for their Confrontation selection list.",
    );
    const replaced = replaceList(out.event, 'p1', { fileName: 'anna-ow.muster', list: { ...valid, system: 'oldworld' } }, TJ_LOOKUP, T0);
    expect(replaced).toEqual({ problems: [{ code: 'other-game', fileName: 'anna-ow.muster', name: 'Anna', system: 'oldworld', replace: true }] });
    expect(registrationProblemText(replaced.problems[0] as RegistrationProblem, 'de', false)).toBe(
      'anna-ow.muster: Die Liste von Anna wurde nicht ersetzt: Das ist eine Liste für The Old World, ein TJOST-Turnier spielt Confrontation. Bitte den Spieler um seine Confrontation-Auswahlliste.',
    );
  });

  it('adds one player per list, named by the list (or the file), and refuses a name twice', () => {
    const lists = [
      { fileName: 'anna.muster', list: valid },
      { fileName: 'lists/carl.muster', list: { ...valid, player: undefined } },
      { fileName: 'anna-again.muster', list: { ...valid, player: ' ANNA ' } },
    ];
    const out = registerPlayers(eventWith(0), lists, TJ_LOOKUP, T0);
    expect(out.event.players.map((p) => [p.id, p.name, p.listFile, p.check?.valid])).toEqual([
      ['p1', 'Anna', 'anna.muster', true],
      ['p2', 'carl', 'lists/carl.muster', true],
    ]);
    expect(out.problems).toEqual([{ code: 'name-taken', fileName: 'anna-again.muster', name: 'ANNA', playerId: 'p1', registered: 'Anna' }]);
    expect(playerName({ fileName: 'C:\\x\\Dora Eck.muster', list: { ...valid, player: '' } })).toBe('Dora Eck');
  });

  it('refuses one name in other spellings: case, inner spaces and a decomposed ü (NFD) do not make another player', () => {
    const spellings = ['Jürgen Müller', 'jürgen  müller', 'JÜRGEN   MÜLLER', 'Ju\u0308rgen Mu\u0308ller', ' Jürgen\tMüller '];
    const lists = spellings.map((player, i) => ({ fileName: `j${i}.muster`, list: { ...valid, player } }));
    const out = registerPlayers(eventWith(0), lists, TJ_LOOKUP, T0);
    expect(out.event.players.map((p) => [p.id, p.name])).toEqual([['p1', 'Jürgen Müller']]);
    expect(out.problems.map((p) => (p.code === 'name-taken' ? [p.fileName, p.playerId] : p.code))).toEqual([
      ['j1.muster', 'p1'],
      ['j2.muster', 'p1'],
      ['j3.muster', 'p1'],
      ['j4.muster', 'p1'],
    ]);
    // A name is kept composed (NFC) with single spaces, whichever spelling came first.
    const first = registerPlayers(eventWith(0), [lists[3]!], TJ_LOOKUP, T0).event.players[0]!.name;
    expect([first, first === 'Jürgen Müller']).toEqual(['Jürgen Müller', true]);
    expect(playerName({ fileName: 'x.muster', list: { ...valid, player: ' jürgen \u00a0 müller ' } })).toBe('jürgen müller');
    // "ß" is "SS" in capitals.
    expect(registerPlayers(eventWith(0), [{ fileName: 'a.muster', list: { ...valid, player: 'Eva Strauß' } }, { fileName: 'b.muster', list: { ...valid, player: 'EVA STRAUSS' } }], TJ_LOOKUP, T0).problems).toHaveLength(1);
  });

  it('words a refusal in either language, advising to replace the list only before round 1 is paired', () => {
    const taken = { code: 'name-taken', fileName: 'j.muster', name: 'Jürgen Müller', playerId: 'p1', registered: 'Jürgen Müller' } as const;
    expect(registrationProblemText(taken, 'de', false)).toBe('j.muster: Ein Spieler namens „Jürgen Müller“ ist schon angemeldet; ersetze stattdessen seine Liste.');
    expect(registrationProblemText(taken, 'en', true)).toBe("j.muster: a player named 'Jürgen Müller' is registered already (lists can no longer be replaced once round 1 is paired).");
    // Another spelling of a registered name: the message names the player who is registered, as the players table shows them.
    const spelled = registerPlayers(registerPlayers(eventWith(0), [{ fileName: 'j.muster', list: { ...valid, player: 'Jürgen Müller' } }], TJ_LOOKUP, T0).event, [{ fileName: '01-JuergenMueller.muster', list: { ...valid, player: 'Juergen Mueller' } }], TJ_LOOKUP, T0);
    expect(spelled.problems.map((p) => registrationProblemText(p, 'en', false))).toEqual(["01-JuergenMueller.muster: a player named 'Jürgen Müller' is registered already; replace that player's list instead."]);
    const over = { code: 'rounds-paired', fileName: 'h.muster', name: 'Hanna', rounds: 3, finished: true } as const;
    expect(registrationProblemText(over, 'de', true)).toContain('h.muster: Hanna wurde nicht angemeldet: Das Turnier ist beendet (alle 3 Runden haben ihre Ergebnisse)');
    expect(registrationProblemText({ ...over, finished: false }, 'en', true)).toContain('h.muster: Hanna was not registered: all 3 rounds of the event are paired');
  });

  it('replaces a list until the event starts, not after', () => {
    const { event } = registerPlayers(eventWith(0), [{ fileName: 'b.muster', list: over }, { fileName: 'a.muster', list: valid }], TJ_LOOKUP, T0);
    const fixed = replaceList(event, 'p1', { fileName: 'b2.muster', list: { ...valid, player: 'Bernd' } }, TJ_LOOKUP, T0);
    expect(fixed.event?.players[0]).toMatchObject({ name: 'Bernd', listFile: 'b2.muster', check: { valid: true } });
    const started = addNextRound(fixed.event!, T0).event!;
    expect(replaceList(started, 'p1', { fileName: 'b3.muster', list: over }, TJ_LOOKUP, T0).problems).toEqual([{ code: 'started', rounds: 1 }]);
    expect(replaceList(event, 'p9', { fileName: 'x.muster', list: over }, TJ_LOOKUP, T0).problems).toEqual([{ code: 'no-player', playerId: 'p9' }]);
  });

  it('reports per player and in a summary, in German and English', () => {
    const at420 = { ...over, entries: [...over.entries, { id: 'e4', cardId: 'mage', count: 1, assignments: [] }] };
    const { event } = registerPlayers(eventWith(0), [{ fileName: 'a.muster', list: valid }, { fileName: 'b.muster', list: at420 }], TJ_LOOKUP, T0);
    const reports = playerReports({ ...event, players: [...event.players, { id: 'p3', name: 'Nolist' }] }, TJ_LOOKUP, 'en', T0);
    expect(reports.map((r) => [r.name, r.valid, r.missing, r.issues.map((i) => i.code)])).toEqual([
      ['Anna', true, false, []],
      ['Bernd', false, false, ['tjost.selection-points']],
      ['Nolist', false, true, []],
    ]);
    const text = registrationReportText({ name: 'Cup', date: '2025-03-01' }, reports, 'en');
    expect(text).toContain('3 players: 1 list valid, 1 with errors, 1 without a list.');
    expect(text).toContain('The selection list holds 420 AP, 20 more than the 400 AP');
    expect(registrationReportText({ name: 'Cup' }, reports, 'de')).toContain('3 Spieler: 1 Liste gültig, 1 mit Fehlern, 1 ohne Liste.');
  });

  it('marks a dropped player and counts only the lists of players still in the event; dates as the language writes them', () => {
    const at420 = { ...over, entries: [...over.entries, { id: 'e4', cardId: 'mage', count: 1, assignments: [] }] };
    const { event } = registerPlayers(eventWith(0), [{ fileName: 'a.muster', list: valid }, { fileName: 'b.muster', list: at420 }], TJ_LOOKUP, T0);
    const reports = playerReports(setDropped(event, 'p2', true, T0), TJ_LOOKUP, 'de', T0);
    expect(reports.map((r) => [r.name, r.valid, r.dropped])).toEqual([
      ['Anna', true, false],
      ['Bernd', false, true],
    ]);
    expect(reportSummary(reports)).toEqual({ players: 2, valid: 1, invalid: 0, missing: 0, dropped: 1 });
    const de = registrationReportText({ name: 'Herbstturnier', date: '2025-10-18' }, reports, 'de');
    expect(de.split('\n').slice(0, 2)).toEqual(['Prüfbericht der Anmeldung: Herbstturnier 18.10.2025', '2 Spieler: 1 Liste gültig, 0 mit Fehlern, 0 ohne Liste; 1 ausgeschieden.']);
    expect(de).toContain('\nBernd (ausgeschieden) – ');
    const en = registrationReportText({ name: 'Autumn Cup', date: '2025-10-18' }, playerReports(setDropped(event, 'p2', true, T0), TJ_LOOKUP, 'en', T0), 'en');
    expect(en.split('\n').slice(0, 2)).toEqual(['Registration report: Autumn Cup 2025-10-18', '2 players: 1 list valid, 0 with errors, 0 without a list; 1 dropped out.']);
    expect(en).toContain('\nBernd (dropped out) – ');
  });

  it('says the summary with the plural forms the counts need', () => {
    expect(reportSummaryText({ players: 1, valid: 1, invalid: 0, missing: 0 }, 'en')).toBe('1 player: 1 list valid, 0 with errors, 0 without a list.');
    expect(reportSummaryText({ players: 2, valid: 0, invalid: 2, missing: 0 }, 'en')).toBe('2 players: 0 lists valid, 2 with errors, 0 without a list.');
    expect(reportSummaryText({ players: 1, valid: 1, invalid: 0, missing: 0 }, 'de')).toBe('1 Spieler: 1 Liste gültig, 0 mit Fehlern, 0 ohne Liste.');
    expect(reportSummaryText({ players: 3, valid: 2, invalid: 1, missing: 0 }, 'de')).toBe('3 Spieler: 2 Listen gültig, 1 mit Fehlern, 0 ohne Liste.');
  });
});
