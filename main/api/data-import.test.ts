import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPoints } from '../../core/list/totals';
import { dispatch } from './dispatch';
import { createHandlers } from './handlers';

const ROOT = path.resolve(import.meta.dirname, '../..');
let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'muster-data-import-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** An Old World Builder army file as a user may have edited it: the Dwarf King at 130 points. */
async function editedDwarfs(kingPoints: number): Promise<{ name: string; text: string }> {
  const shipped = JSON.parse(await readFile(path.join(ROOT, 'resources/cards/oldworld/dwarfen-mountain-holds.json'), 'utf8')) as { cards: { provenance: { originalId: string }; name: { en: string; de: string }; points: number }[] };
  const king = shipped.cards.find((c) => c.provenance.originalId === 'king')!;
  const army = { characters: [{ name_en: king.name.en, name_de: king.name.de, id: 'king', points: kingPoints, command: [{ name_en: 'General', name_de: 'General', points: 0 }], equipment: [], options: [], specialRules: { name_en: 'Stubborn', name_de: 'Unnachgiebig' } }], core: [], special: [], rare: [], mercenaries: [], allies: [] };
  return { name: 'dwarfen-mountain-holds.json', text: JSON.stringify(army) };
}

describe('Library → Import data (Old World Builder)', () => {
  it('imports an edited army file over the shipped data; re-importing updates the card under the same id and lists keep working', async () => {
    const api = createHandlers({ mode: 'browser', version: '0', resourcesDir: path.join(ROOT, 'resources'), userDataDir: dir, defaultLang: 'en', openLink: async () => false });
    expect((await api.getCard({ id: 'dwarfen-mountain-holds-king' }))?.points).toBe(125);
    const first = await api.importCardData({ kind: 'owb', files: [await editedDwarfs(130)] });
    expect(first).toMatchObject({ written: ['cards/oldworld/dwarfen-mountain-holds.json'], dropped: 0 });
    expect(first.report).toContain('mapped 1 units');
    const king = await api.getCard({ id: 'dwarfen-mountain-holds-king' });
    expect(king).toMatchObject({ points: 130, source: 'dataset', troopType: 'heavy-infantry' });
    // The file has no rules index: the profiles the shipped card had are kept.
    expect(king?.oldworld?.profiles.map((p) => p.name)).toEqual(['King']);
    // The army keeps its compositions (from the shipped data) although the file had none.
    expect((await api.listFactions({ system: 'oldworld' })).find((f) => f.id === 'dwarfen-mountain-holds')?.oldworld?.compositions.length).toBeGreaterThan(1);

    const list = await api.createList({ name: 'Grudge', system: 'oldworld', faction: 'dwarfen-mountain-holds', pointsLimit: 1000, kind: 'standard' });
    await api.saveList({ list: { ...list, entries: [{ id: 'e1', cardId: 'dwarfen-mountain-holds-king', count: 1, assignments: [], options: ['command.general'] }], lastEntryNumber: 1 } });
    await api.importCardData({ kind: 'owb', files: [await editedDwarfs(140)] });
    const reopened = await api.openList({ id: list.id });
    const cards = await api.queryCards({ system: 'oldworld', limit: 10000 });
    const byId = new Map(cards.map((c) => [c.id, c]));
    expect(listPoints(reopened, { card: (id) => byId.get(id) })).toBe(140);
  });

  it('an army card file of the user’s that cannot be read is named (file, field, the copy kept) and replaced', async () => {
    const own = await mkdtemp(path.join(os.tmpdir(), 'muster-data-import-broken-'));
    try {
      const api = createHandlers({ mode: 'browser', version: '0', resourcesDir: path.join(ROOT, 'resources'), userDataDir: own, defaultLang: 'en', openLink: async () => false });
      const folder = path.join(own, 'cards', 'oldworld');
      await mkdir(folder, { recursive: true });
      const brokenText = '{"format": "muster-cards", "version": 2, "system": "oldworld", "faction": {"id": "dwarfen-mountain-holds", "name": {"de": "Z", "en": "D"}}, "cards": {}}';
      await writeFile(path.join(folder, 'dwarfen-mountain-holds.json'), brokenText);
      const out = await api.importCardData({ kind: 'owb', files: [await editedDwarfs(135)] });
      expect(out.written).toEqual(['cards/oldworld/dwarfen-mountain-holds.json']);
      expect(out.problems).toHaveLength(1);
      expect(out.problems[0]).toMatch(/^cards\/oldworld\/dwarfen-mountain-holds\.json: cards: .*; it could not be read and was replaced by the imported cards; a copy was kept as dwarfen-mountain-holds\.json\.broken-[0-9TZ-]+$/);
      const copy = (await readdir(folder)).find((n) => n.startsWith('dwarfen-mountain-holds.json.broken-'));
      expect(await readFile(path.join(folder, copy!), 'utf8')).toBe(brokenText);
      expect((await api.getCard({ id: 'dwarfen-mountain-holds-king' }))?.points).toBe(135);
    } finally {
      await rm(own, { recursive: true, force: true });
    }
  });

  it('keeps the user’s own cards of the imported army and says how many (the imported cards replace only the dataset’s)', async () => {
    const own = await mkdtemp(path.join(os.tmpdir(), 'muster-data-import-own-'));
    try {
      const api = createHandlers({ mode: 'browser', version: '0', resourcesDir: path.join(ROOT, 'resources'), userDataDir: own, defaultLang: 'en', openLink: async () => false });
      const faction = (await api.listFactions({ system: 'oldworld' })).find((f) => f.id === 'dwarfen-mountain-holds')!;
      const { system: _s, cardCount: _c, ...dwarfs } = faction;
      const gyro = { id: 'my-gyro-tank', kind: 'fighter' as const, name: { de: 'Gyro-Panzer', en: 'Gyro Tank' }, source: 'user' as const, points: 150, personality: false, figures: 1, mount: false, throne: false, stats: {}, abilities: [] };
      await api.saveUserCard({ system: 'oldworld', faction: dwarfs, card: gyro });
      // A first import, then one more: the cards of the first are the dataset's and are replaced, the own card stays through both.
      const first = await api.importCardData({ kind: 'owb', files: [await editedDwarfs(130)] });
      expect(first).toMatchObject({ ownKept: 1, ownReplaced: [] });
      const second = await api.importCardData({ kind: 'owb', files: [await editedDwarfs(145)] });
      expect(second).toMatchObject({ written: ['cards/oldworld/dwarfen-mountain-holds.json'], ownKept: 1, ownReplaced: [] });
      expect(await api.getCard({ id: 'my-gyro-tank' })).toMatchObject({ points: 150, source: 'user', faction: 'dwarfen-mountain-holds' });
      expect((await api.getCard({ id: 'dwarfen-mountain-holds-king' }))?.points).toBe(145);
      const file = JSON.parse(await readFile(path.join(own, 'cards/oldworld/dwarfen-mountain-holds.json'), 'utf8')) as { cards: { id: string; source: string }[] };
      expect(file.cards.map((c) => [c.id, c.source])).toEqual([
        ['dwarfen-mountain-holds-king', 'dataset'],
        ['my-gyro-tank', 'user'],
      ]);
      expect((await api.exportCardsCsv({ own: true })).cards).toBe(1);
    } finally {
      await rm(own, { recursive: true, force: true });
    }
  });

  it('a file that is not JSON writes nothing and is named among the problems', async () => {
    const api = createHandlers({ mode: 'browser', version: '0', resourcesDir: path.join(ROOT, 'resources'), userDataDir: dir, defaultLang: 'en', openLink: async () => false });
    const out = await api.importCardData({ kind: 'owb', files: [{ name: 'dwarfen-mountain-holds.json', text: '{"characters": [' }] });
    expect(out.written).toEqual([]);
    expect(out.problems).toEqual([expect.stringMatching(/^dwarfen-mountain-holds\.json: not valid JSON/)]);
  });

  it('gives the report and the problems in the user’s language', async () => {
    const api = createHandlers({ mode: 'browser', version: '0', resourcesDir: path.join(ROOT, 'resources'), userDataDir: dir, defaultLang: 'en', openLink: async () => false });
    const bad = await api.importCardData({ kind: 'owb', files: [{ name: 'dwarfen-mountain-holds.json', text: '{"characters": [' }], lang: 'de' });
    expect(bad.problems).toEqual([expect.stringMatching(/^dwarfen-mountain-holds\.json: kein gültiges JSON \(/)]);
    expect(bad.report).toContain('nicht übernommen: 0');
    const out = await api.importCardData({ kind: 'owb', files: [await editedDwarfs(130)], lang: 'de' });
    expect(out.report).toContain('übernommen – Einheiten: 1');
    expect(out.report.join('\n')).not.toMatch(/\bmapped\b|\bread\b|\bdropped\b/);
  });

  it('refuses files that are too many or too large before reading them', async () => {
    const api = createHandlers({ mode: 'browser', version: '0', resourcesDir: path.join(ROOT, 'resources'), userDataDir: dir, defaultLang: 'en', openLink: async () => false });
    const answer = await dispatch(api, 'importCardData', { kind: 'owb', files: [] });
    expect(answer).toMatchObject({ ok: false, error: { code: 'invalid-input' } });
    const nothing = await api.importCardData({ kind: 'owb', files: [{ name: 'notes.json', text: '[1]' }] });
    expect(nothing).toMatchObject({ written: [], dropped: 0 });
  });
});
