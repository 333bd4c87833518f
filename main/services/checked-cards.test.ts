import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { validateCardFile } from '../../core/db/load';
import { CHECKED_FILES, contentHash, defaultResourcesDir, loadCardDatabase, shippedCardsDir } from './card-db';
import { checkedFilesList, writeCheckedFiles } from './checked-cards';

/** A card file as the schema makes it (every default written out), as shipped files are. */
function normalized(faction: string, cards: { id: string; points: number }[]): string {
  const raw = {
    format: 'muster-cards', version: 2, system: 'confrontation', faction: { id: faction, name: { de: faction, en: faction } },
    cards: cards.map((c) => ({ ...c, kind: 'fighter', name: { de: c.id, en: c.id }, source: 'sample' })),
  };
  const parsed = validateCardFile(raw, 'x');
  return JSON.stringify({ ...raw, cards: parsed.file!.cards }, null, 2);
}

let tmp: string;
beforeEach(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), 'muster-checked-'));
});
afterEach(async () => {
  await fs.rm(tmp, { recursive: true, force: true });
});

describe('shipped card files checked at build time', () => {
  it('the list in resources/cards is up to date and names every shipped file (run npm run check:cards after changing card data)', async () => {
    const dir = shippedCardsDir(defaultResourcesDir({}));
    const { text, listed, left } = await checkedFilesList(dir);
    expect(listed.length).toBeGreaterThan(50);
    // Every shipped file has its defaults written out, so none is checked in full at every start.
    expect(left).toEqual([]);
    expect(await fs.readFile(path.join(dir, CHECKED_FILES), 'utf8')).toBe(text);
  });

  it('loads a checked file to the same cards as the full check, and leaves files with defaults to fill in out of the list', async () => {
    const shipped = path.join(tmp, 'shipped');
    await fs.mkdir(shipped);
    await fs.writeFile(path.join(shipped, 'a.json'), normalized('fa', [{ id: 'a1', points: 5 }, { id: 'a2', points: 7 }]));
    await fs.writeFile(path.join(shipped, 'b.json'), JSON.stringify({ format: 'muster-cards', version: 2, system: 'confrontation', faction: { id: 'fb', name: { de: 'b', en: 'b' } }, cards: [{ id: 'b1', kind: 'fighter', name: { de: 'b', en: 'b' }, source: 'sample', points: 3 }] }));
    const unchecked = await loadCardDatabase([shipped]);
    expect(await writeCheckedFiles(shipped)).toEqual({ listed: ['a.json'], left: ['b.json'] });
    const checked = await loadCardDatabase([shipped]);
    expect(checked.problems).toEqual([]);
    expect(checked.db.all()).toEqual(unchecked.db.all());
    expect(checked.db.card('b1')?.figures).toBe(1);
  });

  it("loads one game system's folder (as the command line does) with the list one folder up: its files listed under its name skip the check", async () => {
    const shipped = path.join(tmp, 'shipped');
    for (const sub of ['confrontation', 'other']) await fs.mkdir(path.join(shipped, sub), { recursive: true });
    await fs.writeFile(path.join(shipped, 'confrontation', 'a.json'), normalized('fa', [{ id: 'a1', points: 5 }]));
    await fs.writeFile(path.join(shipped, 'confrontation', 'b.json'), normalized('fb', [{ id: 'b1', points: 6 }]));
    await fs.writeFile(path.join(shipped, 'other', 'a.json'), normalized('fo', [{ id: 'o1', points: 4 }]));
    expect((await writeCheckedFiles(shipped)).listed).toEqual(['confrontation/a.json', 'confrontation/b.json', 'other/a.json']);
    const system = path.join(shipped, 'confrontation');
    const whole = await loadCardDatabase([system]);
    expect(whole.checkedInFull).toBe(0);
    expect(whole.db.all().map((c) => c.id)).toEqual(['a1', 'b1']);
    // A file changed since is checked in full; a listed path of another folder counts for nothing here.
    await fs.writeFile(path.join(system, 'b.json'), normalized('fb', [{ id: 'b1', points: 9 }]));
    await fs.copyFile(path.join(shipped, 'other', 'a.json'), path.join(system, 'c.json'));
    const after = await loadCardDatabase([system]);
    expect(after.checkedInFull).toBe(2);
    expect(after.db.card('b1')?.points).toBe(9);
  });

  it('checks a listed file in full once its content changed: a bad card is named with file and JSON path', async () => {
    const shipped = path.join(tmp, 'shipped');
    await fs.mkdir(shipped);
    const file = path.join(shipped, 'a.json');
    await fs.writeFile(file, normalized('fa', [{ id: 'a1', points: 5 }, { id: 'a2', points: 7 }]));
    await writeCheckedFiles(shipped);
    await fs.writeFile(file, (await fs.readFile(file, 'utf8')).replace('"points": 7', '"points": -7'));
    const { db, problems } = await loadCardDatabase([shipped]);
    expect(problems.map((p) => [p.file, p.path])).toEqual([[file, 'cards[1].points']]);
    expect(db.card('a1')?.points).toBe(5);
    expect(db.card('a2')).toBeUndefined();
  });

  it("never trusts a list in the user's folder: user files are always checked in full", async () => {
    const user = path.join(tmp, 'user');
    await fs.mkdir(user);
    const file = path.join(user, 'a.json');
    await fs.writeFile(file, normalized('fa', [{ id: 'a1', points: 5 }]));
    await writeCheckedFiles(user);
    // A bad card, listed with the file's current hash: as a user file it must still be checked.
    await fs.writeFile(file, (await fs.readFile(file, 'utf8')).replace('"points": 5', '"points": -5'));
    await fs.writeFile(path.join(user, CHECKED_FILES), `${contentHash(await fs.readFile(file))}  a.json\n`);
    // The same list in the shipped folder would be trusted: the user's folder is never.
    const { problems } = await loadCardDatabase([path.join(tmp, 'none'), user]);
    expect(problems.map((p) => p.path)).toEqual(['cards[0].points']);
  });
});
