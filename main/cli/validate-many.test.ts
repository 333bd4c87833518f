import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_VALIDATE_FILES } from './validate';
import { runCli } from './test-io';

const ROOT = path.resolve(__dirname, '../..');
const sample = (name: string): string => path.join('resources', 'samples', name);

describe('muster validate with many files', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'muster-validate-many-'));
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('prints each file’s issues and summary line, the counts on stderr, and exits with the worst: 1 for an invalid list', async () => {
    const files = [sample('valid.muster'), sample('points.over-limit.muster'), sample('valid-oldworld-dwarfs.muster')];
    const r = await runCli(['validate', ...files], ROOT);
    expect(r.code).toBe(1);
    const lines = r.out.trimEnd().split('\n');
    expect(lines[0]).toBe('resources/samples/valid.muster: valid. Errors: 0, warnings: 0.');
    expect(lines.some((l) => /^error\s/.test(l) && l.includes('108 AP'))).toBe(true);
    expect(lines).toContain(lines.find((l) => l.startsWith('resources/samples/points.over-limit.muster: not valid. Errors: 1,')));
    expect(lines.at(-1)).toBe('resources/samples/valid-oldworld-dwarfs.muster: valid. Errors: 0, warnings: 0.');
    expect(r.err).toBe('3 files: 2 valid, 1 not valid, 0 cannot be checked.\n');
  });

  it('--quiet: only one summary line per file; German with --lang de', async () => {
    const r = await runCli(['validate', '-q', '--lang', 'de', sample('valid.muster'), sample('points.over-limit.muster')], ROOT);
    expect(r.out.split('\n').filter(Boolean).map((l) => l.replace(/ Fehler.*/, ''))).toEqual(['resources/samples/valid.muster: gültig.', 'resources/samples/points.over-limit.muster: ungültig.']);
    expect(r.err).toBe('2 Dateien: 1 gültig, 1 ungültig, 0 nicht prüfbar.\n');
  });

  it('an unreadable or corrupt file is named, gets its summary line, the others are still checked, and the exit code is 2', async () => {
    const corrupt = path.join(dir, 'corrupt.muster');
    await writeFile(corrupt, '{"format": "muster-list", ');
    const r = await runCli(['validate', '-q', path.join(dir, 'missing.muster'), corrupt, sample('valid.muster')], ROOT);
    expect(r.code).toBe(2);
    expect(r.out).toBe(`${path.join(dir, 'missing.muster')}: cannot be checked.\n${corrupt}: cannot be checked.\nresources/samples/valid.muster: valid. Errors: 0, warnings: 0.\n`);
    expect(r.err).toContain(`muster validate: ${path.join(dir, 'missing.muster')}: cannot read the list file: `);
    expect(r.err).toContain('corrupt.muster');
    expect(r.err.trimEnd().split('\n').at(-1)).toBe('3 files: 1 valid, 0 not valid, 2 cannot be checked.');
  });

  it('--format json: an array with one object per file, in the order given', async () => {
    const r = await runCli(['validate', '--format', 'json', sample('valid.muster'), path.join(dir, 'missing.muster'), sample('points.over-limit.muster')], ROOT);
    expect(r.code).toBe(2);
    const json = JSON.parse(r.out) as { file: string; readable: boolean; valid?: boolean; errors?: number; issues?: { code: string }[]; problems?: string[] }[];
    expect(json.map((f) => [f.file, f.readable, f.valid])).toEqual([
      ['resources/samples/valid.muster', true, true],
      [path.join(dir, 'missing.muster'), false, undefined],
      ['resources/samples/points.over-limit.muster', true, false],
    ]);
    expect(json[2]?.issues?.map((i) => i.code)).toEqual(['points.over-limit']);
    expect(json[1]?.problems?.[0]).toContain('missing.muster: cannot read the list file');
  });

  it('one file keeps the single JSON object; more than the limit is bad usage', async () => {
    const one = await runCli(['validate', '--format', 'json', sample('valid.muster')], ROOT);
    expect(JSON.parse(one.out)).toMatchObject({ valid: true, errors: 0 });
    expect(Array.isArray(JSON.parse(one.out))).toBe(false);
    const many = await runCli(['validate', ...Array.from({ length: MAX_VALIDATE_FILES + 1 }, () => sample('valid.muster'))], ROOT);
    expect(many.code).toBe(2);
    expect(many.err).toContain(`at most ${MAX_VALIDATE_FILES} files in one call (got ${MAX_VALIDATE_FILES + 1})`);
    expect(many.out).toBe('');
  });
});
