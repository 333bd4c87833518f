import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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
  it('exports a faction as CSV and imports it back into card files that the database reads', async () => {
    const exported = await runCli(['cards', '--system', 'confrontation', '--faction', 'goblins-no-dan-kar', '--format', 'csv'], ROOT);
    expect(exported.code).toBe(0);
    const lines = exported.out.trim().split('\n');
    expect(lines[0]).toMatch(/^system,faction,faction_de,faction_en,id,kind,source,name_de,name_en,/);
    expect(lines.length).toBe(15);
    const csv = path.join(dir, 'goblins.csv');
    await writeFile(csv, exported.out);
    const out = path.join(dir, 'cards');
    const imported = await runCli(['data', 'import', 'csv', csv, '--out', out, '--format', 'json'], ROOT);
    expect(imported.code).toBe(0);
    expect(JSON.parse(imported.out)).toMatchObject({ rows: 14, imported: 14, refused: 0 });
    const file = JSON.parse(await readFile(path.join(out, 'confrontation', 'goblins-no-dan-kar.json'), 'utf8')) as { cards: { id: string }[] };
    expect(file.cards).toHaveLength(14);
    const listed = await runCli(['cards', '--db', out, '--faction', 'goblins-no-dan-kar', '--format', 'json'], ROOT);
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
    expect(r.err).toContain('second.csv: line 3, column size');
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
});
