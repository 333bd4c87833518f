import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { defaultResourcesDir, loadCardDatabase, shippedCardsDir } from './card-db';

const card = (id: string, points = 10) => ({ id, kind: 'fighter', name: { de: id, en: id }, source: 'user', points });
const cardFile = (faction: string, cards: unknown[]) =>
  JSON.stringify({ format: 'muster-cards', version: 2, system: 'confrontation', faction: { id: faction, name: { de: faction, en: faction } }, cards });

let tmp: string;
beforeEach(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'muster-carddb-'));
});
afterEach(async () => {
  await fs.rm(tmp, { recursive: true, force: true });
});

async function write(rel: string, text: string): Promise<string> {
  const file = path.join(tmp, rel);
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, text);
  return file;
}

describe('loadCardDatabase', () => {
  it('loads good files beside broken ones and reports each problem', async () => {
    await write('shipped/a.json', cardFile('fa', [card('a1'), card('a2')]));
    const broken = await write('shipped/b.json', '{ "format": "muster-cards", ');
    const oneBad = await write('shipped/sub/c.json', cardFile('fc', [card('c1'), { ...card('c2'), points: -1 }]));
    await write('shipped/notes.txt', 'not a card file');
    const dangling = path.join(tmp, 'shipped', 'd.json');
    await fs.symlink(path.join(tmp, 'nowhere.json'), dangling);

    const { db, problems } = await loadCardDatabase([path.join(tmp, 'shipped')]);
    expect(db.all().map((c) => c.id)).toEqual(['a1', 'a2', 'c1']);
    expect(problems).toEqual([
      { file: broken, path: '', message: 'invalid JSON at line 1, column 29: unexpected end of the text' },
      { file: dangling, path: '', message: expect.stringMatching(/^cannot read file \(no such file/) },
      { file: oneBad, path: 'cards[1].points', message: 'Too small: expected number to be >=0' },
    ]);
  });

  it('overlays user folders in order and ignores a missing folder', async () => {
    await write('shipped/x.json', cardFile('fa', [card('a1', 10), card('a2', 20)]));
    await write('user/mine.json', cardFile('fa', [card('a2', 99), card('u1')]));
    const { db, problems } = await loadCardDatabase([path.join(tmp, 'shipped'), path.join(tmp, 'user'), path.join(tmp, 'missing')]);
    expect(problems).toEqual([]);
    expect(db.card('a2')?.points).toBe(99);
    expect(db.all().map((c) => c.id)).toEqual(['a1', 'a2', 'u1']);
  });

  it('reports duplicates within one folder and a folder that is not a folder', async () => {
    const first = await write('shipped/1.json', cardFile('fa', [card('dup', 1)]));
    const second = await write('shipped/2.json', cardFile('fb', [card('dup', 2)]));
    const notADir = await write('file.json', '{}');
    const { db, problems } = await loadCardDatabase([path.join(tmp, 'shipped'), notADir]);
    expect(db.card('dup')?.points).toBe(2);
    expect(problems).toEqual([
      { file: notADir, path: '', message: expect.stringMatching(/^cannot read folder \(ENOTDIR/) },
      { file: second, path: 'cards[0].id', message: `card id 'dup' is also defined in ${first}; this one replaces it` },
    ]);
  });
});

describe('resource folders', () => {
  it('finds the repository resources, or MUSTER_RESOURCES when set', async () => {
    const dir = defaultResourcesDir({});
    expect(path.basename(dir)).toBe('resources');
    await expect(fs.stat(path.join(dir, 'fonts', 'DejaVuSans.ttf'))).resolves.toBeTruthy();
    expect(defaultResourcesDir({ MUSTER_RESOURCES: 'some/where' })).toBe(path.resolve('some/where'));
    expect(shippedCardsDir('/r')).toBe(path.join('/r', 'cards'));
  });
});
