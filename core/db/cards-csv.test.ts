import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fullArbitrary } from '../files/test-support/schema-arbitrary';
import { cardSchema, type Card, type DbCard } from '../model/card';
import { cardsFromCsv, cardsToCsv } from './cards-csv';

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

  it('refuses a file without the needed columns, naming them', () => {
    const out = cardsFromCsv('name,points\nA,3\n', 'x.csv');
    expect(out.files).toEqual([]);
    expect(out.problems.map((p) => p.message)).toContain("the column 'system' is missing");
  });

  it('export → import keeps every field of every card (property test over the card schema)', () => {
    const arb = (fullArbitrary(cardSchema) as fc.Arbitrary<Card>)
      .map((c) => cardSchema.parse(c))
      .filter((c) => Object.is(c.points, -0) === false);
    fc.assert(
      fc.property(fc.uniqueArray(arb, { selector: (c) => c.id, maxLength: 3 }), (cards) => {
        const csv = cardsToCsv(cards.map((c) => dbCard(c)));
        const back = cardsFromCsv(csv, 'round-trip.csv');
        expect(back.problems).toEqual([]);
        expect(back.files.flatMap((f) => f.cards)).toEqual(cards);
      }),
      { numRuns: 20 },
    );
    // Room for a busy machine: 20 runs over the whole card schema take seconds when the cores are shared.
  }, 60_000);
});
