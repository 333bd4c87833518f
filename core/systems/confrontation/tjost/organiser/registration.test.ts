import { describe, expect, it } from 'vitest';
import { TJ_LOOKUP, tjList } from '../test-fixtures';
import { addNextRound } from './rounds';
import { checkSelectionList, playerName, registerPlayers, replaceList } from './registration';
import { playerReports, registrationReportText, reportSummaryText } from './report';
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
    expect(out.problems).toEqual([{ code: 'name-taken', fileName: 'anna-again.muster', name: 'ANNA', playerId: 'p1' }]);
    expect(playerName({ fileName: 'C:\\x\\Dora Eck.muster', list: { ...valid, player: '' } })).toBe('Dora Eck');
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

  it('says the summary with the plural forms the counts need', () => {
    expect(reportSummaryText({ players: 1, valid: 1, invalid: 0, missing: 0 }, 'en')).toBe('1 player: 1 list valid, 0 with errors, 0 without a list.');
    expect(reportSummaryText({ players: 2, valid: 0, invalid: 2, missing: 0 }, 'en')).toBe('2 players: 0 lists valid, 2 with errors, 0 without a list.');
    expect(reportSummaryText({ players: 1, valid: 1, invalid: 0, missing: 0 }, 'de')).toBe('1 Spieler: 1 Liste gültig, 0 mit Fehlern, 0 ohne Liste.');
    expect(reportSummaryText({ players: 3, valid: 2, invalid: 1, missing: 0 }, 'de')).toBe('3 Spieler: 2 Listen gültig, 1 mit Fehlern, 0 ohne Liste.');
  });
});
