import { describe, expect, it } from 'vitest';
import { cardSchema } from '../model/card';
import { cardFromRow, cardToRow, GRID_COLUMNS, gridColumns, rowsFromClipboard, rowsToClipboard } from './cards-csv';

describe('rows pasted from a spreadsheet', () => {
  it('ten rows without a header fill the grid columns in order; each good row is a card, a bad cell is named by its column', () => {
    const lines = Array.from({ length: 10 }, (_, i) => [`Goblin ${i}`, `Goblin ${i}`, `goblin-${i}`, 'fighter', '', '', String(5 + i), 'small', '1', 'irrepressible'].join('\t'));
    lines[4] = ['Goblin 4', 'Goblin 4', 'goblin-4', 'fighter', '', '', 'fünf', 'small', '1', ''].join('\t');
    const { header, rows } = rowsFromClipboard(lines.join('\r\n') + '\r\n', GRID_COLUMNS);
    expect(header).toEqual([...GRID_COLUMNS]);
    expect(rows).toHaveLength(10);
    const checked = rows.map((r) => cardFromRow(r, header));
    const cards = checked.flatMap((c) => ('card' in c ? [c.card] : []));
    expect(cards.map((c) => c.id)).toEqual(['goblin-0', 'goblin-1', 'goblin-2', 'goblin-3', 'goblin-5', 'goblin-6', 'goblin-7', 'goblin-8', 'goblin-9']);
    expect(cards[0]).toMatchObject({ name: { de: 'Goblin 0', en: 'Goblin 0' }, kind: 'fighter', points: 5, size: 'small', figures: 1, abilities: [{ id: 'irrepressible' }], source: 'user' });
    const bad = checked[4]!;
    expect('problems' in bad && bad.problems.map((p) => p.column)).toEqual(['points']);
  });

  it('a pasted header row names the columns (profile values included); cells with tabs and quotes survive', () => {
    const text = 'name_en\tname_de\tid\tkind\tpoints\tstat:MOV\n"Big\tBoss"\tBoss\tboss\tfighter\t30\t10\n';
    const { header, rows } = rowsFromClipboard(text, GRID_COLUMNS);
    expect(header).toEqual(['name_en', 'name_de', 'id', 'kind', 'points', 'stat:MOV']);
    const boss = cardFromRow(rows[0]!, header);
    expect(boss).toMatchObject({ card: { id: 'boss', name: { en: 'Big\tBoss', de: 'Boss' }, points: 30, stats: { MOV: 10 } } });
  });

  it('a header row of headings (given names, CSV names) in any order, case and spaces not counting, names each cell’s column', () => {
    const names = new Map([['Name (English)', 'name_en'], ['Punkte', 'points'], ['BEW', 'stat:MOV'], ['stat:Ld', 'stat:Ld']]);
    const out = rowsFromClipboard('punkte\t NAME  (english) \tID\tbew\tSTAT:LD\tStat: NK\n12\tScout\tscout\t10\t7\t3\n', GRID_COLUMNS, names);
    expect(out).toEqual({
      header: ['points', 'name_en', 'id', 'stat:MOV', 'stat:Ld', 'stat:NK'],
      rows: [{ points: '12', name_en: 'Scout', id: 'scout', 'stat:MOV': '10', 'stat:Ld': '7', 'stat:NK': '3' }],
      unknown: [],
    });
  });

  it('a header is a row whose non-empty cells (four of five at least) name columns; the others are named and left out', () => {
    const names = new Map([['Name (English)', 'name_en'], ['Points', 'points']]);
    expect(rowsFromClipboard('Name (English)\tNotes\tid\tkind\tPoints\t\nScout\tfast\tscout\tfighter\t5\tx\n', GRID_COLUMNS, names)).toEqual({
      header: ['name_en', '', 'id', 'kind', 'points', ''],
      rows: [{ name_en: 'Scout', id: 'scout', kind: 'fighter', points: '5' }],
      unknown: ['Notes'],
    });
    // Two of four cells are headings: a row of data.
    const data = rowsFromClipboard('Points\tScout\tid\tfast\n', ['points', 'name_en', 'id', 'figures'], names);
    expect(data).toEqual({ header: ['points', 'name_en', 'id', 'figures'], rows: [{ points: 'Points', name_en: 'Scout', id: 'id', figures: 'fast' }], unknown: [] });
  });

  it('a paste starting in a later column fills from there', () => {
    const { rows } = rowsFromClipboard('12\tlarge\n', ['points', 'size']);
    expect(rows).toEqual([{ points: '12', size: 'large' }]);
  });
});

describe('a card as a row and back (grid and CSV)', () => {
  const machine = cardSchema.parse({
    id: 'my-cannon', kind: 'war-machine', name: { de: 'Kanone', en: 'Cannon' }, source: 'user', points: 40, size: 'large', stats: { STR: 9, RES: 12 },
    abilities: [{ id: 'impact', value: 3 }], warMachine: { mobility: 'mobile', structurePoints: 4 }, notes: { de: 'Laut', en: 'Loud' },
  });

  it('cardToRow gives plain cells and everything else in `more`; cardFromRow reads the same card back', () => {
    const row = cardToRow(machine);
    expect(row).toMatchObject({ id: 'my-cannon', kind: 'war-machine', name_de: 'Kanone', points: '40', size: 'large', abilities: 'impact 3', 'stat:STR': '9', 'stat:RES': '12' });
    expect(JSON.parse(row.more!)).toEqual({ warMachine: machine.warMachine, notes: machine.notes });
    expect(cardFromRow(row, gridColumns(['STR', 'RES']))).toEqual({ card: machine });
  });

  it('one language is enough: an empty name takes the other, an empty rank the known rank’s name (else the other)', () => {
    const out = cardFromRow({ name_en: 'Scout', rank_de: 'Regulär', id: 'scout', kind: 'fighter', points: '5' }, [...GRID_COLUMNS]);
    expect(out).toMatchObject({ card: { name: { de: 'Scout', en: 'Scout' }, rank: { de: 'Regulär', en: 'Regular' } } });
    const unknown = cardFromRow({ name_en: 'Scout', rank_de: 'Späher', id: 'scout', kind: 'fighter', points: '5' }, [...GRID_COLUMNS]);
    expect(unknown).toMatchObject({ card: { rank: { de: 'Späher', en: 'Späher' } } });
  });

  it('names each bad cell with its column, the field and a code the UI words in its language', () => {
    const out = cardFromRow({ name_en: 'X', id: 'Bad Id', kind: 'hero', points: '', figures: '1.5', 'stat:MOV': 'fast' }, gridColumns(['MOV']));
    expect('problems' in out && out.problems.map((p) => [p.cell, p.path, p.code])).toEqual([
      ['id', 'id', 'idFormat'],
      ['kind', 'kind', 'choice'],
      ['points', 'points', 'required'],
      ['figures', 'figures', 'integer'],
      ['stat:MOV', 'stats.MOV', 'number'],
    ]);
    const more = cardFromRow({ name_en: 'X', id: 'x', kind: 'fighter', points: '1', more: '{"warMachine":{"mobility":"mobile","structurePoints":0}}' }, gridColumns([]));
    expect('problems' in more && more.problems).toEqual([
      expect.objectContaining({ column: 'more (warMachine.structurePoints)', cell: 'more', path: 'warMachine.structurePoints', code: 'greater', params: { min: 0 } }),
    ]);
    const json = cardFromRow({ name_en: 'X', id: 'x', kind: 'fighter', points: '1', more: '{oops' }, gridColumns([]));
    expect('problems' in json && json.problems[0]).toMatchObject({ cell: 'more', code: 'json' });
  });

  it('the grid’s columns: names, id, kind, rank, points, size, figures, the profile values, abilities, more', () => {
    expect(gridColumns(['MOV', 'POW'])).toEqual(['name_de', 'name_en', 'id', 'kind', 'rank_de', 'rank_en', 'points', 'size', 'figures', 'stat:MOV', 'stat:POW', 'abilities', 'more']);
  });

  it('cells copied to the clipboard read back the same, tabs, quotes and line breaks included', () => {
    const cells = [['a\tb', 'say "hi"', 'two\nlines'], ['', 'x', '3']];
    const { rows } = rowsFromClipboard(rowsToClipboard(cells), ['c1', 'c2', 'c3']);
    expect(rows.map((r) => [r.c1, r.c2, r.c3])).toEqual(cells);
  });
});
