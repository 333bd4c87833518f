import { mkdtemp, readFile, readdir, writeFile, mkdir, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { owbListPoints } from '../../core/systems/oldworld/owb-points';
import { describe, expect, it } from 'vitest';
import { addEntry } from '../../core/list/ops';
import { serializeList } from '../../core/list/serialize';
import { NotFoundError } from '../../core/api/error';
import { createHandlers, type Dialogs } from './handlers';

const resourcesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../resources');

async function setup(dialogs?: Dialogs) {
  const userDataDir = await mkdtemp(path.join(os.tmpdir(), 'muster-h-'));
  let t = Date.parse('2026-11-21T10:00:00Z');
  const api = createHandlers({
    mode: 'browser',
    version: '1.2.3',
    resourcesDir,
    userDataDir,
    defaultLang: 'en',
    openLink: async () => false,
    dialogs,
    now: () => new Date((t += 1000)),
  });
  return { api, userDataDir };
}

describe('handlers: card database', () => {
  it('counts the shipped cards per system and finds them', async () => {
    const { api } = await setup();
    const counts = await api.getCardCounts({});
    expect(counts.confrontation).toBeGreaterThanOrEqual(40);
    const hits = await api.queryCards({ text: 'felsspalter' });
    expect(hits.map((c) => c.id)).toContain('goblin-mountain-breaker');
    expect(await api.getCard({ id: 'no-such-card' })).toBeNull();
  });

  it("picks cards for a list: summaries of the list's faction, no magic items, with the number of matches", async () => {
    const { api } = await setup();
    const found = await api.pickCards({ system: 'oldworld', faction: 'empire-of-man', text: 'great cannon', limit: 5 });
    expect(found.cards.map((c) => c.faction)).toEqual(found.cards.map(() => 'empire-of-man'));
    expect(found.cards.some((c) => c.name.en === 'Great Cannon')).toBe(true);
    expect(found.cards[0]).not.toHaveProperty('oldworld');
    const all = await api.pickCards({ system: 'oldworld', faction: 'empire-of-man', limit: 200 });
    expect(all.count).toBeGreaterThan(all.cards.length - 1);
    expect(all.cards.some((c) => c.itemType !== undefined)).toBe(false);
  });

  it('overlays user cards and reports broken user files by file and path', async () => {
    const { api, userDataDir } = await setup();
    await mkdir(path.join(userDataDir, 'cards'));
    await writeFile(path.join(userDataDir, 'cards', 'broken.json'), '{"format":"muster-cards","version":1,');
    const problems = await api.getDatabaseProblems({});
    expect(problems).toHaveLength(1);
    expect(problems[0]!.file).toContain('broken.json');
    expect((await api.getCardCounts({})).confrontation).toBeGreaterThanOrEqual(40);
  });
});

describe('handlers: lists', () => {
  it('creates, saves, lists, opens, deletes and restores a list', async () => {
    const { api, userDataDir } = await setup();
    const created = await api.createList({ name: 'Goblin artillery', system: 'confrontation', faction: 'goblins-no-dan-kar', pointsLimit: 400, kind: 'standard' });
    const edited = addEntry(created, 'goblin-mountain-breaker').list;
    const saved = (await api.saveList({ list: edited })).list;
    expect(saved.updatedAt > created.updatedAt).toBe(true);
    expect((await api.listLists({})).lists.map((l) => [l.name, l.entries])).toEqual([['Goblin artillery', 1]]);
    expect((await api.openList({ id: created.id })).entries.map((e) => e.cardId)).toEqual(['goblin-mountain-breaker']);
    // Every saved version is kept in the list's history (created, then edited), newest first.
    expect(await readdir(path.join(userDataDir, 'lists'))).toEqual([`${created.id}.muster`]);
    const history = await api.listHistory({ doc: { kind: 'list', id: created.id } });
    expect(history.map((h) => [h.entries, h.name])).toEqual([[1, 'Goblin artillery'], [0, 'Goblin artillery']]);
    const first = await api.getHistoryVersion({ doc: { kind: 'list', id: created.id }, version: history[1]!.version });
    expect(first).toEqual({ kind: 'list', list: { ...created } });

    await api.deleteList({ id: created.id });
    expect((await api.listLists({})).lists).toEqual([]);
    await api.restoreList({ id: created.id });
    expect((await api.listLists({})).lists).toHaveLength(1);
  });

  it('deleting or restoring a list that is not there is not-found, with a message for people (a raw ENOENT before)', async () => {
    const { api } = await setup();
    await expect(api.deleteList({ id: 'does-not-exist' })).rejects.toThrow(/There is no list 'does-not-exist' to delete/);
    await expect(api.deleteList({ id: 'does-not-exist' })).rejects.toBeInstanceOf(NotFoundError);
    await expect(api.restoreList({ id: 'does-not-exist' })).rejects.toThrow(/There is no list 'does-not-exist' in the trash to restore/);
  });

  it('lists the trash, the last deleted first, with when; leaves out what cannot be read or was saved again under its id', async () => {
    const { api, userDataDir } = await setup();
    const make = (name: string) => api.createList({ name, system: 'confrontation', faction: 'goblins-no-dan-kar', pointsLimit: 400, kind: 'standard' });
    expect(await api.listTrashedLists({})).toEqual([]);
    const a = await make('First');
    const b = await make('Second');
    const c = await make('Third');
    await api.deleteList({ id: a.id });
    await new Promise((r) => setTimeout(r, 20));
    await api.deleteList({ id: b.id });
    const trash = await api.listTrashedLists({});
    expect(trash.map((t) => [t.name, t.system, t.entries])).toEqual([['Second', 'confrontation', 0], ['First', 'confrontation', 0]]);
    expect(Number.isNaN(Date.parse(trash[0]!.deletedAt))).toBe(false);
    // A broken file in the trash is left out; the other lists stay listed.
    await writeFile(path.join(userDataDir, 'lists', '.trash', 'broken.muster'), '{ not json');
    expect((await api.listTrashedLists({})).map((t) => t.name)).toEqual(['Second', 'First']);
    // Restored: out of the trash, back among the lists.
    await api.restoreList({ id: a.id });
    expect((await api.listTrashedLists({})).map((t) => t.name)).toEqual(['Second']);
    expect((await api.listLists({})).lists.map((l) => l.name).sort()).toEqual(['First', 'Third']);
    // A list saved again under a trashed list's id meanwhile: the trashed one cannot come back over it, so it is not offered.
    await api.deleteList({ id: c.id });
    await api.saveList({ list: { ...c, name: 'Third again' } });
    expect((await api.listTrashedLists({})).map((t) => t.name)).toEqual(['Second']);
  });

  it('importing the file of a deleted list adds it under a new id: the deleted one stays in the trash, restorable (it was hidden before)', async () => {
    const { api } = await setup();
    const list = await api.createList({ name: 'Reed marsh', system: 'confrontation', faction: 'goblins-no-dan-kar', pointsLimit: 400, kind: 'standard' });
    const text = serializeList(list);
    await api.saveList({ list: { ...list, notes: 'my edits' } });
    await api.deleteList({ id: list.id });
    const imported = await api.importList({ fileName: 'reed.muster', text });
    expect(imported.list.id).not.toBe(list.id);
    expect((await api.listTrashedLists({})).map((t) => t.id)).toEqual([list.id]);
    expect((await api.restoreList({ id: list.id })).notes).toBe('my edits');
    expect((await api.listLists({})).lists).toHaveLength(2);
  });

  it('creates a list under the id the app chose, and never over an existing list', async () => {
    const { api, userDataDir } = await setup();
    const created = await api.createList({ id: 'chosen-id', name: 'Vanguard', system: 'oldworld', faction: 'empire-of-man', pointsLimit: 2000, kind: 'standard' });
    expect(created).toMatchObject({ id: 'chosen-id', name: 'Vanguard', entries: [] });
    const file = path.join(userDataDir, 'lists', 'chosen-id.muster');
    const before = await readFile(file, 'utf8');
    await expect(api.createList({ id: 'chosen-id', name: 'Other', system: 'confrontation', faction: 'goblins-no-dan-kar', pointsLimit: 300, kind: 'standard' })).rejects.toThrow(/chosen-id.*exists already/);
    expect(await readFile(file, 'utf8')).toBe(before);
    await expect(api.createList({ id: '../escape', name: 'x', system: 'confrontation', faction: 'goblins-no-dan-kar', pointsLimit: 300, kind: 'standard' })).rejects.toThrow();
    expect((await api.listLists({})).lists.map((l) => l.id)).toEqual(['chosen-id']);
  });

  it('refuses a corrupt list file with the file and the field, and keeps it', async () => {
    const { api, userDataDir } = await setup();
    const created = await api.createList({ name: 'x', system: 'confrontation', faction: 'goblins-no-dan-kar', pointsLimit: 400, kind: 'standard' });
    const file = path.join(userDataDir, 'lists', `${created.id}.muster`);
    const text = (await readFile(file, 'utf8')).replace('"pointsLimit": 400', '"pointsLimit": -5');
    await writeFile(file, text);
    await expect(api.openList({ id: created.id })).rejects.toThrow(/\.muster: pointsLimit: /);
    expect(await readFile(file, 'utf8')).toBe(text);
    const listed = await api.listLists({});
    expect(listed.lists).toEqual([]);
    expect(listed.problems[0]).toContain('pointsLimit');
    expect(listed.problems[0]).toMatch(/pointsLimit: should be at least 0 \(a copy was kept as .*\.muster\.broken-/);
    expect((await api.listLists({ lang: 'de' })).problems[0]).toMatch(/pointsLimit: muss mindestens 0 sein \(eine Kopie liegt als .*\.muster\.broken-.* daneben\)/);
    // A broken import is refused in the UI's language.
    await expect(api.importList({ fileName: 'x.muster', text, lang: 'de' })).rejects.toThrow(/x\.muster: pointsLimit: muss mindestens 0 sein/);
  });

  it('opens a list file that reads only with repairs: listed with what was left out, the file kept as it is until saved, then kept beside it', async () => {
    const { api, userDataDir } = await setup();
    const imported = await api.importList({ fileName: 'valid.muster', text: await readFile(path.join(resourcesDir, 'samples', 'valid.muster'), 'utf8') });
    const id = imported.list.id;
    const file = path.join(userDataDir, 'lists', `${id}.muster`);
    // A hand edit lost entry e1: the passengers aboard it point at nothing.
    const text = (await readFile(file, 'utf8')).replace('"vehicle": "e1"', '"vehicle": "e99"');
    await writeFile(file, text);
    const listed = await api.listLists({});
    expect(listed.lists.map((l) => l.id)).toEqual([id]);
    expect(listed.problems).toEqual([]);
    expect(listed.repaired).toEqual([`${file}: entries[1].assignments[0].vehicle: no entry 'e99' in this list; assignment removed`]);
    // In the UI's language, from the same cached summary.
    expect((await api.listLists({ lang: 'de' })).repaired).toEqual([`${file}: entries[1].assignments[0].vehicle: kein Eintrag 'e99' in dieser Liste; Zuordnung entfernt`]);
    const opened = await api.openList({ id });
    expect(opened.entries[1]!.assignments).toEqual([]);
    expect(opened.entries[2]!.assignments).toEqual([{ type: 'aboard', vehicle: 'e1' }]);
    expect(await readFile(file, 'utf8')).toBe(text);
    expect(await readdir(path.join(userDataDir, 'lists'))).toEqual([`${id}.muster`]);
    await api.saveList({ list: opened });
    const names = (await readdir(path.join(userDataDir, 'lists'))).sort();
    expect(names).toEqual([`${id}.muster`, expect.stringMatching(new RegExp(`^${id}\\.muster\\.broken-`))]);
    expect(await readFile(path.join(userDataDir, 'lists', names[1]!), 'utf8')).toBe(text);
    expect((await api.listLists({})).repaired).toEqual([]);
  });

  it('imports a list file, naming unknown cards; the same file again opens the list it made, a changed one is added beside it', async () => {
    const { api } = await setup();
    const sample = await readFile(path.join(resourcesDir, 'samples', 'valid.muster'), 'utf8');
    const first = await api.importList({ fileName: 'valid.muster', text: sample });
    expect(first.existing).toBeUndefined();
    const again = await api.importList({ fileName: 'valid.muster', text: sample });
    expect(again.list.id).toBe(first.list.id);
    expect(again.existing).toEqual({ name: first.list.name, same: true });
    expect((await api.listLists({})).lists).toHaveLength(1);
    // Saved in the app since: the file (as exported, another updatedAt) is still that list.
    const exported = JSON.parse(sample) as { updatedAt: string; name: string };
    expect((await api.importList({ fileName: 'valid.muster', text: JSON.stringify({ ...exported, updatedAt: '2030-01-01T00:00:00.000Z' }) })).existing?.same).toBe(true);
    const second = await api.importList({ fileName: 'valid.muster', text: JSON.stringify({ ...exported, name: 'Renamed by a friend' }) });
    expect(second.list.id).not.toBe(first.list.id);
    expect(second.list.name).toBe('Renamed by a friend');
    expect(second.existing).toEqual({ name: first.list.name, same: false });
    expect(first.notes).toEqual([]);
    expect((await api.listLists({})).lists).toHaveLength(2);
    // A file the browser read as Windows-1252 (a Windows editor saved it): imported, and said so first in the user's language.
    const latin = await api.importList({ fileName: 'latin1.muster', text: JSON.stringify({ ...exported, id: 'latin', name: 'Müllers Gobbos' }), lang: 'de', encoding: 'windows-1252' });
    expect([latin.list.name, latin.notes]).toEqual(['Müllers Gobbos', ['latin1.muster: ist kein UTF-8; als Windows-1252 gelesen']]);
    await api.deleteList({ id: latin.list.id });
    // A card the database does not hold (a friend's list): imported with the entry kept and named; the editor shows card.unknown.
    const foreign = sample.replace(/"cardId": "[a-z-]+"/, '"cardId": "no-such-card"').replace('"vehicle": "e1"', '"vehicle": "e99"');
    const third = await api.importList({ fileName: 'mine.muster', text: foreign });
    expect(third.list.entries[0]!.cardId).toBe('no-such-card');
    expect(third.notes).toEqual(["entries[0].cardId: unknown card 'no-such-card'", "entries[1].assignments[0].vehicle: no entry 'e99' in this list; assignment removed"]);
    await expect(api.importList({ fileName: 'x.muster', text: '{' })).rejects.toThrow(/x\.muster/);
    expect((await api.listLists({})).lists).toHaveLength(3);
  });

  it('offers autosaved edits for recovery until the list is saved', async () => {
    const { api } = await setup();
    const created = await api.createList({ name: 'Draft', system: 'confrontation', faction: 'griffins-akkylannie', pointsLimit: 300, kind: 'standard' });
    expect(await api.getRecovery({})).toEqual([]);
    const edited = addEntry(created, 'griffin-thallion').list;
    await api.autosaveList({ list: edited });
    expect((await api.getRecovery({})).map((l) => l.entries.length)).toEqual([1]);
    await api.saveList({ list: edited });
    expect(await api.getRecovery({})).toEqual([]);
  });

  it('does not offer an autosave that holds the saved list apart from its times (edits undone, left by an older version)', async () => {
    const { api, userDataDir } = await setup();
    const created = await api.createList({ name: 'Devout Patrol', system: 'confrontation', faction: 'griffins-akkylannie', pointsLimit: 300, kind: 'standard' });
    const saved = (await api.saveList({ list: addEntry(created, 'griffin-thallion').list })).list;
    await api.autosaveList({ list: { ...saved, createdAt: '2020-01-01T00:00:00.000Z', updatedAt: '2030-01-01T00:00:00.000Z' } });
    expect(await readdir(path.join(userDataDir, 'autosave'))).toHaveLength(1);
    expect(await api.getRecovery({})).toEqual([]);
    // Edits are offered, however its times read.
    await api.autosaveList({ list: { ...saved, name: 'Devout Patrol 2', createdAt: '2020-01-01T00:00:00.000Z' } });
    expect((await api.getRecovery({})).map((l) => l.name)).toEqual(['Devout Patrol 2']);
  });

  it('exports plain text in the chosen language', async () => {
    const { api } = await setup();
    const created = await api.createList({ name: 'Greifen', system: 'confrontation', faction: 'griffins-akkylannie', pointsLimit: 300, kind: 'standard' });
    const text = await api.exportListText({ list: addEntry(created, 'griffin-thallion').list, lang: 'de' });
    expect(text).toContain('Greifen');
    expect(text).toMatch(/1x .*Thallion.*A\.P\./);
    // The style and the points as the text export dialog chooses them.
    const shown = await api.exportListText({ list: addEntry(created, 'griffin-thallion').list, lang: 'de', style: 'markdown', points: false, notes: false });
    expect(shown).toMatch(/^- 1x \*\*[^*]*Thallion[^*]*\*\*( \(Beispielkarte\))?$/m);
    expect(shown).not.toContain('A.P.');
    // Every choice reaches the text: a secret list has no points, even with points asked for.
    const secret = await api.exportListText({ list: addEntry(created, 'griffin-thallion').list, lang: 'de', points: true, secret: true });
    expect(secret).toMatch(/^1x .*Thallion/m);
    expect(secret).not.toContain('A.P.');
  });

  it('saves through the native dialog in the desktop app, and refuses without one', async () => {
    const target = path.join(await mkdtemp(path.join(os.tmpdir(), 'muster-sa-')), 'mine.muster');
    const { api } = await setup({ saveFile: async () => target, openFile: async () => target, openWithSystem: async () => undefined });
    const created = await api.createList({ name: 'A', system: 'confrontation', faction: 'griffins-akkylannie', pointsLimit: 300, kind: 'standard' });
    expect(await api.saveListAs({ list: created })).toBe(target);
    const opened = await api.openListFile({});
    expect(opened?.list.name).toBe('A');
    // The default folder from the settings is where Save As starts.
    const seen: string[] = [];
    const withFolder = await setup({ saveFile: async (p) => (seen.push(p), null), openFile: async () => null, openWithSystem: async () => undefined });
    await withFolder.api.saveSettings({ defaultFolder: '/home/me/lists' });
    expect(await withFolder.api.saveListAs({ list: created })).toBeNull();
    expect(seen).toEqual([path.join('/home/me/lists', 'A.muster')]);
    const browser = (await setup()).api;
    await expect(browser.saveListAs({ list: created })).rejects.toThrow(/desktop app/);
  });
});

describe('handlers: Old World Builder list files', () => {
  it('imports an .owb.json with notes on what was left out, and exports one for download and through Save As', async () => {
    const target = path.join(await mkdtemp(path.join(os.tmpdir(), 'muster-owb-')), 'army.owb.json');
    const { api } = await setup({ saveFile: async () => target, openFile: async () => target, openWithSystem: async () => undefined });
    const sample = JSON.parse(await readFile(path.join(resourcesDir, 'samples', 'oldworld-list.owb.json'), 'utf8')) as { core: { id: string }[] };
    sample.core[0]!.id = 'land-ship.x';
    const imported = await api.importList({ fileName: 'army.owb.json', text: JSON.stringify(sample) });
    expect(imported.notes).toEqual(["core[0].id: Empire Knights ('land-ship') is not a unit of Empire of Man Muster knows; left out"]);
    expect(imported.list).toMatchObject({ system: 'oldworld', faction: 'empire-of-man', name: 'Nuln border watch', pointsLimit: 2000 });
    expect(imported.list.entries).toHaveLength(5);
    expect((await api.openList({ id: imported.list.id })).entries).toHaveLength(5);

    const exported = await api.exportListOwb({ list: imported.list });
    expect(exported.fileName).toBe('Nuln border watch.owb.json');
    expect(exported.notes).toEqual([]);
    expect(owbListPoints(JSON.parse(exported.text))).toBe(788 - 175);
    expect(await api.saveListOwbAs({ list: imported.list })).toEqual({ file: target, notes: [] });
    expect(await readFile(target, 'utf8')).toBe(exported.text);
    // Opening it again through the dialog makes a second list with the same units.
    expect((await api.openListFile({}))?.list.entries).toHaveLength(5);
    const confrontation = await api.createList({ name: 'G', system: 'confrontation', faction: 'griffins-akkylannie', pointsLimit: 300, kind: 'standard' });
    await expect(api.exportListOwb({ list: confrontation })).rejects.toThrow(/The Old World/);
  });

  it('refuses a file that is no Old World Builder list of The Old World, naming the field', async () => {
    const { api } = await setup();
    await expect(api.importList({ fileName: 'old.owb.json', text: JSON.stringify({ game: 'warhammer-fantasy-6', army: 'x' }) })).rejects.toThrow(/old\.owb\.json: game: not a list of The Old World/);
    expect((await api.listLists({})).lists).toEqual([]);
  });
});

describe('handlers: printing', () => {
  it('renders a job in the background and hands out the PDF', async () => {
    const { api } = await setup();
    const { jobId } = await api.startPrint({ job: { documents: ['rulers'], paper: 'a4', lang: 'en' } });
    let status = await api.getPrintStatus({ jobId });
    for (let i = 0; i < 200 && status.state === 'running'; i++) {
      await new Promise((r) => setTimeout(r, 25));
      status = await api.getPrintStatus({ jobId });
    }
    expect(status.state).toBe('done');
    const { pdfBase64 } = await api.getPrintResult({ jobId });
    const pdf = Buffer.from(pdfBase64, 'base64');
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(status.bytes).toBe(pdf.length);
  });

  it('names the PDF after the list and the document in it, so one list’s documents do not overwrite each other', async () => {
    const { api } = await setup();
    const list = await api.createList({ name: 'Nuln', system: 'oldworld', faction: 'empire-of-man', pointsLimit: 2000, kind: 'standard' });
    const names: string[] = [];
    for (const doc of ['rulers', 'blast'] as const) {
      const { jobId } = await api.startPrint({ job: { documents: [doc], paper: 'a4', lang: 'de', list } });
      for (let i = 0; i < 200 && (await api.getPrintStatus({ jobId })).state === 'running'; i++) await new Promise((r) => setTimeout(r, 25));
      names.push((await api.getPrintResult({ jobId })).fileName);
    }
    expect(names).toEqual(['Nuln - Lineale.pdf', 'Nuln - Explosionsschablonen.pdf']);
  });

  it('opens a finished PDF in the system viewer in the desktop app only', async () => {
    const opened: string[] = [];
    const { api } = await setup({ saveFile: async () => null, openFile: async () => null, openWithSystem: async (f) => void opened.push(f) });
    const { jobId } = await api.startPrint({ job: { documents: ['rulers'], paper: 'a4', lang: 'en' } });
    for (let i = 0; i < 200 && (await api.getPrintStatus({ jobId })).state === 'running'; i++) await new Promise((r) => setTimeout(r, 25));
    const file = await api.openPrintInViewer({ jobId });
    expect(opened).toEqual([file]);
    expect((await readFile(file)).subarray(0, 5).toString()).toBe('%PDF-');
    if (process.platform !== 'win32') expect((await stat(path.dirname(file))).mode & 0o777).toBe(0o700);
    const browser = (await setup()).api;
    const job = await browser.startPrint({ job: { documents: ['rulers'], paper: 'a4', lang: 'en' } });
    for (let i = 0; i < 200 && (await browser.getPrintStatus(job)).state === 'running'; i++) await new Promise((r) => setTimeout(r, 25));
    await expect(browser.openPrintInViewer(job)).rejects.toThrow(/desktop app/);
  });

  it('reports a job that cannot be printed', async () => {
    const { api } = await setup();
    const { jobId } = await api.startPrint({ job: { documents: ['reference'], paper: 'a4', lang: 'en' } });
    let status = await api.getPrintStatus({ jobId });
    for (let i = 0; i < 200 && status.state === 'running'; i++) {
      await new Promise((r) => setTimeout(r, 25));
      status = await api.getPrintStatus({ jobId });
    }
    expect(status).toMatchObject({ state: 'failed', error: expect.stringContaining('needs a list') });
    await expect(api.getPrintResult({ jobId })).rejects.toThrow();
  });
});

describe('handlers: user cards', () => {
  const card = {
    id: 'my-goblin-hero',
    kind: 'fighter' as const,
    name: { de: 'Mein Goblinheld', en: 'My goblin hero' },
    source: 'user' as const,
    points: 30,
    personality: true,
    size: 'small' as const,
    figures: 1,
    mount: false,
    throne: false,
    stats: { AIM: 3, DIS: 3 },
    abilities: [],
  };
  const faction = { id: 'goblins-no-dan-kar', name: { de: 'Goblins von No-Dan-Kar', en: 'Goblins of No-Dan-Kar' } };

  it('saves, edits, renames and deletes a user card, which then shows in the database', async () => {
    const { api, userDataDir } = await setup();
    const before = (await api.getCardCounts({})).confrontation;
    const saved = await api.saveUserCard({ system: 'confrontation', faction, card });
    expect(saved).toMatchObject({ id: 'my-goblin-hero', source: 'user', system: 'confrontation', faction: 'goblins-no-dan-kar' });
    expect((await api.getCardCounts({})).confrontation).toBe(before + 1);
    await api.saveUserCard({ system: 'confrontation', faction, card: { ...card, id: 'my-goblin-king', points: 45 }, previousId: 'my-goblin-hero' });
    expect(await api.getCard({ id: 'my-goblin-hero' })).toBeNull();
    expect((await api.getCard({ id: 'my-goblin-king' }))?.points).toBe(45);
    const file = JSON.parse(await readFile(path.join(userDataDir, 'cards', 'confrontation', 'goblins-no-dan-kar.json'), 'utf8')) as { cards: { id: string }[] };
    expect(file.cards.map((c) => c.id)).toEqual(['my-goblin-king']);
    expect(await api.deleteUserCard({ id: 'my-goblin-king' })).toBe(true);
    expect((await api.getCardCounts({})).confrontation).toBe(before);
    expect(await api.deleteUserCard({ id: 'goblin-mountain-breaker' })).toBe(false);
  });

  it('refuses to overwrite a shipped card', async () => {
    const { api } = await setup();
    await expect(api.saveUserCard({ system: 'confrontation', faction, card: { ...card, id: 'goblin-mountain-breaker' } })).rejects.toThrow(/shipped card/);
  });
});

describe('handlers: settings', () => {
  it('saving one setting keeps the others', async () => {
    const { api } = await setup();
    await api.saveSettings({ player: 'Anna Weiß', paper: 'letter' });
    await api.saveSettings({ lang: 'de' });
    expect(await api.getSettings({})).toMatchObject({ lang: 'de', paper: 'letter', player: 'Anna Weiß' });
  });
});

describe('handlers: TJOST results', () => {
  it('keeps the results in the user data folder and reports a broken file without losing it', async () => {
    const { api, userDataDir } = await setup();
    expect((await api.getResults({})).results.games).toEqual([]);
    const results = { format: 'muster-results' as const, version: 1 as const, player: 'Ann', games: [{ round: 1, outcome: 'win' as const, pf: 151 }] };
    await api.saveResults({ results: results as never });
    expect((await api.getResults({})).results.games).toHaveLength(1);
    const file = path.join(userDataDir, 'tjost-results.json');
    await writeFile(file, '{"format":"muster-results","version":1,"games":[{"round":1,"outcome":"win","pf":-4}]}');
    const broken = await api.getResults({});
    expect(broken.results.games).toEqual([]);
    expect(broken.problem).toMatch(/tjost-results\.json: games\[0\]\.pf/);
    expect(await readFile(file, 'utf8')).toContain('-4');
  });
});
