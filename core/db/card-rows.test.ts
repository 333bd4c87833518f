import { describe, expect, it } from 'vitest';
import { cardFromRow, GRID_COLUMNS, rowsFromClipboard } from './cards-csv';

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

  it('a paste starting in a later column fills from there', () => {
    const { rows } = rowsFromClipboard('12\tlarge\n', ['points', 'size']);
    expect(rows).toEqual([{ points: '12', size: 'large' }]);
  });
});
