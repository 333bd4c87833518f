import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fullArbitrary } from '../files/test-support/schema-arbitrary';
import { serializeWithSchema } from '../files/serialize';
import { cardSchema, type Card, type CardFile } from '../model/card';
import { CARD_FILE_FORMAT, CARD_FILE_VERSION } from '../model/card-terms';
import { cardFileOfPack, factionPackSchema, packDiff, packImportDiff, packOf, packPreview, parsePack } from './faction-pack';

const card = (id: string, more: Record<string, unknown> = {}): Card =>
  cardSchema.parse({ id, kind: 'fighter', name: { de: id, en: id }, source: 'user', points: 10, stats: { MOV: 10 }, ...more });

const file = (cards: Card[]): CardFile => ({
  format: CARD_FILE_FORMAT,
  version: CARD_FILE_VERSION,
  system: 'confrontation',
  faction: { id: 'goblins', name: { de: 'Goblins', en: 'Goblins' } },
  cards,
});

describe('faction packs', () => {
  it('export then import gives the same faction and cards, marked as the player’s own', () => {
    const pack = packOf(file([card('a'), card('b', { source: 'sample', points: 12 })]), new Date('2026-11-22T10:00:00Z'));
    const text = serializeWithSchema(factionPackSchema, pack);
    const back = parsePack(text, 'goblins.muster-pack.json');
    expect(back.problems).toEqual([]);
    expect(back.pack?.exported).toBe('2026-11-22T10:00:00.000Z');
    expect(back.pack?.cards.map((c) => [c.id, c.source, c.points])).toEqual([
      ['a', 'user', 10],
      ['b', 'user', 12],
    ]);
    expect(cardFileOfPack(back.pack!)).toEqual(file([card('a'), card('b', { points: 12 })]));
  });

  it('every card survives export → import (any valid card)', () => {
    fc.assert(
      fc.property(fc.array(fullArbitrary(cardSchema), { maxLength: 4 }), (raws) => {
        const cards = [...new Map(raws.map((r) => cardSchema.parse(r)).map((c) => [c.id, { ...c, source: 'user' as const }])).values()];
        const back = parsePack(serializeWithSchema(factionPackSchema, packOf(file(cards))), 'p.json');
        expect(back.pack?.cards).toEqual(cards);
      }),
      { numRuns: 20 },
    );
  }, 60_000);

  it('a bad card is named by its path and left out; the others stay', () => {
    const pack = JSON.parse(serializeWithSchema(factionPackSchema, packOf(file([card('a'), card('b')])))) as { cards: Record<string, unknown>[] };
    pack.cards[0]!.points = 'zehn';
    const back = parsePack(JSON.stringify(pack), 'p.json');
    expect(back.pack?.cards.map((c) => c.id)).toEqual(['b']);
    expect(back.problems.map((p) => `${p.file}: ${p.path}`)).toEqual(['p.json: cards[0].points']);
  });

  it('refuses a card file, a newer version and broken JSON with a message naming the file', () => {
    expect(parsePack(serializeWithSchema(factionPackSchema, packOf(file([]))).replace('muster-pack', 'muster-cards'), 'x.json').problems[0]?.message).toMatch(/not a Muster faction pack/);
    const newer = parsePack(JSON.stringify({ ...packOf(file([])), version: 9 }), 'x.json');
    expect(newer.pack).toBeUndefined();
    expect(newer.problems[0]?.message).toMatch(/version 9 is newer/);
    const broken = parsePack('{"format": "muster-pack",', 'x.json');
    expect(broken.pack).toBeUndefined();
    expect(broken.problems[0]?.file).toBe('x.json');
  });

  it('the preview lists added, changed (with the fields) and removed cards', () => {
    const current = [card('kept'), card('cheaper', { points: 20 }), card('gone')];
    const incoming = [card('kept', { source: 'sample' }), card('cheaper', { points: 15, name: { de: 'Billig', en: 'Cheap' } }), card('new')];
    const diff = packDiff(current, incoming);
    expect(diff.added.map((c) => c.id)).toEqual(['new']);
    expect(diff.removed.map((c) => c.id)).toEqual(['gone']);
    expect(diff.changed.map((c) => [c.before.id, c.before.points, c.after.points, c.fields])).toEqual([['cheaper', 20, 15, ['name', 'points']]]);
    expect(diff.unchanged).toBe(1);
  });

  it('a card the pack holds but could not read keeps the user’s card of that id: kept, not removed, and written back', () => {
    const crossbow = card('club-tnb-crossbow', { points: 19 });
    const cannon = card('club-tnb-cannon', { points: 85 });
    const pack = JSON.parse(serializeWithSchema(factionPackSchema, packOf(file([crossbow, card('club-tnb-cannon', { points: 90 })])))) as { cards: Record<string, unknown>[] };
    (pack.cards[0]!.stats as Record<string, unknown>).MOV = '10 cm';
    const read = parsePack(JSON.stringify(pack), 'p-onebad.json');
    expect(read.problems.map((p) => `${p.file}: ${p.path}: ${p.message}`)).toEqual(['p-onebad.json: cards[0].stats.MOV: should be a number, not a text']);
    expect(read.leftOut).toEqual(['club-tnb-crossbow']);
    const diff = packImportDiff({ pack: read.pack!, leftOut: read.leftOut }, [crossbow, cannon, card('gone')]);
    expect(diff.removed.map((c) => c.id)).toEqual(['gone']);
    expect(diff.kept).toEqual([crossbow]);
    expect(diff.changed.map((c) => [c.after.id, c.fields])).toEqual([['club-tnb-cannon', ['points']]]);
    // The file written: the pack's cards, then the user's card it could not read.
    expect(cardFileOfPack(read.pack!, diff.kept).cards.map((c) => [c.id, c.points])).toEqual([
      ['club-tnb-cannon', 90],
      ['club-tnb-crossbow', 19],
    ]);
    expect(packPreview({ pack: read.pack!, leftOut: read.leftOut }, [crossbow, cannon])).toMatchObject({ cards: 1, removed: [], kept: [{ id: 'club-tnb-crossbow', name: { en: 'club-tnb-crossbow' } }], unchanged: 0 });
  });

  it('a pack without a card that can be imported is read with a problem saying nothing is changed, and changes nothing', () => {
    const pack = JSON.parse(serializeWithSchema(factionPackSchema, packOf(file([card('a'), card('b')])))) as { cards: Record<string, unknown>[] };
    pack.cards[0]!.points = 'ten';
    delete pack.cards[1]!.points;
    const read = parsePack(JSON.stringify(pack), 'p-badcards.json');
    expect(read.pack?.cards).toEqual([]);
    expect(read.leftOut).toEqual(['a', 'b']);
    expect(read.problems.map((p) => `${p.file}: ${p.path}: ${p.message}`)).toEqual([
      'p-badcards.json: cards[0].points: should be a number, not a text',
      'p-badcards.json: cards[1].points: missing (a number is needed)',
      'p-badcards.json: cards: no card of the pack can be imported, so nothing is changed',
    ]);
    const current = [card('a'), card('mine')];
    expect(packImportDiff({ pack: read.pack!, leftOut: read.leftOut }, current)).toEqual({ added: [], changed: [], removed: [], kept: [card('a')], unchanged: 0 });
    expect(packPreview({ pack: read.pack!, leftOut: read.leftOut }, current)).toMatchObject({ cards: 0, removed: [], kept: [{ id: 'a' }] });
    // An empty pack too.
    expect(parsePack(serializeWithSchema(factionPackSchema, packOf(file([]))), 'empty.json').problems.map((p) => p.issue?.code)).toEqual(['pack-no-cards']);
  });

  it('a card with the id of a shipped card, or of the user’s card in another faction, is left out as the CSV import refuses its row; the user’s card of this faction is replaced', () => {
    const known = {
      card: (id: string) =>
        ({
          'khor-warrior': { system: 'confrontation' as const, faction: 'khors', source: 'sample' as const },
          'my-wolf': { system: 'confrontation' as const, faction: 'wolfen', source: 'user' as const },
          'my-goblin': { system: 'confrontation' as const, faction: 'goblins', source: 'user' as const },
        })[id],
    };
    const text = serializeWithSchema(factionPackSchema, packOf(file([card('new'), card('khor-warrior'), card('my-wolf'), card('my-goblin')])));
    const read = parsePack(text, 'p-shipped.json', known);
    expect(read.pack?.cards.map((c) => c.id)).toEqual(['new', 'my-goblin']);
    expect(read.leftOut).toEqual(['khor-warrior', 'my-wolf']);
    expect(read.problems.map((p) => `${p.file}: ${p.path}: ${p.message}`)).toEqual([
      "p-shipped.json: cards[1].id: 'khor-warrior' is the id of a shipped card; give your card another id",
      "p-shipped.json: cards[2].id: a card with the id 'my-wolf' exists already (your card in wolfen); give this card another id",
    ]);
  });

  it('key order does not make a card look changed', () => {
    const a = card('a', { stats: { MOV: 10, STR: 3 } });
    const b = { ...a, stats: { STR: 3, MOV: 10 } };
    expect(packDiff([a], [b])).toEqual({ added: [], changed: [], removed: [], kept: [], unchanged: 1 });
  });
});
