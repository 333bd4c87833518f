import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fixtureList, fixtureLookup } from '../print/fixtures';
import { main } from './index';
import type { CliIO } from './io';
import { runPrint, type PrintCliDeps } from './print';

const RESOURCES = path.resolve(import.meta.dirname, '../../resources');
const dir = mkdtempSync(path.join(tmpdir(), 'muster-cli-print-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
writeFileSync(path.join(dir, 'fixture.muster'), JSON.stringify(fixtureList()));
writeFileSync(path.join(dir, 'broken.muster'), '{ "format": "muster-list", ');

const deps: PrintCliDeps = {
  loadCards: async () => ({ db: fixtureLookup(), problems: [] }),
  shippedDirs: () => [],
  resourcesDir: () => RESOURCES,
  now: () => new Date('2025-03-04T12:00:00Z'),
};

function io(): CliIO & { out: string; err: string } {
  const c = { out: '', err: '', cwd: dir, stdout: (t: string) => void (c.out += t), stderr: (t: string) => void (c.err += t) };
  return c;
}

/** Runs through the dispatcher (usage errors become exit 2) with the fixture cards. */
async function print(args: string[]): Promise<{ code: number; out: string; err: string }> {
  const c = io();
  const code = await main(['print', ...args], c).catch(async () => -1);
  return { code, out: c.out, err: c.err };
}

describe('muster print: usage errors exit 2 and write nothing', () => {
  it.each([
    [['list', '--out', 'a.pdf'], "document 'list' needs a list"],
    [['all', '--out', 'a.pdf'], "document 'all' needs a list"],
    [['poster', '--list', 'fixture.muster', '--out', 'a.pdf'], "unknown document 'poster'"],
    [['blast'], 'missing --out'],
    [['templates', '--out', 'a.pdf'], "'templates' needs a list with zone artillery"],
    [['templates', '--diameter', '500', '--out', 'a.pdf'], '--diameter must be a number'],
    [['blast', '--paper', 'a3', '--out', 'a.pdf'], '--paper must be one of a4, letter'],
    [['blast', '--colour', 'red', '--out', 'a.pdf'], "Unknown option '--colour'"],
    [['blast', 'rulers', '--out', 'a.pdf'], 'one document only'],
    [['list', '--list', 'broken.muster', '--out', 'a.pdf'], 'broken.muster'],
    [['list', '--list', 'nothing.muster', '--out', 'a.pdf'], 'cannot read the list file'],
  ])('%j', async (args, message) => {
    const r = await print(args);
    expect(r.code).toBe(2);
    expect(r.err).toContain(message);
    expect(r.out).toBe('');
    expect(existsSync(path.join(dir, 'a.pdf'))).toBe(false);
  });
});

describe('muster print: writing', () => {
  it('writes the PDF, prints its path, and reports progress only with --verbose', async () => {
    const quiet = io();
    expect(await runPrint(['all', '--list', 'fixture.muster', '--out', 'all.pdf', '--paper', 'letter', '--lang', 'de'], quiet, deps)).toBe(0);
    expect(quiet.out).toBe(`${path.join(dir, 'all.pdf')}\n`);
    expect(quiet.err).toBe('');
    expect(readFileSync(path.join(dir, 'all.pdf')).subarray(0, 5).toString()).toBe('%PDF-');

    const loud = io();
    expect(await runPrint(['templates', '--diameter', '80', '--diameter', '45', '--out', 'tpl.pdf', '--verbose'], loud, deps)).toBe(0);
    expect(loud.err.split('\n').filter(Boolean)).toEqual(['muster print: [1/1] Dispersion templates', 'muster print: [1/1] done']);
  });

  it('exits 2 without leaving a file when the output cannot be written', async () => {
    const target = mkdtempSync(path.join(dir, 'locked-'));
    for (const out of [path.join(target, 'no', 'such', 'dir', 'x.pdf'), target]) {
      const c = io();
      expect(await runPrint(['blast', '--out', out], c, deps)).toBe(2);
      expect(c.err).toContain('cannot write');
      expect(c.out).toBe('');
    }
    expect(readdirSync(target)).toEqual([]);
  });
});
