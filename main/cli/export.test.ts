import { mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
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

  it('--style markdown and compact, --no-points and --no-notes shape the text; an Old World list under its categories with their points', async () => {
    const plain = await run(['export', 'valid-oldworld-dwarfs.muster', '--no-user-cards']);
    expect(plain.stdout).toContain('++ Core units [715 points, 47.7%] ++\n30x Dwarf Warriors: 285 points\n');
    const md = await run(['export', 'valid-oldworld-dwarfs.muster', '--style', 'Markdown', '--no-user-cards']);
    expect(md).toMatchObject({ code: 0, stderr: '' });
    expect(md.stdout).toMatch(/^## Karak Azgal expedition\n/);
    expect(md.stdout).toContain('### Core units [715 points, 47.7%]\n- 30x **Dwarf Warriors**: 285 points\n  - Hand weapons, Heavy armour, Shields +30');
    const compact = await run(['export', 'valid-oldworld-dwarfs.muster', '--style', 'compact', '--lang', 'de', '--no-user-cards']);
    expect(compact.stdout).toContain('\n++ Kerneinheiten [715 Punkte, 47,7\u00a0%] ++\n30x Zwergenkrieger: 285 Punkte · Handwaffen, Schwere Rüstung, Schilde +30');
    expect(compact.stdout).toContain('\nSumme: 1437 / 1500 Punkte · Gültig: keine Probleme gefunden.\n');
    const shown = await run(['export', 'valid-oldworld-dwarfs.muster', '--no-points', '--no-user-cards']);
    expect(shown.code).toBe(0);
    // Model counts (30x) are no points: without them, not a digit is left.
    expect(shown.stdout.replace(/^\d+x /gm, '')).not.toMatch(/\d/);
    expect(shown.stdout).toContain('++ Core units ++\n30x Dwarf Warriors\n');
  });

  it('--special-rules, --profiles and --secret reach the text', async () => {
    const plain = await run(['export', 'valid-oldworld-dwarfs.muster', '--no-user-cards']);
    const more = await run(['export', 'valid-oldworld-dwarfs.muster', '--special-rules', '--profiles', '--lang', 'de', '--no-user-cards']);
    expect(more).toMatchObject({ code: 0, stderr: '' });
    expect(more.stdout).toMatch(/\n1x Thain: 62 Punkte\n {3}Handwaffe, Plattenrüstung, .*, General\n {3}Sonderregeln: Erbfeindschaft, /);
    expect(more.stdout).toMatch(/\n {3}Thain: B 3, KG 6, BF 4, S 4, W 5, LP 2, I 3, A 3, MW 9\n/);
    expect(plain.stdout).not.toMatch(/Special rules|Thane: M 3/);
    const secret = await run(['export', 'valid-oldworld-dwarfs.muster', '--secret', '--no-user-cards']);
    expect(secret).toMatchObject({ code: 0, stderr: '' });
    // No number of points is left: only the model counts.
    expect(secret.stdout.replace(/^\d+x /gm, '')).not.toMatch(/\d/);
    expect(secret.stdout).toContain('++ Core units ++\n30x Dwarf Warriors\n');
  });

  it("--no-notes leaves the list's and the entries' notes out", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'muster-export-'));
    const list = JSON.parse(await readFile(path.join(samples, 'valid.muster'), 'utf8')) as { notes?: string; entries: { note?: string }[] };
    list.notes = 'Turnier in Köln\nRunde 2';
    list.entries[0]!.note = 'vorne links';
    await writeFile(path.join(dir, 'noted.muster'), JSON.stringify(list));
    const withNotes = await run(['export', path.join(dir, 'noted.muster')]);
    expect(withNotes.stdout).toContain('\nNotes: Turnier in Köln\n       Runde 2\n');
    expect(withNotes.stdout).toContain('\n   Note: vorne links\n');
    const without = await run(['export', path.join(dir, 'noted.muster'), '--no-notes']);
    expect(without).toMatchObject({ code: 0, stderr: '' });
    // The same text, only without the notes.
    expect(without.stdout).toBe(withNotes.stdout.replace('Notes: Turnier in Köln\n       Runde 2\n', '').replace(/^ {3}Note: .*\n/gm, ''));
    expect(without.stdout).not.toMatch(/Köln|vorne links|Note/);
  });

  it('refuses a text style it does not know, and the text choices with another format', async () => {
    const style = await run(['export', 'valid.muster', '--style', 'html']);
    expect(style.code).toBe(2);
    expect(style.stderr).toContain("--style must be one of plain, markdown, compact (got 'html')");
    const owb = await run(['export', 'valid-oldworld-dwarfs.muster', '--format', 'owb', '--no-points', '--style', 'compact']);
    expect(owb.code).toBe(2);
    expect(owb.stderr).toContain('--style, --no-points: only for --format text');
    const de = await run(['export', 'valid.muster', '--format', 'muster', '--no-notes', '--lang', 'de']);
    expect(de.stderr).toContain('--no-notes: nur für --format text');
    const secret = await run(['export', 'valid-oldworld-dwarfs.muster', '--format', 'owb', '--secret', '--profiles', '--special-rules']);
    expect(secret.code).toBe(2);
    expect(secret.stderr).toContain('--special-rules, --profiles, --secret: only for --format text');
  });

  it('names the text choices in its help, in English and German', async () => {
    for (const [lang, words] of [['en', 'the text with one line per unit'], ['de', 'der Text mit einer Zeile je Einheit']] as const) {
      const help = await run(['export', '--help', '--lang', lang]);
      expect(help.stdout + help.stderr).toContain('[--style plain|markdown|compact] [--no-points] [--no-notes]');
      expect(help.stdout + help.stderr).toContain(`  --style compact   ${words}\n`);
    }
  });

  it("takes an Old World Builder list's description over as the list's notes and writes it back identical (umlauts, line breaks)", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'muster-export-'));
    const owb = JSON.parse(await readFile(path.join(samples, 'oldworld-list.owb.json'), 'utf8')) as { description: string };
    const description = 'Turnier in Köln – Runde 2\ngegen Wölfe\n\nGrüße an Jürgen';
    owb.description = description;
    await writeFile(path.join(dir, 'army.owb.json'), JSON.stringify(owb));
    const imported = await run(['import', path.join(dir, 'army.owb.json')]);
    expect(imported).toMatchObject({ code: 0, stderr: '' });
    const list = JSON.parse(await readFile(path.join(dir, 'army.muster'), 'utf8')) as { notes?: string; version: number };
    expect(list).toMatchObject({ notes: description, version: 2 });
    const back = await run(['export', path.join(dir, 'army.muster'), '--format', 'owb', '--out', path.join(dir, 'back.owb.json')]);
    expect(back).toMatchObject({ code: 0, stderr: '' });
    expect((JSON.parse(await readFile(path.join(dir, 'back.owb.json'), 'utf8')) as { description: string }).description).toBe(description);
    const text = await run(['export', path.join(dir, 'army.muster'), '--style', 'compact']);
    expect(text.stdout).toContain('\nNotes: Turnier in Köln – Runde 2 / gegen Wölfe / Grüße an Jürgen\n');
  });
});
