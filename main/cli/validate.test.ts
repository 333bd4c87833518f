import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RULES } from '../../core/checks/registry';
import { runCli, type CliRun } from './test-io';

const ROOT = path.resolve(__dirname, '../..');
const SAMPLES = path.join(ROOT, 'resources/samples');

function run(args: string[], cwd = ROOT): Promise<CliRun> {
  return runCli(['validate', ...args], cwd);
}

interface JsonResult {
  valid: boolean;
  errors: number;
  warnings: number;
  issues: { code: string; severity: string; entryId: string | null; message: string }[];
  totals: { points: number; limit: number; figures: number; entries: number; categories?: Record<string, { points: number; percent: number }> };
}

const severityOf = (code: string): string | undefined => RULES.find((r) => r.code === code)?.severity;

describe('muster validate: samples', async () => {
  const files = (await readdir(SAMPLES)).filter((f) => f.endsWith('.muster')).sort();

  it('has a valid list and one sample per FORTIFICATION rule (docs/rules.md) plus points.over-limit', () => {
    const codes = files.map((f) => f.replace(/\.muster$/, ''));
    expect(codes).toContain('valid');
    for (const code of [
      'crew.below-minimum',
      'crew.below-full-operation',
      'crew.not-servant',
      'crew.substitute-requirement',
      'crew.mobile-machine',
      'assignment.duplicate',
      'transport.no-ability',
      'transport.capacity',
      'transport.not-transportable',
      'points.over-limit',
    ]) {
      expect(codes).toContain(code);
    }
  });

  for (const file of files) {
    const code = file.replace(/\.muster$/, '');
    it(`${file}`, async () => {
      const r = await run([path.join(SAMPLES, file), '--format', 'json']);
      expect(r.err).toBe('');
      const json = JSON.parse(r.out) as JsonResult;
      if (code.startsWith('valid')) {
        expect({ ...json, totals: undefined }).toEqual({ valid: true, errors: 0, warnings: 0, issues: [], totals: undefined });
        expect(json.totals.points).toBeLessThanOrEqual(json.totals.limit);
        expect(json.totals.categories !== undefined).toBe(code.startsWith('valid-oldworld'));
        expect(r.code).toBe(0);
        return;
      }
      const severity = severityOf(code);
      expect(severity, `a rule named ${code}`).toBeDefined();
      expect(json.issues.length).toBeGreaterThan(0);
      expect([...new Set(json.issues.map((i) => i.code))]).toEqual([code]);
      expect(r.code).toBe(severity === 'error' ? 1 : 0);
      expect(json.valid).toBe(severity !== 'error');
    });
  }
});

describe('muster validate: output', () => {
  it('JSON has exactly the documented keys', async () => {
    const r = await run([path.join(SAMPLES, 'crew.substitute-requirement.muster'), '--format', 'json']);
    const json = JSON.parse(r.out) as JsonResult;
    expect(Object.keys(json)).toEqual(['valid', 'errors', 'warnings', 'issues', 'totals']);
    expect(json.totals).toEqual({ points: 150, limit: 300, figures: 5, entries: 3 });
    expect(json).toMatchObject({ valid: false, errors: 1, warnings: 0 });
    expect(json.issues).toEqual([
      {
        code: 'crew.substitute-requirement',
        severity: 'error',
        entryId: 'e3',
        message: 'Goblin Gunner cannot be a substitute on Mountain-Breaker: it needs DIS 3 or more and has 2. (FORTIFICATION: Substitutes)',
      },
    ]);
  });

  it('text: one line per issue, then a summary; German with --lang de', async () => {
    const sample = path.join('resources', 'samples', 'points.over-limit.muster');
    const en = await run([sample]);
    expect(en.code).toBe(1);
    expect(en.out).toBe(
      `error    -  The list costs 108 AP, 8 more than its limit of 100. (Points limit)\n${sample}: not valid. Errors: 1, warnings: 0.\n`,
    );
    const de = await run([sample, '--lang', 'de']);
    expect(de.out).toBe(
      `Fehler   -  Die Liste kostet 108 A.P. und liegt damit 8 über ihrem Limit von 100. (Punktelimit)\n${sample}: ungültig. Fehler: 1, Warnungen: 0.\n`,
    );
    const valid = await run([path.join('resources', 'samples', 'valid.muster'), '--lang', 'de']);
    expect(valid).toMatchObject({ code: 0, out: `${path.join('resources', 'samples', 'valid.muster')}: gültig. Fehler: 0, Warnungen: 0.\n` });
  });

  it('warnings alone exit 0', async () => {
    const r = await run([path.join(SAMPLES, 'crew.below-full-operation.muster')]);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/^warning {2}e1 {2}Mountain-Breaker has 2 crew: enough to use it, but full operation needs 3\./);
  });
});

describe('muster validate: bad input gives a message on stderr naming the file and field', () => {
  let dir = '';
  const list = (entries: unknown[]): string =>
    JSON.stringify({
      format: 'muster-list',
      version: 2,
      id: 'x',
      name: 'X',
      system: 'confrontation',
      faction: 'goblins-no-dan-kar',
      pointsLimit: 300,
      createdAt: '2024-01-01T00:00:00.000Z',
      updatedAt: '2024-01-01T00:00:00.000Z',
      entries,
    });
  const write = async (name: string, text: string): Promise<string> => {
    const file = path.join(dir, name);
    await writeFile(file, text);
    return file;
  };

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'muster-validate-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('missing file', async () => {
    const r = await run([path.join(dir, 'nope.muster')]);
    expect(r.code).toBe(2);
    expect(r.err).toContain('nope.muster');
    expect(r.err).toContain('no such file');
    expect(r.out).toBe('');
  });

  it('corrupt JSON', async () => {
    const file = await write('corrupt.muster', '{"format": "muster-list", ');
    const r = await run([file]);
    expect(r.code).toBe(2);
    expect(r.err).toContain('corrupt.muster');
  });

  it('wrong schema and negative count', async () => {
    const wrong = await write('wrong.muster', JSON.stringify({ format: 'something-else', version: 1 }));
    expect((await run([wrong])).code).toBe(2);
    // A bad entry is left out to read the rest: the file is not valid as written (exit 1), the entry named.
    const negative = await write('negative.muster', list([{ id: 'e1', cardId: 'goblin-warrior', count: -2 }]));
    const r = await run([negative]);
    expect(r.code).toBe(1);
    expect(r.err).toContain('negative.muster: entries[0].count');
    expect(r.out).toContain('negative.muster: not valid as written: read only with 1 repairs');
  });

  it('unknown card id', async () => {
    // The entry is kept (a card the database lacks): named while reading, and the check's card.unknown error.
    const file = await write('unknown.muster', list([{ id: 'e1', cardId: 'goblin-dragon', count: 1 }]));
    const r = await run([file]);
    expect(r.code).toBe(1);
    expect(r.err).toContain("unknown.muster: entries[0].cardId: unknown card 'goblin-dragon'");
    expect(r.out).toMatch(/goblin-dragon/);
  });

  it("a card of another game names that game, in the app's words (card.other-system), not an unknown card", async () => {
    // A Goblin list (Chronopia) with a Confrontation card: the command line loads every system's cards to find it.
    const file = await write(
      'other-game.muster',
      JSON.stringify({
        format: 'muster-list',
        version: 2,
        id: 'x',
        name: 'X',
        system: 'chronopia',
        faction: 'swamp-goblins',
        pointsLimit: 400,
        createdAt: '2024-01-01T00:00:00.000Z',
        updatedAt: '2024-01-01T00:00:00.000Z',
        entries: [
          { id: 'e1', cardId: 'swamp-goblin-chief', count: 1 },
          { id: 'e7', cardId: 'mid-nor-pit-warrior', count: 1 },
        ],
      }),
    );
    const r = await run([file]);
    expect(r.err).toBe('');
    expect(r.code).toBe(1);
    expect(r.out).toBe(`error    e7  Pit Warrior is a card of Confrontation, not of Chronopia: a list holds only cards of its own game. (Card database)\n${file}: not valid. Errors: 1, warnings: 0.\n`);
    const de = await run([file, '--lang', 'de']);
    expect(de.out).toContain('Grubenkrieger ist eine Karte von Confrontation, nicht von Chronopia');
  });

  it('assignment to a missing entry', async () => {
    const file = await write(
      'dangling.muster',
      list([{ id: 'e1', cardId: 'goblin-minelayer', count: 1, assignments: [{ type: 'crew', machine: 'e9', role: 'servant' }] }]),
    );
    const r = await run([file]);
    expect(r.code).toBe(1);
    expect(r.err).toContain("dangling.muster: entries[0].assignments[0].machine: no entry 'e9' in this list; assignment removed");
    const json = await run([file, '--format', 'json']);
    expect(json.code).toBe(1);
    expect(JSON.parse(json.out)).toMatchObject({ valid: false, repaired: [expect.stringContaining('entries[0].assignments[0].machine')] });
  });

  it('bad flags and arguments', async () => {
    const sample = path.join(SAMPLES, 'valid.muster');
    for (const args of [[sample, '--bogus'], [sample, '--lang', 'fr'], [sample, '--format', 'xml'], [], [sample, sample, '--selection', sample]]) {
      const r = await run(args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.err).toContain('Usage: muster validate');
    }
    const noDb = await run([sample, '--db', path.join(dir, 'no-such-folder')]);
    expect(noDb.code).toBe(2);
    expect(noDb.err).toContain('no-such-folder');
  });

  it('--db overlays user cards on the shipped database', async () => {
    const cards = path.join(dir, 'cards');
    await import('node:fs/promises').then((fs) => fs.mkdir(cards));
    await writeFile(
      path.join(cards, 'mine.json'),
      JSON.stringify({
        format: 'muster-cards',
        version: 2,
        system: 'confrontation',
        faction: { id: 'goblins-no-dan-kar', name: { de: 'Goblins', en: 'Goblins' } },
        cards: [
          { id: 'my-goblin-hero', kind: 'fighter', name: { de: 'Mein Held', en: 'My Hero' }, source: 'user', points: 500, size: 'small' },
        ],
      }),
    );
    const file = await write('mine.muster', list([{ id: 'e1', cardId: 'my-goblin-hero', count: 1 }]));
    // Without the user's cards the card is unknown (named, card.unknown); with them it is known.
    const without = await run([file, '--format', 'json']);
    expect(without.code).toBe(1);
    expect((JSON.parse(without.out) as JsonResult).issues.map((i) => i.code)).toContain('card.unknown');
    const r = await run([file, '--db', cards, '--format', 'json']);
    expect(r.err).toBe('');
    expect(r.code).toBe(1);
    expect((JSON.parse(r.out) as JsonResult).issues.map((i) => i.code)).toEqual(['points.over-limit']);
    expect(await readFile(file, 'utf8')).toContain('my-goblin-hero');
  });
});
