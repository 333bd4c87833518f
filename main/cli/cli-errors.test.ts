import { mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { importsOf } from '../../scripts/check-boundaries';
import { runCli } from './test-io';

let dir: string;
const cli = (...args: string[]) => runCli(args, dir);
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'muster-cli-errors-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** No stack trace and no schema's dump in what the command printed. */
const clean = (text: string) => !/\n\s+at |ZodError|"code":/.test(text);

describe('options longer than the file holds are usage errors naming the option (exit 2), nothing written', () => {
  const long = (n: number) => 'x'.repeat(n);

  it('event new: --name, --place and --organiser of more than 200 characters', async () => {
    for (const option of ['--name', '--place', '--organiser']) {
      const args = option === '--name' ? ['--name', long(201)] : ['--name', 'Cup', option, long(201)];
      const r = await cli('event', 'new', 'F.muster-event', ...args);
      expect([r.code, r.out], option).toEqual([2, '']);
      expect(r.err.split('\n')[0]).toBe(`muster event: ${option} is too long: at most 200 characters`);
      expect(clean(r.err)).toBe(true);
    }
    expect(await readdir(dir)).toEqual([]);
    // 200 characters, with spaces around that the file does not keep, are fine.
    const ok = await cli('event', 'new', 'F.muster-event', '--name', ` ${long(200)} `, '--place', long(200), '--organiser', long(200), '--seed', '1');
    expect([ok.code, ok.err]).toEqual([0, '']);
  });

  it('league add: --name of more than 200 and --season of more than 100 characters', async () => {
    const name = await cli('league', 'add', 'S.muster-league', 'results.json', '--name', long(201));
    expect([name.code, name.err.split('\n')[0]]).toEqual([2, 'muster league: --name is too long: at most 200 characters']);
    const season = await cli('league', 'add', 'S.muster-league', 'results.json', '--name', 'S', '--season', long(101));
    expect([season.code, season.err.split('\n')[0]]).toEqual([2, 'muster league: --season is too long: at most 100 characters']);
    expect(await readdir(dir)).toEqual([]);
  });

  it('print: the tournament form texts and more --diameter than a print job holds', async () => {
    const event = await cli('print', 'rulers', '--event', long(201), '--out', 'a.pdf');
    expect([event.code, event.err.split('\n')[0]]).toEqual([2, 'muster print: --event is too long: at most 200 characters']);
    const table = await cli('print', 'rulers', '--table', long(21), '--out', 'a.pdf');
    expect([table.code, table.err.split('\n')[0]]).toEqual([2, 'muster print: --table is too long: at most 20 characters']);
    const diameters = Array.from({ length: 51 }, () => ['--diameter', '80']).flat();
    const many = await cli('print', 'templates', ...diameters, '--out', 'a.pdf');
    expect([many.code, many.err.split('\n')[0]]).toEqual([2, 'muster print: --diameter has too many entries: at most 50']);
    expect(await readdir(dir)).toEqual([]);
  });

  it('data import: --dataset-version of more than 120 characters', async () => {
    const r = await cli('data', 'import', 'owb', 'owb', '--out', 'cards', '--dataset-version', long(121));
    expect([r.code, r.err.split('\n')[0]]).toEqual([2, 'muster data: --dataset-version is too long: at most 120 characters']);
  });
});

describe('data import into a folder that is a file', () => {
  it('owb, csv and pack: "--out … is a file, not a folder", exit 2, the file unchanged', async () => {
    await writeFile(path.join(dir, 'out.txt'), 'mine');
    await writeFile(path.join(dir, 'army.json'), '{}');
    for (const kind of ['owb', 'csv', 'pack']) {
      const r = await cli('data', 'import', kind, 'army.json', '--out', 'out.txt');
      expect(r, kind).toEqual({ code: 2, out: '', err: 'muster data: --out out.txt is a file, not a folder; nothing was written\n' });
    }
    const deeper = await cli('data', 'import', 'owb', 'army.json', '--out', path.join('out.txt', 'cards'));
    expect(deeper.err).toBe(`muster data: --out ${path.join('out.txt', 'cards')} cannot be made: ${path.join(dir, 'out.txt')} is a file, not a folder; nothing was written\n`);
    expect(await readFile(path.join(dir, 'out.txt'), 'utf8')).toBe('mine');
  });

  it.skipIf(process.platform === 'win32')('a card file in the folder that is a link is neither read nor written through', async () => {
    const faction = { id: 'goblins-no-dan-kar', name: { de: 'Goblins', en: 'Goblins' } };
    const pack = { format: 'muster-pack', version: 1, system: 'confrontation', faction, cards: [{ id: 'my-goblin', kind: 'fighter', name: { de: 'Meiner', en: 'Mine' }, source: 'user', points: 5 }] };
    await writeFile(path.join(dir, 'pack.json'), JSON.stringify(pack));
    await writeFile(path.join(dir, 'secret.txt'), 'secret');
    const target = path.join(dir, 'cards', 'confrontation', 'goblins-no-dan-kar.json');
    await mkdir(path.dirname(target), { recursive: true });
    await symlink(path.join(dir, 'secret.txt'), target);
    const r = await cli('data', 'import', 'pack', 'pack.json', '--out', 'cards', '--force');
    expect([r.code, r.out]).toEqual([2, '']);
    expect(r.err).toBe(`muster data: ${target}: is a link, not a file; Muster does not follow links in its folders; nothing was written\n`);
    expect(await readFile(path.join(dir, 'secret.txt'), 'utf8')).toBe('secret');
  });
});

describe('an option given twice is a usage error naming it (exit 2); repeatable ones repeat', () => {
  it('print --out twice writes neither file', async () => {
    const r = await cli('print', 'rulers', '--out', 'a.pdf', '--out', 'b.pdf');
    expect([r.code, r.out, r.err.split('\n')[0]]).toEqual([2, '', 'muster print: --out (-o) is given more than once; give it once']);
    expect(r.err).toContain('Usage: muster print');
    expect(await readdir(dir)).toEqual([]);
  });

  it('event new --name twice creates no event; validate --lang twice checks nothing', async () => {
    const r = await cli('event', 'new', 'F.muster-event', '--name', 'A', '--name', 'B');
    expect([r.code, r.err.split('\n')[0]]).toEqual([2, 'muster event: --name is given more than once; give it once']);
    expect(await readdir(dir)).toEqual([]);
    const v = await cli('validate', '--lang', 'de', '--lang', 'en', 'x.muster');
    expect([v.code, v.out, v.err.split('\n')[0]]).toEqual([2, '', 'muster validate: --lang is given more than once; give it once']);
    const flag = await cli('event', 'new', 'F.muster-event', '--name', 'A', '--format', 'json', '--format=text');
    expect(flag.err.split('\n')[0]).toBe('muster event: --format is given more than once; give it once');
  });

  it('a short and a long spelling of one option count as the same option', async () => {
    const r = await cli('event', 'export', 'F.muster-event', '-o', 'a.json', '--out', 'b.json');
    expect([r.code, r.err.split('\n')[0]]).toEqual([2, 'muster event: --out (-o) is given more than once; give it once']);
  });

  it('--diameter and --db, documented as repeatable, still repeat', async () => {
    await mkdir(path.join(dir, 'db'));
    const r = await cli('print', 'templates', '--diameter', '80', '--diameter', '90', '--db', 'db', '--db', 'db', '--no-user-cards', '--out', 't.pdf');
    expect([r.code, r.err]).toEqual([0, '']);
    expect((await readFile(path.join(dir, 't.pdf'))).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  }, 60_000);
});

describe("the app's main code does not depend on the command line", () => {
  it('no module of main/ outside main/cli imports from main/cli (why a file cannot be read is in main/services/read-reasons.ts)', async () => {
    const main = path.resolve(import.meta.dirname, '..');
    const cli = path.join(main, 'cli');
    const files = (await readdir(main, { recursive: true })).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && !f.startsWith(`cli${path.sep}`));
    expect(files.length).toBeGreaterThan(50);
    const into: string[] = [];
    for (const file of files) {
      const full = path.join(main, file);
      for (const { specifier, line } of importsOf(full, await readFile(full, 'utf8'))) {
        const target = specifier.startsWith('.') ? path.resolve(path.dirname(full), specifier) : '';
        if (target === cli || target.startsWith(cli + path.sep)) into.push(`${file}:${line}: ${specifier}`);
      }
    }
    expect(into).toEqual([]);
  });
});
