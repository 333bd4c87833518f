import { execFileSync } from 'node:child_process';
import { copyFile, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultResourcesDir, loadCardDatabase, shippedCardsDir } from '../services/card-db';
import { runCli, type CliRun } from './test-io';

const ROOT = path.resolve(__dirname, '../..');
const SAMPLES = path.join(ROOT, 'resources/samples');

function run(args: string[], cwd = ROOT): Promise<CliRun> {
  return runCli(['validate', ...args], cwd);
}

const TJOST_CODES = [
  'tjost.selection-points',
  'tjost.copies',
  'tjost.personality-copies',
  'tjost.forbidden-rank',
  'tjost.forbidden-card',
  'tjost.game-points-max',
  'tjost.game-points-min',
  'tjost.figure-count',
  'tjost.not-in-selection',
  'tjost.unassigned-item',
];

describe('muster validate: TJOST lists', () => {
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'muster-tjost-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('has a sample per TJOST code (docs/rules.md), and a valid selection and game list', async () => {
    const files = await readdir(SAMPLES);
    for (const code of TJOST_CODES) expect(files).toContain(`${code}.muster`);
    expect(files).toContain('valid-tjost-selection.muster');
    expect(files).toContain('valid-tjost-game.muster');
  });

  it('a game list is checked against the selection list it names (relative to the game list file)', async () => {
    const r = await run([path.join('resources', 'samples', 'tjost.not-in-selection.muster'), '--format', 'json']);
    expect(r.err).toBe('');
    expect(r.code).toBe(1);
    expect(JSON.parse(r.out)).toMatchObject({
      valid: false,
      issues: [{ code: 'tjost.not-in-selection', entryId: 'e6', message: expect.stringContaining('Griffin Knight is not in the selection list') }],
    });
  });

  it('--selection FILE overrides the selection list the game list names', async () => {
    const sel = JSON.parse(await readFile(path.join(SAMPLES, 'valid-tjost-selection.muster'), 'utf8')) as { entries: { cardId: string; count: number }[] };
    sel.entries = sel.entries.map((e) => (e.cardId === 'griffin-musketeer' ? { ...e, count: 1 } : e));
    await writeFile(path.join(dir, 'fewer.muster'), JSON.stringify(sel));
    const r = await run([path.join(SAMPLES, 'valid-tjost-game.muster'), '--selection', 'fewer.muster', '--format', 'json'], dir);
    expect(r.code).toBe(1);
    expect((JSON.parse(r.out) as { issues: { code: string; message: string }[] }).issues).toEqual([
      {
        code: 'tjost.not-in-selection',
        severity: 'error',
        entryId: 'e4',
        message: 'Griffin Musketeer: the game list uses 2 copies of this card, but its selection list holds only 1. (TJOST: 300 AP game list)',
      },
    ]);
  });

  it('a missing or unreadable selection list is a clear error with exit 2', async () => {
    await copyFile(path.join(SAMPLES, 'valid-tjost-game.muster'), path.join(dir, 'alone.muster'));
    const missing = await run(['alone.muster'], dir);
    expect(missing.code).toBe(2);
    expect(missing.out).toBe('');
    expect(missing.err).toBe(
      "muster validate: valid-tjost-selection.muster: cannot read the selection list of this game list (named by alone.muster as 'valid-tjost-selection.muster'): no such file; link the game list to its selection list again or use --selection FILE\n",
    );
    await writeFile(path.join(dir, 'broken.muster'), '{"format": "muster-list",');
    const broken = await run(['alone.muster', '--selection', 'broken.muster'], dir);
    expect(broken.code).toBe(2);
    expect(broken.err).toMatch(/^muster validate: broken\.muster: invalid JSON at line 1/);
    const standard = await run(['alone.muster', '--selection', path.join(SAMPLES, 'valid.muster')], dir);
    expect(standard.code).toBe(2);
    expect(standard.err).toContain("not a TJOST selection list (its kind is 'standard')");
  });

  it('a game list naming a device, a folder or a named pipe as its selection list is refused at once, nothing read', async () => {
    const game = JSON.parse(await readFile(path.join(SAMPLES, 'valid-tjost-game.muster'), 'utf8')) as Record<string, unknown>;
    execFileSync('mkfifo', [path.join(dir, 'pipe.muster')]);
    for (const [target, detail] of [
      ['/dev/zero', 'is not a regular file'],
      ['/tmp', 'is not a regular file'],
      ['pipe.muster', 'is not a regular file'],
    ] as const) {
      await writeFile(path.join(dir, 'hostile.muster'), JSON.stringify({ ...game, selectionList: target }));
      const r = await run(['hostile.muster'], dir);
      expect([r.code, r.out], target).toEqual([2, '']);
      expect(r.err, target).toContain(`cannot read the selection list of this game list (named by hostile.muster as '${target}'): ${detail}`);
    }
  });

  it('a game list naming no selection list, or --selection for another kind of list, exits 2', async () => {
    const game = JSON.parse(await readFile(path.join(SAMPLES, 'valid-tjost-game.muster'), 'utf8')) as Record<string, unknown>;
    delete game.selectionList;
    await writeFile(path.join(dir, 'unlinked.muster'), JSON.stringify(game));
    const r = await run(['unlinked.muster'], dir);
    expect(r.code).toBe(2);
    expect(r.err).toContain('unlinked.muster: this TJOST game list names no selection list; give its file with --selection FILE');
    const ok = await run(['unlinked.muster', '--selection', path.join(SAMPLES, 'valid-tjost-selection.muster')], dir);
    expect(ok).toMatchObject({ code: 0, err: '' });
    const other = await run([path.join(SAMPLES, 'valid.muster'), '--selection', path.join(SAMPLES, 'valid-tjost-selection.muster')]);
    expect(other.code).toBe(2);
    expect(other.err).toContain('--selection is only for TJOST game lists');
  });

  it('German messages for TJOST issues', async () => {
    const r = await run([path.join('resources', 'samples', 'tjost.game-points-max.muster'), '--lang', 'de']);
    expect(r.out).toContain('Die Spielliste umfasst 311 A.P., 3 über ihrem Höchstwert von 308');
  });
});

describe('shipped TJOST sample cards', async () => {
  const { db } = await loadCardDatabase([shippedCardsDir(defaultResourcesDir({}))]);
  it('exercise every TJOST rule: personality, Shadow rank, ally, mercenary, elemental, familiar, experience, INCARNATION and CONFRONTATION 1 items', () => {
    const griffins = db.all().filter((c) => c.faction === 'griffins-akkylannie');
    expect(griffins.some((c) => c.personality)).toBe(true);
    expect(griffins.filter((c) => c.rank?.de.startsWith('Schatten')).map((c) => c.id)).toEqual(['griffin-shadow-hunter']);
    expect(griffins.filter((c) => c.allyOf).map((c) => [c.id, c.allyOf])).toEqual([['griffin-ally-dwarf-ranger', 'dwarves-tir-na-bor']]);
    expect(griffins.filter((c) => c.mercenary).map((c) => c.id)).toEqual(['griffin-mercenary-crossbowman']);
    expect(griffins.filter((c) => c.elemental).map((c) => c.id)).toEqual(['griffin-fire-elemental']);
    expect(griffins.filter((c) => c.familiar).map((c) => c.id)).toEqual(['griffin-familiar-owl']);
    expect(griffins.filter((c) => c.kind === 'experience').map((c) => c.id)).toEqual(['griffin-experience-battle-scars']);
    expect(griffins.filter((c) => c.origin).map((c) => [c.id, c.kind, c.origin])).toEqual([
      ['griffin-incarnation-pilgrim-relic', 'artifact', 'incarnation'],
      ['griffin-c1-holy-water', 'equipment', 'confrontation-1'],
    ]);
    expect(new Set(griffins.map((c) => c.kind))).toEqual(new Set(['fighter', 'war-machine', 'spell', 'miracle', 'artifact', 'equipment', 'experience']));
    expect(griffins.filter((c) => c.source !== 'seed').every((c) => c.source === 'sample')).toBe(true);
  });
});
