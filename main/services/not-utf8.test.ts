import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileProblemsError } from '../../core/files/problems';
import { newList } from '../../core/list/new';
import { serializeList } from '../../core/list/serialize';
import { newEvent } from '../../core/systems/confrontation/tjost/organiser/new';
import { serializeEvent } from '../../core/systems/confrontation/tjost/organiser/serialize';
import { createEventStore } from './event-store';
import { createListStore } from './list-store';
import { createSettingsStore } from './settings-store';

/**
 * Documents saved by a Windows editor in Windows-1252 (`ü` as the single byte 0xFC) are never
 * read into replacement characters: a list (whose store reports repairs) is read as Windows-1252
 * with that repair and kept beside its first save; other documents are refused, naming the file.
 */

/** The bytes a Windows editor saves (Windows-1252: each of these letters one byte, as in Latin-1). */
const windows1252 = (text: string): Buffer => Buffer.from(text, 'latin1');

let dir: string;
let tick = 0;
const now = () => new Date(Date.UTC(2026, 2, 1, 12, 0, tick++));
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'muster-not-utf8-'));
  tick = 0;
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('a list file saved in Windows-1252', () => {
  it('reads as Windows-1252 with the repair named, and its first save keeps the original bytes beside it', async () => {
    const lists = createListStore(dir, now);
    const list = { ...newList({ id: 'latin1', name: 'Müllers Gobbos', system: 'confrontation', faction: 'dwarves-tir-na-bor', pointsLimit: 300, now: now() }), player: 'Jörg Weiß' };
    const original = windows1252(serializeList(list));
    expect(original.includes(0xfc)).toBe(true);
    await mkdir(path.join(dir, 'lists'));
    const file = path.join(dir, 'lists', 'latin1.muster');
    await writeFile(file, original);

    const overview = await lists.list(undefined, 'en');
    expect(overview.problems).toEqual([]);
    expect(overview.lists.map((l) => [l.name, l.player])).toEqual([['Müllers Gobbos', 'Jörg Weiß']]);
    expect(overview.repaired).toEqual([`${file}: is not UTF-8; read as Windows-1252`]);
    expect((await lists.list(undefined, 'de')).repaired).toEqual([`${file}: ist kein UTF-8; als Windows-1252 gelesen`]);

    const opened = await lists.open('latin1');
    expect([opened.name, opened.player]).toEqual(['Müllers Gobbos', 'Jörg Weiß']);
    // Reading changes nothing on disk.
    expect(await readdir(path.join(dir, 'lists'))).toEqual(['latin1.muster']);

    await lists.save({ ...opened, pointsLimit: 400 });
    const names = (await readdir(path.join(dir, 'lists'))).sort();
    expect(names).toEqual(['latin1.muster', expect.stringMatching(/^latin1\.muster\.broken-2026-03-01T12-00-\d\d-000Z$/)]);
    expect(await readFile(path.join(dir, 'lists', names[1]!))).toEqual(original);
    const saved = await readFile(file, 'utf8');
    expect(saved).not.toContain('\uFFFD');
    expect(JSON.parse(saved)).toMatchObject({ name: 'Müllers Gobbos', player: 'Jörg Weiß', pointsLimit: 400 });
    // Saved as UTF-8: read without repairs from now on.
    expect((await lists.list(undefined, 'en')).repaired).toEqual([]);
  });

  it('still reads a UTF-8 list with a byte order mark, without a repair', async () => {
    const lists = createListStore(dir, now);
    const list = newList({ id: 'bom', name: 'Müllers Gobbos', system: 'confrontation', faction: 'dwarves-tir-na-bor', pointsLimit: 300, now: now() });
    await mkdir(path.join(dir, 'lists'));
    await writeFile(path.join(dir, 'lists', 'bom.muster'), `\uFEFF${serializeList(list)}`);
    const overview = await lists.list(undefined, 'en');
    expect(overview).toMatchObject({ problems: [], repaired: [] });
    expect(overview.lists.map((l) => l.name)).toEqual(['Müllers Gobbos']);
  });
});

describe('other documents that are not UTF-8', () => {
  it('an event file is refused, naming the file, kept as a copy, and never read into replacement characters', async () => {
    const events = createEventStore(dir, now);
    const event = newEvent({ id: 'cup', name: 'Pokal der Müllers', seed: 7, now: now() });
    const original = windows1252(serializeEvent(event));
    await mkdir(path.join(dir, 'events'));
    const file = path.join(dir, 'events', 'cup.muster-event');
    await writeFile(file, original);

    const overview = await events.list('en');
    expect(overview.items).toEqual([]);
    expect(overview.problems).toEqual([expect.stringMatching(/^.*cup\.muster-event: is not UTF-8 text; Muster reads this file only as UTF-8 .*\(a copy was kept as cup\.muster-event\.broken-/)]);
    expect((await events.list('de')).problems).toEqual([expect.stringMatching(/cup\.muster-event: ist kein UTF-8-Text; .*eine Kopie liegt als cup\.muster-event\.broken-.* daneben/)]);
    const refused = await events.read('cup').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(FileProblemsError);
    expect((refused as FileProblemsError).problems).toEqual([expect.objectContaining({ file, path: '', issue: { code: 'not-utf8', params: {} } })]);

    const copies = (await readdir(path.join(dir, 'events'))).filter((n) => n.includes('.broken-'));
    expect(copies).toHaveLength(1);
    expect(await readFile(path.join(dir, 'events', copies[0]!))).toEqual(original);
    // The file itself stays as it was until it is saved over.
    expect(await readFile(file)).toEqual(original);
  });

  it('settings.json is refused (the defaults are used, the reason warned), and the next save keeps it aside', async () => {
    const warned: string[] = [];
    const settings = createSettingsStore(dir, 'de', (m) => warned.push(m));
    const original = windows1252(JSON.stringify({ lang: 'de', defaultFolder: 'C:\\Listen\\Müller' }));
    const file = path.join(dir, 'settings.json');
    await writeFile(file, original);

    expect((await settings.read()).defaultFolder).toBe('');
    expect(warned).toEqual([expect.stringMatching(/settings\.json: is not UTF-8 text/)]);
    await settings.update({ lang: 'en' });
    expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({ lang: 'en' });
    const copies = (await readdir(dir)).filter((n) => n.startsWith('settings.json.broken-'));
    expect(copies).toHaveLength(1);
    expect(await readFile(path.join(dir, copies[0]!))).toEqual(original);
  });
});
