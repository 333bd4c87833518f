import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { saveWarningSchema } from '../../core/api/contract';
import { dispatch } from './dispatch';
import { createHandlers } from './handlers';

/**
 * A save whose history cannot keep the version (the history folder is a file) stands, and its
 * answer says so as data: a `history-not-kept` warning naming the document, and why in both
 * languages, for every document saved through the stamped save (lists, siege rosters, events,
 * leagues, TJOST results). The app shows it after saving.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'muster-save-warnings-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const handlers = () => createHandlers({ mode: 'browser', version: '0', resourcesDir: path.join(ROOT, 'resources'), userDataDir: dir, defaultLang: 'en', openLink: async () => false });

/** The warning of a document saved while `<user data>/history` is a file. */
const notKept = (file: string) => {
  const history = path.join(dir, 'history');
  return { code: 'history-not-kept', file, reason: { en: `${history}: is a file, not a folder`, de: `${history}: ist eine Datei, kein Ordner` } };
};

describe('a save whose history cannot keep the version', () => {
  it('saveList stands and answers with the warning (schema-checked); with the history back, no warning', async () => {
    const api = handlers();
    const list = await api.createList({ name: 'Goblins', system: 'confrontation', faction: 'goblins-no-dan-kar', pointsLimit: 300, kind: 'standard' });
    await rm(path.join(dir, 'history'), { recursive: true, force: true });
    await writeFile(path.join(dir, 'history'), 'a file');

    const answer = await dispatch(api, 'saveList', { list: { ...list, name: 'Renamed' }, basedOn: list.updatedAt });
    const file = path.join(dir, 'lists', `${list.id}.muster`);
    expect(answer).toEqual({ ok: true, value: { list: expect.objectContaining({ id: list.id, name: 'Renamed' }), warnings: [notKept(file)] } });
    const value = (answer as { ok: true; value: { list: { updatedAt: string }; warnings: unknown[] } }).value;
    expect(value.warnings.map((w) => saveWarningSchema.parse(w))).toEqual([notKept(file)]);
    // The save stands: the list on disk is the one saved.
    expect((await api.openList({ id: list.id })).name).toBe('Renamed');

    await rm(path.join(dir, 'history'));
    const again = await api.saveList({ list: { ...list, name: 'Again' }, basedOn: value.list.updatedAt });
    expect(again.warnings).toEqual([]);
    expect(await readdir(path.join(dir, 'history', 'lists', `${list.id}.muster`))).toHaveLength(1);
  }, 30_000);

  it('siege rosters, events, leagues and the TJOST results answer the same', async () => {
    const api = handlers();
    const siege = await api.createSiege({ name: 'Karak' });
    const event = await api.createEvent({ name: 'Cup' });
    const league = await api.createLeague({ name: 'Season' });
    await rm(path.join(dir, 'history'), { recursive: true, force: true });
    await writeFile(path.join(dir, 'history'), 'a file');

    const savedSiege = await api.saveSiege({ siege: { ...siege, name: 'Karak Eight Peaks' }, basedOn: siege.updatedAt });
    expect([savedSiege.siege.name, savedSiege.warnings]).toEqual(['Karak Eight Peaks', [notKept(path.join(dir, 'sieges', `${siege.id}.muster-siege`))]]);
    const savedEvent = await api.saveEvent({ event: { ...event, place: 'Hall' }, basedOn: event.updatedAt });
    expect([savedEvent.event.place, savedEvent.warnings]).toEqual(['Hall', [notKept(path.join(dir, 'events', `${event.id}.muster-event`))]]);
    const savedLeague = await api.saveLeague({ league: { ...league, name: 'Season 2026' }, basedOn: league.updatedAt });
    expect([savedLeague.league.name, savedLeague.warnings]).toEqual(['Season 2026', [notKept(path.join(dir, 'leagues', `${league.id}.muster-league`))]]);
    const savedResults = await api.saveResults({ results: { format: 'muster-results', version: 1, player: 'Ann', games: [] } });
    expect([savedResults.results.player, savedResults.warnings]).toEqual(['Ann', [notKept(path.join(dir, 'tjost-results.json'))]]);
    // Each stands.
    expect([(await api.openSiege({ id: siege.id })).siege.name, (await api.openEvent({ id: event.id })).place, (await api.openLeague({ id: league.id })).name, (await api.getResults({})).results.player]).toEqual([
      'Karak Eight Peaks',
      'Hall',
      'Season 2026',
      'Ann',
    ]);
  }, 30_000);

  it('registering lists into an event answers the same (the registration stands)', async () => {
    const api = handlers();
    const event = await api.createEvent({ name: 'Cup' });
    const list = JSON.parse(await readFile(path.join(ROOT, 'resources/samples/valid-tjost-selection.muster'), 'utf8')) as Record<string, unknown>;
    const file = (player: string) => ({ fileName: `${player}.muster`, text: JSON.stringify({ ...list, player }) });
    await rm(path.join(dir, 'history'), { recursive: true, force: true });
    await writeFile(path.join(dir, 'history'), 'a file');

    const reg = await api.registerLists({ id: event.id, files: [file('Anna')], lang: 'en' });
    expect(reg.warnings).toEqual([notKept(path.join(dir, 'events', `${event.id}.muster-event`))]);
    expect((await api.openEvent({ id: event.id })).players).toHaveLength(1);

    await rm(path.join(dir, 'history'));
    const again = await api.registerLists({ id: event.id, files: [file('Bernd')], lang: 'en' });
    expect(again.warnings).toEqual([]);
  }, 30_000);
});
