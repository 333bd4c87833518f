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
    expect(again.problems[0]).toBe('anna.muster: Ein Spieler namens „anna“ ist schon angemeldet; ersetze stattdessen seine Liste.');
    expect(again.event.players).toHaveLength(2);

    const replaced = await api.registerLists({ id: created.id, files: [await sample('valid-tjost-selection.muster', 'Bernd')], lang: 'en', replace: reg.event.players[1]!.id });
    expect(replaced.event.players[1]?.check?.valid).toBe(true);

    const paired = addNextRound(replaced.event, NOW).event!;
    const saved = await api.saveEvent({ event: paired });
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
