import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cardSchema } from '../../core/model/card';
import { createHandlers } from './handlers';

/**
 * Calls that read a file, change it and write it back (a user card saved into its faction's
 * file, cards imported from a spreadsheet, lists registered for an event) run one after another
 * for the same file: when several arrive at once (two windows, a double drop), every one of them
 * is kept, not only the last to write.
 */

const ROOT = path.resolve(import.meta.dirname, '../..');
const SAMPLES = path.join(ROOT, 'resources/samples');
let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'muster-concurrent-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const handlers = () => createHandlers({ mode: 'browser', version: '0', resourcesDir: path.join(ROOT, 'resources'), userDataDir: dir, defaultLang: 'en', openLink: async () => false });
const faction = { id: 'my-goblins', name: { de: 'Meine Goblins', en: 'My Goblins' } };
const mine = (id: string) => cardSchema.parse({ id, kind: 'fighter', name: { de: id, en: id }, source: 'user', points: 5 });
/** A CSV row of one card under the export's own header. */
const csvRow = (header: string, id: string): string => {
  const cells: Record<string, string> = { system: 'confrontation', faction: faction.id, faction_de: faction.name.de, faction_en: faction.name.en, id, kind: 'fighter', source: 'user', name_de: id, name_en: id, points: '5' };
  return header.split(',').map((column) => cells[column] ?? '').join(',');
};

describe('changes of one file at the same moment', () => {
  it('30 user cards saved into one faction at once are all in its file', async () => {
    const api = handlers();
    const ids = Array.from({ length: 30 }, (_, i) => `card-${i}`);
    await Promise.all(ids.map((id) => api.saveUserCard({ system: 'confrontation', faction, card: mine(id) })));
    const file = JSON.parse(await readFile(path.join(dir, 'cards', 'confrontation', `${faction.id}.json`), 'utf8')) as { cards: { id: string }[] };
    expect(file.cards.map((c) => c.id).sort()).toEqual([...ids].sort());
  });

  it('spreadsheet imports and card saves at once keep every card', async () => {
    const api = handlers();
    // The export starts with a byte order mark (for Excel); the header is what follows it.
    const header = (await api.exportCardsCsv({ own: true })).text.replace(/^\uFEFF/, '').split('\n')[0]!;
    const imports = Array.from({ length: 5 }, (_, i) => api.importCardsCsv({ fileName: `rows-${i}.csv`, text: `${header}\n${csvRow(header, `row-${i}`)}\n` }));
    const saves = Array.from({ length: 5 }, (_, i) => api.saveUserCard({ system: 'confrontation', faction, card: mine(`saved-${i}`) }));
    const results = await Promise.all([...imports, ...saves]);
    expect(results.slice(0, 5).map((r) => (r as { imported: number }).imported)).toEqual([1, 1, 1, 1, 1]);
    for (const id of [...Array.from({ length: 5 }, (_, i) => `row-${i}`), ...Array.from({ length: 5 }, (_, i) => `saved-${i}`)]) {
      expect(await api.getCard({ id }), id).not.toBeNull();
    }
  });

  it('two batches of lists dropped on an event at once are both registered', async () => {
    const api = handlers();
    const event = await api.createEvent({ name: 'Cup' });
    const list = JSON.parse(await readFile(path.join(SAMPLES, 'valid-tjost-selection.muster'), 'utf8')) as Record<string, unknown>;
    const file = (player: string) => ({ fileName: `${player}.muster`, text: JSON.stringify({ ...list, player }) });
    const players = ['Anna', 'Bernd', 'Carla', 'Dieter', 'Eva', 'Fritz'];
    await Promise.all(players.map((p) => api.registerLists({ id: event.id, files: [file(p)], lang: 'en' })));
    expect((await api.openEvent({ id: event.id })).players.map((p) => p.name).sort()).toEqual(players);
  });
});
