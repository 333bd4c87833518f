import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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

describe('Library → Import CSV', () => {
  it('writes the good rows as the player’s own cards, names the bad row by line and column, keeps cards already saved', async () => {
    const api = handlers();
    const faction = { id: 'my-goblins', name: { de: 'Meine Goblins', en: 'My Goblins' } };
    await api.saveUserCard({ system: 'confrontation', faction, card: cardSchema.parse({ id: 'kept', kind: 'fighter', name: { de: 'Alt', en: 'Old' }, source: 'user', points: 3 }) });
    const csv = [
      'system,faction,faction_de,faction_en,id,kind,source,name_de,name_en,points,stat:MOV',
      'confrontation,my-goblins,Meine Goblins,My Goblins,raider,fighter,sample,Plünderer,Raider,11,10',
      'confrontation,my-goblins,Meine Goblins,My Goblins,bad,fighter,,Schlecht,Bad,zehn,10',
    ].join('\n');
    const result = await api.importCardsCsv({ name: 'goblins.csv', text: csv });
    expect(result).toMatchObject({ written: ['cards/confrontation/my-goblins.json'], rows: 2, imported: 1 });
    expect(result.problems).toHaveLength(1);
    expect(result.problems[0]).toMatch(/^goblins\.csv: line 3, column points: /);
    expect(await api.getCard({ id: 'raider' })).toMatchObject({ points: 11, source: 'user', faction: 'my-goblins', stats: { MOV: 10 } });
    expect(await api.getCard({ id: 'kept' })).toMatchObject({ points: 3 });
    expect(await api.getCard({ id: 'bad' })).toBeNull();
  });
});
