import { mkdtemp, readFile, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { main } from './index';

const samples = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../resources/samples');

async function run(argv: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, { stdout: (t) => (stdout += t), stderr: (t) => (stderr += t), cwd: samples });
  return { code, stdout, stderr };
}

describe('muster export', () => {
  it('prints the list as text in the chosen language', async () => {
    const en = await run(['export', 'valid.muster']);
    expect(en.code).toBe(0);
    expect(en.stdout).toMatch(/^\d+x .+: \d+ AP$/m);
    expect(en.stdout).toContain('Valid: no problems found.');
    const de = await run(['export', 'valid.muster', '--lang', 'de']);
    expect(de.stdout).toContain('Gültig: keine Probleme gefunden.');
    expect(en.stdout.endsWith('\n')).toBe(true);
  });

  it('names a card of another game as the app does: by its name and game, with its points', async () => {
    const r = await run(['export', 'card.other-system.muster']);
    expect(r.stderr).toBe('');
    expect(r.stdout).toContain('1x Pit Warrior (sample card): 17 points');
    expect(r.stdout).toContain('- Pit Warrior is a card of Confrontation, not of Chronopia: a list holds only cards of its own game. (Card database)');
  });

  it('writes a normalised list file that validates again', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'muster-export-'));
    const out = path.join(dir, 'copy.muster');
    const res = await run(['export', 'valid.muster', '--format', 'muster', '--out', out]);
    expect(res.code).toBe(0);
    const copy = JSON.parse(await readFile(out, 'utf8')) as { format: string; entries: unknown[] };
    expect(copy.format).toBe('muster-list');
    expect((await run(['validate', out])).code).toBe(0);
  });

  it('exits 2 for a missing file, a bad format and an unwritable output, leaving nothing behind', async () => {
    expect((await run(['export', 'missing.muster'])).stderr).toContain('no such file');
    expect((await run(['export', 'valid.muster', '--format', 'pdf'])).code).toBe(2);
    const dir = await mkdtemp(path.join(os.tmpdir(), 'muster-export-'));
    const res = await run(['export', 'valid.muster', '--out', path.join(dir, 'nope', 'x.txt')]);
    expect(res.code).toBe(2);
    expect(await readdir(dir)).toEqual([]);
  });
});
