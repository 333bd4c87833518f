import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { validateCardFile } from '../../core/db/load';
import { problemLine } from '../../core/files/problems';
import { defaultResourcesDir, loadCardDatabase, loadCardSources, shippedCardsDir } from './card-db';

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
    expect(problems).toMatchObject([
      { file: broken, path: '', message: 'invalid JSON at line 1, column 29: unexpected end of the text' },
      { file: dangling, path: '', message: expect.stringMatching(/^cannot read file \(no such file/) },
      { file: oneBad, path: 'cards[1].points', message: 'should be at least 0' },
    ]);
  });

  it('reads a card file a Windows editor saved as Windows-1252 and says so: the names keep their umlauts', async () => {
    const text = cardFile('zwerge', [{ ...card('z1'), name: { de: 'Zwergenwächter', en: 'Dwarf Warden' } }]);
    const file = path.join(tmp, 'mine', 'zwerge.json');
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, Buffer.from(text, 'latin1'));
    const { db, problems } = await loadCardDatabase([path.join(tmp, 'mine')]);
    expect(db.card('z1')?.name.de).toBe('Zwergenwächter');
    expect(problems.map(problemLine('de'))).toEqual([`${file}: ist kein UTF-8; als Windows-1252 gelesen`]);
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
    expect(problems).toMatchObject([
      { file: notADir, path: '', message: expect.stringMatching(/^cannot read folder \(ENOTDIR/) },
      { file: second, path: 'cards[0].id', message: `card id 'dup' is also defined in ${first}; this one replaces it` },
    ]);
  });
});

describe('the record of checked user files', () => {
  /** A card file as the schema makes it (every default written out), as the app writes user files. */
  const normalized = (faction: string, cards: unknown[]): string => JSON.stringify(validateCardFile(JSON.parse(cardFile(faction, cards)), 'x.json').file);
  const sha = (text: string): string => createHash('sha256').update(text).digest('hex');
  const head = (stamp: string): string => `# Muster: card files checked and clean, by the sha-256 of their content; stamp ${stamp}`;

  async function setUp(): Promise<{ dirs: string[]; record: { file: string; stamp: string }; clean: string }> {
    await write('shipped/a.json', cardFile('fa', [card('a1')]));
    const clean = normalized('fu', [card('u1'), card('u2', 12)]);
    await write('user/u.json', clean);
    // Clean but with defaults left out (as someone may write a file by hand): checked every time.
    await write('user/raw.json', cardFile('fr', [card('r1')]));
    await write('user/bad.json', cardFile('fb', [card('b1'), { ...card('b2'), points: -1 }]));
    return { dirs: [path.join(tmp, 'shipped'), path.join(tmp, 'user')], record: { file: path.join(tmp, 'checked-cards.sha256'), stamp: '1.2.3' }, clean };
  }

  it('lists the clean user files it checked, and loads them unchecked at the next start with the same result', async () => {
    const { dirs, record, clean } = await setUp();
    const first = await loadCardDatabase(dirs, { record });
    expect(first.checkedInFull).toBe(4);
    expect(await fs.readFile(record.file, 'utf8')).toBe(`${head('1.2.3')}\n${sha(clean)}\n`);

    const second = await loadCardDatabase(dirs, { record });
    expect(second.checkedInFull).toBe(3);
    expect(second.db.all()).toEqual(first.db.all());
    expect(second.problems).toEqual(first.problems);
    expect(second.problems.map((p) => p.path)).toEqual(['cards[1].points']);
    expect(await fs.readFile(record.file, 'utf8')).toBe(`${head('1.2.3')}\n${sha(clean)}\n`);
  });

  it('checks a changed file in full again and drops it from the record', async () => {
    const { dirs, record } = await setUp();
    await loadCardDatabase(dirs, { record });
    const changed = normalized('fu', [card('u1')]).replace('"points":10', '"points":-5');
    await write('user/u.json', changed);
    const again = await loadCardDatabase(dirs, { record });
    expect(again.checkedInFull).toBe(4);
    expect(again.problems.filter((p) => p.file.endsWith('u.json')).map((p) => p.path)).toEqual(['cards[0].points']);
    expect(again.db.all().map((c) => c.id)).toEqual(['a1', 'b1', 'r1']);
    expect(await fs.readFile(record.file, 'utf8')).toBe(`${head('1.2.3')}\n`);
  });

  it('ignores a record of another version or a broken one, and writes it anew', async () => {
    const { dirs, record, clean } = await setUp();
    await fs.writeFile(record.file, `${head('1.2.2')}\n${sha(clean)}\n`);
    expect((await loadCardDatabase(dirs, { record })).checkedInFull).toBe(4);
    expect(await fs.readFile(record.file, 'utf8')).toBe(`${head('1.2.3')}\n${sha(clean)}\n`);

    await fs.writeFile(record.file, '\u0000garbage\n' + sha(clean));
    const loaded = await loadCardDatabase(dirs, { record });
    expect(loaded.checkedInFull).toBe(4);
    expect(loaded.db.all().map((c) => c.id)).toEqual(['a1', 'b1', 'r1', 'u1', 'u2']);
  });

  it('keeps no record unless asked, and never trusts a listed hash from the user folder itself', async () => {
    const { dirs, clean } = await setUp();
    await write('user/checked-files.sha256', `${sha(clean)}  u.json\n`);
    const loaded = await loadCardDatabase(dirs);
    expect(loaded.checkedInFull).toBe(4);
    expect((await fs.readdir(tmp)).sort()).toEqual(['shipped', 'user']);
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

/** Symbolic links need privileges on Windows. */
describe.skipIf(process.platform === 'win32')('links in the card folders', () => {
  const LINK_EN = 'cannot read file (is a link, not a file; Muster does not follow links in its folders)';
  const LINK_DE = 'Datei nicht lesbar (ist ein symbolischer Link, keine Datei; Muster folgt keinen Links in seinen Ordnern)';

  it("the user's own cards folder follows no link inside it and names each; a folder the user names (--db) may be a link and hold links", async () => {
    // Outside the user data folder: card files that links inside it point to.
    const outsideFile = await write('outside/theirs.json', cardFile('fo', [card('outside-file')]));
    await write('outside/folder/more.json', cardFile('fo', [card('outside-folder')]));
    await write('outside/extra/real.json', cardFile('fx', [card('extra-real')]));
    const extraTarget = await write('outside/extra-target.json', cardFile('fx', [card('extra-linked')]));
    await fs.symlink(extraTarget, path.join(tmp, 'outside', 'extra', 'linked.json'));
    // The resources with their shipped cards, and the user data folder.
    await write('res/cards/confrontation/shipped.json', cardFile('fs', [card('shipped')]));
    await write('data/cards/confrontation/mine.json', cardFile('fm', [card('mine')]));
    const linkedFile = path.join(tmp, 'data', 'cards', 'confrontation', 'linked.json');
    await fs.symlink(outsideFile, linkedFile);
    const linkedFolder = path.join(tmp, 'data', 'cards', 'elsewhere');
    await fs.symlink(path.join(tmp, 'outside', 'folder'), linkedFolder);
    const extraLink = path.join(tmp, 'db-link');
    await fs.symlink(path.join(tmp, 'outside', 'extra'), extraLink);

    const { db, problems } = await loadCardSources({ resourcesDir: path.join(tmp, 'res'), user: { dataDir: path.join(tmp, 'data') }, extra: [extraLink] });
    expect(db.all().map((c) => c.id).sort()).toEqual(['extra-linked', 'extra-real', 'mine', 'shipped']);
    // The folder's own problems first, then its files'.
    expect(problems).toEqual([
      { file: linkedFolder, path: '', message: 'is a link to a folder; Muster does not follow links in its folders', issue: expect.objectContaining({ code: 'folder-link' }) },
      { file: linkedFile, path: '', message: LINK_EN, issue: expect.objectContaining({ code: 'unreadable-file' }) },
    ]);
    expect(problems.map(problemLine('de'))).toEqual([
      `${linkedFolder}: ist ein symbolischer Link auf einen Ordner; Muster folgt keinen Links in seinen Ordnern`,
      `${linkedFile}: ${LINK_DE}`,
    ]);
  });

  it('a user data folder that is itself a link is read as usual', async () => {
    await write('res/cards/confrontation/shipped.json', cardFile('fs', [card('shipped')]));
    await write('real-data/cards/confrontation/mine.json', cardFile('fm', [card('mine')]));
    await fs.symlink(path.join(tmp, 'real-data'), path.join(tmp, 'data'));
    const { db, problems } = await loadCardSources({ resourcesDir: path.join(tmp, 'res'), user: { dataDir: path.join(tmp, 'data') } });
    expect([db.all().map((c) => c.id).sort(), problems]).toEqual([['mine', 'shipped'], []]);
  });
});
