import { describe, expect, it } from 'vitest';
import { cardSchema, type CardFile } from '../model/card';
import { CardDatabase } from './database';

const card = (id: string, en: string, points: number, kind = 'fighter', de = en) => cardSchema.parse({ id, kind, name: { de, en }, source: 'user', points });
const file = (faction: string, names: { de: string; en: string }, cards: CardFile['cards'], itemList = false): CardFile => ({
  format: 'muster-cards',
  version: 2,
  system: 'oldworld',
  faction: { id: faction, name: names, ...(itemList ? { itemList } : {}) },
  cards,
});

describe('card queries sorted over every match (the library’s column headings)', () => {
  it('sorts before the limit: the highest points come first although they are last in the files', () => {
    const cards = Array.from({ length: 1200 }, (_, i) => card(`unit-${i}`, `Unit ${i}`, i));
    const db = CardDatabase.fromFiles([file('dwarfs', { de: 'Zwerge', en: 'Dwarfs' }, cards)]);
    const top = db.query({ system: 'oldworld', kind: 'fighter', limit: 500, sort: { by: 'points', down: true, lang: 'en' } });
    expect(top).toHaveLength(500);
    expect(top.slice(0, 3).map((c) => c.points)).toEqual([1199, 1198, 1197]);
    const low = db.query({ system: 'oldworld', limit: 2, offset: 1, sort: { by: 'points', lang: 'en' } });
    expect(low.map((c) => c.points)).toEqual([1, 2]);
    // Without a sort: file order, as before.
    expect(db.query({ limit: 2 }).map((c) => c.id)).toEqual(['unit-0', 'unit-1']);
  });

  it('sorts names, factions and kinds as the library shows them in the language asked for, ties by name', () => {
    const db = CardDatabase.fromFiles([
      file('dwarfs', { de: 'Zwerge', en: 'Dwarfs' }, [card('b', 'Ogre', 10, 'fighter', 'Oger'), card('a', 'Ärger', 10, 'fighter', 'Ärger')]),
      file('magic-general', { de: 'Allgemein', en: 'General' }, [card('c', 'Sword', 5, 'artifact', 'Schwert')], true),
      file('empire', { de: 'Imperium', en: 'Empire' }, [card('d', 'Zealot', 10, 'fighter', 'Eiferer')]),
    ]);
    const ids = (by: 'name' | 'faction' | 'kind' | 'points', lang: 'de' | 'en', down = false) => db.query({ sort: { by, lang, down } }).map((c) => c.id);
    expect(ids('name', 'en')).toEqual(['a', 'b', 'c', 'd']);
    expect(ids('name', 'de')).toEqual(['a', 'd', 'b', 'c']);
    // "General (magic items)" / "Allgemein (magische Gegenstände)", as the table names an item list.
    expect(ids('faction', 'en')).toEqual(['a', 'b', 'd', 'c']);
    expect(ids('faction', 'de')).toEqual(['c', 'd', 'a', 'b']);
    // Artifact / Artefakt before Fighter / Kämpfer.
    expect(ids('kind', 'en')).toEqual(['c', 'a', 'b', 'd']);
    // Points: ties by name; downwards the whole order turned round.
    expect(ids('points', 'en')).toEqual(['c', 'a', 'b', 'd']);
    expect(ids('points', 'en', true)).toEqual(['d', 'b', 'a', 'c']);
    expect(db.query({ ids: ['d', 'a'], sort: { by: 'name', lang: 'en' } }).map((c) => c.id)).toEqual(['a', 'd']);
  });

  it('stays quick with 50,000 cards: sorted once per column and language, then every query walks that order', () => {
    const cards = Array.from({ length: 50_000 }, (_, i) => card(`c-${i}`, `Card ${(i * 7919) % 50_000}`, (i * 31) % 997, i % 3 ? 'fighter' : 'spell'));
    const db = CardDatabase.fromFiles([file('big', { de: 'Groß', en: 'Big' }, cards)]);
    let started = performance.now();
    db.query({ kind: 'fighter', limit: 500, sort: { by: 'points', down: true, lang: 'de' } });
    const first = performance.now() - started;
    started = performance.now();
    const again = db.query({ kind: 'fighter', limit: 500, sort: { by: 'points', down: true, lang: 'de' } });
    const next = performance.now() - started;
    expect(again[0]?.points).toBe(996);
    // Generous bounds for a shared machine (measured: about 150 ms and 1 ms).
    expect(first).toBeLessThan(2000);
    expect(next).toBeLessThan(100);
  });
});
