import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Card } from '../../core/model/card';
import { addDevice, addElement } from '../../core/systems/oldworld/siege';
import type { ResultsFile } from '../../core/systems/confrontation/tjost/results';
import { dispatch } from './dispatch';
import { createHandlers } from './handlers';

const ROOT = path.resolve(import.meta.dirname, '../..');
let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'muster-history-api-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});
function handlers() {
  let t = Date.parse('2026-11-21T10:00:00Z');
  return createHandlers({ mode: 'browser', version: '0', resourcesDir: path.join(ROOT, 'resources'), userDataDir: dir, defaultLang: 'en', openLink: async () => false, now: () => new Date((t += 1000)) });
}

const card = (id: string, points = 10): Card => ({
  id, kind: 'fighter', name: { de: id, en: id }, source: 'user', points, personality: false, figures: 1, mount: false, throne: false, stats: { MOV: 10 }, abilities: [],
});

describe('history of siege rosters, the TJOST results and card files', () => {
  it('a siege roster: every save is a version, newest first, with its counts and what it changed; an older one reads back whole', async () => {
    const api = handlers();
    const created = await api.createSiege({ name: 'Karak' });
    const walled = addElement(created, 'wall').roster;
    await api.saveSiege({ siege: walled });
    await api.saveSiege({ siege: addDevice(addElement(walled, 'tower', { name: 'North tower' }).roster, 'stones', 'w1').roster });
    const versions = await api.listHistory({ doc: { kind: 'siege', id: created.id } });
    expect(versions.map((v) => [v.name, v.entries, v.devices, v.garrison, v.equipment, v.changed])).toEqual([
      ['Karak', 2, 1, 0, 0, ['fortress', 'devices']],
      ['Karak', 1, 0, 0, 0, ['fortress']],
      ['Karak', 0, 0, 0, 0, undefined],
    ]);
    expect(versions[0]!.savedAt > versions[1]!.savedAt).toBe(true);
    const first = await api.getHistoryVersion({ doc: { kind: 'siege', id: created.id }, version: versions[2]!.version });
    expect(first).toEqual({ kind: 'siege', siege: created });
  });

  it('a siege roster saved at every change: 60 clicks an hour later keep the version of an hour ago, and the clicks spread back to the first', async () => {
    let t = Date.parse('2026-11-21T10:00:00Z');
    const api = createHandlers({ mode: 'browser', version: '0', resourcesDir: path.join(ROOT, 'resources'), userDataDir: dir, defaultLang: 'en', openLink: async () => false, now: () => new Date(t) });
    let roster = await api.createSiege({ name: 'Karak' });
    t += 3_600_000;
    for (let i = 1; i <= 60; i++) {
      roster = (await api.saveSiege({ siege: { ...addElement(roster, 'wall').roster, name: `Karak ${i}` }, basedOn: roster.updatedAt })).siege;
      t += 1000;
    }
    const versions = await api.listHistory({ doc: { kind: 'siege', id: roster.id } });
    expect(versions).toHaveLength(20);
    // The newest clicks one by one, older ones further apart, and the roster as it was before this hour.
    expect(versions.map((v) => v.entries)).toEqual([60, 59, 58, 57, 56, 55, 54, 53, 51, 49, 47, 45, 41, 37, 33, 25, 17, 9, 1, 0]);
    expect(versions.at(-1)!.name).toBe('Karak');
  });

  it('events, leagues and the TJOST results are saved at every change too: 60 changes an hour later keep the version of an hour ago', async () => {
    let t = Date.parse('2026-11-21T10:00:00Z');
    const api = createHandlers({ mode: 'browser', version: '0', resourcesDir: path.join(ROOT, 'resources'), userDataDir: dir, defaultLang: 'en', openLink: async () => false, now: () => new Date(t) });
    let event = await api.createEvent({ name: 'Cup' });
    let league = await api.createLeague({ name: 'Season' });
    let results = (await api.saveResults({ results: { format: 'muster-results', version: 1, player: 'Ann', games: [] } })).results;
    t += 3_600_000;
    for (let i = 1; i <= 60; i++) {
      event = (await api.saveEvent({ event: { ...event, name: `Cup ${i}` }, basedOn: event.updatedAt })).event;
      league = (await api.saveLeague({ league: { ...league, name: `Season ${i}` }, basedOn: league.updatedAt })).league;
      results = (await api.saveResults({ results: { ...results, player: `Ann ${i}` } })).results;
      t += 1000;
    }
    const names = async (doc: Parameters<typeof api.listHistory>[0]['doc']) => (await api.listHistory({ doc })).map((v) => v.name);
    for (const [doc, first] of [[{ kind: 'event', id: event.id }, 'Cup'], [{ kind: 'league', id: league.id }, 'Season'], [{ kind: 'results' }, 'Ann']] as const) {
      const kept = await names(doc);
      expect(kept).toHaveLength(20);
      expect(kept.at(-1)).toBe(first);
      expect(kept.slice(0, 3)).toEqual([`${first} 60`, `${first} 59`, `${first} 58`]);
    }
  });

  it('the TJOST results: each save a version with its games and player', async () => {
    const api = handlers();
    const one: ResultsFile = { format: 'muster-results', version: 1, player: 'Ann', games: [{ round: 1, opponent: 'Bo', outcome: 'win', pf: 151 }] };
    const first = (await api.saveResults({ results: one })).results;
    expect(first).toEqual({ ...one, updatedAt: first.updatedAt });
    await api.saveResults({ results: { ...one, games: [...one.games, { round: 2, opponent: 'Cy', outcome: 'loss', pf: 40 }] } });
    const versions = await api.listHistory({ doc: { kind: 'results' } });
    expect(versions.map((v) => [v.name, v.games])).toEqual([['Ann', 2], ['Ann', 1]]);
    expect(await api.getHistoryVersion({ doc: { kind: 'results' }, version: versions[1]!.version })).toEqual({ kind: 'results', results: first });
  });

  it('a card file (system and faction): each save a version with its cards, kept when the file is emptied', async () => {
    const api = handlers();
    const doc = { kind: 'cards', system: 'confrontation', faction: 'goblins-no-dan-kar' } as const;
    expect(await api.listHistory({ doc })).toEqual([]);
    await api.saveFactionCards({ system: 'confrontation', faction: 'goblins-no-dan-kar', cards: [card('my-goblin-a'), card('my-goblin-b')] });
    await api.saveFactionCards({ system: 'confrontation', faction: 'goblins-no-dan-kar', cards: [card('my-goblin-a', 12)] });
    await api.saveFactionCards({ system: 'confrontation', faction: 'goblins-no-dan-kar', cards: [] });
    const versions = await api.listHistory({ doc });
    expect(versions.map((v) => [v.cards, v.name])).toEqual([[1, 'Goblins of No-Dan-Kar'], [2, 'Goblins of No-Dan-Kar']]);
    const first = await api.getHistoryVersion({ doc, version: versions[1]!.version });
    expect(first.kind).toBe('cards');
    if (first.kind !== 'cards') return;
    expect(first.cards.faction.id).toBe('goblins-no-dan-kar');
    expect(first.cards.cards.map((c) => [c.id, c.points])).toEqual([['my-goblin-a', 10], ['my-goblin-b', 10]]);
    // Another faction's history is its own.
    expect(await api.listHistory({ doc: { ...doc, faction: 'my-other-clan' } })).toEqual([]);
  });

  it('refuses a version that is not one of the file’s and a faction id that is not an id', async () => {
    const api = handlers();
    const doc = { kind: 'cards', system: 'confrontation', faction: 'goblins-no-dan-kar' } as const;
    await expect(api.getHistoryVersion({ doc, version: '2026-11-21T10-00-01-000Z-000001-abcdef.json' })).rejects.toThrow(/No version/);
    const answer = await dispatch(api, 'listHistory', { doc: { kind: 'cards', system: 'confrontation', faction: '../lists' } });
    expect(answer).toMatchObject({ ok: false, error: { code: 'invalid-input' } });
  });
});
