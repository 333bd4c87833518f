import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fullArbitrary } from '../files/test-support/schema-arbitrary';
import { cardFileSchema, cardSchema, type Card, type DbCard } from '../model/card';
import { cardFromRow, cardsFromCsv, cardsToCsv, isCsvRefusal, mergeDataset } from './cards-csv';
import type { CardFile } from '../model/card';
import { inProfileOrder } from '../model/card-terms';
import { statKeyOf } from '../model/card-stats';
import firstbornFile from '../../resources/cards/chronopia/firstborn.json';
import goblinFile from '../../resources/cards/confrontation/goblins-no-dan-kar.json';

const dbCard = (card: Card, faction = 'goblins'): DbCard => ({ ...card, system: 'confrontation', faction });

describe('card files as CSV', () => {
  it('a spreadsheet row per card: names, rank, points, size, figures, abilities, one column per profile value', () => {
    const card = cardSchema.parse({
      id: 'goblin-warrior',
      kind: 'fighter',
      name: { de: 'Goblin-Krieger', en: 'Goblin Warrior' },
      rank: { de: 'Regulär', en: 'Regular' },
      source: 'user',
      points: 12,
      size: 'small',
      stats: { MOV: 10, STR: 3 },
      abilities: [{ id: 'transport', value: 4, access: 'rear' }, { id: 'irrepressible' }],
    });
    const csv = cardsToCsv([dbCard(card)], () => ({ de: 'Goblins von No-Dan-Kar', en: 'Goblins of No-Dan-Kar' }));
    const [head, row] = csv.trim().split('\n');
    expect(head).toBe('system,faction,faction_de,faction_en,id,kind,source,name_de,name_en,rank_de,rank_en,points,size,figures,abilities,stat:MOV,stat:STR,more');
    expect(row).toBe('confrontation,goblins,Goblins von No-Dan-Kar,Goblins of No-Dan-Kar,goblin-warrior,fighter,user,Goblin-Krieger,Goblin Warrior,Regulär,Regular,12,small,1,transport 4 rear; irrepressible,10,3,');
    const back = cardsFromCsv(csv, 'cards.csv');
    expect(back.problems).toEqual([]);
    expect(back.files).toEqual([{ format: 'muster-cards', version: 2, system: 'confrontation', faction: { id: 'goblins', name: { de: 'Goblins von No-Dan-Kar', en: 'Goblins of No-Dan-Kar' } }, cards: [card] }]);
  });

  it('a bad row is named with its line and column; every other row is imported', () => {
    const csv = [
      'system,faction,id,kind,name_de,name_en,points,stat:MOV,more',
      'confrontation,goblins,a,fighter,A,A,10,10,',
      'confrontation,goblins,b,fighter,B,B,zehn,10,',
      'confrontation,goblins,c,fighter,C,C,7,schnell,',
      'backgammon,goblins,d,fighter,D,D,7,10,',
      'confrontation,goblins,e,fighter,E,E,7,10,{oops',
      'confrontation,goblins,f,fighter,F,F,8,,"{""personality"":true}"',
    ].join('\n');
    const out = cardsFromCsv(csv, 'mine.csv');
    expect(out.files[0]?.cards.map((c) => c.id)).toEqual(['a', 'f']);
    expect(out.files[0]?.cards.map((c) => [c.source, c.personality])).toEqual([['user', false], ['user', true]]);
    const where = out.problems.map((p) => `${p.file} ${p.path}`);
    expect(where).toEqual(['mine.csv line 3, column points', 'mine.csv line 4, column stat:MOV', 'mine.csv line 5, column system', 'mine.csv line 6, column more']);
  });

  it('a type and a size typed by their names in either language (as the app shows them) are read as their ids; other words are refused', () => {
    const csv = [
      'system,faction,id,kind,name_de,name_en,points,size',
      'confrontation,goblins,a,Kämpfer,A,A,10,Groß',
      'confrontation,goblins,b, war machine ,B,B,10,very large',
      'confrontation,goblins,c,Spell,C,C,10,',
      'confrontation,goblins,d,Krieger,D,D,10,riesig',
    ].join('\n');
    const out = cardsFromCsv(csv, 'mine.csv');
    expect(out.files[0]?.cards.map((c) => [c.id, c.kind, c.size])).toEqual([['a', 'fighter', 'large'], ['b', 'war-machine', 'very-large'], ['c', 'spell', undefined]]);
    expect(out.problems.map((p) => [p.line, p.column])).toEqual([[5, 'kind'], [5, 'size']]);
  });

  it('refuses a file without the needed columns, naming them', () => {
    const out = cardsFromCsv('name,points\nA,3\n', 'x.csv');
    expect(out.files).toEqual([]);
    expect(out.problems.map((p) => p.message)).toContain("the column 'system' is missing");
    expect(out.problems.map((p) => p.message)).toContain("the column 'name_en' is missing");
  });

  it('one name column is enough: the card takes that name in both languages', () => {
    const out = cardsFromCsv('system,faction,id,kind,name_en,points\nconfrontation,my-clan,my-golem,fighter,Golem,60\n', 'en.csv');
    expect(out.problems).toEqual([]);
    expect(out.files[0]?.cards[0]?.name).toEqual({ de: 'Golem', en: 'Golem' });
    expect(cardsFromCsv('system,faction,id,kind,name_de,points\nconfrontation,my-clan,my-golem,fighter,Golem,60\n', 'de.csv').files[0]?.cards[0]?.name).toEqual({ de: 'Golem', en: 'Golem' });
  });

  it('reads the separator and line break the header uses: a German spreadsheet’s semicolons and CRLF, tabs, quoted line breaks', () => {
    const rows = (sep: string, nl: string) =>
      [['system', 'faction', 'id', 'kind', 'name_de', 'name_en', 'points'], ['confrontation', 'my-clan', 'my-golem', 'fighter', '"Golem; groß"', '"Golem,\nbig"', '60'], ['confrontation', 'my-clan', 'my-imp', 'fighter', 'Kobold', 'Imp', '7']]
        .map((r) => r.join(sep))
        .join(nl) + nl;
    for (const [sep, nl] of [[';', '\r\n'], [',', '\n'], ['\t', '\r\n'], [';', '\r']] as const) {
      const out = cardsFromCsv(rows(sep, nl), 'excel.csv');
      expect(out.problems, JSON.stringify({ sep, nl })).toEqual([]);
      expect(out.files[0]?.cards.map((c) => [c.id, c.name.de, c.name.en, c.points])).toEqual([
        ['my-golem', 'Golem; groß', 'Golem,\nbig', 60],
        ['my-imp', 'Kobold', 'Imp', 7],
      ]);
    }
  });

  it('imports at most 50,000 rows, however long the file, and names the rest as not read', () => {
    const row = (i: number) => `confrontation,my-clan,c${i},fighter,C${i},,1`;
    const text = ['system,faction,id,kind,name_de,name_en,points', ...Array.from({ length: 50_003 }, (_, i) => row(i))].join('\n');
    const out = cardsFromCsv(text, 'big.csv');
    expect(out.rows).toBe(50_000);
    expect(out.problems.map((p) => p.issue?.code)).toEqual(['too-many-rows']);
  });

  it('a known faction keeps its names and data when the name columns are empty; an unknown one takes the names given, else its id', () => {
    const dirz = { id: 'scorpions-dirz', name: { de: 'Skorpione von Dirz', en: 'Scorpions of Dirz' }, provenance: { dataset: 'x', originalId: 'dirz', licence: 'y' } };
    const csv = [
      'system,faction,faction_de,faction_en,id,kind,name_en,name_de,points',
      'confrontation,scorpions-dirz,,,my-dirz-clone-elite,fighter,Elite Clone,Elite-Klon,30',
      'confrontation,scorpions-dirz,,Dirz (mine),my-dirz-other,fighter,Other,Anderer,30',
      'confrontation,my-clan,,My clan,my-scout,fighter,Scout,Späher,12',
      'confrontation,no-names,,,my-nobody,fighter,Nobody,Niemand,12',
    ].join('\n');
    const out = cardsFromCsv(csv, 'a.csv', { faction: (system, id) => (system === 'confrontation' && id === dirz.id ? dirz : undefined) });
    // No row refused; the faction named by nothing but its id is noted (see the next test).
    expect(out.problems.map((p) => [p.line, p.issue.code, isCsvRefusal(p)])).toEqual([[5, 'new-faction', false]]);
    expect(out.files.map((f) => f.faction)).toEqual([dirz, { id: 'my-clan', name: { de: 'My clan', en: 'My clan' } }, { id: 'no-names', name: { de: 'no-names', en: 'no-names' } }]);
    expect(out.files[0]?.cards.map((c) => c.id)).toEqual(['my-dirz-clone-elite', 'my-dirz-other']);
  });

  it('reads every column name as the card grid reads a pasted header (case and spaces not counting) and notes each column it does not read once, naming file and column', () => {
    const csv = ['system,Faction,ID,kind,NAME_en,points,ranK_en,Stat: mov,notes_en,notes_en,colour', 'confrontation,goblins,x5,fighter,X,5,Elite,10,Some note,Other,red', 'confrontation,goblins,x6,fighter,Y,6,,12,,,'].join('\n');
    const out = cardsFromCsv(csv, 'cols.csv');
    // The rank and the profile value are read (the rank is one Muster knows, so it has both names).
    expect(out.files[0]?.cards.map((c) => [c.id, c.name.en, c.rank, c.stats])).toEqual([
      ['x5', 'X', { de: 'Elite', en: 'Elite' }, { MOV: 10 }],
      ['x6', 'Y', undefined, { MOV: 12 }],
    ]);
    // Each column it does not read is a note (the rows are imported), once, however many rows and however often it is in the header.
    expect(out.problems.map((p) => [`${p.file}, ${p.path}: ${p.message}`, p.note, p.issue])).toEqual([
      ["cols.csv, line 1, column notes_en: not a column Muster reads; its cells were left out (a field without a column of its own goes in 'more' as JSON)", true, { kind: 'file', code: 'unknown-column', params: { column: 'notes_en', more: 'more' } }],
      ["cols.csv, line 1, column notes_en_1: not a column Muster reads; its cells were left out (a field without a column of its own goes in 'more' as JSON)", true, { kind: 'file', code: 'unknown-column', params: { column: 'notes_en_1', more: 'more' } }],
      ["cols.csv, line 1, column colour: not a column Muster reads; its cells were left out (a field without a column of its own goes in 'more' as JSON)", true, { kind: 'file', code: 'unknown-column', params: { column: 'colour', more: 'more' } }],
    ]);
    expect(out.problems.filter(isCsvRefusal)).toEqual([]);
    // The needed columns are found whatever their case.
    expect(cardsFromCsv('SYSTEM,Faction,Id,KIND,Name_EN,Points\nconfrontation,goblins,a,fighter,A,1\n', 'x.csv')).toMatchObject({ problems: [], rows: 1 });
  });

  it('reads points, figures and profile values as plain numbers only (parseDecimal): 1e3 and 0x10 are no numbers, 12,5 is no whole number', () => {
    const csv = [
      'system,faction,id,kind,name_en,points,figures,stat:MOV',
      'confrontation,goblins,a,fighter,A,007,2,10',
      'confrontation,goblins,b,fighter,B,1e3,,',
      'confrontation,goblins,c,fighter,C,"12,5",,',
      'confrontation,goblins,d,fighter,D,0x10,,',
      'confrontation,goblins,e,fighter,E,5,1e1,',
      'confrontation,goblins,f,fighter,F,5,,1e1',
      'confrontation,goblins,g,fighter,G,Infinity,,',
    ].join('\n');
    const out = cardsFromCsv(csv, 'nums.csv');
    expect(out.files[0]?.cards.map((c) => [c.id, c.points, c.figures, c.stats])).toEqual([['a', 7, 2, { MOV: 10 }]]);
    expect(out.problems.map((p) => [p.line, p.column, p.issue.code])).toEqual([
      [3, 'points', 'number'],
      [4, 'points', 'integer'],
      [5, 'points', 'number'],
      [6, 'figures', 'number'],
      [7, 'stat:MOV', 'number'],
      [8, 'points', 'number'],
    ]);
  });

  it('refuses a row whose id is a shipped card’s or the user’s card’s in another faction, or that an earlier row has in another faction', () => {
    const held: Record<string, { system: 'confrontation'; faction: string; source: 'user' | 'seed' }> = {
      'wolfen-alpha': { system: 'confrontation', faction: 'wolfen-yllia', source: 'user' },
      'my-mid-nor': { system: 'confrontation', faction: 'dwarves-mid-nor', source: 'user' },
      'goblin-minelayer': { system: 'confrontation', faction: 'goblins', source: 'seed' },
    };
    const csv = [
      'system,faction,id,kind,name_en,name_de,points',
      'confrontation,dwarves-mid-nor,wolfen-alpha,fighter,Alpha,Alpha,30',
      'confrontation,dwarves-mid-nor,my-mid-nor,fighter,Mine,Meins,31',
      'confrontation,dwarves-mid-nor,goblin-minelayer,fighter,Copy,Kopie,5',
      'confrontation,dwarves-mid-nor,my-new,fighter,New,Neu,5',
      'confrontation,goblins,my-new,fighter,New,Neu,6',
    ].join('\n');
    const out = cardsFromCsv(csv, 'b.csv', { card: (id) => held[id] });
    expect(out.problems.map((p) => [p.line, p.column, p.issue.kind === 'file' ? p.issue.code : p.issue.code])).toEqual([
      [2, 'id', 'elsewhere-id'],
      [4, 'id', 'shipped-id'],
      [6, 'id', 'twice'],
    ]);
    expect(out.problems[0]?.issue.params).toEqual({ id: 'wolfen-alpha', faction: 'wolfen-yllia' });
    // The user's card in the same faction is replaced by its row (mergeImported), as before.
    expect(out.files.flatMap((f) => f.cards.map((c) => c.id))).toEqual(['my-mid-nor', 'my-new']);
  });

  it('a row with the id of an earlier refused row is refused too, so the user’s card of that id is not replaced by the second row', () => {
    const held: Record<string, { system: 'confrontation'; faction: string; source: 'user' }> = { 'my-warden': { system: 'confrontation', faction: 'dwarves-mid-nor', source: 'user' } };
    const csv = [
      'system,faction,id,kind,name_en,name_de,points',
      'confrontation,dwarves-mid-nor,my-warden,fighter,Warden,Wächter,zwölf',
      'confrontation,dwarves-mid-nor,my-warden,fighter,Old draft,Alter Entwurf,9',
      'confrontation,dwarves-mid-nor,my-scout,fighter,Scout,Späher,12',
      'confrontation,dwarves-mid-nor,my-scout,fighter,Scout 2,Späher 2,13',
    ].join('\n');
    const out = cardsFromCsv(csv, 'c.csv', { card: (id) => held[id] });
    expect(out.problems.map((p) => [p.line, p.column, p.issue.code])).toEqual([
      [2, 'points', expect.any(String)],
      [3, 'id', 'twice-refused'],
      [5, 'id', 'twice'],
    ]);
    expect(out.problems[1]?.issue.params).toEqual({ id: 'my-warden', line: 2 });
    expect(out.problems[1]?.message).toBe("card 'my-warden' is in the file twice and its first row (line 2) was refused, so this row is not imported either; correct the first row or remove one");
    expect(out.files.flatMap((f) => f.cards.map((c) => [c.id, c.points]))).toEqual([['my-scout', 12]]);
  });

  it('a faction Muster does not know, given without names, is made named by its id and noted once at its first imported row; with names, or known, it is not', () => {
    const dirz = { id: 'scorpions-dirz', name: { de: 'Skorpione von Dirz', en: 'Scorpions of Dirz' } };
    const csv = [
      'system,faction,faction_de,faction_en,id,kind,name_en,name_de,points',
      'confrontation,zwerge-tir-na-bor,,,my-bad,fighter,Bad,Schlecht,zehn',
      'confrontation,zwerge-tir-na-bor,,,my-warden,fighter,Warden,Wächter,20',
      'confrontation,zwerge-tir-na-bor,,,my-second,fighter,Second,Zweiter,20',
      'confrontation,my-clan,,My clan,my-scout,fighter,Scout,Späher,12',
      'confrontation,scorpions-dirz,,,my-clone,fighter,Clone,Klon,30',
      'chronopia,zwerge-tir-na-bor,,,my-chronopia-warden,fighter,Warden,Wächter,20',
    ].join('\n');
    const out = cardsFromCsv(csv, 'typo.csv', { faction: (system, id) => (system === 'confrontation' && id === dirz.id ? dirz : undefined) });
    // Imported as before: the new faction is named by its id.
    expect(out.files.map((f) => [f.system, f.faction.id, f.faction.name.en, f.cards.length])).toEqual([
      ['confrontation', 'zwerge-tir-na-bor', 'zwerge-tir-na-bor', 2],
      ['confrontation', 'my-clan', 'My clan', 1],
      ['confrontation', 'scorpions-dirz', 'Scorpions of Dirz', 1],
      ['chronopia', 'zwerge-tir-na-bor', 'zwerge-tir-na-bor', 1],
    ]);
    const notes = out.problems.filter((p) => !isCsvRefusal(p));
    // Once per new faction, at the first row imported into it (line 2 was refused), with file, line and column.
    expect(notes.map((p) => [p.file, p.line, p.column, p.issue.code, p.issue.params.value])).toEqual([
      ['typo.csv', 3, 'faction', 'new-faction', 'zwerge-tir-na-bor'],
      ['typo.csv', 7, 'faction', 'new-faction', 'zwerge-tir-na-bor'],
    ]);
    expect(notes[0]?.message).toBe("'zwerge-tir-na-bor' is not a faction Muster knows, so a new faction named 'zwerge-tir-na-bor' was made for its cards; give its names in faction_de/faction_en, or correct the id");
    // A note is no refusal: the refused row is the only one.
    expect(out.problems.filter(isCsvRefusal).map((p) => [p.line, p.column])).toEqual([[2, 'points']]);
    // Without the factions to check against there is nothing to say.
    expect(cardsFromCsv(csv, 'typo.csv').problems.filter((p) => !isCsvRefusal(p))).toEqual([]);
  });

  it('a rank given in one language takes the other language’s name when Muster knows the rank; other ranks stay as typed in both', () => {
    const header = ['id', 'kind', 'name_en', 'points', 'rank_de', 'rank_en'];
    const rank = (de: string, en: string) => {
      const out = cardFromRow({ id: 'x', kind: 'fighter', name_en: 'X', points: '5', rank_de: de, rank_en: en }, header);
      return 'card' in out ? out.card.rank : out.problems;
    };
    expect(rank('', 'Special')).toEqual({ de: 'Spezial', en: 'Special' });
    expect(rank('', ' living legend ')).toEqual({ de: 'Lebende Legende', en: ' living legend ' });
    expect(rank('Irregulär', '')).toEqual({ de: 'Irregulär', en: 'Irregular' });
    expect(rank('Anführer', '')).toEqual({ de: 'Anführer', en: 'Leader' });
    // Both given: as typed; an unknown rank: the same text in both languages, as before.
    expect(rank('Regulär', 'Regular (old)')).toEqual({ de: 'Regulär', en: 'Regular (old)' });
    expect(rank('', 'Champion')).toEqual({ de: 'Champion', en: 'Champion' });
    expect(rank('', '')).toBeUndefined();
    // The CSV import reads rows with the same function.
    const csv = 'system,faction,id,kind,name_de,name_en,points,rank_de,rank_en\nconfrontation,my-clan,my-golem,fighter,,Golem,60,,Special\n';
    expect(cardsFromCsv(csv, 'r.csv').files[0]?.cards[0]?.rank).toEqual({ de: 'Spezial', en: 'Special' });
  });

  it('a dataset import replaces the dataset’s cards and keeps the user’s own; an own card with an imported id is replaced and named', () => {
    const c = (id: string, source: Card['source'], points = 10): Card => cardSchema.parse({ id, kind: 'fighter', name: { de: id, en: id }, source, points });
    const file = (cards: Card[], name = 'Dwarfs'): CardFile => ({ format: 'muster-cards', version: 2, system: 'oldworld', faction: { id: 'dwarfs', name: { de: name, en: name } }, cards });
    const before = file([c('king', 'dataset', 125), c('gyro-tank', 'user', 150), c('old-unit', 'dataset'), c('thane', 'user', 1)], 'Old');
    const imported = file([c('king', 'dataset', 130), c('thane', 'dataset', 80)], 'New');
    const out = mergeDataset(before, imported);
    expect(out.file.faction.name.en).toBe('New');
    expect(out.file.cards.map((x) => [x.id, x.source, x.points])).toEqual([
      ['king', 'dataset', 130],
      ['thane', 'dataset', 80],
      ['gyro-tank', 'user', 150],
    ]);
    expect(out.kept.map((x) => x.id)).toEqual(['gyro-tank']);
    expect(out.replaced.map((x) => x.id)).toEqual(['thane']);
    expect(mergeDataset(undefined, imported)).toEqual({ file: imported, kept: [], replaced: [] });
  });

  it('export → import keeps the profile of own Chronopia and Confrontation cards in the game’s order', () => {
    const own = (file: unknown, system: 'chronopia' | 'confrontation'): DbCard[] => {
      const parsed = cardFileSchema.parse(file);
      return parsed.cards.map((c) => ({ ...c, id: `${c.id}-copy`, source: 'user' as const, system, faction: parsed.faction.id }));
    };
    const chronopia = own(firstbornFile, 'chronopia');
    const confrontation = own(goblinFile, 'confrontation');
    const captain = chronopia.find((c) => c.id === 'firstborn-captain-copy');
    expect(Object.keys(captain?.stats ?? {})).toEqual(['BW', 'NK', 'FK', 'ST', 'R', 'SCH', 'VER', 'FG', 'G', 'HDL']);
    const csv = cardsToCsv([...chronopia, ...confrontation]);
    expect(csv.split('\n')[0]).toBe(
      'system,faction,faction_de,faction_en,id,kind,source,name_de,name_en,rank_de,rank_en,points,size,figures,abilities,' +
        'stat:BW,stat:NK,stat:FK,stat:ST,stat:R,stat:SCH,stat:VER,stat:FG,stat:G,stat:HDL,stat:MOV,stat:INI,stat:ATT,stat:STR,stat:DEF,stat:RES,stat:AIM,stat:COU,stat:DIS,stat:POW,more',
    );
    const back = cardsFromCsv(csv, 'mine.csv');
    expect(back.problems).toEqual([]);
    const cards = back.files.flatMap((f) => f.cards);
    const strip = ({ system: _s, faction: _f, ...card }: DbCard): Card => card;
    expect(cards).toEqual([...chronopia, ...confrontation].map(strip));
    // toEqual ignores the order of keys: the profile's order is checked card by card.
    expect(cards.map((c) => Object.keys(c.stats))).toEqual([...chronopia, ...confrontation].map((c) => Object.keys(c.stats)));
    expect(Object.keys(cards[0]?.stats ?? {})).toEqual(['BW', 'NK', 'FK', 'ST', 'R', 'SCH', 'VER', 'FG', 'G', 'HDL']);
  });

  it('reads a profile from columns in any order (a file of an earlier version, a spreadsheet) in the game’s order, then other values as first seen', () => {
    const csv = [
      'system,faction,id,kind,name_de,name_en,points,stat:BW,stat:FG,stat:XY,stat:NK,stat:AB,stat:VER',
      'chronopia,firstborn,my-captain,fighter,Hauptmann,Captain,40,10,7,1,4,2,12',
    ].join('\n');
    const back = cardsFromCsv(csv, 'old.csv');
    // XY and AB are no Chronopia values: kept, and noted.
    expect(back.problems.filter(isCsvRefusal)).toEqual([]);
    expect(Object.entries(back.files[0]?.cards[0]?.stats ?? {})).toEqual([['BW', 10], ['NK', 4], ['VER', 12], ['FG', 7], ['XY', 1], ['AB', 2]]);
  });

  it('reads a profile value given by the abbreviation the screens show (either language, any case) as the game’s key', () => {
    const csv = [
      'system,faction,id,kind,name_de,name_en,points,stat:MV,stat:cc,stat:LD,stat:BEW,stat:def',
      'chronopia,elves,lotus-witch,fighter,Lotushexe,Lotus Witch,40,3,11,13,,0',
      'confrontation,goblins,goblin-scout,fighter,Späher,Scout,12,,,,10,2',
    ].join('\n');
    const back = cardsFromCsv(csv, 'mine.csv');
    expect(back.files.map((f) => [f.system, f.cards.map((c) => Object.entries(c.stats))])).toEqual([
      ['chronopia', [[['BW', 3], ['NK', 11], ['VER', 0], ['FG', 13]]]],
      ['confrontation', [[['MOV', 10], ['DEF', 2]]]],
    ]);
    expect(back.problems).toEqual([]);
  });

  it('notes a value that is no profile value of the game once per game and key; two columns of one value refuse the row', () => {
    const csv = [
      'system,faction,id,kind,name_de,name_en,points,stat:BW,stat:XYZ,stat:MV',
      'chronopia,elves,a,fighter,A,A,10,3,1,',
      'chronopia,elves,b,fighter,B,B,10,3,2,',
      'chronopia,elves,c,fighter,C,C,10,3,,4',
    ].join('\n');
    const back = cardsFromCsv(csv, 'mine.csv');
    expect(back.files[0]?.cards.map((c) => [c.id, c.stats])).toEqual([['a', { BW: 3, XYZ: 1 }], ['b', { BW: 3, XYZ: 2 }]]);
    expect(back.problems.map((p) => [p.line, p.column, p.issue.code, isCsvRefusal(p)])).toEqual([
      [2, 'stat:XYZ', 'other-stat', false],
      [4, 'stat:MV', 'duplicate', true],
    ]);
    expect(back.problems[0]?.issue.params).toEqual({ stat: 'XYZ', system: 'chronopia', stats: 'BW, NK, FK, ST, R, SCH, VER, FG, G, HDL, MG' });
    expect(back.problems[0]?.message).toBe("'XYZ' is not a profile value of chronopia (BW, NK, FK, ST, R, SCH, VER, FG, G, HDL, MG); its values were kept as written, after the profile");
    expect(back.problems[1]?.message).toBe('BW is given twice (stat:MV and another column)');
  });

  it('export → import keeps every field of every card (property test over the card schema)', () => {
    // A value a card keeps by a German abbreviation of a Confrontation value (VER) comes back by its key (DEF); a card with both is refused (given twice).
    const byKey = (c: Card): Card => ({ ...c, stats: Object.fromEntries(Object.entries(c.stats).map(([k, v]) => [statKeyOf(k, 'confrontation'), v])) });
    const arb = (fullArbitrary(cardSchema) as fc.Arbitrary<Card>)
      .map((c) => cardSchema.parse(c))
      .filter((c) => Object.is(c.points, -0) === false)
      .filter((c) => Object.keys(byKey(c).stats).length === Object.keys(c.stats).length);
    fc.assert(
      fc.property(fc.uniqueArray(arb, { selector: (c) => c.id, maxLength: 3 }), (cards) => {
        const csv = cardsToCsv(cards.map((c) => dbCard(c)));
        const back = cardsFromCsv(csv, 'round-trip.csv');
        // Values that are no Confrontation value are noted, never refused.
        expect(back.problems.filter(isCsvRefusal)).toEqual([]);
        expect(back.files.flatMap((f) => f.cards)).toEqual(cards.map(byKey));
        // Key order too: each profile in the game's order, other values after it.
        expect(back.files.flatMap((f) => f.cards).map((c) => Object.keys(c.stats))).toEqual(cards.map((c) => inProfileOrder(Object.keys(byKey(c).stats), 'confrontation')));
      }),
      { numRuns: 20 },
    );
    // Room for a busy machine: 20 runs over the whole card schema take seconds when the cores are shared.
  }, 60_000);
});
