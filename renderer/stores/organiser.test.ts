import { createPinia, setActivePinia } from 'pinia';
import { flushPromises } from '@vue/test-utils';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventFile } from '../../core/systems/confrontation/tjost/organiser/event';
import { standings } from '../../core/systems/confrontation/tjost/organiser/standings';
import { eventResults } from '../../core/systems/confrontation/tjost/organiser/event-results';
import { newLeague, type LeagueFile } from '../../core/systems/confrontation/tjost/organiser/league';
import { addNextRound, swapInRound } from '../../core/systems/confrontation/tjost/organiser/rounds';
import { eventWith, playRounds, T0, win } from '../../core/systems/confrontation/tjost/organiser/test-support';
import { api } from '../api';
import { ApiError } from '../../core/api/error';
import { useOrganiserStore } from './organiser';
import { useSettingsStore } from './settings';
import type { PlayerReport } from '../../core/systems/confrontation/tjost/organiser/report';

vi.mock('../api', () => ({ api: { openEvent: vi.fn(), saveEvent: vi.fn(), openLeague: vi.fn(), saveLeague: vi.fn(), registerLists: vi.fn(), getEventReport: vi.fn() } }));
const mocked = vi.mocked(api);

beforeEach(() => {
  setActivePinia(createPinia());
  mocked.openEvent.mockResolvedValue(eventWith(4, { rounds: 3 }));
  mocked.saveEvent.mockImplementation(async ({ event }) => ({ event: event as EventFile, warnings: [] }));
});

describe('organiser store: corrections with undo', () => {
  it('a result entered, corrected and undone: each change saved, undo goes back one change at a time', async () => {
    const store = useOrganiserStore();
    await store.open('test');
    await store.pair(T0);
    const table = store.currentRound!.pairings[0]!;
    // The seed's example: 151 PF and the mission in round 4 against 32 PF.
    await store.saveResult(1, table.table, { outcome: 'a', a: { pf: 151, missionRound: 4 }, b: { pf: 32 } }, T0);
    const a = () => standings(store.event!).find((r) => r.playerId === table.a)!;
    expect([a().ph, a().pf]).toEqual([3, 151 + 25]);
    // A correction: the mission was fulfilled in round 3 (50 PF more instead of 25).
    await store.saveResult(1, table.table, { outcome: 'a', a: { pf: 151, missionRound: 3 }, b: { pf: 32 } }, T0);
    expect(a().pf).toBe(151 + 50);
    // An impossible result is refused and changes nothing: b cannot win when a alone fulfilled the mission.
    const refused = await store.saveResult(1, table.table, { outcome: 'b', a: { pf: 151, missionRound: 3 }, b: { pf: 32 } }, T0);
    expect(refused.issues.map((i) => i.code)).toContain('tjost.result-mission-winner');
    expect(a().pf).toBe(151 + 50);

    expect(await store.undo()).toBe('undone');
    expect(a().pf).toBe(151 + 25);
    expect(await store.undo()).toBe('undone');
    expect(store.currentRound!.pairings[0]!.result).toBeUndefined();
    expect(await store.undo()).toBe('undone');
    expect(store.event!.rounds).toEqual([]);
    expect(await store.undo()).toBe('nothing');
    // Every change and every undo went to the safe write of the main process, the last one is the event as it is now.
    expect(mocked.saveEvent).toHaveBeenCalledTimes(6);
    expect(mocked.saveEvent.mock.calls.at(-1)![0].event.rounds).toEqual([]);
  });
});

describe('organiser store: renaming a player', () => {
  it('one change, saved at once, that Undo takes back; a refused name changes and saves nothing', async () => {
    mocked.openEvent.mockResolvedValue(playRounds(eventWith(4, { rounds: 3 }), 1));
    vi.clearAllMocks();
    const store = useOrganiserStore();
    await store.open('test');
    const rounds = store.event!.rounds;
    expect(await store.rename('p2', 'P1', T0)).toEqual({ problems: [{ code: 'name-taken', playerId: 'p2', name: 'P1', other: { id: 'p1', name: 'P1' } }] });
    expect([store.undoStack.length, mocked.saveEvent.mock.calls.length]).toEqual([0, 0]);
    expect(await store.rename('p2', ' Jürgen ', T0)).toEqual({ renamed: { playerId: 'p2', previous: 'P2', name: 'Jürgen' }, problems: [] });
    expect(store.event!.players.map((p) => p.name)).toEqual(['P1', 'Jürgen', 'P3', 'P4']);
    expect(store.event!.rounds).toBe(rounds);
    expect(mocked.saveEvent.mock.calls.at(-1)![0].event.players[1]!.name).toBe('Jürgen');
    expect(await store.undo()).toBe('undone');
    expect(store.event!.players[1]!.name).toBe('P2');
    expect(mocked.saveEvent.mock.calls.at(-1)![0].event.players[1]!.name).toBe('P2');
    expect(mocked.saveEvent).toHaveBeenCalledTimes(2);
  });
});

describe('organiser store: an event saved elsewhere meanwhile', () => {
  const ELSEWHERE = '2030-01-01T00:00:00.000Z';
  const conflict = () => new ApiError({ code: 'conflict', message: 'events/test.muster-event: saved elsewhere', savedAt: ELSEWHERE });

  it('bases every save on the version opened or saved last', async () => {
    vi.clearAllMocks();
    mocked.saveEvent.mockImplementation(async ({ event }) => ({ event: { ...(event as EventFile), updatedAt: '2029-06-01T00:00:00.000Z' }, warnings: [] }));
    const store = useOrganiserStore();
    await store.open('test');
    const opened = store.event!.updatedAt;
    await store.pair(T0);
    expect(mocked.saveEvent.mock.calls.at(-1)![0].basedOn).toBe(opened);
    await store.drop(store.event!.players[0]!.id, true, T0);
    expect(mocked.saveEvent.mock.calls.at(-1)![0].basedOn).toBe('2029-06-01T00:00:00.000Z');
  });

  it('a refused change stays unsaved and asks; opening the saved version keeps the change one Undo away, which brings it back onto that version and saves', async () => {
    vi.clearAllMocks();
    const store = useOrganiserStore();
    await store.open('test');
    mocked.saveEvent.mockRejectedValueOnce(conflict());
    await store.pair(T0);
    expect(store.conflict).toEqual({ savedAt: ELSEWHERE });
    expect(store.saveError).toBeNull();
    const mine = store.event!;
    expect(mine.rounds).toHaveLength(1);
    // Elsewhere, a player dropped out meanwhile.
    const theirs = { ...eventWith(4, { rounds: 3 }), updatedAt: ELSEWHERE };
    theirs.players = theirs.players.map((p, i) => (i === 0 ? { ...p, dropped: true } : p));
    mocked.openEvent.mockResolvedValueOnce(theirs);
    await store.takeSavedEvent();
    expect(store.conflict).toBeNull();
    expect(store.event).toEqual(theirs);
    expect(await store.undo()).toBe('undone');
    // The round paired here, and the player dropped out elsewhere: both.
    const both = { ...mine, players: theirs.players, updatedAt: ELSEWHERE };
    expect(store.event).toEqual(both);
    expect(mocked.saveEvent.mock.calls.at(-1)![0]).toEqual({ event: both, basedOn: ELSEWHERE });
  });

  it('replacing saves the open event over the version saved elsewhere, based on it', async () => {
    vi.clearAllMocks();
    const store = useOrganiserStore();
    await store.open('test');
    mocked.saveEvent.mockRejectedValueOnce(conflict());
    await store.pair(T0);
    await store.replaceSavedEvent();
    expect(store.conflict).toBeNull();
    expect(mocked.saveEvent.mock.calls.at(-1)![0]).toEqual({ event: store.event, basedOn: ELSEWHERE });
  });
});

describe('organiser store: one event open in two tabs', () => {
  /** The event as saved, behind the api both tabs use: a save based on another version than the one saved last is refused (conflict). */
  function onDisk(start: EventFile): () => EventFile {
    let saved = start;
    let saves = 0;
    mocked.openEvent.mockImplementation(async () => saved);
    mocked.saveEvent.mockImplementation(async ({ event, basedOn }) => {
      if (basedOn !== saved.updatedAt) throw new ApiError({ code: 'conflict', message: 'events/test.muster-event: saved elsewhere', savedAt: saved.updatedAt });
      saved = { ...(event as EventFile), updatedAt: `2030-01-01T00:00:0${++saves}.000Z` };
      return { event: saved, warnings: [] };
    });
    return () => saved;
  }
  /** Round 3's tables: the outcome of each, null while open. */
  const round3 = (e: EventFile) => e.rounds[2]!.pairings.map((p) => p.result?.outcome ?? null);

  it('B saves table 1, A table 2 (refused), A opens the saved version and undoes: both results shown and saved; Undo again takes only A’s back', async () => {
    vi.clearAllMocks();
    const paired = addNextRound(playRounds(eventWith(4, { rounds: 3 }), 2), T0).event!;
    const saved = onDisk(paired);
    const [tabA, tabB] = [useOrganiserStore(createPinia()), useOrganiserStore(createPinia())];
    await tabA.open('test');
    await tabB.open('test');
    expect(round3(tabA.event!)).toEqual([null, null]);

    await tabB.saveResult(3, 1, win(151, 32), T0);
    expect(round3(saved())).toEqual(['a', null]);
    await tabA.saveResult(3, 2, { outcome: 'b', a: { pf: 32 }, b: { pf: 151, missionRound: 4 } }, T0);
    expect(tabA.conflict).toEqual({ savedAt: saved().updatedAt });
    expect(round3(saved())).toEqual(['a', null]);

    // "Open the saved version": B's result, table 2 open.
    await tabA.takeSavedEvent();
    expect(round3(tabA.event!)).toEqual(['a', null]);
    // Undo brings A's result back onto it: B's stays, and both are saved.
    expect(await tabA.undo()).toBe('undone');
    expect(round3(tabA.event!)).toEqual(['a', 'b']);
    expect([tabA.conflict, tabA.saveError]).toEqual([null, null]);
    expect(round3(saved())).toEqual(['a', 'b']);
    expect(saved().rounds[2]!.pairings.map((p) => [p.result?.a.pf, p.result?.b.pf])).toEqual([
      [151, 32],
      [32, 151],
    ]);
    // Undo once more takes back A's own result only (the one before the conflict): B's stays.
    expect(await tabA.undo()).toBe('undone');
    expect(round3(saved())).toEqual(['a', null]);
    expect(round3(tabA.event!)).toEqual(['a', null]);
  });

  it('a list registered here, then one in the other tab: after opening that version, Undo of the registration takes back only this player, and ids are not handed out again', async () => {
    vi.clearAllMocks();
    let saved = onDisk(eventWith(4, { rounds: 3 }));
    const registered = (name: string): EventFile => {
      const e = saved();
      const n = (e.lastPlayerNumber ?? 0) + 1;
      return { ...e, players: [...e.players, { id: `p${n}`, name }], lastPlayerNumber: n, updatedAt: `2031-01-01T00:00:0${n}.000Z` };
    };
    const tab = useOrganiserStore();
    await tab.open('test');
    mocked.registerLists.mockImplementationOnce(async () => {
      saved = onDisk(registered('Emil'));
      return { event: saved(), reports: [], problems: [], warnings: [] };
    });
    await tab.register([{ fileName: 'emil.muster', text: '{}' }], 'en');
    // The other tab registers Fritz (p6); then a change here is refused.
    saved = onDisk(registered('Fritz'));
    await tab.drop('p1', true, T0);
    expect(tab.conflict).not.toBeNull();
    await tab.takeSavedEvent();
    expect(await tab.undo()).toBe('undone');
    expect(tab.event!.players.map((p) => [p.id, p.dropped ?? false])).toEqual([
      ['p1', true],
      ['p2', false],
      ['p3', false],
      ['p4', false],
      ['p5', false],
      ['p6', false],
    ]);
    expect(await tab.undo()).toBe('undone');
    expect(await tab.undo()).toBe('undone');
    // Emil is gone, Fritz (registered elsewhere) stays; the next id is p7, not p5 or p6 again.
    expect(saved().players.map((p) => [p.id, p.dropped ?? false])).toEqual([
      ['p1', false],
      ['p2', false],
      ['p3', false],
      ['p4', false],
      ['p6', false],
    ]);
    expect(saved().lastPlayerNumber).toBe(6);
  });

  it('a change that does not hang together with the saved version (a player twice in a round) is not brought back: the saved version stays, nothing is saved, and Undo says so', async () => {
    vi.clearAllMocks();
    let saved = onDisk(addNextRound(eventWith(4, { rounds: 3 }), T0).event!);
    const tab = useOrganiserStore();
    await tab.open('test');
    const [t1, t2] = saved().rounds[0]!.pairings;
    // Elsewhere, the first players of tables 1 and 2 were swapped; here table 1's first and table 2's second.
    saved = onDisk({ ...swapInRound(saved(), 1, t1!.a, t2!.a, T0).event!, updatedAt: '2031-01-01T00:00:00.000Z' });
    await tab.swap(1, t1!.a, t2!.b, T0);
    const mine = tab.event!;
    expect(tab.conflict).not.toBeNull();
    await tab.takeSavedEvent();
    const theirs = saved();
    const saves = mocked.saveEvent.mock.calls.length;
    expect(await tab.undo()).toBe('clash');
    expect(mine.rounds).not.toEqual(theirs.rounds);
    expect(tab.event).toEqual(theirs);
    expect([tab.saveError, saved(), mocked.saveEvent.mock.calls.length]).toEqual([null, theirs, saves]);
  });
});

describe('organiser store: a league saved elsewhere meanwhile', () => {
  it('adds the event again to the league as saved there, so both windows\' events are in it', async () => {
    vi.clearAllMocks();
    const shown = newLeague({ id: 'season', name: 'Season', now: T0 });
    const results = (id: string) => eventResults({ ...playRounds(eventWith(4, { rounds: 3 }), 1), id, name: id }, T0);
    // Meanwhile another window added event X.
    const elsewhere: LeagueFile = { ...shown, events: [results('x')], updatedAt: '2030-01-01T00:00:00.000Z' };
    let disk = elsewhere;
    mocked.openLeague.mockResolvedValueOnce(shown).mockImplementation(async () => disk);
    mocked.saveLeague.mockImplementation(async ({ league, basedOn }) => {
      if (basedOn !== disk.updatedAt) throw new ApiError({ code: 'conflict', message: 'saved elsewhere', savedAt: disk.updatedAt });
      disk = { ...league, updatedAt: '2030-01-02T00:00:00.000Z' };
      return { league: disk, warnings: [] };
    });
    const store = useOrganiserStore();
    await store.openLeague('season');
    expect(await store.addEventResults(results('y'), T0)).toBe('added');
    expect(mocked.saveLeague).toHaveBeenCalledTimes(2);
    expect(disk.events.map((e) => e.event.id)).toEqual(['x', 'y']);
    expect(store.league).toEqual(disk);
    // Adding X once more replaces it (the league as saved has it).
    expect(await store.addEventResults(results('x'), T0)).toBe('replaced');
  });

  it('refuses an event with no game result (never played): the league is not changed or saved', async () => {
    vi.clearAllMocks();
    const shown = newLeague({ id: 'season', name: 'Season', now: T0 });
    mocked.openLeague.mockResolvedValue(shown);
    const store = useOrganiserStore();
    await store.openLeague('season');
    // Paired, but no result entered: every player would join the league with 0 games.
    const paired = { ...playRounds(eventWith(4, { rounds: 3 }), 1), id: 'unplayed' };
    paired.rounds = paired.rounds.map((r) => ({ ...r, pairings: r.pairings.map(({ result: _r, ...p }) => p) }));
    expect(await store.addEventResults(eventResults(eventWith(4, { rounds: 3 }), T0), T0)).toBe('no-results');
    expect(await store.addEventResults(eventResults(paired, T0), T0)).toBe('no-results');
    expect(mocked.saveLeague).not.toHaveBeenCalled();
    expect(store.league?.events).toEqual([]);
  });
});

describe('organiser store: a save whose history could not keep the version', () => {
  const warning = (file: string) => ({ code: 'history-not-kept' as const, file, reason: { de: '/data/history: ist eine Datei, kein Ordner', en: '/data/history: is a file, not a folder' } });

  it('registering lists keeps the warning of the event’s save as any other change does', async () => {
    vi.clearAllMocks();
    const store = useOrganiserStore();
    await store.open('test');
    const registered = { ...store.event!, updatedAt: '2026-12-02T10:00:00.000Z' };
    mocked.registerLists.mockResolvedValueOnce({ event: registered, reports: [], problems: [], warnings: [warning('/data/events/test.muster-event')] });
    await store.register([{ fileName: 'anna.muster', text: '{}' }], 'de');
    expect(store.saveWarnings).toEqual([warning('/data/events/test.muster-event')]);
    mocked.registerLists.mockResolvedValueOnce({ event: registered, reports: [], problems: [], warnings: [] });
    await store.register([{ fileName: 'bernd.muster', text: '{}' }], 'de');
    expect(store.saveWarnings).toEqual([]);
  });

  it('the event and the league each keep the warning of their last save (the save stands) until a save keeps its version', async () => {
    vi.clearAllMocks();
    const store = useOrganiserStore();
    await store.open('test');
    mocked.saveEvent.mockImplementationOnce(async ({ event }) => ({ event: event as EventFile, warnings: [warning('/data/events/test.muster-event')] }));
    await store.pair(T0);
    expect([store.saveWarnings, store.saveError, store.event!.rounds.length]).toEqual([[warning('/data/events/test.muster-event')], null, 1]);
    expect(store.leagueSaveWarnings).toEqual([]);
    await store.undo();
    expect(store.saveWarnings).toEqual([]);

    const shown = newLeague({ id: 'season', name: 'Season', now: T0 });
    mocked.openLeague.mockResolvedValue(shown);
    mocked.saveLeague.mockImplementation(async ({ league }) => ({ league, warnings: [warning('/data/leagues/season.muster-league')] }));
    await store.openLeague('season');
    const results = eventResults({ ...playRounds(eventWith(4, { rounds: 3 }), 1), id: 'y', name: 'y' }, T0);
    expect(await store.addEventResults(results, T0)).toBe('added');
    expect([store.leagueSaveWarnings, store.league?.events.length]).toEqual([[warning('/data/leagues/season.muster-league')], 1]);
  });
});

describe('organiser store: dropping out', () => {
  it('core’s dropOut: one change, saved, that Undo takes back; the table left open is named; out already changes nothing', async () => {
    vi.clearAllMocks();
    const store = useOrganiserStore();
    await store.open('test');
    await store.pair(T0);
    const t2 = store.currentRound!.pairings[1]!;
    const saves = mocked.saveEvent.mock.calls.length;
    expect(await store.drop(t2.b, true, T0)).toEqual({ openTable: { round: 1, table: 2, opponent: t2.a, present: 'a' } });
    expect(store.event!.players.find((p) => p.id === t2.b)!.dropped).toBe(true);
    expect(mocked.saveEvent.mock.calls.length).toBe(saves + 1);
    const undoable = store.undoStack.length;
    await store.drop(t2.b, true, T0);
    expect([store.undoStack.length, mocked.saveEvent.mock.calls.length]).toEqual([undoable, saves + 1]);
    expect(await store.undo()).toBe('undone');
    expect(store.event!.players.find((p) => p.id === t2.b)!.dropped).toBeUndefined();
  });
});

describe('organiser store: the registration reports in the language shown', () => {
  const report = (playerId: string, lang: string): PlayerReport => ({
    ...{ playerId, name: playerId.toUpperCase(), faction: '', listFile: `${playerId}.muster`, points: 400, valid: false, errors: 1, warnings: 0, missing: false, dropped: false },
    issues: [{ code: 'points.over-limit', severity: 'error', message: lang === 'de' ? 'Zu viele Punkte' : 'Too many points' }],
  });

  it('a language switch reads the reports shown again in the new language (the same players); none shown, nothing is read', async () => {
    vi.clearAllMocks();
    const settings = useSettingsStore();
    settings.lang = 'de';
    const store = useOrganiserStore();
    await store.open('test');
    mocked.getEventReport.mockImplementation(async ({ lang }) => ({ reports: ['p1', 'p2', 'p3'].map((id) => report(id, lang)), text: '' }));
    settings.lang = 'en';
    await flushPromises();
    expect(mocked.getEventReport).not.toHaveBeenCalled();

    mocked.registerLists.mockResolvedValueOnce({ event: store.event!, reports: [report('p2', 'en')], problems: [], warnings: [] });
    await store.register([{ fileName: 'p2.muster', text: '{}' }], 'en');
    settings.lang = 'de';
    await flushPromises();
    expect(mocked.getEventReport).toHaveBeenCalledWith({ id: 'test', lang: 'de' });
    expect(store.reports.map((r) => [r.playerId, r.issues[0]!.message])).toEqual([['p2', 'Zu viele Punkte']]);
  });
});
