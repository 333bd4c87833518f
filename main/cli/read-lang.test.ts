import { copyFile, mkdir, mkdtemp, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './test-io';

/** `text` as a regular expression matching it literally. */
const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

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

/**
 * What the commands say about the files they write, the cards they read and the files they refuse
 * to write over, in German with --lang de and in English as before: a run of each in both languages.
 */
describe('writing, the card database and refusals follow --lang', () => {
  let work = '';
  let userData = '';
  let envBefore: string | undefined;
  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'muster-cli-write-lang-'));
    // The user's own cards: a folder of this test's own, without cards.
    userData = path.join(work, 'user-data');
    envBefore = process.env.MUSTER_USER_DATA;
    process.env.MUSTER_USER_DATA = userData;
    for (const f of ['valid.muster', 'valid-chronopia.muster', 'valid-tjost-game.muster', 'valid-tjost-selection.muster', 'valid-siege.muster-siege', 'valid-oldworld-dwarfs.muster', 'valid-oldworld-high-elves.muster']) {
      await copyFile(path.join(SAMPLES, f), path.join(work, f));
    }
    // A roster whose gatehouse is no element of its fortress: read with a repair.
    const siege = await readFile(path.join(SAMPLES, 'valid-siege.muster-siege'), 'utf8');
    await writeFile(path.join(work, 'gate.muster-siege'), siege.replace('"gatehouse": "t4"', '"gatehouse": "t9"'));
    await writeFile(path.join(work, 'bad.json'), '{}');
    await writeFile(path.join(work, 'notes.txt'), 'my notes');
    await mkdir(path.join(work, 'db', 'confrontation'), { recursive: true });
    await writeFile(path.join(work, 'db', 'confrontation', 'broken.json'), '{ "format": "muster-cards", ');
    expect((await runCli(['event', 'new', 'cup.muster-event', '--name', 'Cup', '--seed', '1'], work)).code).toBe(0);
  });
  afterAll(async () => {
    if (envBefore === undefined) delete process.env.MUSTER_USER_DATA;
    else process.env.MUSTER_USER_DATA = envBefore;
    await rm(work, { recursive: true, force: true });
  });

  /** The exit code and stderr lines of a run in German and of the same run in English. */
  async function both(argv: string[]): Promise<{ de: [number, string[]]; en: [number, string[]] }> {
    const lines = (text: string) => text.split('\n').filter(Boolean);
    const de = await runCli([...argv, '--lang', 'de'], work);
    const en = await runCli(argv, work);
    return { de: [de.code, lines(de.err)], en: [en.code, lines(en.err)] };
  }
  const at = (...parts: string[]) => path.join(work, ...parts);

  it('a file a command cannot write: print, import, export, event export and event print', async () => {
    const runs: [string[], string][] = [
      [['print', 'rulers', '-o', 'nodir/o.pdf'], 'print'],
      [['import', path.join(SAMPLES, 'oldworld-list.owb.json'), '-o', 'nodir/o.pdf', '--no-user-cards'], 'import'],
      [['export', 'valid.muster', '-o', 'nodir/o.pdf', '--no-user-cards'], 'export'],
      [['event', 'export', 'cup.muster-event', '-o', 'nodir/o.pdf'], 'event'],
      [['event', 'print', 'cup.muster-event', '--documents', 'registration', '-o', 'nodir/o.pdf', '--no-user-cards'], 'event'],
    ];
    for (const [argv, name] of runs) {
      expect(await both(argv), argv.join(' ')).toEqual({
        de: [2, [`muster ${name}: ${at('nodir', 'o.pdf')} kann nicht geschrieben werden: Datei oder Ordner nicht vorhanden`]],
        en: [2, [`muster ${name}: cannot write ${at('nodir', 'o.pdf')}: no such file or folder`]],
      });
    }
  }, 60_000);

  it('a card file of the card database with a problem: validate, print, chronopia, event, export and import', async () => {
    const broken = at('db', 'confrontation', 'broken.json');
    const de = `${broken}: ungültiges JSON in Zeile 1, Spalte 29: der Text endet zu früh`;
    const en = `${broken}: invalid JSON at line 1, column 29: unexpected end of the text`;
    for (const [argv, name] of [
      [['validate', 'valid.muster'], 'validate'],
      [['print', 'list', '--list', 'valid.muster', '-o', 'list.pdf'], 'print'],
      [['chronopia', 'units', 'valid-chronopia.muster'], 'chronopia'],
      [['event', 'check', 'cup.muster-event'], 'event'],
    ] as const) {
      const r = await both([...argv, '--db', 'db', '--no-user-cards']);
      expect([r.de[1][0], r.en[1][0]], name).toEqual([`muster ${name}: Kartendatenbank: ${de}`, `muster ${name}: card database: ${en}`]);
    }
    const exported = await both(['export', 'valid.muster', '--db', 'db', '--no-user-cards']);
    expect([exported.de[1], exported.en[1]]).toEqual([[`muster export: ${de}`], [`muster export: ${en}`]]);
    const imported = await both(['import', path.join(SAMPLES, 'oldworld-list.owb.json'), '-o', 'imported.muster', '--force', '--db', 'db', '--no-user-cards']);
    expect([imported.de[1][0], imported.en[1][0]]).toEqual([`muster import: ${de}`, `muster import: ${en}`]);
  }, 60_000);

  it("the problems of a list, a results file and a siege roster that print, chronopia and validate read", async () => {
    expect(await both(['print', 'list', '--list', 'bad.json', '-o', 'o.pdf', '--no-user-cards'])).toEqual({
      de: [2, ["muster print: bad.json: format: 'muster-list' erwartet, nichts gefunden"]],
      en: [2, ["muster print: bad.json: format: expected 'muster-list', found nothing"]],
    });
    expect(await both(['print', 'results', '--list', 'valid-tjost-game.muster', '--results', 'bad.json', '-o', 'o.pdf', '--no-user-cards'])).toEqual({
      de: [2, ["muster print: bad.json: format: 'muster-results' erwartet, nichts gefunden"]],
      en: [2, ["muster print: bad.json: format: expected 'muster-results', found nothing"]],
    });
    expect(await both(['chronopia', 'units', 'bad.json', '--no-user-cards'])).toEqual({
      de: [2, ["muster chronopia: bad.json: format: 'muster-list' erwartet, nichts gefunden"]],
      en: [2, ["muster chronopia: bad.json: format: expected 'muster-list', found nothing"]],
    });
    // The roster is read with a repair, named before the sheet is printed and before the check.
    const repair = { de: "gate.muster-siege: fortress.gatehouse: kein Element 't9' in der Festung; die Markierung als Toranlage ist entfernt", en: "gate.muster-siege: fortress.gatehouse: no element 't9' in the fortress; the gatehouse mark is removed" };
    expect(await both(['print', 'siege', '--siege', 'gate.muster-siege', '-o', 'siege.pdf', '--no-user-cards'])).toEqual({ de: [0, [`muster print: ${repair.de}`]], en: [0, [`muster print: ${repair.en}`]] });
    expect(await both(['validate', 'gate.muster-siege', '--no-user-cards'])).toEqual({ de: [1, [`muster validate: ${repair.de}`]], en: [1, [`muster validate: ${repair.en}`]] });
  }, 60_000);

  it('an --out that is a file the document is made from, in a card folder, or a file of another kind', async () => {
    expect(await both(['print', 'form', '--list', 'valid-tjost-game.muster', '-o', 'valid-tjost-selection.muster', '--force', '--no-user-cards'])).toEqual({
      de: [2, [`muster print: --out valid-tjost-selection.muster ist die Auswahlliste ${at('valid-tjost-selection.muster')}, die valid-tjost-game.muster nennt; wähle eine andere Ausgabedatei`]],
      en: [2, [`muster print: --out valid-tjost-selection.muster is the selection list ${at('valid-tjost-selection.muster')} that valid-tjost-game.muster names; choose another output file`]],
    });
    const dwarfs = at('valid-oldworld-dwarfs.muster');
    expect(await both(['print', 'siege', '--siege', 'valid-siege.muster-siege', '-o', 'valid-oldworld-dwarfs.muster', '--force', '--no-user-cards'])).toEqual({
      de: [2, [`muster print: --out ${dwarfs} ist die Liste ${dwarfs}, die die Belagerung valid-siege.muster-siege verknüpft; wähle eine andere Ausgabedatei`]],
      en: [2, [`muster print: --out ${dwarfs} is the list ${dwarfs} that the roster valid-siege.muster-siege links; choose another output file`]],
    });
    expect(await both(['print', 'rulers', '--db', 'db', '-o', 'db/rulers.pdf'])).toEqual({
      de: [2, [`muster print: --out ${at('db', 'rulers.pdf')} liegt im Kartenordner ${at('db')}; wähle eine andere Ausgabedatei`]],
      en: [2, [`muster print: --out ${at('db', 'rulers.pdf')} is inside the card folder ${at('db')}; choose another output file`]],
    });
    for (const [argv, name, kind] of [
      [['print', 'rulers', '-o', 'notes.txt'], 'print', ['kein PDF', 'not a PDF']],
      [['export', 'valid.muster', '-o', 'notes.txt', '--format', 'muster', '--no-user-cards'], 'export', ['keine Listendatei von Muster', 'not a Muster list file']],
      [['import', path.join(SAMPLES, 'oldworld-list.owb.json'), '-o', 'notes.txt', '--no-user-cards'], 'import', ['keine Listendatei von Muster', 'not a Muster list file']],
    ] as const) {
      expect(await both([...argv]), name).toEqual({
        de: [2, [`muster ${name}: --out ${at('notes.txt')} gibt es schon und ist ${kind[0]}; ersetze sie mit --force`]],
        en: [2, [`muster ${name}: --out ${at('notes.txt')} exists and is ${kind[1]}; use --force to replace it`]],
      });
    }
    // Inside a --db folder: export and import.
    for (const [argv, name] of [
      [['export', 'valid.muster', '-o', 'db/list.txt', '--db', 'db', '--no-user-cards'], 'export'],
      [['import', path.join(SAMPLES, 'oldworld-list.owb.json'), '-o', 'db/list.muster', '--db', 'db', '--no-user-cards'], 'import'],
    ] as const) {
      const out = at('db', argv[3].slice('db/'.length));
      expect(await both([...argv]), name).toEqual({
        de: [2, [`muster ${name}: --out ${out} liegt im Kartenordner ${at('db')}; wähle eine andere Ausgabedatei`]],
        en: [2, [`muster ${name}: --out ${out} is inside the card folder ${at('db')}; choose another output file`]],
      });
    }
  }, 60_000);

  it('print --verbose names the last step done; a list of another game for chronopia units and export --format owb', async () => {
    const de = await runCli(['print', 'rulers', '-o', 'rulers.pdf', '--verbose', '--lang', 'de'], work);
    expect(de.err.split('\n').filter(Boolean)).toEqual(['muster print: [1/1] Reichweitenlineale', 'muster print: [1/1] fertig']);
    const en = await runCli(['print', 'rulers', '-o', 'rulers.pdf', '--verbose'], work);
    expect(en.err.split('\n').filter(Boolean)).toEqual(['muster print: [1/1] Range rulers', 'muster print: [1/1] done']);
    expect(await both(['chronopia', 'units', 'valid.muster', '--no-user-cards'])).toEqual({
      de: [2, ['muster chronopia: valid.muster: keine Chronopia-Liste (System Confrontation)']],
      en: [2, ['muster chronopia: valid.muster: not a Chronopia list (system Confrontation)']],
    });
    expect(await both(['export', 'valid-chronopia.muster', '--format', 'owb', '--no-user-cards'])).toEqual({
      de: [2, ['muster export: valid-chronopia.muster: --format owb gilt nur für Listen von The Old World (diese Liste ist für Chronopia)']],
      en: [2, ['muster export: valid-chronopia.muster: --format owb is for lists of The Old World (this list is for Chronopia)']],
    });
  }, 60_000);

  it('data import: a folder to write into that is a file, a card file to write that is the CSV file read, a problem of your card files', async () => {
    await writeFile(at('afile'), 'mine');
    for (const kind of ['owb', 'csv', 'pack']) {
      expect(await both(['data', 'import', kind, 'bad.json', '--out', 'afile']), kind).toEqual({
        de: [2, ['muster data: --out afile ist eine Datei, kein Ordner; es wurde nichts geschrieben']],
        en: [2, ['muster data: --out afile is a file, not a folder; nothing was written']],
      });
    }
    const deeper = path.join('afile', 'cards');
    expect(await both(['data', 'import', 'csv', 'bad.json', '--out', deeper])).toEqual({
      de: [2, [`muster data: --out ${deeper} kann nicht angelegt werden: ${at('afile')} ist eine Datei, kein Ordner; es wurde nichts geschrieben`]],
      en: [2, [`muster data: --out ${deeper} cannot be made: ${at('afile')} is a file, not a folder; nothing was written`]],
    });
    // Without --out: the cards folder of the user data folder, here a file.
    const other = at('other-user-data');
    await mkdir(other, { recursive: true });
    await writeFile(path.join(other, 'cards'), 'mine');
    process.env.MUSTER_USER_DATA = other;
    try {
      expect(await both(['data', 'import', 'pack', 'bad.json'])).toEqual({
        de: [2, [`muster data: der Kartenordner ${path.join(other, 'cards')} ist eine Datei, kein Ordner; es wurde nichts geschrieben`]],
        en: [2, [`muster data: the cards folder ${path.join(other, 'cards')} is a file, not a folder; nothing was written`]],
      });
    } finally {
      process.env.MUSTER_USER_DATA = userData;
    }
    // csv: a card file to write that is the CSV file read.
    const csvFile = at('csv-out', 'confrontation', 'my-clan.json');
    await mkdir(path.dirname(csvFile), { recursive: true });
    await writeFile(csvFile, 'system,faction,faction_de,faction_en,id,kind,name_de,name_en,points\nconfrontation,my-clan,Mein Clan,My clan,my-one,fighter,Eins,One,5\n');
    expect(await both(['data', 'import', 'csv', csvFile, '--out', 'csv-out'])).toEqual({
      de: [2, [`muster data: ${csvFile} ist die CSV-Datei, die gelesen wird; wähle einen anderen --out-Ordner`]],
      en: [2, [`muster data: ${csvFile} is the CSV file being read; choose another --out folder`]],
    });
    // A card file of your own with a problem is named when the rows are checked against your cards.
    const own = at('own-user-data', 'cards', 'confrontation', 'broken.json');
    await mkdir(path.dirname(own), { recursive: true });
    await writeFile(own, '{ "format": "muster-cards", ');
    process.env.MUSTER_USER_DATA = at('own-user-data');
    try {
      const r = await both(['data', 'import', 'csv', csvFile, '--out', 'csv-own']);
      expect([r.de[1], r.en[1]]).toEqual([[`muster data: ${own}: ungültiges JSON in Zeile 1, Spalte 29: der Text endet zu früh`], [`muster data: ${own}: invalid JSON at line 1, column 29: unexpected end of the text`]]);
    } finally {
      process.env.MUSTER_USER_DATA = userData;
    }
  }, 60_000);

  it('data import owb: no Old World Builder file, a file it reads as --out, a card file it cannot write, what it wrote', async () => {
    const armies = at('owb', 'public', 'games', 'the-old-world');
    await mkdir(armies, { recursive: true });
    const unit = { name_en: 'Goblins', name_de: 'Goblins', id: 'goblins', points: 3, minimum: 10, maximum: 0, command: [], equipment: [], options: [] };
    await writeFile(path.join(armies, 'orc-and-goblin-tribes.json'), JSON.stringify({ characters: [], core: [unit], special: [], rare: [], mercenaries: [], allies: [] }));
    await mkdir(at('empty'), { recursive: true });
    const none = await both(['data', 'import', 'owb', 'empty', '--out', 'x']);
    expect([none.de[1][0], none.en[1][0]]).toEqual([
      `muster data: in ${at('empty')} ist keine Armee-Datei und keine Datei magischer Gegenstände des Old World Builder`,
      `muster data: no Old World Builder army or magic item file in ${at('empty')}`,
    ]);
    const army = path.join(armies, 'orc-and-goblin-tribes.json');
    const source = path.join('owb', 'public', 'games', 'the-old-world', 'orc-and-goblin-tribes.json');
    expect(await both(['data', 'import', 'owb', 'owb', '--out', armies])).toEqual({
      de: [2, [`muster data: --out ${armies} würde ${army} schreiben, doch das ist die Eingabedatei ${source}; wähle einen anderen --out-Ordner`]],
      en: [2, [`muster data: --out ${armies} would write ${army}, which is the input file ${source}; choose another --out folder`]],
    });
    // A file of another kind where a card file goes; a link there is never written through.
    await mkdir(at('mixed'), { recursive: true });
    await writeFile(at('mixed', 'orc-and-goblin-tribes.json'), 'my notes, not cards');
    expect(await both(['data', 'import', 'owb', 'owb', '--out', 'mixed'])).toEqual({
      de: [2, [`muster data: --out ${at('mixed', 'orc-and-goblin-tribes.json')} gibt es schon und ist keine Kartendatei von Muster; ersetze sie mit --force`]],
      en: [2, [`muster data: --out ${at('mixed', 'orc-and-goblin-tribes.json')} exists and is not a Muster card file; use --force to replace it`]],
    });
    if (process.platform !== 'win32') {
      await mkdir(at('linked'), { recursive: true });
      await symlink(at('nowhere.json'), at('linked', 'orc-and-goblin-tribes.json'));
      expect(await both(['data', 'import', 'owb', 'owb', '--out', 'linked'])).toEqual({
        de: [2, [`muster data: ${at('linked', 'orc-and-goblin-tribes.json')} kann nicht geschrieben werden: ist ein symbolischer Link, keine Datei; Muster folgt keinen Links in seinen Ordnern`]],
        en: [2, [`muster data: cannot write ${at('linked', 'orc-and-goblin-tribes.json')}: is a link, not a file; Muster does not follow links in its folders`]],
      });
    }
    const de = await runCli(['data', 'import', 'owb', 'owb', '--out', 'owb-de', '--lang', 'de'], work);
    expect([de.code, de.out.split('\n').filter(Boolean).at(-1)]).toEqual([0, `1 Kartendatei(en) in ${at('owb-de')} geschrieben`]);
    const en = await runCli(['data', 'import', 'owb', 'owb', '--out', 'owb-en'], work);
    expect([en.code, en.out.split('\n').filter(Boolean).at(-1)]).toEqual([0, `wrote 1 card files to ${at('owb-en')}`]);
  }, 60_000);

  it('data import pack: the preview, --dry-run, what was written, and a card file with problems kept as a copy', async () => {
    const card = (id: string, de: string, en: string, points: number) => ({ id, kind: 'fighter', name: { de, en }, source: 'user', points });
    const faction = { id: 'my-clan', name: { de: 'Mein Clan', en: 'My clan' } };
    await writeFile(at('clan.pack.json'), JSON.stringify({ format: 'muster-pack', version: 1, system: 'confrontation', faction, cards: [card('my-one', 'Eins', 'One', 5), card('my-two', 'Zwei', 'Two', 6)] }));
    const target = at('pack-out', 'confrontation', 'my-clan.json');
    const current = (broken: boolean) => JSON.stringify({ format: 'muster-cards', version: 2, system: 'confrontation', faction, cards: [card('my-one', 'Eins', 'One', 4), card('my-old', 'Alt', 'Old', 4), ...(broken ? [{ id: 'bad', kind: 'fighter', source: 'user', points: 1 }] : [])] });
    await mkdir(path.dirname(target), { recursive: true });
    await writeFile(target, current(false));
    const preview = (lang: 'de' | 'en') =>
      lang === 'de'
        ? ['1 neu, 1 geändert, 1 entfernt, 0 unverändert', '  + my-two (Zwei)', '  ~ my-one (Eins): points', '  - my-old (Alt)']
        : ['1 added, 1 changed, 1 removed, 0 unchanged', '  + my-two (Two)', '  ~ my-one (One): points', '  - my-old (Old)'];
    const dry = await runCli(['data', 'import', 'pack', 'clan.pack.json', '--out', 'pack-out', '--dry-run', '--lang', 'de'], work);
    expect([dry.code, dry.err, dry.out]).toEqual([0, '', [...preview('de'), `nichts geschrieben (--dry-run); ${target} ist unverändert`, ''].join('\n')]);
    const dryEn = await runCli(['data', 'import', 'pack', 'clan.pack.json', '--out', 'pack-out', '--dry-run'], work);
    expect([dryEn.code, dryEn.err, dryEn.out]).toEqual([0, '', [...preview('en'), `nothing written (--dry-run); ${target} is unchanged`, ''].join('\n')]);
    for (const lang of ['de', 'en'] as const) {
      await writeFile(target, current(true));
      const r = await runCli(['data', 'import', 'pack', 'clan.pack.json', '--out', 'pack-out', '--lang', lang], work);
      expect([r.code, r.out]).toEqual([0, [...preview(lang), lang === 'de' ? `2 Karte(n) in ${target} geschrieben` : `2 cards written to ${target}`, ''].join('\n')]);
      const err = r.err.split('\n').filter(Boolean);
      expect(err[0]).toBe(lang === 'de' ? `muster data: ${target}: cards[2].name: fehlt (ein Objekt wird gebraucht)` : `muster data: ${target}: cards[2].name: missing (an object is needed)`);
      expect(err.at(-1)).toMatch(
        lang === 'de'
          ? new RegExp(`^muster data: ${escape(target)} hat Probleme; vor dem Ersetzen wurde eine Kopie als my-clan\\.json\\.broken-\\S+ angelegt$`)
          : new RegExp(`^muster data: ${escape(target)} has problems; a copy was kept as my-clan\\.json\\.broken-\\S+ before it is replaced$`),
      );
    }
  }, 60_000);
});
