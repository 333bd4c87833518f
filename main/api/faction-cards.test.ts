import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Card } from '../../core/model/card';
import { dispatch } from './dispatch';
import { createHandlers } from './handlers';

const ROOT = path.resolve(import.meta.dirname, '../..');
let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'muster-faction-cards-api-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});
const handlers = () => createHandlers({ mode: 'browser', version: '0', resourcesDir: path.join(ROOT, 'resources'), userDataDir: dir, defaultLang: 'en', openLink: async () => false });

const card = (id: string, points = 10): Card => ({
  id, kind: 'fighter', name: { de: id, en: id }, source: 'user', points, personality: false, figures: 1, mount: false, throne: false, stats: { MOV: 10 }, abilities: [],
});
const FILE = () => path.join(dir, 'cards', 'confrontation', 'goblins-no-dan-kar.json');

describe("a faction's own cards as one file (the card grid)", () => {
  it('opens a shipped faction without own cards empty, with the faction as the database knows it', async () => {
    const opened = await handlers().openFactionCards({ system: 'confrontation', faction: 'goblins-no-dan-kar' });
    expect(opened).toEqual({ system: 'confrontation', faction: { id: 'goblins-no-dan-kar', name: { de: 'Goblins von No-Dan-Kar', en: 'Goblins of No-Dan-Kar' } }, cards: [], version: '' });
  });

  it('saves the cards as one file, counts what changed, and the database offers them at once', async () => {
    const api = handlers();
    const first = await api.saveFactionCards({ system: 'confrontation', faction: 'goblins-no-dan-kar', cards: [card('my-goblin-a'), card('my-goblin-b')] });
    expect(first).toEqual({ saved: true, written: 'cards/confrontation/goblins-no-dan-kar.json', added: 2, changed: 0, removed: 0, unchanged: 0, version: expect.stringMatching(/^\d+:\d+:[\d.]+$/) });
    expect((await api.getCard({ id: 'my-goblin-a' }))?.faction).toBe('goblins-no-dan-kar');
    const second = await api.saveFactionCards({ system: 'confrontation', faction: 'goblins-no-dan-kar', cards: [card('my-goblin-a', 12), card('my-goblin-c')] });
    expect(second).toMatchObject({ saved: true, added: 1, changed: 1, removed: 1, unchanged: 0 });
    expect(await api.getCard({ id: 'my-goblin-b' })).toBeNull();
    expect((await api.openFactionCards({ system: 'confrontation', faction: 'goblins-no-dan-kar' })).cards.map((c) => [c.id, c.points])).toEqual([['my-goblin-a', 12], ['my-goblin-c', 10]]);
    // Both versions are in the file's history: the first save is not lost.
    const historyDir = path.join(dir, 'history', 'cards', 'confrontation', 'goblins-no-dan-kar.json');
    const versions = (await readdir(historyDir)).sort();
    expect(versions).toHaveLength(2);
    expect(await readFile(path.join(historyDir, versions[0]!), 'utf8')).toContain('my-goblin-b');
  });

  it('cards saved as they were keep their source (imported data stays imported); a changed or new card becomes the user’s', async () => {
    const api = handlers();
    const provenance = { dataset: 'Old World Builder', originalId: 'a', licence: 'CC BY 4.0' };
    const imported = (id: string, points = 10): Card => ({ ...card(id, points), source: 'dataset', provenance: { ...provenance, originalId: id } });
    await api.saveFactionCards({ system: 'confrontation', faction: 'goblins-no-dan-kar', cards: [card('my-goblin-a')] });
    // An import wrote the file as it is: the grid opens and saves these cards with the user's new one.
    const text = JSON.parse(await readFile(FILE(), 'utf8')) as { cards: Card[] };
    text.cards = [imported('data-goblin-a'), imported('data-goblin-b'), card('my-goblin-a')];
    await writeFile(FILE(), JSON.stringify(text));
    const opened = await api.openFactionCards({ system: 'confrontation', faction: 'goblins-no-dan-kar' });
    // The grid sends rows as cards of the user's (it has no column for the source).
    const rows = opened.cards.map((c) => ({ ...c, source: 'user' as const, points: c.id === 'data-goblin-b' ? 12 : c.points }));
    const out = await api.saveFactionCards({ system: 'confrontation', faction: 'goblins-no-dan-kar', cards: [...rows, card('my-goblin-new')], basedOn: opened.version });
    expect(out).toMatchObject({ saved: true, added: 1, changed: 1, removed: 0, unchanged: 2 });
    const saved = (await api.openFactionCards({ system: 'confrontation', faction: 'goblins-no-dan-kar' })).cards;
    expect(saved.map((c) => [c.id, c.source, c.provenance?.originalId])).toEqual([
      ['data-goblin-a', 'dataset', 'data-goblin-a'],
      ['data-goblin-b', 'user', 'data-goblin-b'],
      ['my-goblin-a', 'user', undefined],
      ['my-goblin-new', 'user', undefined],
    ]);
    expect((await api.exportCardsCsv({ own: true })).cards).toBe(3);
  });

  it('writes nothing when an id is given twice, belongs to a shipped card or to the user’s card in another faction', async () => {
    const api = handlers();
    await api.saveFactionCards({ system: 'confrontation', faction: 'scorpions-dirz', cards: [card('my-scorpion')] });
    const out = await api.saveFactionCards({ system: 'confrontation', faction: 'goblins-no-dan-kar', cards: [card('my-goblin'), card('my-goblin'), card('goblin-warrior'), card('my-scorpion')] });
    expect(out).toEqual({
      saved: false,
      problems: [
        { index: 1, id: 'my-goblin', code: 'duplicate' },
        { index: 2, id: 'goblin-warrior', code: 'shipped' },
        { index: 3, id: 'my-scorpion', code: 'elsewhere' },
      ],
    });
    await expect(readFile(FILE(), 'utf8')).rejects.toThrow();
  });

  it('no cards left: the file is removed; an unknown faction is refused', async () => {
    const api = handlers();
    await api.saveFactionCards({ system: 'confrontation', faction: 'goblins-no-dan-kar', cards: [card('my-goblin')] });
    expect(await api.saveFactionCards({ system: 'confrontation', faction: 'goblins-no-dan-kar', cards: [] })).toMatchObject({ saved: true, removed: 1 });
    await expect(readFile(FILE(), 'utf8')).rejects.toThrow();
    expect(await api.getCard({ id: 'my-goblin' })).toBeNull();
    await expect(api.openFactionCards({ system: 'confrontation', faction: 'no-such-people' })).rejects.toThrow("There is no faction 'no-such-people' in confrontation");
  });

  it('an unknown faction is not-found (404), not a failure (500)', async () => {
    const api = handlers();
    for (const faction of ['con', 'no-such-people']) {
      expect(await dispatch(api, 'openFactionCards', { system: 'confrontation', faction })).toEqual({ ok: false, error: { code: 'not-found', message: `There is no faction '${faction}' in confrontation` } });
    }
    // A faction of another system is not there either.
    expect(await dispatch(api, 'openFactionCards', { system: 'oldworld', faction: 'goblins-no-dan-kar' })).toMatchObject({ ok: false, error: { code: 'not-found' } });
    // Saving cards into a faction nobody has is not-found as well, and writes nothing.
    const saved = await dispatch(api, 'saveFactionCards', { system: 'confrontation', faction: 'no-such-people', cards: [card('my-stranger')] });
    expect(saved).toEqual({ ok: false, error: { code: 'not-found', message: "There is no faction 'no-such-people' in confrontation" } });
    await expect(readFile(path.join(dir, 'cards', 'confrontation', 'no-such-people.json'), 'utf8')).rejects.toThrow(/ENOENT/);
  });

  it('a user card file that cannot be read is an error and is not overwritten', async () => {
    const api = handlers();
    await api.saveFactionCards({ system: 'confrontation', faction: 'goblins-no-dan-kar', cards: [card('my-goblin')] });
    await writeFile(FILE(), '{ broken');
    await expect(api.openFactionCards({ system: 'confrontation', faction: 'goblins-no-dan-kar' })).rejects.toThrow(/goblins-no-dan-kar/);
    await expect(api.saveFactionCards({ system: 'confrontation', faction: 'goblins-no-dan-kar', cards: [card('x')] })).rejects.toThrow();
    expect(await readFile(FILE(), 'utf8')).toBe('{ broken');
  });
});
