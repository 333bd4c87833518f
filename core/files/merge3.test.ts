import { describe, expect, it } from 'vitest';
import { merge3, type MergeKeys } from './merge3';

interface Pairing {
  table: number;
  a: string;
  b: string;
  result?: { outcome: string; pf: number[] };
}
interface Doc {
  name: string;
  note?: string;
  settings: { rounds: number; minutes: number };
  tags: string[];
  players: { id: string; name: string; dropped?: boolean }[];
  rounds: { number: number; pairings: Pairing[]; bye?: string }[];
}

const KEYS: MergeKeys = { players: ['id'], rounds: ['number'], 'rounds.pairings': ['table', 'a', 'b'] };

const BASE: Doc = {
  name: 'Cup',
  settings: { rounds: 3, minutes: 90 },
  tags: ['a', 'b'],
  players: [
    { id: 'p1', name: 'Anna' },
    { id: 'p2', name: 'Ben' },
    { id: 'p3', name: 'Cid' },
  ],
  rounds: [
    {
      number: 1,
      pairings: [
        { table: 1, a: 'p1', b: 'p2' },
        { table: 2, a: 'p3', b: 'p4' },
      ],
    },
  ],
};
const clone = (): Doc => structuredClone(BASE);
const R1 = { outcome: 'a', pf: [151, 32] };
const R2 = { outcome: 'b', pf: [40, 120] };

describe('merge3', () => {
  it('takes theirs where mine is unchanged and mine where theirs is unchanged, whole', () => {
    const changed = { ...clone(), name: 'Spring Cup' };
    expect(merge3(BASE, clone(), changed, KEYS)).toEqual(changed);
    expect(merge3(BASE, changed, clone(), KEYS)).toEqual(changed);
    expect(merge3(BASE, changed, { ...changed }, KEYS)).toEqual(changed);
  });

  it('keeps both sides’ changes of different fields; where both changed one field, mine', () => {
    const mine = { ...clone(), name: 'Mine', note: 'from me' };
    const theirs = { ...clone(), name: 'Theirs', tags: ['x'] };
    expect(merge3(BASE, mine, theirs, KEYS)).toEqual({ ...clone(), name: 'Mine', note: 'from me', tags: ['x'] });
  });

  it('a field one side removed is removed, unless the other side changed it (then that side decides)', () => {
    const withNote = { ...clone(), note: 'n' };
    const { note: _n, ...noNote } = withNote;
    expect(merge3<Doc>(withNote, withNote, noNote, KEYS)).toEqual(noNote);
    expect(merge3<Doc>(withNote, noNote, withNote, KEYS)).toEqual(noNote);
    // Mine removed it, theirs changed it: mine (removed).
    expect(merge3<Doc>(withNote, noNote, { ...withNote, note: 'theirs' }, KEYS)).not.toHaveProperty('note');
    // Theirs removed it, mine changed it: mine (kept).
    expect(merge3<Doc>(withNote, { ...withNote, note: 'mine' }, noNote, KEYS).note).toBe('mine');
  });

  it('objects outside keyed arrays and arrays without a key are whole values: both changed, mine whole', () => {
    const mine = { ...clone(), settings: { rounds: 4, minutes: 90 }, tags: ['a', 'b', 'mine'] };
    const theirs = { ...clone(), settings: { rounds: 3, minutes: 60 }, tags: ['theirs', 'a', 'b'] };
    const merged = merge3(BASE, mine, theirs, KEYS);
    expect([merged.settings, merged.tags]).toEqual([{ rounds: 4, minutes: 90 }, ['a', 'b', 'mine']]);
  });

  it('merges keyed elements field by field: one side renames a player, the other drops him out', () => {
    const mine = clone();
    mine.players[1]!.name = 'Benno';
    const theirs = clone();
    theirs.players[1]!.dropped = true;
    expect(merge3(BASE, mine, theirs, KEYS).players).toEqual([{ id: 'p1', name: 'Anna' }, { id: 'p2', name: 'Benno', dropped: true }, { id: 'p3', name: 'Cid' }]);
  });

  it('a player added on each side: both kept, mine after the one it follows in mine', () => {
    const mine = clone();
    mine.players.push({ id: 'p4', name: 'Dora' });
    const theirs = clone();
    theirs.players.splice(1, 0, { id: 'p5', name: 'Emil' });
    expect(merge3(BASE, mine, theirs, KEYS).players.map((p) => p.id)).toEqual(['p1', 'p5', 'p2', 'p3', 'p4']);
    // Added first in mine: first.
    const first = clone();
    first.players.unshift({ id: 'p0', name: 'Null' });
    expect(merge3(BASE, first, theirs, KEYS).players.map((p) => p.id)).toEqual(['p0', 'p1', 'p5', 'p2', 'p3']);
  });

  it('the same key added on both sides differently: mine', () => {
    const mine = clone();
    mine.players.push({ id: 'p4', name: 'Dora' });
    const theirs = clone();
    theirs.players.push({ id: 'p4', name: 'Dieter', dropped: true });
    expect(merge3(BASE, mine, theirs, KEYS).players.at(-1)).toEqual({ id: 'p4', name: 'Dora' });
  });

  it('an element removed on one side: removed where the other left it as it was, kept (as mine) where mine changed it', () => {
    const removed = clone();
    removed.players = removed.players.filter((p) => p.id !== 'p3');
    expect(merge3(BASE, clone(), removed, KEYS).players.map((p) => p.id)).toEqual(['p1', 'p2']);
    expect(merge3(BASE, removed, clone(), KEYS).players.map((p) => p.id)).toEqual(['p1', 'p2']);
    // Theirs removed p3 and renamed p1; mine renamed p3: p3 stays, as mine.
    const theirs = structuredClone(removed);
    theirs.players[0]!.name = 'Anne';
    const mine = clone();
    mine.players[2]!.name = 'Cidre';
    expect(merge3(BASE, mine, theirs, KEYS).players).toEqual([{ id: 'p1', name: 'Anne' }, { id: 'p2', name: 'Ben' }, { id: 'p3', name: 'Cidre' }]);
    // Mine removed p3, theirs renamed it: removed (mine).
    expect(merge3(BASE, removed, mine, KEYS).players.map((p) => p.id)).toEqual(['p1', 'p2']);
  });

  it('nested keyed arrays: a result entered at table 1 on one side and at table 2 on the other gives both', () => {
    const mine = clone();
    mine.rounds[0]!.pairings[1]!.result = R2;
    const theirs = clone();
    theirs.rounds[0]!.pairings[0]!.result = R1;
    const merged = merge3(BASE, mine, theirs, KEYS);
    expect(merged.rounds[0]!.pairings.map((p) => p.result)).toEqual([R1, R2]);
    // A result is one value: both entered one at the same table, mine whole (never a mix).
    const other = clone();
    other.rounds[0]!.pairings[1]!.result = { outcome: 'a', pf: [40, 0] };
    expect(merge3(BASE, mine, other, KEYS).rounds[0]!.pairings[1]!.result).toEqual(R2);
  });

  it('a table paired anew is another element: a result the other side entered for the old pairing is not moved onto it', () => {
    const mine = clone();
    mine.rounds[0]!.pairings = [
      { table: 1, a: 'p1', b: 'p3' },
      { table: 2, a: 'p2', b: 'p4' },
    ];
    const theirs = clone();
    theirs.rounds[0]!.pairings[0]!.result = R1;
    expect(merge3(BASE, mine, theirs, KEYS).rounds[0]!.pairings).toEqual(mine.rounds[0]!.pairings);
  });

  it('a round added on one side and a field of an old one changed on the other: both; mine’s order when only mine changed which there are', () => {
    const mine = clone();
    mine.rounds.push({ number: 2, pairings: [{ table: 1, a: 'p1', b: 'p3' }], bye: 'p2' });
    const theirs = clone();
    theirs.rounds[0]!.bye = 'p5';
    const merged = merge3(BASE, mine, theirs, KEYS);
    expect(merged.rounds.map((r) => [r.number, r.bye])).toEqual([
      [1, 'p5'],
      [2, 'p2'],
    ]);
    const moved = clone();
    moved.players.reverse();
    const renamed = clone();
    renamed.players[0]!.name = 'Anne';
    expect(merge3(BASE, moved, renamed, KEYS).players.map((p) => p.name)).toEqual(['Cid', 'Ben', 'Anne']);
  });

  it('an object on the way to a keyed array is merged field by field; one beside it is a whole value', () => {
    const base = { season: { name: 'S', players: [{ id: 'p1', n: 1 }] }, other: { x: 1, y: 1 } };
    const mine = { season: { name: 'Mine', players: [{ id: 'p1', n: 1 }, { id: 'p2', n: 2 }] }, other: { x: 2, y: 1 } };
    const theirs = { season: { name: 'S', players: [{ id: 'p1', n: 10 }] }, other: { x: 1, y: 2 } };
    expect(merge3(base, mine, theirs, { 'season.players': ['id'] })).toEqual({
      season: { name: 'Mine', players: [{ id: 'p1', n: 10 }, { id: 'p2', n: 2 }] },
      other: { x: 2, y: 1 },
    });
  });

  it('a keyed array whose elements lack the key or repeat it is one value', () => {
    const base = { players: [{ id: 'p1', n: 1 }, { id: 'p2', n: 2 }] };
    const mine = { players: [{ id: 'p1', n: 10 }, { id: 'p2', n: 2 }] };
    const twice = { players: [{ id: 'p1', n: 1 }, { id: 'p1', n: 20 }] };
    expect(merge3(base, mine, twice, KEYS)).toEqual(mine);
    const keyless = { players: [{ id: 'p1', n: 1 }, { n: 2 }] };
    expect(merge3<{ players: { id?: string; n: number }[] }>(base, mine, keyless, KEYS)).toEqual(mine);
  });

  it('changes none of its inputs and shares the parts it takes unchanged', () => {
    const [base, mine, theirs] = [clone(), clone(), clone()];
    mine.rounds[0]!.pairings[1]!.result = R2;
    theirs.players[0]!.name = 'Anne';
    const before = structuredClone([base, mine, theirs]);
    const merged = merge3(base, mine, theirs, KEYS);
    expect([base, mine, theirs]).toEqual(before);
    expect(merged.players[0]).toBe(theirs.players[0]);
    expect(merged.rounds[0]!.pairings[1]).toBe(mine.rounds[0]!.pairings[1]);
  });

  it('fields named as inherited ones (constructor, __proto__) are plain fields', () => {
    const base = JSON.parse('{"__proto__":{"x":1},"constructor":1,"a":1}') as Record<string, unknown>;
    const mine = JSON.parse('{"__proto__":{"x":2},"constructor":1,"a":1}') as Record<string, unknown>;
    const theirs = JSON.parse('{"__proto__":{"x":1},"constructor":1,"a":2}') as Record<string, unknown>;
    const merged = merge3(base, mine, theirs, { constructor: ['id'] });
    expect(Object.getPrototypeOf(merged)).toBe(Object.prototype);
    expect(JSON.stringify(merged)).toBe('{"__proto__":{"x":2},"constructor":1,"a":2}');
  });
});
