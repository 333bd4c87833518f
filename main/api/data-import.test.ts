import { mkdtemp, readFile, rm } from 'node:fs/promises';
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

  it('refuses files that are too many or too large before reading them', async () => {
    const api = createHandlers({ mode: 'browser', version: '0', resourcesDir: path.join(ROOT, 'resources'), userDataDir: dir, defaultLang: 'en', openLink: async () => false });
    const answer = await dispatch(api, 'importCardData', { kind: 'owb', files: [] });
    expect(answer).toMatchObject({ ok: false, error: { code: 'invalid-input' } });
    const nothing = await api.importCardData({ kind: 'owb', files: [{ name: 'notes.json', text: '[1]' }] });
    expect(nothing).toMatchObject({ written: [], dropped: 0 });
  });
});
