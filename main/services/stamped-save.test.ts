import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SaveConflictError } from '../../core/api/error';
import { newEvent } from '../../core/systems/confrontation/tjost/organiser/new';
import { parseSiegeFile } from '../../core/systems/oldworld/siege/load';
import { createEventStore } from './event-store';
import { createListStore } from './list-store';
import { createSiegeStore } from './siege-store';
import { stampAfter } from './stamped-save';

/** Every store of the user's stamped documents saves through saveStamped (lists: main/api/save-conflict.test.ts). */

const ROOT = path.resolve(import.meta.dirname, '../..');
let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'muster-stamped-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});
const clock = { at: new Date('2026-11-27T10:00:00.000Z') };
const now = () => clock.at;

describe('stampAfter', () => {
  it('is now when now is later, else a millisecond after the previous stamp', () => {
    const at = new Date('2026-11-27T10:00:00.000Z');
    expect(stampAfter(at, undefined)).toBe('2026-11-27T10:00:00.000Z');
    expect(stampAfter(at, '2026-11-27T09:59:59.999Z')).toBe('2026-11-27T10:00:00.000Z');
    expect(stampAfter(at, '2026-11-27T10:00:00.000Z')).toBe('2026-11-27T10:00:00.001Z');
    expect(stampAfter(at, '2027-01-01T00:00:00.000Z')).toBe('2027-01-01T00:00:00.001Z');
    expect(stampAfter(at, 'not a time')).toBe('2026-11-27T10:00:00.000Z');
  });
});

describe('events and siege rosters are saved like lists', () => {
  it('an event: each save after the one before, a save based on an older version refused, a read-change-save stamped after', async () => {
    clock.at = new Date('2026-11-27T10:00:00.000Z');
    const events = createEventStore(dir, now);
    const created = newEvent({ id: 'cup', name: 'Cup', seed: 7, now: clock.at });
    const first = (await events.save(created)).value;
    const second = (await events.save({ ...first, name: 'Cup 2026' }, { basedOn: first.updatedAt })).value;
    expect([first.updatedAt, second.updatedAt]).toEqual(['2026-11-27T10:00:00.000Z', '2026-11-27T10:00:00.001Z']);
    const file = events.fileOf('cup');
    const onDisk = await readFile(file, 'utf8');
    await expect(events.save({ ...first, name: 'Stale' }, { basedOn: first.updatedAt })).rejects.toBeInstanceOf(SaveConflictError);
    await expect(events.save({ ...first, name: 'Stale' }, { basedOn: first.updatedAt })).rejects.toMatchObject({ savedAt: second.updatedAt, basedOn: first.updatedAt });
    expect(await readFile(file, 'utf8')).toBe(onDisk);
    const { value: changed } = await events.update('cup', (e) => ({ ...e, place: 'Hall' }));
    expect(changed.updatedAt).toBe('2026-11-27T10:00:00.002Z');
  });

  it('a siege roster: the same', async () => {
    clock.at = new Date('2026-11-27T10:00:00.000Z');
    const sieges = createSiegeStore(dir, createListStore(dir, now), now);
    const text = await readFile(path.join(ROOT, 'resources/samples/siege.defender-share.muster-siege'), 'utf8');
    const roster = parseSiegeFile(text, 'sample').roster;
    if (!roster) throw new Error('the sample roster does not parse');
    const first = (await sieges.save(roster)).value;
    const second = (await sieges.save(first, { basedOn: first.updatedAt })).value;
    expect(second.updatedAt).toBe('2026-11-27T10:00:00.001Z');
    await expect(sieges.save(first, { basedOn: first.updatedAt })).rejects.toMatchObject({ savedAt: second.updatedAt });
    clock.at = new Date('2026-11-27T11:00:00.000Z');
    expect((await sieges.save(first, { basedOn: second.updatedAt })).value.updatedAt).toBe('2026-11-27T11:00:00.000Z');
  });
});
