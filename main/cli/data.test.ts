import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCardFile } from '../../core/db/load';
import { runCli } from './test-io';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'muster-data-cli-'));
  const armies = path.join(dir, 'owb', 'public', 'games', 'the-old-world');
  await mkdir(armies, { recursive: true });
  const unit = { name_en: 'Goblins', name_de: 'Goblins', id: 'goblins', points: 3, minimum: 10, maximum: 0, command: [], equipment: [{ name_en: 'Spears', name_de: 'Speere', points: 0, active: true, perModel: true }], options: [], specialRules: { name_en: 'Fear Elves', name_de: 'Elfenangst' } };
  await writeFile(path.join(armies, 'orc-and-goblin-tribes.json'), JSON.stringify({ characters: [], core: [unit], special: [], rare: [], mercenaries: [], allies: [] }));
  await writeFile(path.join(armies, 'magic-items.json'), JSON.stringify({ general: [{ name_en: 'Ogre Blade', name_de: 'Ogerklinge', points: 75, type: 'weapon', onePerArmy: true, name: 'ogre blade' }] }));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('muster data import owb', () => {
  it('converts an Old World Builder folder into card files and a report, and prints what it mapped and dropped', async () => {
    const r = await runCli(['data', 'import', 'owb', 'owb', '--out', 'cards', '--dataset-version', 'v9'], dir);
    expect(r.code).toBe(0);
    expect(r.out).toContain('mapped 1 units');
    expect(r.out).toContain('mapped 1 magic items');
    expect(r.out).toContain('dropped 0');
    expect((await readdir(path.join(dir, 'cards'))).sort()).toEqual(['import-report.json', 'magic-items', 'orc-and-goblin-tribes.json']);
    const file = parseCardFile(await readFile(path.join(dir, 'cards', 'orc-and-goblin-tribes.json'), 'utf8'), 'x');
    expect(file.problems).toEqual([]);
    expect(file.file?.cards[0]).toMatchObject({ id: 'orc-and-goblin-tribes-goblins', unitSize: { min: 10 }, provenance: { version: 'v9', originalId: 'goblins' } });
    // The army list, rules and names were not given: the shipped army data is kept.
    expect(file.file?.faction.oldworld?.compositions.length).toBeGreaterThan(1);
    const report = JSON.parse(await readFile(path.join(dir, 'cards', 'import-report.json'), 'utf8')) as { dropped: string[]; version: string };
    // The stored report keeps its English words, whatever the language of the messages.
    expect(report).toMatchObject({ dropped: [], version: 'v9', mapped: { units: 1, 'magic items': 1 } });
    const de = await runCli(['data', 'import', 'owb', 'owb', '--out', 'cards-de', '--dataset-version', 'v9', '--lang', 'de'], dir);
    expect(de.code).toBe(0);
    expect(de.out).toContain('übernommen – Einheiten: 1');
    expect(de.out).toContain('übernommen – magische Gegenstände: 1');
    expect(de.out).toContain('nicht übernommen: 0');
    expect(de.out).not.toMatch(/\bmapped\b|\bdropped\b/);
    expect(await readFile(path.join(dir, 'cards-de', 'import-report.json'), 'utf8')).toBe(await readFile(path.join(dir, 'cards', 'import-report.json'), 'utf8'));
  });

  it('one edited army file without the rules index keeps the profiles and troop types Muster ships', async () => {
    const mob = { name_en: 'Goblin Mob', name_de: 'Goblinmob', id: 'goblin-mob', points: 4, minimum: 10, maximum: 0, command: [], equipment: [], options: [], mounts: [] };
    await mkdir(path.join(dir, 'download'), { recursive: true });
    await writeFile(path.join(dir, 'download', 'orc-and-goblin-tribes.json'), JSON.stringify({ characters: [], core: [mob], special: [], rare: [], mercenaries: [], allies: [] }));
    const r = await runCli(['data', 'import', 'owb', path.join('download', 'orc-and-goblin-tribes.json'), '--out', 'edited'], dir);
    expect([r.code, r.out]).toEqual([0, expect.stringContaining('mapped 1 units with profiles')]);
    const file = parseCardFile(await readFile(path.join(dir, 'edited', 'orc-and-goblin-tribes.json'), 'utf8'), 'x');
    expect(file.file?.cards[0]).toMatchObject({ points: 4, troopType: 'regular-infantry' });
    expect(file.file?.cards[0]?.oldworld?.profiles.map((p) => p.name)).toEqual(['Goblin', 'Boss']);
  });

  it('never writes over the files it reads: --out onto the Old World Builder folder exits 2 and leaves it byte-identical', async () => {
    const armies = path.join(dir, 'owb', 'public', 'games', 'the-old-world');
    const before = await readFile(path.join(armies, 'orc-and-goblin-tribes.json'));
    for (const force of [[], ['--force']]) {
      const r = await runCli(['data', 'import', 'owb', 'owb', '--out', armies, ...force], dir);
      expect([r.code, r.out]).toEqual([2, '']);
      expect(r.err).toBe(
        `muster data: --out ${armies} would write ${path.join(armies, 'orc-and-goblin-tribes.json')}, which is the input file owb/public/games/the-old-world/orc-and-goblin-tribes.json; choose another --out folder\n`,
      );
    }
    expect(await readFile(path.join(armies, 'orc-and-goblin-tribes.json'))).toEqual(before);
    expect((await readdir(armies)).sort()).toEqual(['magic-items.json', 'orc-and-goblin-tribes.json']);
  });

  it('refuses to replace a file that is not a card file (or not its report) unless --force; nothing is written then', async () => {
    const out = path.join(dir, 'mixed');
    await mkdir(out, { recursive: true });
    await writeFile(path.join(out, 'orc-and-goblin-tribes.json'), 'my notes, not cards');
    const r = await runCli(['data', 'import', 'owb', 'owb', '--out', 'mixed'], dir);
    expect([r.code, r.err]).toEqual([2, `muster data: --out ${path.join(out, 'orc-and-goblin-tribes.json')} exists and is not a Muster card file; use --force to replace it\n`]);
    expect(await readdir(out)).toEqual(['orc-and-goblin-tribes.json']);
    await writeFile(path.join(out, 'orc-and-goblin-tribes.json'), '{ "format": "muster-cards", "version": 1 }');
    await writeFile(path.join(out, 'import-report.json'), 'a report of something else');
    expect((await runCli(['data', 'import', 'owb', 'owb', '--out', 'mixed'], dir)).err).toContain('import-report.json exists and is not an import report');
    expect((await runCli(['data', 'import', 'owb', 'owb', '--out', 'mixed', '--force'], dir)).code).toBe(0);
    expect(parseCardFile(await readFile(path.join(out, 'orc-and-goblin-tribes.json'), 'utf8'), 'x').problems).toEqual([]);
    // A card file and report of an earlier import are replaced without --force.
    expect((await runCli(['data', 'import', 'owb', 'owb', '--out', 'mixed'], dir)).code).toBe(0);
  });

  it('exits 2 for bad usage and for a folder without Old World Builder files', async () => {
    expect((await runCli(['data', 'import', 'bsdata', 'owb'], dir)).code).toBe(2);
    expect((await runCli(['data', 'export', 'owb', 'owb'], dir)).code).toBe(2);
    expect((await runCli(['data', 'import', 'owb', 'missing-folder'], dir)).code).toBe(2);
    await mkdir(path.join(dir, 'empty'), { recursive: true });
    const r = await runCli(['data', 'import', 'owb', 'empty', '--out', 'x'], dir);
    expect([r.code, r.err.split('\n')[0]]).toEqual([2, `muster data: no Old World Builder army or magic item file in ${path.join(dir, 'empty')}`]);
  });
});
