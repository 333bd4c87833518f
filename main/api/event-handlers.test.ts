import { readdir, readFile } from 'node:fs/promises';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { enterResult } from '../../core/systems/confrontation/tjost/organiser/results-entry';
import { addNextRound } from '../../core/systems/confrontation/tjost/organiser/rounds';
import { dispatch } from './dispatch';
import { createHandlers } from './handlers';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SAMPLES = path.join(ROOT, 'resources/samples');
const NOW = new Date('2025-03-01T10:00:00.000Z');
let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'muster-event-api-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const handlers = () =>
  createHandlers({ mode: 'browser', version: '0', resourcesDir: path.join(ROOT, 'resources'), userDataDir: dir, defaultLang: 'en', openLink: async () => false, now: () => NOW });

async function sample(name: string, player: string): Promise<{ fileName: string; text: string }> {
  const list = JSON.parse(await readFile(path.join(SAMPLES, name), 'utf8')) as Record<string, unknown>;
  return { fileName: `${player}.muster`, text: JSON.stringify({ ...list, player }) };
}

describe('organiser API', () => {
  it('creates an event, registers lists checked at once (one over 400 AP reported), pairs, enters a result and keeps a history', async () => {
    const api = handlers();
    const created = await api.createEvent({ name: ' Spring Cup ', date: '2025-03-01', rounds: 3 });
    expect(created).toMatchObject({ name: 'Spring Cup', settings: { rounds: 3, gameMinutes: 90 }, players: [], rounds: [] });
    const files = [await sample('valid-tjost-selection.muster', 'Anna'), await sample('tjost.selection-points.muster', 'Bernd'), { fileName: 'broken.muster', text: '{ "format": ' }];
    const reg = await api.registerLists({ id: created.id, files, lang: 'en' });
    expect(reg.event.players.map((p) => [p.name, p.check?.valid])).toEqual([
      ['Anna', true],
      ['Bernd', false],
    ]);
    expect(reg.reports.find((r) => r.name === 'Bernd')?.issues.map((i) => i.code)).toContain('tjost.selection-points');
    expect(reg.problems).toHaveLength(1);
    expect(reg.problems[0]).toContain('broken.muster');

    const again = await api.registerLists({ id: created.id, files: [await sample('valid-tjost-selection.muster', 'anna')], lang: 'de' });
    // In the language asked for (it was English whatever the language).
    expect(again.problems[0]).toBe('anna.muster: Ein Spieler namens „Anna“ ist schon angemeldet; ersetze stattdessen seine Liste.');
    expect(again.event.players).toHaveLength(2);

    const replaced = await api.registerLists({ id: created.id, files: [await sample('valid-tjost-selection.muster', 'Bernd')], lang: 'en', replace: reg.event.players[1]!.id });
    expect(replaced.event.players[1]?.check?.valid).toBe(true);

    const paired = addNextRound(replaced.event, NOW).event!;
    const saved = (await api.saveEvent({ event: paired })).event;
    const table = saved.rounds[0]!.pairings[0]!;
    const scored = enterResult(saved, 1, table.table, { outcome: 'a', a: { pf: 151, missionRound: 4 }, b: { pf: 32 } }, NOW).event!;
    await api.saveEvent({ event: scored });
    const opened = await api.openEvent({ id: created.id });
    expect(opened.rounds[0]?.pairings[0]?.result).toMatchObject({ outcome: 'a', a: { pf: 151, missionRound: 4 }, b: { pf: 32 } });

    await expect(api.registerLists({ id: created.id, files: [await sample('valid-tjost-selection.muster', 'Anna')], lang: 'en', replace: 'p1' })).rejects.toThrow(/started/);
    await expect(api.registerLists({ id: created.id, files: [await sample('valid-tjost-selection.muster', 'Anna')], lang: 'de', replace: 'p1' })).rejects.toThrow('Das Turnier hat begonnen');
    // Once round 1 is paired a list cannot be replaced: the refusal does not advise it.
    const late = await api.registerLists({ id: created.id, files: [await sample('valid-tjost-selection.muster', 'Anna')], lang: 'en' });
    expect(late.problems).toEqual(["Anna.muster: a player named 'Anna' is registered already (lists can no longer be replaced once round 1 is paired)."]);

    const history = await api.listHistory({ doc: { kind: 'event', id: created.id } });
    expect(history.length).toBeGreaterThanOrEqual(3);
    // The clock stands still in this test: each of the event's saves is stamped a millisecond after the one before.
    const saves = history.length - 1;
    expect((await api.listEvents({})).events).toEqual([{ id: created.id, name: 'Spring Cup', date: '2025-03-01', updatedAt: new Date(NOW.getTime() + saves).toISOString(), players: 2, rounds: 1, plannedRounds: 3 }]);
    const report = await api.getEventReport({ id: created.id, lang: 'en' });
    expect(report.text).toContain('2 players: 2 lists valid, 0 with errors, 0 without a list.');
  });

  it('refuses to save an event whose pairings name an unknown player, naming the field, and keeps the saved file', async () => {
    const api = handlers();
    const created = await api.createEvent({ name: 'Cup' });
    const bad = { ...created, rounds: [{ number: 1, pairedAt: NOW.toISOString(), pairings: [{ table: 1, a: 'p1', b: 'p2' }] }] };
    await expect(api.saveEvent({ event: bad })).rejects.toThrow(/rounds\[0\]/);
    expect((await api.openEvent({ id: created.id })).rounds).toEqual([]);
    expect((await readdir(path.join(dir, 'events'))).filter((f) => f.endsWith('.muster-event'))).toHaveLength(1);
  });

  it('validates input through dispatch: an event id with a path is refused', async () => {
    const api = handlers();
    const out = await dispatch(api, 'openEvent', { id: '../settings' });
    expect(out.ok).toBe(false);
  });

  it('leagues: created, listed and deleted', async () => {
    const api = handlers();
    const league = await api.createLeague({ name: 'Liga', season: '2025' });
    expect((await api.listLeagues({})).leagues).toEqual([{ id: league.id, name: 'Liga', season: '2025', updatedAt: NOW.toISOString(), events: 0 }]);
    await api.deleteLeague({ id: league.id });
    expect((await api.listLeagues({})).leagues).toEqual([]);
  });
});

describe('organiser trash: delete, list the trash, restore', () => {
  it('an event deleted goes to the trash, is listed there with when, and comes back as it was saved; restoring again is a conflict', async () => {
    const api = handlers();
    const kept = await api.createEvent({ name: 'Kept' });
    const cup = await api.createEvent({ name: 'Spring Cup', date: '2025-03-01', rounds: 4 });
    const file = path.join(dir, 'events', `${cup.id}.muster-event`);
    const text = await readFile(file, 'utf8');
    expect(await api.listTrashedEvents({})).toEqual([]);

    expect(await api.deleteEvent({ id: cup.id })).toBe(true);
    expect((await api.listEvents({})).events.map((e) => e.name)).toEqual(['Kept']);
    expect(await readdir(path.join(dir, 'events', '.trash'))).toEqual([`${cup.id}.muster-event`]);
    const trash = await api.listTrashedEvents({});
    expect(trash.map(({ deletedAt: _at, ...e }) => e)).toEqual([{ id: cup.id, name: 'Spring Cup', date: '2025-03-01', updatedAt: NOW.toISOString(), players: 0, rounds: 0, plannedRounds: 4 }]);
    // When it was moved there (the file system's time of the move: now, give or take).
    expect(Math.abs(Date.parse(trash[0]!.deletedAt) - Date.now())).toBeLessThan(60_000);
    expect(await api.listTrashedLeagues({})).toEqual([]);

    expect(await api.restoreEvent({ id: cup.id })).toEqual(cup);
    expect(await readFile(file, 'utf8')).toBe(text);
    expect((await api.listEvents({})).events.map((e) => e.name).sort()).toEqual(['Kept', 'Spring Cup']);
    expect(await api.listTrashedEvents({})).toEqual([]);

    // There again: restoring is refused and replaces nothing; what is not in the trash is not found.
    expect(await dispatch(api, 'restoreEvent', { id: cup.id })).toMatchObject({ ok: false, error: { code: 'conflict' } });
    expect(await readFile(file, 'utf8')).toBe(text);
    expect(await dispatch(api, 'restoreEvent', { id: kept.id })).toMatchObject({ ok: false, error: { code: 'conflict' } });
    expect(await dispatch(api, 'restoreEvent', { id: 'no-such-event' })).toMatchObject({ ok: false, error: { code: 'not-found' } });
    expect(await dispatch(api, 'deleteEvent', { id: 'no-such-event' })).toMatchObject({ ok: false, error: { code: 'not-found' } });
  });

  it('an event saved again under the id of one in the trash: not offered, restoring refused, the trashed one left as it is', async () => {
    const api = handlers();
    const first = await api.createEvent({ name: 'First' });
    await api.deleteEvent({ id: first.id });
    expect((await api.listTrashedEvents({})).map((e) => e.name)).toEqual(['First']);
    await api.saveEvent({ event: { ...first, name: 'Second' } });
    expect(await api.listTrashedEvents({})).toEqual([]);
    expect(await dispatch(api, 'restoreEvent', { id: first.id })).toMatchObject({ ok: false, error: { code: 'conflict' } });
    // The refusal in the language the user reads the app in, naming the file within the data folder.
    await api.saveSettings({ lang: 'de' });
    expect(await dispatch(api, 'restoreEvent', { id: first.id })).toEqual({
      ok: false,
      error: { code: 'conflict', message: `${path.join('events', `${first.id}.muster-event`)}: Ein Dokument mit dieser Kennung gibt es schon, darum wurde es nicht wiederhergestellt; nichts wurde geändert.` },
    });
    expect((await api.openEvent({ id: first.id })).name).toBe('Second');
    expect(await readdir(path.join(dir, 'events', '.trash'))).toEqual([`${first.id}.muster-event`]);
  });

  it('a league deleted goes to its own trash and comes back; restoring again is a conflict', async () => {
    const api = handlers();
    const league = await api.createLeague({ name: 'Liga', season: '2025' });
    expect(await api.deleteLeague({ id: league.id })).toBe(true);
    expect((await api.listLeagues({})).leagues).toEqual([]);
    const trash = await api.listTrashedLeagues({});
    expect(trash.map(({ deletedAt: _at, ...l }) => l)).toEqual([{ id: league.id, name: 'Liga', season: '2025', updatedAt: NOW.toISOString(), events: 0 }]);
    expect(await api.listTrashedEvents({})).toEqual([]);

    expect(await api.restoreLeague({ id: league.id })).toEqual(league);
    expect((await api.listLeagues({})).leagues.map((l) => l.name)).toEqual(['Liga']);
    expect(await api.listTrashedLeagues({})).toEqual([]);
    expect(await dispatch(api, 'restoreLeague', { id: league.id })).toMatchObject({ ok: false, error: { code: 'conflict' } });
    expect(await dispatch(api, 'restoreLeague', { id: 'no-such-league' })).toMatchObject({ ok: false, error: { code: 'not-found' } });
    expect(await dispatch(api, 'deleteLeague', { id: 'no-such-league' })).toMatchObject({ ok: false, error: { code: 'not-found' } });
  });

  it('validates the input: an id with a path is refused', async () => {
    const api = handlers();
    expect(await dispatch(api, 'restoreEvent', { id: '../settings' })).toMatchObject({ ok: false, error: { code: 'invalid-input' } });
    expect(await dispatch(api, 'restoreLeague', { id: '../x' })).toMatchObject({ ok: false, error: { code: 'invalid-input' } });
    expect(await dispatch(api, 'listTrashedEvents', { extra: 1 })).toMatchObject({ ok: false, error: { code: 'invalid-input' } });
    // And the handlers themselves, behind the schema.
    await expect(api.restoreEvent({ id: '../settings' })).rejects.toThrow(/not a valid document id/);
    await expect(api.restoreLeague({ id: '../x' })).rejects.toThrow(/not a valid document id/);
  });
});
