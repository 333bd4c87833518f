import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { factionPackSchema, packOf } from '../../core/db/faction-pack';
import { serializeWithSchema } from '../../core/files/serialize';
import { cardSchema } from '../../core/model/card';
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
    expect(await api.importFactionPack({ name: 'pack.json', text })).toEqual({ written: 'cards/confrontation/my-goblins.json', cards: 2 });
    expect(await api.getCard({ id: 'goes' })).toBeNull();
    expect(await api.getCard({ id: 'stays' })).toMatchObject({ points: 7, source: 'user' });
    expect(await api.getCard({ id: 'new' })).toMatchObject({ points: 9 });
  });

  it('a file that is not a pack gives no preview and a message naming the file', async () => {
    const api = handlers();
    const answer = await api.previewFactionPack({ name: 'notes.json', text: '{"format":"muster-cards"}' });
    expect(answer.preview).toBeNull();
    expect(answer.problems[0]).toMatch(/^notes\.json: .*not a Muster faction pack/);
    await expect(api.importFactionPack({ name: 'notes.json', text: '[' })).rejects.toThrow(/notes\.json/);
  });
});
