import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { factionPackSchema, packOf } from '../../core/db/faction-pack';
import { serializeWithSchema } from '../../core/files/serialize';
import { cardSchema } from '../../core/model/card';
import { dispatch } from './dispatch';
import { createHandlers } from './handlers';

const ROOT = path.resolve(import.meta.dirname, '../..');
let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'muster-csv-import-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const handlers = () => createHandlers({ mode: 'browser', version: '0', resourcesDir: path.join(ROOT, 'resources'), userDataDir: dir, defaultLang: 'en', openLink: async () => false });

describe('Library → Import faction pack', () => {
  it('previews added, changed and removed cards without writing; importing replaces the faction’s own cards', async () => {
    const api = handlers();
    const faction = { id: 'my-goblins', name: { de: 'Meine Goblins', en: 'My Goblins' } };
    const mine = (id: string, points: number) => cardSchema.parse({ id, kind: 'fighter', name: { de: id, en: id }, source: 'user', points });
    await api.saveUserCard({ system: 'confrontation', faction, card: mine('stays', 5) });
    await api.saveUserCard({ system: 'confrontation', faction, card: mine('goes', 5) });
    const text = serializeWithSchema(factionPackSchema, packOf({ format: 'muster-cards', version: 2, system: 'confrontation', faction, cards: [mine('stays', 7), mine('new', 9)] }));
    const { preview, problems } = await api.previewFactionPack({ name: 'pack.json', text });
    expect(problems).toEqual([]);
    expect(preview).toMatchObject({ system: 'confrontation', faction: { id: 'my-goblins' }, added: [{ id: 'new' }], changed: [{ id: 'stays', fields: ['points'] }], removed: [{ id: 'goes' }], unchanged: 0 });
    expect(await api.getCard({ id: 'goes' })).not.toBeNull();
    expect(await api.importFactionPack({ name: 'pack.json', text })).toEqual({ written: 'cards/confrontation/my-goblins.json', cards: 2, problems: [] });
    expect(await api.getCard({ id: 'goes' })).toBeNull();
    expect(await api.getCard({ id: 'stays' })).toMatchObject({ points: 7, source: 'user' });
    expect(await api.getCard({ id: 'new' })).toMatchObject({ points: 9 });
  });

  it('a card file of the faction that cannot be read is named (file, field, the copy kept) in the preview and after the import', async () => {
    const api = handlers();
    const folder = path.join(dir, 'cards', 'confrontation');
    await mkdir(folder, { recursive: true });
    const brokenText = '{"format": "muster-cards", "version": 2, "system": "confrontation", "faction": {"id": "my-goblins", "name": {"de": "G", "en": "G"}}, "cards": [{"id": "hand-made", "kind": "fighter", "name": {"de": "H", "en": "H"}, "source": "user", "points": "many"}]}';
    await writeFile(path.join(folder, 'my-goblins.json'), brokenText);
    const faction = { id: 'my-goblins', name: { de: 'Meine Goblins', en: 'My Goblins' } };
    const card = cardSchema.parse({ id: 'new', kind: 'fighter', name: { de: 'Neu', en: 'New' }, source: 'user', points: 9 });
    const text = serializeWithSchema(factionPackSchema, packOf({ format: 'muster-cards', version: 2, system: 'confrontation', faction, cards: [card] }));
    const { preview, problems } = await api.previewFactionPack({ name: 'pack.json', text });
    expect(preview).toMatchObject({ added: [{ id: 'new' }], removed: [] });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^cards\/confrontation\/my-goblins\.json: cards\[0\]\.points: .*; it cannot be read; importing the pack replaces it; a copy was kept as my-goblins\.json\.broken-[0-9TZ-]+$/);
    const done = await api.importFactionPack({ name: 'pack.json', text });
    expect(done.problems).toHaveLength(1);
    expect(done.problems[0]).toMatch(/^cards\/confrontation\/my-goblins\.json: cards\[0\]\.points: .*; it could not be read and was replaced by the pack; a copy was kept as (my-goblins\.json\.broken-[0-9TZ-]+)$/);
    const copies = (await readdir(folder)).filter((n) => n.startsWith('my-goblins.json.broken-'));
    expect(copies).toHaveLength(1);
    expect(done.problems[0]).toContain(copies[0]);
    expect(await readFile(path.join(folder, copies[0]!), 'utf8')).toBe(brokenText);
    expect(await api.getCard({ id: 'new' })).toMatchObject({ points: 9 });
  });

  it('names a card file it cannot read in the user’s language (the preview and the import)', async () => {
    const api = handlers();
    const folder = path.join(dir, 'cards', 'confrontation');
    await mkdir(folder, { recursive: true });
    await writeFile(path.join(folder, 'my-goblins.json'), '{"format": "muster-cards", "version": 2, "system": "confrontation", "faction": {"id": "my-goblins", "name": {"de": "G", "en": "G"}}, "cards": [{"id": "hand-made", "kind": "fighter", "name": {"de": "H", "en": "H"}, "source": "user", "points": "many"}]}');
    const faction = { id: 'my-goblins', name: { de: 'Meine Goblins', en: 'My Goblins' } };
    const card = cardSchema.parse({ id: 'new', kind: 'fighter', name: { de: 'Neu', en: 'New' }, source: 'user', points: 9 });
    const text = serializeWithSchema(factionPackSchema, packOf({ format: 'muster-cards', version: 2, system: 'confrontation', faction, cards: [card] }));
    const { problems } = await api.previewFactionPack({ name: 'pack.json', text, lang: 'de' });
    expect(problems).toEqual([expect.stringMatching(/^cards\/confrontation\/my-goblins\.json: cards\[0\]\.points: .*Zahl.*; sie kann nicht gelesen werden; der Import des Pakets ersetzt sie; eine Kopie wurde als my-goblins\.json\.broken-[0-9TZ-]+ behalten$/)]);
    const done = await api.importFactionPack({ name: 'pack.json', text, lang: 'de' });
    expect(done.problems).toEqual([expect.stringMatching(/; sie konnte nicht gelesen werden und wurde durch das Paket ersetzt; eine Kopie wurde als my-goblins\.json\.broken-[0-9TZ-]+ behalten$/)]);
    const notPack = await api.previewFactionPack({ name: 'notes.json', text: '{"format":"muster-cards"}', lang: 'de' });
    expect(notPack.problems[0]).toMatch(/^notes\.json: /);
    expect(notPack.problems[0]).not.toMatch(/not a Muster faction pack/);
  });

  it('a file that is not a pack gives no preview and a message naming the file', async () => {
    const api = handlers();
    const answer = await api.previewFactionPack({ name: 'notes.json', text: '{"format":"muster-cards"}' });
    expect(answer.preview).toBeNull();
    expect(answer.problems[0]).toMatch(/^notes\.json: .*not a Muster faction pack/);
    await expect(api.importFactionPack({ name: 'notes.json', text: '[' })).rejects.toThrow(/notes\.json/);
  });

  it('a card the pack could not read keeps the user’s card (kept in the preview, not removed, and still there after the import); a card with a shipped card’s id is left out', async () => {
    const api = handlers();
    const faction = { id: 'dwarves-tir-na-bor', name: { de: 'Zwerge von Tir-Nâ-Bor', en: 'Dwarves of Tir-Nâ-Bor' } };
    const mine = (id: string, points: number) => cardSchema.parse({ id, kind: 'fighter', name: { de: id, en: id }, source: 'user', points });
    await api.saveUserCard({ system: 'confrontation', faction, card: mine('club-tnb-crossbow', 19) });
    await api.saveUserCard({ system: 'confrontation', faction, card: mine('club-tnb-cannon', 85) });
    const pack = JSON.parse(serializeWithSchema(factionPackSchema, packOf({ format: 'muster-cards', version: 2, system: 'confrontation', faction, cards: [mine('club-tnb-crossbow', 19), mine('club-tnb-cannon', 80), mine('khor-warrior', 5)] }))) as { cards: { stats: Record<string, unknown> }[] };
    pack.cards[0]!.stats = { MOV: '10 cm' };
    const text = JSON.stringify(pack);
    const { preview, problems } = await api.previewFactionPack({ name: 'p-onebad.json', text });
    expect(problems).toEqual(['p-onebad.json: cards[0].stats.MOV: should be a number, not a text', "p-onebad.json: cards[2].id: 'khor-warrior' is the id of a shipped card; give your card another id"]);
    expect(preview).toMatchObject({ cards: 1, added: [], changed: [{ id: 'club-tnb-cannon', fields: ['points'] }], removed: [], kept: [{ id: 'club-tnb-crossbow' }], unchanged: 0 });
    expect(await api.importFactionPack({ name: 'p-onebad.json', text })).toEqual({ written: 'cards/confrontation/dwarves-tir-na-bor.json', cards: 1, problems: [] });
    expect(await api.getCard({ id: 'club-tnb-crossbow' })).toMatchObject({ points: 19, source: 'user' });
    expect(await api.getCard({ id: 'club-tnb-cannon' })).toMatchObject({ points: 80 });
    // The shipped card is as shipped.
    expect(await api.getCard({ id: 'khor-warrior' })).toMatchObject({ name: { en: 'Khor Warrior' }, source: 'sample' });
  });

  it('a pack without a card to import changes nothing: the preview says so, and importing it is refused as unreadable (in the user’s language), not as a failure', async () => {
    const api = handlers();
    const faction = { id: 'my-goblins', name: { de: 'Meine Goblins', en: 'My Goblins' } };
    const mine = (id: string, points: number) => cardSchema.parse({ id, kind: 'fighter', name: { de: id, en: id }, source: 'user', points });
    await api.saveUserCard({ system: 'confrontation', faction, card: mine('stays', 5) });
    const file = path.join(dir, 'cards', 'confrontation', 'my-goblins.json');
    const before = await readFile(file, 'utf8');
    const pack = JSON.parse(serializeWithSchema(factionPackSchema, packOf({ format: 'muster-cards', version: 2, system: 'confrontation', faction, cards: [mine('stays', 7)] }))) as { cards: Record<string, unknown>[] };
    pack.cards[0]!.points = 'seven';
    const text = JSON.stringify(pack);
    const { preview } = await api.previewFactionPack({ name: 'bad.json', text });
    expect(preview).toMatchObject({ cards: 0, added: [], changed: [], removed: [], kept: [{ id: 'stays' }] });
    const answer = await dispatch(api, 'importFactionPack', { name: 'bad.json', text });
    expect(answer).toEqual({ ok: false, error: { code: 'unreadable', message: 'bad.json: cards[0].points: should be a number, not a text; cards: no card of the pack can be imported, so nothing is changed' } });
    await api.saveSettings({ lang: 'de' });
    const de = await dispatch(api, 'importFactionPack', { name: 'bad.json', text });
    expect(de.ok ? '' : de.error.message).toMatch(/; cards: keine Karte des Pakets kann importiert werden, also wird nichts geändert$/);
    expect(await readFile(file, 'utf8')).toBe(before);
  });
});
