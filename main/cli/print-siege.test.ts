import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli, type CliRun } from './test-io';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SAMPLES = path.join(ROOT, 'resources/samples');
const dir = mkdtempSync(path.join(tmpdir(), 'muster-cli-siege-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
for (const f of ['valid-siege.muster-siege', 'valid-oldworld-dwarfs.muster', 'valid-oldworld-high-elves.muster']) copyFileSync(path.join(SAMPLES, f), path.join(dir, f));

function print(args: string[]): Promise<CliRun> {
  return runCli(['print', ...args], dir);
}

describe('muster print siege', () => {
  it('prints the siege sheet of a roster with the shipped cards', async () => {
    const r = await print(['siege', '--siege', 'valid-siege.muster-siege', '--lang', 'de', '--paper', 'letter', '--out', 'siege.pdf']);
    expect([r.code, r.err]).toEqual([0, '']);
    expect(r.out).toBe(`${path.join(dir, 'siege.pdf')}\n`);
    expect(readFileSync(path.join(dir, 'siege.pdf')).subarray(0, 5).toString()).toBe('%PDF-');
  });
  it('takes a roster given as --list', async () => {
    const r = await print(['siege', '--list', 'valid-siege.muster-siege', '--out', 'as-list.pdf']);
    expect([r.code, r.err]).toEqual([0, '']);
    expect(existsSync(path.join(dir, 'as-list.pdf'))).toBe(true);
  });
  it('needs a roster (exit 2, nothing written)', async () => {
    const r = await print(['siege', '--out', 'none.pdf']);
    expect(r.code).toBe(2);
    expect(r.err).toContain("document 'siege' needs a siege roster: --siege FILE");
    expect(existsSync(path.join(dir, 'none.pdf'))).toBe(false);
  });
  it('an unreadable roster is bad input naming the file (exit 2)', async () => {
    const r = await print(['siege', '--siege', 'missing.muster-siege', '--out', 'x.pdf']);
    expect(r.code).toBe(2);
    expect(r.err).toBe('muster print: missing.muster-siege: cannot read the siege roster: no such file\n');
    const de = await print(['siege', '--siege', 'missing.muster-siege', '--out', 'x.pdf', '--lang', 'de']);
    expect([de.code, de.err]).toEqual([2, 'muster print: missing.muster-siege: Die Belagerungsdatei kann nicht gelesen werden: Datei nicht vorhanden\n']);
  });
});
