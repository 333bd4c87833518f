import { tmpdir } from 'node:os';
import { describe, expect, it } from 'vitest';
import { langOf } from './args';
import { runCli } from './test-io';

const cwd = tmpdir();
const COMMANDS = ['validate', 'cards', 'print', 'export', 'import', 'fortification', 'chronopia', 'event', 'league', 'data'];

/** The option names a help text mentions (`--db`, `--lang`), as a sorted set. */
const optionNames = (text: string): string[] => [...new Set(text.match(/--[a-z][a-z0-9-]*[a-z0-9]/g) ?? [])].sort();

describe('the language of the help', () => {
  it.each([
    [['--help', '--lang', 'de']],
    [['--lang', 'de', '--help']],
    [['--lang=DE', 'help']],
  ])('the overview follows --lang wherever it is: %j', async (argv) => {
    const r = await runCli(argv, cwd);
    expect(r).toMatchObject({ code: 0, err: '' });
    expect(r.out).toMatch(/^Aufruf: muster <Befehl> \[Optionen\]\n\nBefehle:\n {2}validate +Listendateien/);
    expect(r.out).toContain('  event          ein TJOST-Turnier leiten');
  });

  it.each([
    [['--lang', 'de', 'validate', '--help']],
    [['validate', '--help', '--lang', 'de']],
    [['validate', '--lang=de', '-h']],
    [['--lang', 'en', 'validate', '--help', '--lang', 'de']],
  ])("a command's help follows --lang before or after the command: %j", async (argv) => {
    const r = await runCli(argv, cwd);
    expect(r).toMatchObject({ code: 0, err: '' });
    expect(r.out).toMatch(/^Aufruf: muster validate LISTE\.\.\. \[--db DIR\]\.\.\. \[--no-user-cards\] \[--lang de\|en\] \[--format text\|json\]\n/);
    expect(r.out).toContain('  --lang de|en    Sprache der Meldungen (Vorgabe en)');
    expect(r.out).toContain('  --db DIR        ein Ordner mit Kartendateien');
  });

  it.each(COMMANDS)('%s --help is in German and in English, naming the same options', async (name) => {
    const en = await runCli([name, '--help'], cwd);
    const de = await runCli([name, '--help', '--lang', 'de'], cwd);
    expect([en.code, de.code]).toEqual([0, 0]);
    expect(en.out).toMatch(new RegExp(`^Usage: muster ${name} `));
    expect(de.out).toMatch(new RegExp(`^Aufruf: muster ${name} `));
    for (const text of [en.out, de.out]) expect(text).not.toMatch(/\{\w+\}/);
    expect(optionNames(de.out)).toEqual(optionNames(en.out));
  });

  it('keeps the English help without --lang', async () => {
    const top = await runCli(['--help'], cwd);
    expect(top.out).toMatch(/^Usage: muster <command> \[options\]\n\nCommands:\n {2}validate +check list files/);
    expect(top.out).toContain("Run 'muster <command> --help' for the options of a command.");
    const validate = await runCli(['validate', '--help'], cwd);
    expect(validate.out).toMatch(/^Usage: muster validate LIST\.\.\. \[--db DIR\]\.\.\. \[--no-user-cards\] \[--lang de\|en\] \[--format text\|json\]\n/);
    expect(validate.out).toContain('an object per file ({ file, readable, valid, errors, warnings, issues, ... })');
    const chronopia = await runCli(['chronopia', '--help'], cwd);
    expect(chronopia.out).toContain('  --height IN       0 to 100 inches, decimals with . or ,\n');
    expect((await runCli(['chronopia', '--help', '--lang', 'de'], cwd)).out).toContain('  --height IN       0 bis 100 Zoll, Dezimalzahlen mit . oder ,\n');
  });
});

describe('the language of usage errors', () => {
  it('words the argument parser’s errors in German with --lang de, and the usage with them (exit 2)', async () => {
    const paper = await runCli(['print', '--lang', 'de', 'blast', '--paper', 'x', '-o', 'a.pdf'], cwd);
    expect(paper).toMatchObject({ code: 2, out: '' });
    expect(paper.err).toMatch(/^muster print: --paper muss eines von a4, letter sein \(angegeben: 'x'\)\n\nAufruf: muster print DOKUMENT /);
    const unknown = await runCli(['print', '--lang', 'de', '--bogus'], cwd);
    expect([unknown.code, unknown.err]).toEqual([2, expect.stringMatching(/^muster print: Unbekannte Option '--bogus'\. /)]);
    const twice = await runCli(['--lang', 'de', 'print', 'blast', '-o', 'a.pdf', '--out', 'b.pdf'], cwd);
    expect(twice.err).toMatch(/^muster print: --out \(-o\) ist mehrmals angegeben; bitte nur einmal angeben\n/);
    const number = await runCli(['chronopia', 'fall', '--size', '0', '--height', '3', '--lang', 'de'], cwd);
    expect(number.err).toMatch(/^muster chronopia: --size muss eine ganze Zahl von 1 bis 10 sein \(angegeben: '0'\)\n/);
    const missing = await runCli(['chronopia', 'fall', '--lang', 'de', '--size', '2', '--height'], cwd);
    expect(missing.err).toMatch(/^muster chronopia: Bei der Option '--height <value>' fehlt der Wert\n/);
  });

  it('keeps the English wording without --lang', async () => {
    const paper = await runCli(['print', 'blast', '--paper', 'x', '-o', 'a.pdf'], cwd);
    expect(paper).toMatchObject({ code: 2, out: '' });
    expect(paper.err).toMatch(/^muster print: --paper must be one of a4, letter \(got 'x'\)\n\nUsage: muster print DOCUMENT /);
    const number = await runCli(['chronopia', 'fall', '--size', '0', '--height', '3'], cwd);
    expect(number.err).toMatch(/^muster chronopia: --size must be a number from 1 to 10, a whole number \(got '0'\)\n/);
    const twice = await runCli(['print', 'blast', '-o', 'a.pdf', '--out', 'b.pdf'], cwd);
    expect(twice.err).toMatch(/^muster print: --out \(-o\) is given more than once; give it once\n/);
  });

  it('names an unknown command in the language of --lang, before or after it', async () => {
    for (const argv of [['--lang', 'de', 'frobnicate'], ['frobnicate', '--lang', 'de']]) {
      const r = await runCli(argv, cwd);
      expect(r).toMatchObject({ code: 2, out: '' });
      expect(r.err).toMatch(/^muster: unbekannter Befehl 'frobnicate'\n\nAufruf: muster <Befehl> \[Optionen\]\n/);
    }
    const en = await runCli(['frobnicate'], cwd);
    expect(en.err).toMatch(/^muster: unknown command 'frobnicate'\n\nUsage: muster <command> \[options\]\n/);
  });
});

describe('--lang before the command', () => {
  it('is a global option: the language of the command too, unless the command is given its own', async () => {
    expect(await runCli(['--lang', 'de', 'chronopia', 'fall', '--size', '3', '--height', '8'], cwd)).toEqual({ code: 0, out: 'Schaden 13 (x3), liegt hingestreckt\n', err: '' });
    expect((await runCli(['--lang=de', 'chronopia', 'fall', '--size', '3', '--height', '8', '--lang', 'en'], cwd)).out).toBe('damage 13 (x3), lands prone\n');
  });

  it('is refused when it names no language, as the commands refuse it', async () => {
    const r = await runCli(['--lang', 'fr', 'validate', 'x.muster'], cwd);
    expect(r).toMatchObject({ code: 2, out: '' });
    expect(r.err).toMatch(/^muster: --lang must be one of de, en \(got 'fr'\)\n\nUsage: muster <command>/);
  });
});

describe('langOf', () => {
  it('reads --lang anywhere before --, in any case; undefined when absent, not a language or given twice', () => {
    expect(langOf(['a', '--lang', 'DE'])).toBe('de');
    expect(langOf(['--lang=en', 'x'])).toBe('en');
    expect(langOf(['--', '--lang', 'de'])).toBeUndefined();
    expect(langOf(['--lang', 'fr'])).toBeUndefined();
    expect(langOf(['x'])).toBeUndefined();
    // Given twice the command refuses it: its message is in the default language.
    expect(langOf(['--lang', 'de', '--lang', 'en'])).toBeUndefined();
  });
});
