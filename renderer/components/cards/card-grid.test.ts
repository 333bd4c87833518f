import { describe, expect, it } from 'vitest';
import { translate } from '../../../core/i18n/translate';
import { cardFileSchema, cardSchema, type Card } from '../../../core/model/card';
import goblinFile from '../../../resources/cards/confrontation/goblins-no-dan-kar.json';
import {
  cellOf,
  checkGrid,
  checkRow,
  cleared,
  gridOf,
  moved,
  newRow,
  otherStats,
  pasted,
  rangeOf,
  rangeText,
  savePlan,
  shownIssue,
  shownValue,
  typedValue,
  withCells,
  withRowsDeleted,
  withRowsInserted,
  type GridState,
  type Selection,
} from './card-grid';

const goblins = cardFileSchema.parse(goblinFile);
const at = (row: number, col: number): Selection => ({ anchor: { row, col }, cursor: { row, col } });
const col = (state: GridState, name: string): number => state.columns.indexOf(name);
const NONE = new Map();

/** Ten cards as rows of a spreadsheet (tab-separated, no header), in the grid's column order from the first column. */
function spreadsheetRows(state: GridState): string {
  const lines: string[] = [];
  for (let i = 0; i < 10; i++) {
    const cells: Record<string, string> = { name_de: `Krieger ${i}`, name_en: `Warrior ${i}`, id: `my-warrior-${i}`, kind: 'fighter', points: String(10 + i), size: 'small', 'stat:MOV': '10' };
    if (i === 4) cells.points = 'zwölf';
    lines.push(state.columns.map((c) => cells[c] ?? '').join('\t'));
  }
  return lines.join('\r\n') + '\r\n';
}

describe('the card grid model', () => {
  it('shows a faction file as rows in the system’s columns, and every row reads back as the same card', () => {
    const grid = gridOf('confrontation', goblins.cards);
    expect(grid.columns.slice(0, 9)).toEqual(['name_de', 'name_en', 'id', 'kind', 'rank_de', 'rank_en', 'points', 'size', 'figures']);
    expect(grid.columns).toContain('stat:POW');
    expect(grid.columns.slice(-2)).toEqual(['abilities', 'more']);
    expect(gridOf('chronopia', []).columns).toContain('stat:NK');
    grid.rows.forEach((row, i) => expect(checkRow(row, grid.columns).card).toEqual({ ...goblins.cards[i], source: 'user' }));
  });

  it('ten pasted rows without a header fill the grid from the selected column; the bad cell is marked with its code', () => {
    const empty = gridOf('confrontation', []);
    const out = pasted(empty, at(0, 0), spreadsheetRows(empty), 'en');
    expect(out?.state.rows).toHaveLength(10);
    expect(out?.range).toMatchObject({ top: 0, bottom: 9, left: 0 });
    const check = checkGrid(out!.state, NONE);
    expect(check.problems).toBe(1);
    expect(check.badRows).toBe(1);
    const bad = check.rows.get(out!.state.rows[4]!.key);
    expect(bad?.issues).toEqual([{ cell: 'points', path: 'points', code: 'number', params: {} }]);
    // Fixing the cell makes the row a card.
    const fixed = withCells(out!.state, [{ row: 4, column: 'points', value: '12' }]);
    expect(checkGrid(fixed, NONE).problems).toBe(0);
    expect(checkRow(fixed.rows[4]!, fixed.columns).card).toMatchObject({ id: 'my-warrior-4', points: 12, stats: { MOV: 10 } });
  });

  it('a pasted header row names the columns: a profile value without a column gets one, other fields go to their columns', () => {
    const grid = gridOf('oldworld', []);
    expect(grid.columns).not.toContain('stat:MOV');
    const text = 'system\tname_en\tid\tkind\tpoints\tstat:MOV\tmore\nconfrontation\tCannon\tmy-cannon\twar-machine\t40\t8\t{"warMachine":{"mobility":"mobile","structurePoints":4}}\n';
    const out = pasted(grid, at(0, 3), text, 'en')!;
    expect(out.state.columns).toContain('stat:MOV');
    expect(out.state.columns.indexOf('stat:MOV')).toBeLessThan(out.state.columns.indexOf('abilities'));
    const card = checkRow(out.state.rows[0]!, out.state.columns).card;
    expect(card).toMatchObject({ id: 'my-cannon', name: { de: 'Cannon', en: 'Cannon' }, kind: 'war-machine', stats: { MOV: 8 }, warMachine: { structurePoints: 4 } });
    // `system` is not a grid column: left out.
    expect(out.state.rows[0]!.cells).not.toHaveProperty('system');
  });

  describe('a pasted header row of the headings the grid shows', () => {
    const rowsOf = (out: ReturnType<typeof pasted>): Record<string, string>[] => out!.state.rows.map((r) => ({ ...r.cells }));

    it('in English: each heading fills its column; the header is no card and nothing is shifted', () => {
      const empty = gridOf('confrontation', []);
      const text = 'Name (English)\tId\tPoints\tMOV\tATT\tFEAR\nScorpion warrior\tmy-scorpion\t12\t10\t3\t\nScorpion mutant\tmy-mutant\t25\t12\t4\t5\n';
      const out = pasted(empty, at(0, 0), text, 'en');
      expect(rowsOf(out)).toEqual([
        { name_en: 'Scorpion warrior', id: 'my-scorpion', points: '12', 'stat:MOV': '10', 'stat:ATT': '3' },
        { name_en: 'Scorpion mutant', id: 'my-mutant', points: '25', 'stat:MOV': '12', 'stat:ATT': '4', 'stat:FEAR': '5' },
      ]);
      expect(out!.unknown).toEqual([]);
      expect(out!.range).toEqual({ top: 0, bottom: 1, left: col(empty, 'name_en'), right: col(empty, 'stat:FEAR') });
      // What the rows lack is only their type.
      const check = checkGrid(out!.state, NONE);
      expect(check.problems).toBe(2);
      expect(check.rows.get(out!.state.rows[0]!.key)?.issues).toEqual([{ cell: 'kind', path: 'kind', code: 'choice', params: { values: 'fighter, war-machine, spell, miracle, artifact, equipment, experience' } }]);
    });

    it('in German (also while the UI is English), with German profile headings and the type and size by name', () => {
      const text = 'Name (Deutsch)\tId\tPunkte\tBEW\tATT\tANGST\tTyp\tGröße\tKennung\nSkorpion\tx\t12\t10\t3\t4\tKämpfer\tKlein\tmy-skorpion\n';
      for (const lang of ['de', 'en'] as const) {
        const out = pasted(gridOf('confrontation', []), at(0, 0), text, lang)!;
        expect(out.unknown).toEqual([]);
        // "Id" and "Kennung" both name the id column: the later cell fills it.
        expect(checkRow(out.state.rows[0]!, out.state.columns).card).toEqual({
          id: 'my-skorpion', kind: 'fighter', name: { de: 'Skorpion', en: 'Skorpion' }, source: 'user', points: 12, size: 'small', personality: false, figures: 1,
          mount: false, throne: false, stats: { MOV: 10, ATT: 3, FEAR: 4 }, abilities: [],
        });
      }
      // The tester's German header with the English profile headings.
      const mixed = pasted(gridOf('confrontation', []), at(0, 0), 'Name (Deutsch)\tId\tPunkte\tMOV\nSkorpion\tmy-skorpion\t12\t10\n', 'de')!;
      expect(rowsOf(mixed)).toEqual([{ name_de: 'Skorpion', id: 'my-skorpion', points: '12', 'stat:MOV': '10' }]);
    });

    it('in another order than the grid’s, case and spaces not counting, wherever the paste starts', () => {
      const grid = gridOf('confrontation', []);
      const text = '  points \tstat: att\tNAME (ENGLISH)\tid\ttype\tbew\n20\t4\tScout\tscout\tfighter\t9\n';
      const out = pasted(grid, at(3, col(grid, 'stat:COU')), text, 'en')!;
      expect(out.state.rows).toHaveLength(4);
      expect(out.state.rows[3]!.cells).toEqual({ points: '20', 'stat:ATT': '4', name_en: 'Scout', id: 'scout', kind: 'fighter', 'stat:MOV': '9' });
      expect(out.range).toEqual({ top: 3, bottom: 3, left: col(grid, 'name_en'), right: col(grid, 'stat:ATT') });
    });

    it('a heading no column has is named and its cells left out; the others still fill their columns', () => {
      const out = pasted(gridOf('confrontation', []), at(0, 0), 'Name (English)\tNotes\tId\tType\tPoints\nScout\tfast\tscout\tfighter\t5\n', 'en')!;
      expect(out.unknown).toEqual(['Notes']);
      expect(rowsOf(out)).toEqual([{ name_en: 'Scout', id: 'scout', kind: 'fighter', points: '5' }]);
    });

    it('without a header the cells fill the columns from the selected one on', () => {
      const grid = gridOf('confrontation', []);
      const out = pasted(grid, at(0, col(grid, 'name_en')), 'Scorpion warrior\tmy-scorpion\tFighter\nScorpion mutant\tmy-mutant\twar-machine\n', 'en')!;
      expect(out.unknown).toEqual([]);
      expect(rowsOf(out)).toEqual([
        { name_en: 'Scorpion warrior', id: 'my-scorpion', kind: 'fighter' },
        { name_en: 'Scorpion mutant', id: 'my-mutant', kind: 'war-machine' },
      ]);
    });
  });

  it('a type or size cell shows its name in the UI language; a wrong one lists the names', () => {
    const t = (lang: 'de' | 'en') => (key: string): string => translate(lang, key);
    expect([shownValue('kind', 'fighter', t('de')), shownValue('kind', 'fighter', t('en')), shownValue('kind', 'war-machine', t('de'))]).toEqual(['Kämpfer', 'Fighter', 'Kriegsmaschine']);
    expect([shownValue('size', 'very-large', t('en')), shownValue('size', 'tiny', t('en')), shownValue('name_en', 'fighter', t('en'))]).toEqual(['Very large', 'tiny', 'fighter']);
    const grid = withCells(gridOf('confrontation', []), [{ row: 0, column: 'name_en', value: 'X' }, { row: 0, column: 'id', value: 'x' }, { row: 0, column: 'kind', value: 'fighter' }, { row: 0, column: 'points', value: '1' }, { row: 0, column: 'size', value: 'tiny' }]);
    const issue = checkRow(grid.rows[0]!, grid.columns).issues[0]!;
    expect(shownIssue(issue, t('de'))).toEqual({ cell: 'size', path: 'size', code: 'choice', params: { values: 'Klein, Normal, Groß, Sehr groß' } });
    expect(shownIssue(issue, t('en')).params.values).toBe('Small, Normal, Large, Very large');
  });

  it('a single value pasted into a block fills every selected cell', () => {
    const grid = pasted(gridOf('confrontation', []), at(0, 0), 'a\tb\nc\td\n', 'en')!.state;
    const block: Selection = { anchor: { row: 0, col: 0 }, cursor: { row: 1, col: 1 } };
    const out = pasted(grid, block, 'x\r\n', 'en')!;
    expect([cellOf(out.state, { row: 0, col: 0 }), cellOf(out.state, { row: 1, col: 1 })]).toEqual(['x', 'x']);
  });

  it('copies a block as tab-separated rows that paste back to the same cells', () => {
    const grid = gridOf('confrontation', goblins.cards.slice(0, 3));
    const block = rangeOf({ anchor: { row: 0, col: 0 }, cursor: { row: 2, col: col(grid, 'points') } });
    const text = rangeText(grid, block);
    const breaker = goblins.cards[0]!;
    expect(text.split('\n')[0]!.split('\t')).toEqual([breaker.name.de, breaker.name.en, 'goblin-mountain-breaker', 'war-machine', breaker.rank?.de ?? '', breaker.rank?.en ?? '', '95']);
    const back = pasted(gridOf('confrontation', []), at(0, 0), text, 'en')!.state;
    for (let c = block.left; c <= block.right; c++) expect(cellOf(back, { row: 2, col: c })).toBe(cellOf(grid, { row: 2, col: c }));
  });

  it('copies what the grid shows (the type by its name in the UI language), and that pastes back to the same ids', () => {
    const grid = gridOf('confrontation', goblins.cards.slice(0, 1));
    const block = rangeOf({ anchor: { row: 0, col: col(grid, 'id') }, cursor: { row: 0, col: col(grid, 'kind') } });
    const de = (key: string): string => translate('de', key);
    const text = rangeText(grid, block, (column, value) => shownValue(column, value, de));
    expect(text.split('\n')[0]!.split('\t')).toEqual(['goblin-mountain-breaker', 'Kriegsmaschine']);
    const back = pasted(gridOf('confrontation', []), at(0, col(grid, 'id')), text, 'en')!.state;
    expect(cellOf(back, { row: 0, col: col(grid, 'kind') })).toBe('war-machine');
  });

  it('moves like a spreadsheet: arrows stop at the edges, Tab goes on in the next row and leaves after the last cell', () => {
    const dims = { rows: 5, cols: 4, page: 2 };
    expect(moved({ row: 0, col: 0 }, 'up', dims)).toEqual({ row: 0, col: 0 });
    expect(moved({ row: 0, col: 3 }, 'right', dims)).toEqual({ row: 0, col: 3 });
    expect(moved({ row: 0, col: 3 }, 'next', dims)).toEqual({ row: 1, col: 0 });
    expect(moved({ row: 1, col: 0 }, 'previous', dims)).toEqual({ row: 0, col: 3 });
    expect(moved({ row: 4, col: 3 }, 'next', dims)).toBeNull();
    expect(moved({ row: 0, col: 0 }, 'previous', dims)).toBeNull();
    expect(moved({ row: 2, col: 2 }, 'home', dims)).toEqual({ row: 2, col: 0 });
    expect(moved({ row: 2, col: 1 }, 'end', dims)).toEqual({ row: 2, col: 3 });
    expect(moved({ row: 2, col: 2 }, 'first', dims)).toEqual({ row: 0, col: 0 });
    expect(moved({ row: 2, col: 2 }, 'last', dims)).toEqual({ row: 4, col: 3 });
    expect(moved({ row: 1, col: 2 }, 'pageDown', dims)).toEqual({ row: 3, col: 2 });
    expect(moved({ row: 4, col: 2 }, 'pageDown', dims)).toEqual({ row: 4, col: 2 });
    expect(moved({ row: 1, col: 2 }, 'pageUp', dims)).toEqual({ row: 0, col: 2 });
  });

  it('typing into the row after the last adds a card; an edit that changes nothing gives the same state (nothing to undo)', () => {
    const grid = gridOf('confrontation', goblins.cards.slice(0, 2));
    const added = withCells(grid, [{ row: 2, column: 'name_en', value: 'Scout' }]);
    expect(added.rows).toHaveLength(3);
    expect(added.rows.slice(0, 2)).toEqual(grid.rows);
    expect(withCells(added, [{ row: 2, column: 'name_en', value: 'Scout' }])).toBe(added);
    // A row keeps its key through edits (the save keeps what a row held by it).
    expect(withCells(added, [{ row: 0, column: 'points', value: '1' }]).rows[0]!.key).toBe(grid.rows[0]!.key);
  });

  it('Delete empties the selected cells; rows are inserted and deleted; blank rows are neither problems nor cards', () => {
    const grid = gridOf('confrontation', goblins.cards.slice(0, 3));
    const emptied = cleared(grid, rangeOf({ anchor: { row: 1, col: 0 }, cursor: { row: 1, col: grid.columns.length - 1 } }));
    expect(Object.keys(emptied.rows[1]!.cells)).toEqual([]);
    expect(checkGrid(emptied, NONE).problems).toBe(0);
    expect(savePlan(emptied, checkGrid(emptied, NONE), new Map()).cards.map((c) => c.id)).toEqual(['goblin-mountain-breaker', 'goblin-cannon']);
    const inserted = withRowsInserted(grid, 1, 2);
    expect(inserted.rows).toHaveLength(5);
    expect(inserted.rows[3]).toBe(grid.rows[1]);
    const deleted = withRowsDeleted(grid, 0, 1);
    expect(deleted.rows).toEqual([grid.rows[2]]);
    // The empty row for a new card is not a row to delete.
    expect(withRowsDeleted(grid, 3, 3)).toBe(grid);
  });

  it('an id given twice marks the later row; an id another card has is marked as taken', () => {
    const grid = pasted(gridOf('confrontation', []), at(0, 0), 'A\tA\tsame\tfighter\t\t\t5\nB\tB\tsame\tfighter\t\t\t6\nC\tC\tgoblin-warrior\tfighter\t\t\t7\n', 'en')!.state;
    const check = checkGrid(grid, new Map([['goblin-warrior', 'shipped' as const]]));
    expect(check.rows.get(grid.rows[0]!.key)?.issues).toEqual([]);
    expect(check.rows.get(grid.rows[1]!.key)?.issues).toEqual([{ cell: 'id', path: 'id', code: 'duplicate', params: { value: 'same' } }]);
    expect(check.rows.get(grid.rows[2]!.key)?.issues).toEqual([{ cell: 'id', path: 'id', code: 'idTaken', params: { value: 'goblin-warrior' } }]);
  });

  it('a Chronopia profile value named by its English abbreviation is its German key: in a card, in a pasted header; other values are named', () => {
    const witch = cardSchema.parse({ id: 'lotus-witch', kind: 'fighter', name: { de: 'Lotushexe', en: 'Lotus Witch' }, source: 'user', points: 40, stats: { MV: 3, NK: 11, LD: 13 } });
    const grid = gridOf('chronopia', [witch]);
    expect(grid.columns.filter((c) => c.startsWith('stat:'))).toEqual(['stat:BW', 'stat:NK', 'stat:FK', 'stat:ST', 'stat:R', 'stat:SCH', 'stat:VER', 'stat:FG', 'stat:G', 'stat:HDL', 'stat:MG']);
    expect(otherStats(grid)).toEqual([]);
    expect(checkGrid(grid, NONE).rows.get(grid.rows[0]!.key)?.card?.stats).toEqual({ BW: 3, NK: 11, FG: 13 });
    // A header of CSV names (any case) and of the English headings; a value Chronopia does not have gets a column of its own, and is named.
    const text = 'Name (English)\tid\tType\tpoints\tstat:ld\tMV\tstat:rc\tstat:XYZ\nElf Scout\telf-scout\tFighter\t12\t13\t5\t2\t1\n';
    const out = pasted(grid, at(1, 0), text, 'en')!;
    expect(out.state.columns.filter((c) => !grid.columns.includes(c))).toEqual(['stat:XYZ']);
    expect(otherStats(out.state)).toEqual(['XYZ']);
    expect(checkGrid(out.state, NONE).rows.get(out.state.rows[1]!.key)?.card?.stats).toEqual({ BW: 5, FK: 2, FG: 13, XYZ: 1 });
    expect(otherStats(gridOf('confrontation', [{ ...witch, stats: { MOV: 3, XY: 1 } }]))).toEqual(['XY']);
  });

  it('a card that has a value by its key and by its abbreviation keeps both columns; the abbreviation is the one given twice', () => {
    const both = cardSchema.parse({ id: 'both', kind: 'fighter', name: { de: 'B', en: 'B' }, source: 'user', points: 1, stats: { BW: 5, MV: 3 } });
    const grid = gridOf('chronopia', [both]);
    expect(grid.columns).toContain('stat:MV');
    expect(checkGrid(grid, NONE).rows.get(grid.rows[0]!.key)?.issues).toEqual([{ cell: 'stat:MV', path: 'stats.MV', code: 'duplicate', params: { value: 'BW' } }]);
  });

  it('a type or size given by its name in either language is kept as its id', () => {
    expect(['Kämpfer', 'war machine', 'Kriegsmaschine', 'SPELL'].map((v) => typedValue('kind', v))).toEqual(['fighter', 'war-machine', 'war-machine', 'spell']);
    expect(['Groß', 'very large', 'Sehr groß', 'tiny'].map((v) => typedValue('size', v))).toEqual(['large', 'very-large', 'very-large', 'tiny']);
    expect(typedValue('name_en', 'Groß')).toBe('Groß');
    const out = pasted(gridOf('confrontation', []), at(0, 0), 'A\tA\ta\tKämpfer\t\t\t5\tKlein\n', 'en')!.state;
    expect(checkRow(out.rows[0]!, out.columns).card).toMatchObject({ kind: 'fighter', size: 'small' });
  });

  it('a problem inside a cell names its field; one language is enough for names', () => {
    const grid = pasted(gridOf('confrontation', []), at(0, 0), '\tSapper\tsapper-x\tfighter\t\t\t5\t\t\n', 'en')!.state;
    const withAbility = withCells(grid, [{ row: 0, column: 'abilities', value: 'transport' }]);
    expect(checkRow(withAbility.rows[0]!, withAbility.columns).issues).toEqual([{ cell: 'abilities', path: 'abilities.0.value', code: 'required', params: {} }]);
    expect(checkRow(grid.rows[0]!, grid.columns).card?.name).toEqual({ de: 'Sapper', en: 'Sapper' });
    const badKind = withCells(grid, [{ row: 0, column: 'kind', value: 'hero' }]);
    expect(checkRow(badKind.rows[0]!, badKind.columns).issues[0]).toMatchObject({ cell: 'kind', code: 'choice', params: { values: expect.stringContaining('war-machine') } });
  });

  it('save: good rows are the cards; a row with problems is left out, and the card it held before stays as saved', () => {
    const cards = goblins.cards.slice(0, 3);
    const grid = gridOf('confrontation', cards);
    const saved = new Map(grid.rows.map((row, i) => [row.key, cards[i]!] as const));
    const broken = withCells(grid, [{ row: 1, column: 'points', value: '-3' }, { row: 3, column: 'name_en', value: 'New one' }]);
    const plan = savePlan(broken, checkGrid(broken, NONE), saved);
    expect(plan.skipped).toEqual([1, 3]);
    expect(plan.kept).toEqual([cards[1]!.id]);
    const [a, b, c] = cards as [Card, Card, Card];
    expect(plan.cards).toEqual([{ ...a, source: 'user' }, { ...c, source: 'user' }, b]);
    expect(plan.from).toEqual([0, 2, null]);
  });

  it('a kept card gives way to a good row that now has its id', () => {
    const cards: Card[] = goblins.cards.slice(0, 1);
    const grid = gridOf('confrontation', cards);
    const saved = new Map([[grid.rows[0]!.key, cards[0]!]]);
    // A new row with the card's id comes first; the card's own row now has a bad cell (and is the later of two with that id).
    const replaced = withCells({ ...grid, rows: [newRow({ ...grid.rows[0]!.cells, name_en: 'Replacement' }), ...grid.rows] }, [{ row: 1, column: 'points', value: 'x' }]);
    const plan = savePlan(replaced, checkGrid(replaced, NONE), saved);
    expect(plan.cards.map((c) => c.name.en)).toEqual(['Replacement']);
    expect(plan.kept).toEqual([]);
  });
});
