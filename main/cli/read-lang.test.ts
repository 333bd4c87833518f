import { copyFile, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './test-io';

/**
 * What a command cannot read (a file not there, a --db folder that is none) and the selection list
 * of a TJOST game list are named in the language of --lang, in one wording for all commands
 * (`X: cannot read the list file: <reason>`), and in English as before.
 */
const SAMPLES = path.resolve(import.meta.dirname, '../../resources/samples');
let dir = '';
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'muster-cli-read-lang-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** The first line of stderr of a run in `dir`, with its exit code. */
async function first(argv: string[]): Promise<[number, string]> {
  const r = await runCli(argv, dir);
  return [r.code, r.err.split('\n')[0] ?? ''];
}

describe('files and folders a command cannot read follow --lang', () => {
  // `@/`: the test's folder, which the commands name as the absolute path they read.
  const missing = (name: string) => `@/${name}`;
  const CASES: [string[], string, string][] = [
    [['validate', 'nope.muster'], 'muster validate: nope.muster: Die Listendatei kann nicht gelesen werden: Datei nicht vorhanden', 'muster validate: nope.muster: cannot read the list file: no such file'],
    [['print', 'list', '--list', 'nope.muster', '-o', 'o.pdf'], 'muster print: nope.muster: Die Listendatei kann nicht gelesen werden: Datei nicht vorhanden', 'muster print: nope.muster: cannot read the list file: no such file'],
    [['chronopia', 'units', 'nope.muster'], 'muster chronopia: nope.muster: Die Listendatei kann nicht gelesen werden: Datei nicht vorhanden', 'muster chronopia: nope.muster: cannot read the list file: no such file'],
    [['export', 'nope.muster'], `muster export: ${missing('nope.muster')}: Datei nicht vorhanden`, `muster export: ${missing('nope.muster')}: no such file`],
    [['import', 'nope.owb.json'], `muster import: ${missing('nope.owb.json')}: Datei nicht vorhanden`, `muster import: ${missing('nope.owb.json')}: no such file`],
    [['data', 'import', 'csv', 'nope.csv', '--out', 'cards'], `muster data: ${missing('nope.csv')}: Datei nicht vorhanden`, `muster data: ${missing('nope.csv')}: no such file`],
    [['data', 'import', 'owb', '/nonexist', '--out', 'cards'], 'muster data: /nonexist: Datei oder Ordner nicht vorhanden', 'muster data: /nonexist: no such file or folder'],
    // --lang is taken by every data kind: it sets the language of the messages.
    [['data', 'import', 'pack', 'nope.json', '--out', 'cards'], `muster data: ${missing('nope.json')}: Datei nicht vorhanden`, `muster data: ${missing('nope.json')}: no such file`],
    ...['validate', 'export', 'import', 'chronopia units'].map((command): [string[], string, string] => [
      [...command.split(' '), 'list.muster', '--db', '/nonexist'],
      `muster ${command.split(' ')[0]}: --db /nonexist: kein lesbarer Ordner`,
      `muster ${command.split(' ')[0]}: --db /nonexist: not a readable folder`,
    ]),
    [['print', 'list', '--list', 'list.muster', '-o', 'o.pdf', '--db', '/nonexist'], 'muster print: --db /nonexist: kein lesbarer Ordner', 'muster print: --db /nonexist: not a readable folder'],
    [['cards', '--format', 'pack'], 'muster cards: --format pack braucht --system und --faction', 'muster cards: --format pack needs --system and --faction'],
  ];
  it.each(CASES)('%j', async (argv, de, en) => {
    await copyFile(path.join(SAMPLES, 'chronopia.aboard.muster'), path.join(dir, 'list.muster'));
    const at = (text: string) => text.replace('@/', `${dir}${path.sep}`);
    expect(await first([...argv, '--lang', 'de'])).toEqual([2, at(de)]);
    expect(await first(argv)).toEqual([2, at(en)]);
  });
});

describe('the selection list of a TJOST game list follows --lang', () => {
  it('names the selection list it cannot read, one of another kind, and a game list without one', async () => {
    const game = JSON.parse(await readFile(path.join(SAMPLES, 'valid-tjost-game.muster'), 'utf8')) as Record<string, unknown>;
    await writeFile(path.join(dir, 'game.muster'), JSON.stringify({ ...game, selectionList: 'gone.muster' }));
    expect(await first(['validate', 'game.muster', '--lang', 'de'])).toEqual([
      2,
      "muster validate: gone.muster: Die Auswahlliste dieser Spielliste kann nicht gelesen werden (game.muster nennt sie „gone.muster“): Datei nicht vorhanden; verknüpfe die Spielliste neu mit ihrer Auswahlliste oder nutze --selection DATEI",
    ]);
    expect(await first(['validate', 'game.muster', '--selection', 'gone.muster', '--lang', 'de'])).toEqual([
      2,
      'muster validate: gone.muster: Die Auswahlliste dieser Spielliste kann nicht gelesen werden: Datei nicht vorhanden; verknüpfe die Spielliste neu mit ihrer Auswahlliste oder nutze --selection DATEI',
    ]);
    const standard = path.join(SAMPLES, 'valid.muster');
    expect(await first(['validate', 'game.muster', '--selection', standard, '--lang', 'de'])).toEqual([2, `muster validate: ${standard}: keine TJOST-Auswahlliste (ihre Art ist „standard“)`]);
    expect(await first(['validate', 'game.muster', '--selection', standard])).toEqual([2, `muster validate: ${standard}: not a TJOST selection list (its kind is 'standard')`]);
    expect(await first(['validate', standard, '--selection', 'x.muster', '--lang', 'de'])).toEqual([2, `muster validate: --selection gilt nur für TJOST-Spiellisten; ${standard} ist eine Liste der Art „standard“`]);
    const { selectionList: _link, ...unlinked } = game;
    await writeFile(path.join(dir, 'unlinked.muster'), JSON.stringify(unlinked));
    expect(await first(['validate', 'unlinked.muster', '--lang', 'de'])).toEqual([2, 'muster validate: unlinked.muster: Diese TJOST-Spielliste nennt keine Auswahlliste; gib ihre Datei mit --selection DATEI an']);
  });
});
