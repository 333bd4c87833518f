import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CardFile } from '../../core/model/card';
import { createUserCards } from '../services/user-cards';
import { runCli } from './test-io';

const ROOT = path.resolve(__dirname, '../..');
let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'muster-csv-'));
});
afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('cards through a spreadsheet (CSV)', () => {
  it('exports your cards of a faction as CSV and imports them back into card files that the database reads', async () => {
    const own = path.join(dir, 'own');
    const first = path.join(dir, 'clan.csv');
    const rows = Array.from({ length: 14 }, (_, i) => `confrontation,my-goblins,Meine Goblins,My goblins,my-goblin-${i + 1},fighter,Goblin ${i + 1},Goblin ${i + 1},${5 + i},small`);
    await writeFile(first, ['system,faction,faction_de,faction_en,id,kind,name_de,name_en,points,size', ...rows].join('\n') + '\n');
    expect((await runCli(['data', 'import', 'csv', first, '--out', own], ROOT)).code).toBe(0);
    const exported = await runCli(['cards', '--no-user-cards', '--db', own, '--faction', 'my-goblins', '--format', 'csv'], ROOT);
    expect(exported.code).toBe(0);
    const lines = exported.out.trim().split('\n');
    expect(lines[0]).toMatch(/^system,faction,faction_de,faction_en,id,kind,source,name_de,name_en,/);
    expect(lines.length).toBe(15);
    const csv = path.join(dir, 'goblins.csv');
    await writeFile(csv, exported.out);
    const out = path.join(dir, 'cards');
    const imported = await runCli(['data', 'import', 'csv', csv, '--out', out, '--format', 'json'], ROOT);
    expect(imported.code).toBe(0);
    expect(JSON.parse(imported.out)).toMatchObject({ rows: 14, imported: 14, refused: 0, problems: [], notes: [], encoding: 'utf-8' });
    const file = JSON.parse(await readFile(path.join(out, 'confrontation', 'my-goblins.json'), 'utf8')) as { faction: unknown; cards: { id: string }[] };
    expect(file.faction).toEqual({ id: 'my-goblins', name: { de: 'Meine Goblins', en: 'My goblins' } });
    expect(file.cards).toHaveLength(14);
    const listed = await runCli(['cards', '--db', out, '--faction', 'my-goblins', '--format', 'json'], ROOT);
    expect((JSON.parse(listed.out) as unknown[]).length).toBe(14);
  });

  it('a bad row is named with line and column (exit 1), the good rows are written, and cards already in the file stay', async () => {
    const out = path.join(dir, 'cards');
    const first = path.join(dir, 'first.csv');
    await writeFile(first, 'system,faction,id,kind,name_de,name_en,points\nconfrontation,my-goblins,old,fighter,Alt,Old,5\n');
    expect((await runCli(['data', 'import', 'csv', first, '--out', out], ROOT)).code).toBe(0);
    const second = path.join(dir, 'second.csv');
    await writeFile(second, 'system,faction,id,kind,name_de,name_en,points,size\nconfrontation,my-goblins,new,fighter,Neu,New,7,small\nconfrontation,my-goblins,bad,fighter,Schlecht,Bad,7,tiny\n');
    const r = await runCli(['data', 'import', 'csv', second, '--out', out], ROOT);
    expect(r.code).toBe(1);
    expect(r.err).toContain('second.csv, line 3, column size: ');
    expect(r.out).toContain('1 of 2 cards written');
    const file = JSON.parse(await readFile(path.join(out, 'confrontation', 'my-goblins.json'), 'utf8')) as { cards: { id: string }[] };
    expect(file.cards.map((c) => c.id)).toEqual(['old', 'new']);
  });

  it('a card file with a broken card is copied to NAME.broken-TIME and named (file and field) before the import replaces it', async () => {
    const out = path.join(dir, 'cards');
    const first = path.join(dir, 'first.csv');
    await writeFile(first, 'system,faction,id,kind,name_de,name_en,points\nconfrontation,my-goblins,old,fighter,Alt,Old,5\n');
    expect((await runCli(['data', 'import', 'csv', first, '--out', out], ROOT)).code).toBe(0);
    const target = path.join(out, 'confrontation', 'my-goblins.json');
    const broken = JSON.parse(await readFile(target, 'utf8')) as { cards: Record<string, unknown>[] };
    broken.cards.push({ id: 'hand-made', kind: 'fighter', name: { de: 'H', en: 'H' }, source: 'user', points: 'many' });
    const brokenText = JSON.stringify(broken);
    await writeFile(target, brokenText);
    const second = path.join(dir, 'second.csv');
    await writeFile(second, 'system,faction,id,kind,name_de,name_en,points\nconfrontation,my-goblins,new,fighter,Neu,New,7\n');
    const r = await runCli(['data', 'import', 'csv', second, '--out', out], ROOT);
    expect(r.code).toBe(0);
    expect(r.err).toContain(`${target}: cards[1].points:`);
    const copy = /a copy was kept as (my-goblins\.json\.broken-[0-9TZ-]+) before it is replaced/.exec(r.err)?.[1];
    expect(copy, r.err).toBeDefined();
    expect(await readFile(path.join(out, 'confrontation', copy!), 'utf8')).toBe(brokenText);
    const file = JSON.parse(await readFile(target, 'utf8')) as { cards: { id: string }[] };
    expect(file.cards.map((c) => c.id)).toEqual(['old', 'new']);
  });

  it('a row for a shipped faction without faction names keeps the shipped faction’s names and data', async () => {
    const out = path.join(dir, 'cards');
    const csv = path.join(dir, 'dwarves.csv');
    await writeFile(csv, 'system,faction,id,kind,name_de,name_en,points\nconfrontation,dwarves-tir-na-bor,my-warden,fighter,Zwergenwächter,Dwarf Warden,20\n');
    const r = await runCli(['data', 'import', 'csv', csv, '--out', out], ROOT);
    expect(r.code, r.err).toBe(0);
    expect(r.err).toBe('');
    const file = JSON.parse(await readFile(path.join(out, 'confrontation', 'dwarves-tir-na-bor.json'), 'utf8')) as { faction: { name: unknown } };
    expect(file.faction.name).toEqual({ de: 'Zwerge von Tir-Nâ-Bor', en: 'Dwarves of Tir-Nâ-Bor' });
  });

  it('a row with the id of a shipped card is refused with its line and column and not written (exit 1); the other rows are', async () => {
    const out = path.join(dir, 'cards');
    const csv = path.join(dir, 'shipped.csv');
    await writeFile(
      csv,
      [
        'system,faction,faction_de,faction_en,id,kind,name_de,name_en,points,size',
        'confrontation,dwarves-tir-na-bor,Zwerge von Tir-Nâ-Bor,Dwarves of Tir-Nâ-Bor,dwarf-engineer,fighter,Ingenieur,Engineer (typo),5,small',
        'confrontation,dwarves-tir-na-bor,Zwerge von Tir-Nâ-Bor,Dwarves of Tir-Nâ-Bor,my-engineer,fighter,Ingenieur,Engineer,5,small',
      ].join('\n'),
    );
    const r = await runCli(['data', 'import', 'csv', 'shipped.csv', '--out', out, '--format', 'json'], dir);
    expect(r.code).toBe(1);
    expect(r.err).toContain("muster data: shipped.csv, line 2, column id: 'dwarf-engineer' is the id of a shipped card; give your card another id");
    expect(JSON.parse(r.out)).toMatchObject({ rows: 2, imported: 1, refused: 1, problems: [{ line: 2, column: 'id', issue: { code: 'shipped-id' } }] });
    const file = JSON.parse(await readFile(path.join(out, 'confrontation', 'dwarves-tir-na-bor.json'), 'utf8')) as { cards: { id: string }[] };
    expect(file.cards.map((c) => c.id)).toEqual(['my-engineer']);
    // A file of that one row only: nothing is written, and the exit code still says a row was refused.
    const only = path.join(dir, 'only.csv');
    await writeFile(only, 'system,faction,id,kind,name_de,name_en,points\nconfrontation,goblins-no-dan-kar,goblin-minelayer,fighter,Minenleger,Minelayer,1\n');
    const alone = await runCli(['data', 'import', 'csv', only, '--out', path.join(dir, 'other')], ROOT);
    expect(alone.code).toBe(1);
    expect(alone.err).toContain('only.csv, line 2, column id: ');
    expect(alone.out).toContain('0 of 1 cards written');
    await expect(readFile(path.join(dir, 'other', 'confrontation', 'goblins-no-dan-kar.json'), 'utf8')).rejects.toThrow();
  });

  it('a Windows-1252 file (German Excel or LibreOffice "CSV": ";" and umlauts) is read with its umlauts, and the import says how it was read', async () => {
    const out = path.join(dir, 'cards');
    const csv = path.join(dir, 'excel.csv');
    const text = 'system;faction;id;kind;name_de;name_en;points;size\r\nconfrontation;dwarves-tir-na-bor;my-waechter;Kämpfer;Zwergenwächter;Dwarf Warden;20;small\r\nconfrontation;dwarves-tir-na-bor;my-koenig;fighter;König;King;50;Groß\r\n';
    await writeFile(csv, Buffer.from(text, 'latin1'));
    const r = await runCli(['data', 'import', 'csv', csv, '--out', out], ROOT);
    expect(r.code, r.err).toBe(0);
    expect(r.err).toContain('excel.csv: The file was not saved as UTF-8, so it was read as Windows-1252');
    expect(r.out).toContain('2 of 2 cards written');
    const file = JSON.parse(await readFile(path.join(out, 'confrontation', 'dwarves-tir-na-bor.json'), 'utf8')) as { cards: { id: string; kind: string; size: string; name: { de: string } }[] };
    expect(file.cards.map((c) => [c.id, c.kind, c.size, c.name.de])).toEqual([
      ['my-waechter', 'fighter', 'small', 'Zwergenwächter'],
      ['my-koenig', 'fighter', 'large', 'König'],
    ]);
    // A UTF-8 file is read as such, and nothing is said about it.
    await writeFile(csv, text.replace('my-koenig', 'my-koenig-2'));
    const utf8 = await runCli(['data', 'import', 'csv', csv, '--out', out], ROOT);
    expect(utf8.err).toBe('');
  });

  it('problems are worded as the app words them, in --lang en (default) or de', async () => {
    const csv = path.join(dir, 'bad.csv');
    await writeFile(csv, 'system,faction,faction_en,id,kind,name_de,name_en,points\nconfrontation,my-clan,My clan,my-nameless,fighter,,,12\nconfrontation,my-clan,My clan,my-typo,fighter,Zwerg,Dwarf,zwölf\n');
    const en = await runCli(['data', 'import', 'csv', 'bad.csv', '--out', 'en'], dir);
    expect(en.code).toBe(1);
    expect(en.err.split('\n').filter(Boolean)).toEqual([
      'muster data: bad.csv, line 2, column name_de: Required.',
      'muster data: bad.csv, line 2, column name_en: Required.',
      'muster data: bad.csv, line 3, column points: Enter a number.',
    ]);
    expect(en.out).toBe(`0 of 2 cards written to 0 card file(s) in ${path.join(dir, 'en')}\n`);
    const de = await runCli(['data', 'import', 'csv', 'bad.csv', '--out', 'de', '--lang', 'DE'], dir);
    expect(de.code).toBe(1);
    expect(de.err.split('\n').filter(Boolean)).toEqual([
      'muster data: bad.csv, Zeile 2, Spalte name_de: Pflichtfeld.',
      'muster data: bad.csv, Zeile 2, Spalte name_en: Pflichtfeld.',
      'muster data: bad.csv, Zeile 3, Spalte points: Bitte eine Zahl eingeben.',
    ]);
    expect(de.out).toBe(`0 von 2 Karten in 0 Kartendatei(en) in ${path.join(dir, 'de')} geschrieben\n`);
    // Not a language, or --lang for another kind of data: bad usage.
    expect((await runCli(['data', 'import', 'csv', csv, '--lang', 'fr'], ROOT)).code).toBe(2);
    expect((await runCli(['data', 'import', 'pack', csv, '--lang', 'de'], ROOT)).code).toBe(2);
  });

  it('a faction id Muster does not know, without names, is imported as a new faction and noted once on stderr; the note changes no count and no exit code', async () => {
    const out = path.join(dir, 'cards');
    const csv = path.join(dir, 'typo.csv');
    await writeFile(
      csv,
      [
        'system,faction,id,kind,name_de,name_en,points',
        'confrontation,zwerge-tir-na-bor,my-warden,fighter,Zwergenwächter,Dwarf Warden,20',
        'confrontation,zwerge-tir-na-bor,my-second,fighter,Zweiter,Second,20',
      ].join('\n'),
    );
    const r = await runCli(['data', 'import', 'csv', 'typo.csv', '--out', out, '--format', 'json'], dir);
    expect(r.code).toBe(0);
    expect(r.err).toBe(
      "muster data: typo.csv, line 2, column faction: 'zwerge-tir-na-bor' is not a faction Muster knows, so a new faction named 'zwerge-tir-na-bor' was made for its cards; give its names in faction_de/faction_en, or correct the id\n",
    );
    expect(JSON.parse(r.out)).toMatchObject({ rows: 2, imported: 2, refused: 0, problems: [], notes: [{ line: 2, column: 'faction', issue: { code: 'new-faction' } }] });
    const file = JSON.parse(await readFile(path.join(out, 'confrontation', 'zwerge-tir-na-bor.json'), 'utf8')) as { faction: unknown; cards: unknown[] };
    expect(file.faction).toEqual({ id: 'zwerge-tir-na-bor', name: { de: 'zwerge-tir-na-bor', en: 'zwerge-tir-na-bor' } });
    expect(file.cards).toHaveLength(2);
    // Named: an intended new faction, nothing to say.
    const named = path.join(dir, 'named.csv');
    await writeFile(named, 'system,faction,faction_de,id,kind,name_de,name_en,points\nconfrontation,mein-clan,Mein Clan,my-scout,fighter,Späher,Scout,12\n');
    const quiet = await runCli(['data', 'import', 'csv', named, '--out', out], ROOT);
    expect([quiet.code, quiet.err]).toEqual([0, '']);
  });

  it('into your cards folder as the app writes it (the version before in the file’s history); a column it does not read is noted; the file is named as given', async () => {
    const userData = path.join(dir, 'user-data');
    const envBefore = process.env.MUSTER_USER_DATA;
    process.env.MUSTER_USER_DATA = userData;
    try {
      const csv = path.join(dir, 'cols.csv');
      const rows = (points: number): string => `system,faction,id,kind,name_en,points,ranK_en,stat:mov,notes_en\nconfrontation,dwarves-mid-nor,x5,fighter,X,${points},Elite,10,Some note\n`;
      await writeFile(csv, rows(5));
      // An absolute path from another folder: named as given (not ../../…).
      const first = await runCli(['data', 'import', 'csv', csv], ROOT);
      expect([first.code, first.err]).toEqual([0, `muster data: ${csv}, line 1, column notes_en: not a column Muster reads; its cells were left out (a field without a column of its own goes in 'more' as JSON)\n`]);
      expect(first.out).toBe(`1 of 1 cards written to 1 card file(s) in ${path.join(userData, 'cards')}\n`);
      const target = path.join(userData, 'cards', 'confrontation', 'dwarves-mid-nor.json');
      const before = JSON.parse(await readFile(target, 'utf8')) as CardFile;
      // The column names in any case: the rank and the profile value are read.
      expect(before.cards.map((c) => [c.id, c.points, c.rank, c.stats])).toEqual([['x5', 5, { de: 'Elite', en: 'Elite' }, { MOV: 10 }]]);
      await writeFile(csv, rows(6));
      expect((await runCli(['data', 'import', 'csv', 'cols.csv', '--lang', 'de'], dir)).err).toBe(
        'muster data: cols.csv, Zeile 1, Spalte notes_en: keine Spalte, die Muster liest; ihre Zellen wurden ausgelassen (ein Feld ohne eigene Spalte gehört als JSON in „more“)\n',
      );
      const after = JSON.parse(await readFile(target, 'utf8')) as CardFile;
      expect(after.cards.map((c) => c.points)).toEqual([6]);
      const store = createUserCards(userData);
      const versions = await store.history('confrontation/dwarves-mid-nor');
      expect(versions).toHaveLength(2);
      expect(await store.version('confrontation/dwarves-mid-nor', versions[0]!.version)).toEqual(after);
      expect(await store.version('confrontation/dwarves-mid-nor', versions[1]!.version)).toEqual(before);
    } finally {
      if (envBefore === undefined) delete process.env.MUSTER_USER_DATA;
      else process.env.MUSTER_USER_DATA = envBefore;
    }
  });
});
