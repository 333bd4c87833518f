import { chmod, copyFile, lstat, mkdtemp, readFile, readlink, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { checkOutput } from './output';
import { runCli } from './test-io';

const SAMPLES = path.resolve(import.meta.dirname, '../../resources/samples');
let dir: string;

beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'muster-clobber-'));
  await copyFile(path.join(SAMPLES, 'valid.muster'), path.join(dir, 'x.muster'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('the command line never destroys its input', () => {
  it('print --out naming the input list (directly, through .. or a symlink) exits 2 and leaves the list byte-identical', async () => {
    const before = await readFile(path.join(dir, 'x.muster'));
    await symlink(path.join(dir, 'x.muster'), path.join(dir, 'link.pdf'));
    for (const out of ['x.muster', `./sub/../x.muster`, 'link.pdf', path.join(dir, 'x.muster')]) {
      const r = await runCli(['print', 'list', '--list', 'x.muster', '--out', out], dir);
      expect([r.code, r.out]).toEqual([2, '']);
      expect(r.err).toContain('is the input file');
      expect(await readFile(path.join(dir, 'x.muster'))).toEqual(before);
    }
    const forced = await runCli(['print', 'list', '--list', 'x.muster', '--out', 'x.muster', '--force'], dir);
    expect(forced.code).toBe(2);
    expect(await readFile(path.join(dir, 'x.muster'))).toEqual(before);
  });

  it('print refuses to replace an existing file that is not a PDF unless --force; an existing PDF is replaced', async () => {
    await writeFile(path.join(dir, 'notes.txt'), 'my notes');
    const refused = await runCli(['print', 'blast', '--out', 'notes.txt'], dir);
    expect([refused.code, refused.err]).toEqual([2, `muster print: --out ${path.join(dir, 'notes.txt')} exists and is not a PDF; use --force to replace it\n`]);
    expect(await readFile(path.join(dir, 'notes.txt'), 'utf8')).toBe('my notes');
    expect((await runCli(['print', 'blast', '--out', 'notes.txt', '--force'], dir)).code).toBe(0);
    expect((await readFile(path.join(dir, 'notes.txt'))).subarray(0, 5).toString()).toBe('%PDF-');
    expect((await runCli(['print', 'blast', '--out', 'notes.txt'], dir)).code).toBe(0);
  });

  it('export --out refuses the input, a file of another kind, and keeps a symlink and the file mode when it replaces a file of its kind', async () => {
    expect((await runCli(['export', 'x.muster', '--format', 'muster', '--out', 'x.muster'], dir)).code).toBe(2);
    await writeFile(path.join(dir, 'list.txt'), 'old export\n');
    expect((await runCli(['export', 'x.muster', '--format', 'muster', '--out', 'list.txt'], dir)).code).toBe(2);
    expect(await readFile(path.join(dir, 'list.txt'), 'utf8')).toBe('old export\n');
    expect((await runCli(['export', 'x.muster', '--out', path.join(dir, 'copy.pdf')], dir)).code).toBe(0);
    await writeFile(path.join(dir, 'real.pdf'), '%PDF-1.7');
    expect((await runCli(['export', 'x.muster', '--out', 'real.pdf'], dir)).code).toBe(2);

    // A text file that is not a Muster text export (notes, a letter) is kept unless --force.
    await writeFile(path.join(dir, 'notes.txt'), 'my notes on the Goblins\n');
    const notes = await runCli(['export', 'x.muster', '--out', 'notes.txt'], dir);
    expect([notes.code, notes.err]).toEqual([2, `muster export: --out ${path.join(dir, 'notes.txt')} exists and is not a Muster text export; use --force to replace it\n`]);
    expect(await readFile(path.join(dir, 'notes.txt'), 'utf8')).toBe('my notes on the Goblins\n');
    expect((await runCli(['export', 'x.muster', '--out', 'notes.txt', '--force'], dir)).code).toBe(0);
    expect(await readFile(path.join(dir, 'notes.txt'), 'utf8')).toMatch(/Made with Muster\n$/);
    // An earlier export (either language) is replaced.
    await writeFile(path.join(dir, 'list.txt'), 'Alte Liste\n\nSumme: 10 / 400 AP\n\nErstellt mit Muster\n');
    await chmod(path.join(dir, 'list.txt'), 0o600);
    await symlink('list.txt', path.join(dir, 'shared.txt'));
    const r = await runCli(['export', 'x.muster', '--out', 'shared.txt'], dir);
    expect(r.code).toBe(0);
    expect((await lstat(path.join(dir, 'shared.txt'))).isSymbolicLink()).toBe(true);
    expect(await readlink(path.join(dir, 'shared.txt'))).toBe('list.txt');
    expect(await readFile(path.join(dir, 'list.txt'), 'utf8')).toContain('AP');
    expect((await stat(path.join(dir, 'list.txt'))).mode & 0o777).toBe(0o600);
  });
});

describe('the command line never writes over the files a document is made from', () => {
  it("print --out naming the selection list a TJOST game list links exits 2, even with --force", async () => {
    for (const f of ['valid-tjost-game.muster', 'valid-tjost-selection.muster']) await copyFile(path.join(SAMPLES, f), path.join(dir, f));
    const before = await readFile(path.join(dir, 'valid-tjost-selection.muster'));
    const r = await runCli(['print', 'form', '--list', 'valid-tjost-game.muster', '--out', 'valid-tjost-selection.muster', '--force'], dir);
    expect([r.code, r.out]).toEqual([2, '']);
    expect(r.err).toBe(
      `muster print: --out valid-tjost-selection.muster is the selection list ${path.join(dir, 'valid-tjost-selection.muster')} that valid-tjost-game.muster names; choose another output file\n`,
    );
    expect(await readFile(path.join(dir, 'valid-tjost-selection.muster'))).toEqual(before);
  });

  it('print --out naming a list a siege roster links exits 2, even with --force', async () => {
    for (const f of ['valid-siege.muster-siege', 'valid-oldworld-dwarfs.muster', 'valid-oldworld-high-elves.muster']) await copyFile(path.join(SAMPLES, f), path.join(dir, f));
    const before = await readFile(path.join(dir, 'valid-oldworld-dwarfs.muster'));
    await symlink('valid-oldworld-dwarfs.muster', path.join(dir, 'dwarfs.pdf'));
    for (const out of ['valid-oldworld-dwarfs.muster', 'dwarfs.pdf']) {
      const r = await runCli(['print', 'siege', '--siege', 'valid-siege.muster-siege', '--out', out, '--force'], dir);
      expect([r.code, r.out]).toEqual([2, '']);
      expect(r.err).toContain(`is the list ${path.join(dir, 'valid-oldworld-dwarfs.muster')} that the roster valid-siege.muster-siege links`);
      expect(await readFile(path.join(dir, 'valid-oldworld-dwarfs.muster'))).toEqual(before);
    }
  });

  it('print --out inside a card folder the command reads (--db or the shipped cards) exits 2', async () => {
    await writeFile(path.join(dir, 'mine.json'), '{}');
    const db = await runCli(['print', 'blast', '--db', '.', '--out', 'mine.json', '--force'], dir);
    expect([db.code, db.err]).toEqual([2, `muster print: --out ${path.join(dir, 'mine.json')} is inside the card folder ${dir}; choose another output file\n`]);
    expect(await readFile(path.join(dir, 'mine.json'), 'utf8')).toBe('{}');
    const shipped = path.resolve(SAMPLES, '../cards/confrontation/blast-test.pdf');
    try {
      const r = await runCli(['print', 'blast', '--out', shipped], dir);
      expect(r.code).toBe(2);
      expect(r.err).toContain('is inside the card folder');
    } finally {
      await rm(shipped, { force: true });
    }
    expect(existsSync(shipped)).toBe(false);
  });

  it('print over an existing PDF through a symlink keeps the symlink and the file mode', async () => {
    await writeFile(path.join(dir, 'old.pdf'), '%PDF-1.4 old');
    await chmod(path.join(dir, 'old.pdf'), 0o640);
    await symlink('old.pdf', path.join(dir, 'latest.pdf'));
    const r = await runCli(['print', 'blast', '--out', 'latest.pdf'], dir);
    expect([r.code, r.err]).toEqual([0, '']);
    expect(await readlink(path.join(dir, 'latest.pdf'))).toBe('old.pdf');
    expect((await stat(path.join(dir, 'old.pdf'))).mode & 0o777).toBe(0o640);
    expect((await stat(path.join(dir, 'old.pdf'))).size).toBeGreaterThan(1000);
  });
});

describe('numbers on the command line are read strictly', () => {
  it('refuses hex, exponents, infinity, empty values and numbers out of range with exit 2', async () => {
    for (const d of ['0x50', '1e2', 'Infinity', '', ' 80', '80mm', '29', '181']) {
      const r = await runCli(['print', 'templates', '--diameter', d, '--out', 't.pdf'], dir);
      expect([r.code, r.err.split('\n')[0]]).toEqual([2, `muster print: --diameter must be a number of millimetres from 30 to 180 (got '${d}')`]);
    }
    const friends = await runCli(['chronopia', 'melee', '--nk', '5', '--damage', '4', '--friends', '1e9'], dir);
    expect(friends.code).toBe(2);
    expect(friends.err).toContain("--friends must be a number from 0 to 39, a whole number (got '1e9')");
    expect((await runCli(['chronopia', 'melee', '--nk', '5', '--damage', '4', '--friends', '2.5'], dir)).code).toBe(2);
  });

  it('takes negative values where the option allows them (--ver -1) and decimals where it is a length', async () => {
    const r = await runCli(['chronopia', 'melee', '--nk', '5', '--damage', '4', '--ver', '-1', '--format', 'json'], dir);
    expect([r.code, r.err]).toEqual([0, '']);
    expect(JSON.parse(r.out)).toMatchObject({ applied: [{ id: 'defence', nk: -1 }] });
    expect((await runCli(['chronopia', 'melee', '--nk', '5', '--damage', '4', '--ver=-2'], dir)).code).toBe(0);
    expect((await runCli(['print', 'templates', '--diameter', '80.5', '--out', 't.pdf'], dir)).code).toBe(0);
  });

  it('leaves arguments after -- as they are', async () => {
    const r = await runCli(['chronopia', 'melee', '--nk', '5', '--damage', '4', '--', '--ver', '-1'], dir);
    expect([r.code, r.err.split('\n')[0]]).toEqual([2, "muster chronopia: unexpected argument '--ver'"]);
  });

  it('names the range of every number option in --help', async () => {
    const help = await runCli(['chronopia', '--help'], dir);
    for (const range of ['--size G          1 to 10, whole numbers', '--height IN       0 to 100 inches, decimals', '--friends N       0 to 39, whole', '--ver N           -10 to 10, whole', '--nk N            0 to 30, whole']) {
      expect(help.out).toContain(range);
    }
    expect((await runCli(['print', '--help'], dir)).out).toContain('--diameter MM   a dispersion template of this diameter (repeatable, 30-180 mm)');
  });
});

describe('checkOutput recognises a JSON output of its kind by the parsed file, not by its first 4 KB', () => {
  const markers = {
    list: { format: 'muster-list' },
    owb: { game: 'the-old-world' },
    cards: { format: 'muster-cards' },
    'import-report': { dataset: 'Old World Builder' },
    'event-results': { format: 'muster-event-results' },
  } as const;
  const long = 'x'.repeat(6000);

  it('replaces a file of its kind whose marker comes after the first 4 KB; refuses one that only names it in a text, another JSON value or broken JSON', async () => {
    for (const [kind, marker] of Object.entries(markers) as [keyof typeof markers, Record<string, string>][]) {
      const file = path.join(dir, `${kind}.json`);
      await writeFile(file, JSON.stringify({ note: long, ...marker }, null, 2));
      expect(await checkOutput(file, [], kind, false), kind).toBeUndefined();
      await writeFile(file, JSON.stringify({ note: JSON.stringify(marker), format: 'other' }));
      expect(await checkOutput(file, [], kind, false), kind).toMatch(/exists and is not .*; use --force to replace it$/);
      for (const text of [JSON.stringify([marker]), `{${JSON.stringify(marker).slice(1, -1)},`]) {
        await writeFile(file, text);
        expect(await checkOutput(file, [], kind, false), `${kind}: ${text}`).toMatch(/exists and is not/);
      }
      // Not UTF-8 (a photo, or a file of its kind saved in Windows-1252): not one Muster wrote, refused as such.
      await writeFile(file, Buffer.from(JSON.stringify({ note: 'Müller', ...marker }), 'latin1'));
      expect(await checkOutput(file, [], kind, false), kind).toMatch(/exists and is not .*; use --force to replace it$/);
      expect(await checkOutput(file, [], kind, true), kind).toBeUndefined();
    }
  });

  it('says it in German with --lang de', async () => {
    const file = path.join(dir, 'notes.txt');
    await writeFile(file, 'my notes');
    expect(await checkOutput(file, [], 'event-results', false, 'de')).toBe(`--out ${file} gibt es schon und ist keine Ergebnisdatei eines Muster-Turniers; ersetze sie mit --force`);
    expect(await checkOutput(file, [file], 'pdf', false, 'de')).toBe(`--out ${file} ist die Eingabedatei ${file}; wähle eine andere Ausgabedatei`);
    expect(await checkOutput(dir, [], 'pdf', false, 'de')).toBe(`${dir} kann nicht geschrieben werden: Es ist ein Ordner`);
  });
});
