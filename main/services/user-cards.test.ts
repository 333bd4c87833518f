import { mkdtemp, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Card } from '../../core/model/card';
import { createUserCards } from './user-cards';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'muster-user-cards-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

const goblins = { id: 'goblins-no-dan-kar', name: { de: 'Goblins von No-Dan-Kar', en: 'Goblins of No-Dan-Kar' } };
const card = (id: string, points: number): Card => ({
  id, kind: 'fighter', name: { de: id, en: id }, source: 'user', points, personality: false, figures: 1, mount: false, throne: false, stats: { MOV: 10 }, abilities: [],
});

describe('opening one of the user’s cards', () => {
  it('reads a card file again only once it changed: a file whose stamp (inode, size, time) is unchanged is not read again', async () => {
    const cards = createUserCards(dir);
    await cards.save('confrontation', goblins, card('my-goblin', 10));
    const file = path.join(dir, 'cards', 'confrontation', 'goblins-no-dan-kar.json');
    // A whole second: a time put back later is exactly the same.
    const time = new Date(Math.floor(Date.now() / 1000) * 1000);
    await utimes(file, time, time);
    const first = await cards.openCard('my-goblin');
    expect(first?.card.points).toBe(10);

    // The same bytes but other points, written in place with the file's time put back: the stamp
    // is the same, so the card opens as it was read (a later save is still checked against the file itself).
    const before = await stat(file);
    await writeFile(file, (await readFile(file, 'utf8')).replace('"points": 10', '"points": 11'));
    await utimes(file, time, time);
    expect((await stat(file)).ino).toBe(before.ino);
    expect((await cards.openCard('my-goblin'))?.card.points).toBe(10);
    await expect(cards.save('confrontation', goblins, card('my-goblin', 12), undefined, first?.version)).rejects.toThrow('saved elsewhere');

    // Its time changed: read again.
    await utimes(file, time, new Date(time.getTime() + 2000));
    const again = await cards.openCard('my-goblin');
    expect(again?.card.points).toBe(11);
    expect(again?.version).not.toBe(first?.version);
    await cards.save('confrontation', goblins, card('my-goblin', 12), undefined, again?.version);
    expect((await cards.openCard('my-goblin'))?.card.points).toBe(12);
  });
});
