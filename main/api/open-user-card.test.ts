import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Card } from '../../core/model/card';
import { createHandlers } from './handlers';

/** Files read through the read-file service (by name): which card files opening a card reads (the file store reads them with readDecodedText). */
const reads = vi.hoisted(() => [] as string[]);
vi.mock('../services/read-file', async (importOriginal) => {
  const original = await importOriginal<typeof import('../services/read-file')>();
  return {
    ...original,
    readTextFile: (...args: Parameters<typeof original.readTextFile>) => {
      reads.push(path.basename(args[0]));
      return original.readTextFile(...args);
    },
    readDecodedText: (...args: Parameters<typeof original.readDecodedText>) => {
      reads.push(path.basename(args[0]));
      return original.readDecodedText(...args);
    },
  };
});

const ROOT = path.resolve(import.meta.dirname, '../..');
let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'muster-open-card-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const card = (id: string, points: number): Card => ({
  id, kind: 'fighter', name: { de: id, en: id }, source: 'user', points, personality: false, figures: 1, mount: false, throne: false, stats: { MOV: 10 }, abilities: [],
});

describe('openUserCard and deleteUserCard (the card editor, the library)', () => {
  it('read only the card file the card database found the card in', async () => {
    const api = createHandlers({ mode: 'browser', version: '0', resourcesDir: path.join(ROOT, 'resources'), userDataDir: dir, defaultLang: 'en', openLink: async () => false });
    const goblins = { id: 'goblins-no-dan-kar', name: { de: 'Goblins von No-Dan-Kar', en: 'Goblins of No-Dan-Kar' } };
    const orcs = { id: 'orcs-of-bran-o-kor', name: { de: 'Orks von Bran-Ô-Kor', en: 'Orcs of Bran-Ô-Kor' } };
    await api.saveUserCard({ system: 'confrontation', faction: goblins, card: card('my-goblin', 10) });
    await api.saveUserCard({ system: 'confrontation', faction: orcs, card: card('my-orc', 7) });
    // The database as the library shows it, loaded with both cards.
    expect((await api.getCard({ id: 'my-orc' }))?.faction).toBe(orcs.id);

    reads.length = 0;
    const opened = await api.openUserCard({ id: 'my-orc' });
    expect(opened?.card).toMatchObject({ id: 'my-orc', points: 7, faction: orcs.id, source: 'user' });
    expect(reads.filter((f) => f.endsWith('.json'))).toEqual(['orcs-of-bran-o-kor.json']);
    // A shipped card is no user card.
    expect(await api.openUserCard({ id: 'goblin-minelayer' })).toBeNull();

    reads.length = 0;
    expect(await api.deleteUserCard({ id: 'my-orc', basedOn: opened?.version })).toBe(true);
    expect(reads.filter((f) => f.endsWith('.json'))).toEqual(['orcs-of-bran-o-kor.json']);
    expect(await api.getCard({ id: 'my-orc' })).toBeNull();
    expect((await api.getCard({ id: 'my-goblin' }))?.points).toBe(10);
  });
});
