import { describe, expect, it } from 'vitest';
import type { CardFile } from '../model/card';
import { ARMY, OW } from '../systems/oldworld/test-fixtures';
import { CardDatabase } from './database';

const card = (id: string, name: string, extra: Partial<CardFile['cards'][number]> = {}): CardFile['cards'][number] => ({
  id, kind: 'fighter', name: { de: name, en: name }, source: 'user', points: 10,
  personality: false, figures: 1, mount: false, throne: false, stats: {}, abilities: [], ...extra,
});
const file = (faction: string, cards: CardFile['cards'], system: CardFile['system'] = 'confrontation'): CardFile => ({
  format: 'muster-cards', version: 2, system, faction: { id: faction, name: { de: faction, en: faction } }, cards,
});
const ids = (r: { cards: { id: string }[] }) => r.cards.map((c) => c.id);

describe('CardDatabase.pick (the card picker)', () => {
  const db = CardDatabase.fromFiles([
    file('allies', [card('a-guard', 'Guard of the allies'), card('a-scout', 'Scout')]),
    file('own', [card('o-guard', 'Guard'), card('o-lord', 'Lord'), card('o-sword', 'Sword', { kind: 'artifact', item: { type: 'weapon', list: 'general' } } as never)]),
    file('elsewhere', [card('x-guard', 'Guard')], 'chronopia'),
  ]);

  it("offers the list's faction only, unless allies are asked for, then after the own cards", () => {
    expect(pick(db, { text: 'guard' })).toEqual({ ids: ['o-guard'], count: 1 });
    expect(pick(db, { text: 'guard', allFactions: true })).toEqual({ ids: ['o-guard', 'a-guard'], count: 2 });
  });

  it('leaves out magic items and cards of other systems', () => {
    expect(pick(db, { allFactions: true })).toEqual({ ids: ['o-guard', 'o-lord', 'a-guard', 'a-scout'], count: 4 });
  });

  it('pages through the own cards and then the allies', () => {
    expect(pick(db, { allFactions: true, limit: 1, offset: 1 })).toEqual({ ids: ['o-lord'], count: 4 });
    expect(pick(db, { allFactions: true, limit: 2, offset: 1 })).toEqual({ ids: ['o-lord', 'a-guard'], count: 4 });
    expect(pick(db, { allFactions: true, limit: 3, offset: 3 })).toEqual({ ids: ['a-scout'], count: 4 });
  });

  it('keeps to the given ids (a TJOST selection list), any faction, own faction first', () => {
    expect(pick(db, { ids: ['a-scout', 'o-lord', 'nope'] })).toEqual({ ids: ['o-lord', 'a-scout'], count: 2 });
  });

  it('finds the cards of a faction that come after the first 10,000 of its system', () => {
    const filler = Array.from({ length: 12000 }, (_, i) => card(`filler-${i}`, `Filler ${i}`));
    const big = CardDatabase.fromFiles([file('first', filler), file('last', [card('late-hero', 'Late hero')])]);
    const found = big.pick({ system: 'confrontation', faction: 'last', text: 'late', limit: 60 });
    expect(ids(found)).toEqual(['late-hero']);
    expect(big.pick({ system: 'confrontation', faction: 'first', text: 'filler', limit: 60 }).count).toBe(12000);
  });
});

describe('CardDatabase.pick groups (the picker\'s headings and filter chips)', () => {
  const rank = (en: string, de: string) => ({ rank: { en, de } });
  const db = CardDatabase.fromFiles([
    file('allies', [card('a-elite', 'Ally elite', rank('Elite', 'Elite')), card('a-regular', 'Ally regular', rank('Regular', 'Regulär'))]),
    file('own', [
      card('o-vet', 'Veteran one', rank('Veteran', 'Veteran')),
      card('o-reg', 'Regular one', rank('Regular', 'Regulär')),
      card('o-spell', 'Fireball', { kind: 'spell' }),
      card('o-plain', 'Plain figure'),
      card('o-vet2', 'Veteran two', rank('Veteran', 'Veteran')),
      card('o-relic', 'Relic', { kind: 'artifact' }),
    ]),
  ]);

  it('groups by rank as the own faction first shows them, then figures without a rank, then kinds, own cards before allies in each', () => {
    const r = db.pick({ system: 'confrontation', faction: 'own', allFactions: true, limit: 60 });
    expect(r.groups.map((g) => [g.id, g.count])).toEqual([
      ['rank:veteran', 2], ['rank:regular', 2], ['rank:elite', 1], ['other', 1], ['kind:spell', 1], ['kind:artifact', 1],
    ]);
    expect(r.groups[0]?.rank).toEqual({ en: 'Veteran', de: 'Veteran' });
    expect(ids(r)).toEqual(['o-vet', 'o-vet2', 'o-reg', 'a-regular', 'a-elite', 'o-plain', 'o-spell', 'o-relic']);
    expect(r.groupOf).toEqual(['rank:veteran', 'rank:veteran', 'rank:regular', 'rank:regular', 'rank:elite', 'other', 'kind:spell', 'kind:artifact']);
  });

  it('shows one group when a chip is chosen, counting its cards, and still names every group', () => {
    const r = db.pick({ system: 'confrontation', faction: 'own', allFactions: true, group: 'rank:regular', limit: 60 });
    expect(ids(r)).toEqual(['o-reg', 'a-regular']);
    expect(r.count).toBe(2);
    expect(r.groups).toHaveLength(6);
    expect(ids(db.pick({ system: 'confrontation', faction: 'own', allFactions: true, group: 'rank:regular', limit: 1, offset: 1 }))).toEqual(['a-regular']);
  });

  it('pages across groups in the order they are shown', () => {
    const page = (offset: number) => db.pick({ system: 'confrontation', faction: 'own', allFactions: true, limit: 3, offset });
    expect([...ids(page(0)), ...ids(page(3)), ...ids(page(6))]).toEqual(['o-vet', 'o-vet2', 'o-reg', 'a-regular', 'a-elite', 'o-plain', 'o-spell', 'o-relic']);
    expect(page(3).groupOf).toEqual(['rank:regular', 'rank:elite', 'other']);
  });

  it('places Old World units in their category of the list\'s composition, other armies as allies; units of other compositions only are not offered', () => {
    // Fanatics are a detachment: taken with their regimental unit (the Mob), never offered on their own.
    const army: CardFile = { format: 'muster-cards', version: 2, system: 'oldworld', faction: ARMY, cards: [OW.cannon, OW.warriors, OW.fanatics, OW.guard, OW.lord, OW.knights] };
    const other: CardFile = { format: 'muster-cards', version: 2, system: 'oldworld', faction: { id: 'other-army', name: { de: 'Andere', en: 'Other' } }, cards: [OW.ally] };
    const ow = CardDatabase.fromFiles([army, other]);
    const main = ow.pick({ system: 'oldworld', faction: 'test-army', allFactions: true, limit: 60 });
    expect(main.groups.map((g) => g.id)).toEqual(['category:characters', 'category:core', 'category:special', 'category:rare', 'category:allies']);
    // The Royal Guard unit belongs to the Royal Guard composition only.
    expect(ids(main)).toEqual(['test-lord', 'test-warriors', 'test-knights', 'test-cannon', 'test-ally-spears']);
    // In the Royal Guard composition the guard is a core unit.
    const guard = ow.pick({ system: 'oldworld', faction: 'test-army', composition: 'test-guard', group: 'category:core', limit: 60 });
    expect(ids(guard)).toEqual(['test-warriors', 'test-guard-unit']);
  });

  it("offers the units of the army's own compositions its allies name, one group each, after the allies, only when allies are asked for", () => {
    const faction = { ...ARMY, oldworld: { ...ARMY.oldworld!, allies: [{ army: 'other-army' }, { army: 'test-army', composition: 'test-guard' }] } };
    const army: CardFile = { format: 'muster-cards', version: 2, system: 'oldworld', faction, cards: [OW.cannon, OW.warriors, OW.guard, OW.lord, OW.knights] };
    const other: CardFile = { format: 'muster-cards', version: 2, system: 'oldworld', faction: { id: 'other-army', name: { de: 'Andere', en: 'Other' } }, cards: [OW.ally] };
    const ow = CardDatabase.fromFiles([army, other]);
    const all = ow.pick({ system: 'oldworld', faction: 'test-army', allFactions: true, limit: 60 });
    expect(all.groups).toEqual([
      { id: 'category:characters', count: 1 },
      { id: 'category:core', count: 1 },
      { id: 'category:special', count: 1 },
      { id: 'category:rare', count: 1 },
      { id: 'category:allies', count: 1 },
      { id: 'ally:test-guard', count: 5, composition: { de: 'Königsgarde', en: 'Royal Guard' } },
    ]);
    // The Royal Guard unit only as an ally; the units of every composition in both places.
    expect(ids(all)).toEqual(['test-lord', 'test-warriors', 'test-knights', 'test-cannon', 'test-ally-spears', 'test-cannon', 'test-warriors', 'test-guard-unit', 'test-lord', 'test-knights']);
    expect(all.groupOf.slice(5)).toEqual(Array(5).fill('ally:test-guard'));
    expect(all.count).toBe(10);
    // Searched, and one group alone.
    expect(ids(ow.pick({ system: 'oldworld', faction: 'test-army', allFactions: true, text: 'royal', limit: 60 }))).toEqual(['test-guard-unit']);
    expect(ow.pick({ system: 'oldworld', faction: 'test-army', allFactions: true, group: 'ally:test-guard', limit: 2, offset: 1 })).toMatchObject({ count: 5, cards: [{ id: 'test-warriors' }, { id: 'test-guard-unit' }] });
    // Not without allies asked for, nor for an army whose allies do not name its own compositions.
    expect(ow.pick({ system: 'oldworld', faction: 'test-army', limit: 60 }).groups.map((g) => g.id)).not.toContain('ally:test-guard');
    const plain = CardDatabase.fromFiles([{ ...army, faction: ARMY }, other]);
    expect(plain.pick({ system: 'oldworld', faction: 'test-army', allFactions: true, limit: 60 }).groups.map((g) => g.id)).not.toContain('ally:test-guard');
  });
});

function pick(db: CardDatabase, q: { text?: string; allFactions?: boolean; ids?: string[]; limit?: number; offset?: number }) {
  const r = db.pick({ system: 'confrontation', faction: 'own', limit: 60, ...q, allFactions: q.allFactions ?? q.ids !== undefined });
  return { ids: ids(r), count: r.count };
}

describe('CardDatabase.query paging and ids', () => {
  const db = CardDatabase.fromFiles([file('own', [card('c1', 'One'), card('c2', 'Two'), card('c3', 'Three')])]);
  it('skips `offset` matches and returns at most `limit`', () => {
    expect(db.query({ offset: 1, limit: 1 }).map((c) => c.id)).toEqual(['c2']);
    expect(db.query({ offset: 5 })).toEqual([]);
  });
  it('returns the cards of the given ids, each once, unknown ids left out', () => {
    expect(db.query({ ids: ['c3', 'nope', 'c1', 'c3'] }).map((c) => c.id)).toEqual(['c3', 'c1']);
  });
});
