import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addElement, placeOccupant, setSide } from '../../core/systems/oldworld/siege/ops';
import { dispatch } from './dispatch';
import { createHandlers } from './handlers';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SAMPLES = path.join(ROOT, 'resources/samples');
let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'muster-siege-api-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const handlers = () =>
  createHandlers({
    mode: 'browser',
    version: '0',
    resourcesDir: path.join(ROOT, 'resources'),
    userDataDir: dir,
    defaultLang: 'en',
    openLink: async () => false,
    now: () => new Date('2025-01-02T03:04:05.000Z'),
  });

describe('siege roster API', () => {
  it('creates, lists, saves, opens with linked lists and deletes rosters', async () => {
    const api = handlers();
    await mkdir(path.join(dir, 'lists'), { recursive: true });
    await copyFile(path.join(SAMPLES, 'valid-oldworld-high-elves.muster'), path.join(dir, 'lists', 'sample-oldworld-high-elves.muster'));
    const created = await api.createSiege({ name: ' Karak ' });
    expect(created).toMatchObject({ name: 'Karak', updatedAt: '2025-01-02T03:04:05.000Z', fortress: { elements: [] } });
    let r = addElement(created, 'tower', { storeys: 2 }).roster;
    r = setSide(r, 'defender', { listId: 'sample-oldworld-high-elves' }).roster;
    r = placeOccupant(r, 'e4', 't1').roster;
    await api.saveSiege({ siege: r });
    expect((await readdir(path.join(dir, 'sieges'))).filter((f) => f.endsWith('.muster-siege'))).toEqual([`${created.id}.muster-siege`]);
    expect(await api.listSieges({})).toEqual({
      // Created, then saved with the clock standing still: the save is stamped a millisecond later.
      sieges: [{ id: created.id, name: 'Karak', updatedAt: '2025-01-02T03:04:05.001Z', elements: 1, nightBattle: false, lists: ['sample-oldworld-high-elves'] }],
      problems: [],
      repaired: [],
    });
    const opened = await api.openSiege({ id: created.id });
    expect(opened.siege.garrison).toEqual([{ entry: 'e4', element: 't1' }]);
    expect(opened.defender?.name).toBe('Wardens of the White Tower');
    expect([opened.attacker, opened.problems]).toEqual([null, []]);
    expect(await api.deleteSiege({ id: created.id })).toBe(true);
    expect((await api.listSieges({})).sieges).toEqual([]);
  });

  it('imports a roster file; the same file again adds nothing, a changed one comes in beside it under a free id; names the field of a broken one', async () => {
    const api = handlers();
    const text = await readFile(path.join(SAMPLES, 'valid-siege.muster-siege'), 'utf8');
    const first = await api.importSiege({ fileName: 'valid-siege.muster-siege', text });
    expect(first.existing).toBeUndefined();
    const again = await api.importSiege({ fileName: 'valid-siege.muster-siege', text: JSON.stringify({ ...JSON.parse(text), updatedAt: '2031-01-01T00:00:00.000Z' }) });
    expect([again.siege.id, again.existing]).toEqual([first.siege.id, { name: first.siege.name, same: true }]);
    expect((await api.listSieges({})).sieges).toHaveLength(1);
    const second = await api.importSiege({ fileName: 'valid-siege.muster-siege', text: JSON.stringify({ ...JSON.parse(text), name: 'Tor Elyr, second try' }) });
    expect(second.siege.id).not.toBe(first.siege.id);
    expect(second.existing).toEqual({ name: first.siege.name, same: false });
    expect((await api.listSieges({})).sieges).toHaveLength(2);
    const latin = await api.importSiege({ fileName: 'tor.muster-siege', text: JSON.stringify({ ...JSON.parse(text), id: 'latin', name: 'Straßenkampf' }), encoding: 'windows-1252' });
    expect(latin.notes).toEqual(['tor.muster-siege: is not UTF-8; read as Windows-1252']);
    await api.deleteSiege({ id: latin.siege.id });
    const broken = JSON.stringify({ ...JSON.parse(text), format: 'muster-list' });
    await expect(api.importSiege({ fileName: 'mine.muster-siege', text: broken })).rejects.toThrow(/mine\.muster-siege: format/);
    expect((await api.listSieges({})).sieges).toHaveLength(2);
  });

  it('opens and imports a roster that reads only with repairs: an occupant of an element that is not there is dropped and named', async () => {
    const api = handlers();
    const text = (await readFile(path.join(SAMPLES, 'valid-siege.muster-siege'), 'utf8')).replace('"element": "w1"', '"element": "w99"');
    const imported = await api.importSiege({ fileName: 'hand.muster-siege', text });
    expect(imported.notes).toContain("hand.muster-siege: garrison[0].element: no element 'w99' in the fortress; removed");
    expect(imported.siege.garrison.some((o) => o.element === 'w99')).toBe(false);
    // The same file in the sieges folder: listed with the repair, opened without the occupant.
    const file = path.join(dir, 'sieges', `${imported.siege.id}.muster-siege`);
    await writeFile(file, text.replace(/"id": "[^"]+"/, `"id": "${imported.siege.id}"`));
    const listed = await api.listSieges({});
    expect(listed.problems).toEqual([]);
    expect(listed.repaired).toEqual([`${file}: garrison[0].element: no element 'w99' in the fortress; removed`]);
    expect((await api.openSiege({ id: imported.siege.id })).siege.garrison.some((o) => o.element === 'w99')).toBe(false);
  });

  it('reports a missing list and an unreadable roster file', async () => {
    const api = handlers();
    const created = await api.createSiege({ name: 'S' });
    await api.saveSiege({ siege: setSide(created, 'attacker', { listId: 'gone' }).roster });
    const opened = await api.openSiege({ id: created.id });
    expect(opened.attacker).toBeNull();
    // A list that is not there is named beside its side (not in the trash: no name), not as a problem.
    expect(opened.missing).toEqual([{ side: 'attacker', listId: 'gone' }]);
    expect(opened.problems).toEqual([]);
    await writeFile(path.join(dir, 'sieges', 'bad.muster-siege'), '{');
    expect((await api.listSieges({})).problems).toHaveLength(1);
    await expect(api.openSiege({ id: 'bad' })).rejects.toThrow(/bad\.muster-siege/);
    expect(await readFile(path.join(dir, 'sieges', `${created.id}.muster-siege`), 'utf8')).toContain('"listId": "gone"');
  });

  it('importing the file of a deleted roster adds it under a new id: the deleted one stays in the trash', async () => {
    const api = handlers();
    const created = await api.createSiege({ name: 'Helmgart' });
    const text = JSON.stringify(created);
    await api.deleteSiege({ id: created.id });
    const imported = await api.importSiege({ fileName: 'helmgart.muster-siege', text });
    expect(imported.siege.id).not.toBe(created.id);
    expect((await api.listTrashedSieges({})).map((t) => t.id)).toEqual([created.id]);
  });

  it('names a side whose list was deleted, with the list\'s name while it is in the trash; restoring it links it again', async () => {
    const api = handlers();
    const list = await api.createList({ name: 'Nuln Garrison', system: 'oldworld', faction: 'empire-of-man', pointsLimit: 2000, kind: 'standard' });
    const created = await api.createSiege({ name: 'S' });
    await api.saveSiege({ siege: setSide(created, 'defender', { listId: list.id }).roster });
    expect((await api.openSiege({ id: created.id })).missing).toEqual([]);
    await api.deleteList({ id: list.id });
    const opened = await api.openSiege({ id: created.id, lang: 'de' });
    expect(opened.defender).toBeNull();
    expect(opened.missing).toEqual([{ side: 'defender', listId: list.id, trashed: { name: 'Nuln Garrison' } }]);
    expect(opened.problems).toEqual([]);
    await api.restoreList({ id: list.id });
    expect((await api.openSiege({ id: created.id })).defender?.name).toBe('Nuln Garrison');
  });

  it('words a linked list that cannot be read in the language asked for, without any path on disk', async () => {
    const api = handlers();
    const list = await api.createList({ name: 'Broken', system: 'oldworld', faction: 'empire-of-man', pointsLimit: 2000, kind: 'standard' });
    const created = await api.createSiege({ name: 'S' });
    await api.saveSiege({ siege: setSide(created, 'attacker', { listId: list.id }).roster });
    await writeFile(path.join(dir, 'lists', `${list.id}.muster`), '{"format": "muster-list", "version": 99}');
    const de = await api.openSiege({ id: created.id, lang: 'de' });
    expect(de.missing).toEqual([]);
    expect(de.problems).toHaveLength(1);
    expect(de.problems[0]).toMatch(/^die Liste des Angreifers kann nicht gelesen werden: /);
    expect(de.problems[0]).not.toContain(dir);
    const en = await api.openSiege({ id: created.id });
    expect(en.problems[0]).toMatch(/^cannot read the attacker's list: .*version 99/);
  });

  it('never follows a roster to files outside the user\'s lists: paths are dropped on import with a note, ids are refused by the schema', async () => {
    const api = handlers();
    const v1 = (file: string) =>
      JSON.stringify({ format: 'muster-siege', version: 1, id: 'evil', name: 'E', createdAt: '2025-01-01T00:00:00.000Z', updatedAt: '2025-01-01T00:00:00.000Z', attacker: { file }, defender: { file: '../lists/mine.muster' } });
    for (const file of ['/etc/hostname', '../../../../etc/hostname', '/dev/zero', '../lists/../../x.muster', 'C:\\Windows\\win.ini']) {
      const { siege, notes } = await api.importSiege({ fileName: 'evil.muster-siege', text: v1(file) });
      expect(siege.attacker).toBeUndefined();
      expect(siege.defender).toEqual({ listId: 'mine' });
      expect(notes).toEqual([`evil.muster-siege: attacker.file: '${file}' does not name one of your lists; rosters link lists by their id, so this reference was removed`]);
      const saved = await readFile(path.join(dir, 'sieges', `${siege.id}.muster-siege`), 'utf8');
      expect(saved).not.toContain(file);
      expect(saved).toContain('"version": 2');
    }
    const created = await api.createSiege({ name: 'S' });
    for (const listId of ['../etc/hostname', '/etc/hostname', 'a/b']) {
      const answer = await dispatch(api, 'saveSiege', { siege: { ...created, attacker: { listId } } });
      expect(answer).toMatchObject({ ok: false, error: { code: 'invalid-input', fields: [{ path: 'siege.attacker.listId' }] } });
    }
    expect((await api.openSiege({ id: created.id })).siege.attacker).toBeUndefined();
  });

  it('a version-1 roster in the sieges folder whose list paths name none of the user\'s lists: the removed links are named on the sieges page and when it opens; the first save keeps the file aside', async () => {
    const api = handlers();
    const folder = path.join(dir, 'sieges');
    await mkdir(folder, { recursive: true });
    const file = path.join(folder, 'old.muster-siege');
    const text = JSON.stringify({
      format: 'muster-siege',
      version: 1,
      id: 'old',
      name: 'Old',
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:00.000Z',
      attacker: { file: '/etc/passwd' },
      defender: { file: '../lists/Meine Zwerge.muster' },
    });
    await writeFile(file, text);
    const notes = [
      `${file}: attacker.file: '/etc/passwd' does not name one of your lists; rosters link lists by their id, so this reference was removed`,
      `${file}: defender.file: '../lists/Meine Zwerge.muster' does not name one of your lists; rosters link lists by their id, so this reference was removed`,
    ];
    const listed = await api.listSieges({});
    expect(listed.problems).toEqual([]);
    expect(listed.repaired).toEqual(notes);
    expect((await api.listSieges({ lang: 'de' })).repaired[1]).toBe(`${file}: defender.file: '../lists/Meine Zwerge.muster' nennt keine deiner Listen; Belagerungen verweisen über die ID auf Listen, daher ist der Verweis entfernt`);
    const opened = await api.openSiege({ id: 'old' });
    expect([opened.attacker, opened.defender]).toEqual([null, null]);
    // The editor names them without the roster's file (the roster open), in the language asked for.
    expect(opened.problems).toEqual(notes.map((n) => n.slice(`${file}: `.length)));
    expect((await api.openSiege({ id: 'old', lang: 'de' })).problems[1]).toBe("defender.file: '../lists/Meine Zwerge.muster' nennt keine deiner Listen; Belagerungen verweisen über die ID auf Listen, daher ist der Verweis entfernt");
    // The first save replaces the file: the file as it was is kept beside it, with the paths.
    await api.saveSiege({ siege: { ...opened.siege, name: 'Old, renamed' } });
    const copies = (await readdir(folder)).filter((n) => n.startsWith('old.muster-siege.broken-'));
    expect(copies).toHaveLength(1);
    expect(await readFile(path.join(folder, copies[0]!), 'utf8')).toBe(text);
    expect(await readFile(file, 'utf8')).not.toContain('Meine Zwerge');
    expect((await api.listSieges({})).repaired).toEqual([]);
    expect((await api.openSiege({ id: 'old' })).problems).toEqual([]);
  });
});

describe('siege roster trash', () => {
  it('delete -> listed in the trash with when -> restore: the roster is back, identical, and out of the trash', async () => {
    const api = handlers();
    const created = await api.createSiege({ name: 'Karak' });
    let r = addElement(created, 'wall', { rodell: true }).roster;
    r = addElement(r, 'tower', { storeys: 3 }).roster;
    const saved = (await api.saveSiege({ siege: r })).siege;
    await api.createSiege({ name: 'Other' });
    const file = path.join(dir, 'sieges', `${saved.id}.muster-siege`);
    const text = await readFile(file, 'utf8');
    const before = await api.openSiege({ id: saved.id });
    expect(await api.listTrashedSieges({})).toEqual([]);

    expect(await api.deleteSiege({ id: saved.id })).toBe(true);
    expect((await api.listSieges({})).sieges.map((s) => s.name)).toEqual(['Other']);
    const trash = await api.listTrashedSieges({});
    expect(trash.map(({ deletedAt: _at, ...s }) => s)).toEqual([{ id: saved.id, name: 'Karak', updatedAt: saved.updatedAt, elements: 2, nightBattle: false, lists: [] }]);
    // When it was moved there (the file system's time of the move: now, give or take).
    expect(Math.abs(Date.parse(trash[0]!.deletedAt) - Date.now())).toBeLessThan(60_000);

    const back = await api.restoreSiege({ id: saved.id });
    expect(back).toEqual(saved);
    expect(await readFile(file, 'utf8')).toBe(text);
    expect(await api.openSiege({ id: saved.id })).toEqual(before);
    expect((await api.listSieges({})).sieges.map((s) => s.name).sort()).toEqual(['Karak', 'Other']);
    expect(await api.listTrashedSieges({})).toEqual([]);
    // Restored again: the roster is there, nothing is replaced. Not in the trash, or deleted in another window already: said so.
    await expect(api.restoreSiege({ id: saved.id })).rejects.toThrow(/a document with this id exists already/);
    expect(await readFile(file, 'utf8')).toBe(text);
    await expect(api.restoreSiege({ id: 'no-such-roster' })).rejects.toThrow("There is no siege roster 'no-such-roster' in the trash to restore");
    await expect(api.deleteSiege({ id: 'no-such-roster' })).rejects.toThrow("There is no siege roster 'no-such-roster' to delete");
    expect(await dispatch(api, 'restoreSiege', { id: 'no-such-roster' })).toMatchObject({ ok: false, error: { code: 'not-found' } });
  });

  it('never restores over a roster saved again under the same id: not offered, and refused', async () => {
    const api = handlers();
    const created = await api.createSiege({ name: 'First' });
    await api.deleteSiege({ id: created.id });
    expect((await api.listTrashedSieges({})).map((s) => s.name)).toEqual(['First']);
    // A roster of the same id saved meanwhile (e.g. an edit still open in another window).
    await api.saveSiege({ siege: { ...created, name: 'Second' } });
    expect(await api.listTrashedSieges({})).toEqual([]);
    await expect(api.restoreSiege({ id: created.id })).rejects.toThrow(/exists already/);
    expect((await api.openSiege({ id: created.id })).siege.name).toBe('Second');
    // The deleted one stays in the trash folder, untouched.
    expect((await readdir(path.join(dir, 'sieges', '.trash')))).toEqual([`${created.id}.muster-siege`]);
  });

  it('the lists\' trash stays the lists\' and a broken file in the siege trash is left out', async () => {
    const api = handlers();
    const created = await api.createSiege({ name: 'Kept' });
    await api.deleteSiege({ id: created.id });
    expect(await api.listTrashedLists({})).toEqual([]);
    await writeFile(path.join(dir, 'sieges', '.trash', 'broken.muster-siege'), '{ not json');
    expect((await api.listTrashedSieges({})).map((s) => s.name)).toEqual(['Kept']);
  });
});
