import { mkdtemp, readFile, rm, stat, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Card } from '../../core/model/card';
import { createUserCards } from './user-cards';

/** Card files read (by name), to tell which files opening a card reads (the file store reads them with readDecodedText). */
const reads = vi.hoisted(() => [] as string[]);
vi.mock('./read-file', async (importOriginal) => {
  const original = await importOriginal<typeof import('./read-file')>();
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

  it('reads the file the database names first, and no other; a wrong hint or one for a card that moved still finds the card', async () => {
    const cards = createUserCards(dir);
    const orcs = { id: 'orcs-of-bran-o-kor', name: { de: 'Orks von Bran-Ô-Kor', en: 'Orcs of Bran-Ô-Kor' } };
    await cards.save('confrontation', goblins, card('my-goblin', 10));
    await cards.save('confrontation', orcs, card('my-orc', 7));
    await cards.save('chronopia', { id: 'ash', name: { de: 'Asche', en: 'Ash' } }, card('my-ash', 3));

    reads.length = 0;
    const hinted = await cards.openCard('my-orc', { system: 'confrontation', faction: 'orcs-of-bran-o-kor' });
    expect(hinted?.card).toMatchObject({ id: 'my-orc', points: 7, system: 'confrontation', faction: 'orcs-of-bran-o-kor' });
    expect(reads).toEqual(['orcs-of-bran-o-kor.json']);

    // The same card without a hint: every file (the orcs' file is kept, unchanged).
    reads.length = 0;
    expect((await cards.openCard('my-orc'))?.version).toBe(hinted?.version);
    expect(reads.sort()).toEqual(['ash.json', 'goblins-no-dan-kar.json']);

    // A hint to a file that does not hold the card (the card moved to another faction since the
    // database was loaded), or to no file at all: found by reading every file.
    await cards.save('confrontation', goblins, card('my-orc', 8));
    expect((await cards.openCard('my-orc', { system: 'confrontation', faction: 'orcs-of-bran-o-kor' }))?.card).toMatchObject({ points: 8, faction: 'goblins-no-dan-kar' });
    expect((await cards.openCard('my-ash', { system: 'oldworld', faction: 'nowhere' }))?.card.points).toBe(3);
    expect(await cards.openCard('nobody', { system: 'confrontation', faction: 'goblins-no-dan-kar' })).toBeUndefined();
  });

  it('deletes from the file the database names, read anew, and no other; a wrong hint deletes the card where it is', async () => {
    const cards = createUserCards(dir);
    const orcs = { id: 'orcs-of-bran-o-kor', name: { de: 'Orks von Bran-Ô-Kor', en: 'Orcs of Bran-Ô-Kor' } };
    await cards.save('confrontation', goblins, card('my-goblin', 10));
    await cards.save('confrontation', orcs, card('my-orc', 7));
    await cards.save('confrontation', orcs, card('my-orc-2', 8));
    const opened = await cards.openCard('my-orc');

    reads.length = 0;
    expect(await cards.remove('my-orc', opened?.version, { system: 'confrontation', faction: orcs.id })).toBe(true);
    expect(reads).toEqual(['orcs-of-bran-o-kor.json']);
    expect(await cards.openCard('my-orc')).toBeUndefined();
    expect((await cards.openCard('my-orc-2'))?.card.points).toBe(8);

    // Changed since it was shown: refused, though found through the hint.
    const shown = await cards.openCard('my-orc-2');
    await cards.save('confrontation', orcs, card('my-orc-2', 9), undefined, shown?.version);
    await expect(cards.remove('my-orc-2', shown?.version, { system: 'confrontation', faction: orcs.id })).rejects.toThrow('saved elsewhere');
    // A hint to the wrong file: the card is deleted where it is.
    expect(await cards.remove('my-goblin', undefined, { system: 'confrontation', faction: orcs.id })).toBe(true);
    expect(await cards.openCard('my-goblin')).toBeUndefined();
    expect(await cards.remove('my-goblin', undefined, { system: 'confrontation', faction: goblins.id })).toBe(false);
  });
});
