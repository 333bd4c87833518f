import { describe, expect, it } from 'vitest';
import type { ArmyList } from '../model/list';
import { newList } from './new';
import { addEntry, assign, duplicateEntry, moveEntry, removeEntry, setCount, setEntryText, unassign, type ListOpResult } from './ops';
import { parseListFile } from './load';
import { serializeList } from './serialize';

const base = newList({ name: 'Test', system: 'confrontation', faction: 'goblins-no-dan-kar', pointsLimit: 400, now: new Date('2024-05-01T10:00:00Z'), id: 'l1' });

function ok(r: ListOpResult): ArmyList {
  if (!r.ok) throw new Error(`expected success, got ${JSON.stringify(r.error)}`);
  return r.list;
}

/** Mountain-Breaker e1, minelayers e2, carburettor e3 carried by e2. */
function sample(): ArmyList {
  let l = ok(addEntry(base, 'goblin-mountain-breaker'));
  l = ok(addEntry(l, 'goblin-minelayer', 3));
  l = ok(addEntry(l, 'goblin-naphtha-carburettor'));
  l = ok(assign(l, 'e2', { type: 'crew', machine: 'e1', role: 'servant' }));
  return ok(assign(l, 'e3', { type: 'bearer', bearer: 'e2' }));
}

describe('addEntry', () => {
  it('appends entries e1, e2, ... with the given count', () => {
    const r = addEntry(base, 'goblin-minelayer', 3);
    expect(r).toEqual({ ok: true, entryId: 'e1', list: { ...base, lastEntryNumber: 1, entries: [{ id: 'e1', cardId: 'goblin-minelayer', count: 3, assignments: [] }] } });
    expect(base.entries).toEqual([]);
  });

  it('never reuses an id after removal', () => {
    let l = ok(addEntry(base, 'a'));
    l = ok(addEntry(l, 'b'));
    l = ok(removeEntry(l, 'e2'));
    const r = addEntry(l, 'c');
    expect(r.ok && r.entryId).toBe('e3');
  });

  it('refuses bad counts and card ids, returning the same list', () => {
    expect(addEntry(base, 'x', 0)).toEqual({ ok: false, list: base, error: { code: 'invalid-count', count: 0 } });
    expect(addEntry(base, 'x', 1.5)).toEqual({ ok: false, list: base, error: { code: 'invalid-count', count: 1.5 } });
    expect(addEntry(base, 'x', 1000).ok).toBe(false);
    expect(addEntry(base, 'Bad Id')).toEqual({ ok: false, list: base, error: { code: 'invalid-card-id', cardId: 'Bad Id' } });
  });
});

describe('removeEntry', () => {
  it('removes the entry and assignments pointing at it', () => {
    const l = ok(removeEntry(sample(), 'e2'));
    expect(l.entries).toEqual([
      { id: 'e1', cardId: 'goblin-mountain-breaker', count: 1, assignments: [] },
      { id: 'e3', cardId: 'goblin-naphtha-carburettor', count: 1, assignments: [] },
    ]);
  });

  it('reports an unknown entry', () => {
    const s = sample();
    expect(removeEntry(s, 'e9')).toEqual({ ok: false, list: s, error: { code: 'unknown-entry', entryId: 'e9' } });
  });
});

describe('duplicateEntry', () => {
  it('inserts a copy after the original with a new id and the same own assignments', () => {
    const s = sample();
    const r = duplicateEntry(s, 'e2');
    expect(r.ok && r.entryId).toBe('e4');
    expect(ok(r).entries.map((e) => [e.id, e.cardId, e.count, e.assignments])).toEqual([
      ['e1', 'goblin-mountain-breaker', 1, []],
      ['e2', 'goblin-minelayer', 3, [{ type: 'crew', machine: 'e1', role: 'servant' }]],
      ['e4', 'goblin-minelayer', 3, [{ type: 'crew', machine: 'e1', role: 'servant' }]],
      ['e3', 'goblin-naphtha-carburettor', 1, [{ type: 'bearer', bearer: 'e2' }]],
    ]);
  });

  it('does not copy assignments that point at the original', () => {
    const l = ok(duplicateEntry(sample(), 'e1'));
    expect(l.entries.filter((e) => e.assignments.some((a) => a.type === 'crew' && a.machine === 'e4'))).toEqual([]);
    expect(duplicateEntry(sample(), 'zz').ok).toBe(false);
  });
});

describe('moveEntry', () => {
  const order = (l: ArmyList) => l.entries.map((e) => e.id);

  it('moves an entry to a place of the list, the others keeping their order', () => {
    const s = sample();
    const r = moveEntry(s, 'e3', 0);
    expect(r.ok && r.entryId).toBe('e3');
    expect(order(ok(r))).toEqual(['e3', 'e1', 'e2']);
    expect(order(ok(moveEntry(s, 'e1', 2)))).toEqual(['e2', 'e3', 'e1']);
    expect(order(ok(moveEntry(s, 'e1', 1)))).toEqual(['e2', 'e1', 'e3']);
    // The list given stays as it was; only the order changes (same entry objects).
    expect(order(s)).toEqual(['e1', 'e2', 'e3']);
    expect(ok(moveEntry(s, 'e2', 0)).entries[0]).toBe(s.entries[1]);
    expect(ok(moveEntry(s, 'e2', 0)).lastEntryNumber).toBe(s.lastEntryNumber);
  });

  it('at the ends: the first up and the last down change nothing (the same list); places beyond the ends are the ends', () => {
    const s = sample();
    expect(moveEntry(s, 'e1', -1)).toEqual({ ok: true, list: s, entryId: 'e1' });
    expect(moveEntry(s, 'e1', -1).list).toBe(s);
    expect(moveEntry(s, 'e3', 3).list).toBe(s);
    expect(order(ok(moveEntry(s, 'e3', -50)))).toEqual(['e3', 'e1', 'e2']);
    expect(order(ok(moveEntry(s, 'e1', 1e9)))).toEqual(['e2', 'e3', 'e1']);
    expect(order(ok(moveEntry(s, 'e1', Number.POSITIVE_INFINITY)))).toEqual(['e2', 'e3', 'e1']);
    expect(order(ok(moveEntry(s, 'e1', 1.4)))).toEqual(['e2', 'e1', 'e3']);
    expect(moveEntry(s, 'e2', Number.NaN).list).toBe(s);
  });

  it('reports an unknown entry, with the list unchanged', () => {
    const s = sample();
    expect(moveEntry(s, 'e9', 0)).toEqual({ ok: false, list: s, error: { code: 'unknown-entry', entryId: 'e9' } });
    expect(moveEntry(base, 'e1', 0)).toEqual({ ok: false, list: base, error: { code: 'unknown-entry', entryId: 'e1' } });
  });

  it('keeps assignments (crew of a machine, carried by a bearer) and Chronopia warbands, which name entries by id', () => {
    const s = sample();
    const grouped: ArmyList = { ...s, entries: s.entries.map((e) => (e.id === 'e3' ? e : { ...e, group: 'Warband 1' })) };
    const moved = ok(moveEntry(grouped, 'e1', 2));
    expect(moved.entries.map((e) => [e.id, e.group, e.assignments])).toEqual([
      ['e2', 'Warband 1', [{ type: 'crew', machine: 'e1', role: 'servant' }]],
      ['e3', undefined, [{ type: 'bearer', bearer: 'e2' }]],
      ['e1', 'Warband 1', []],
    ]);
  });

  it('the list file keeps the new order (save and load)', () => {
    const moved = ok(moveEntry(sample(), 'e3', 0));
    const back = parseListFile(serializeList(moved), 'moved.muster');
    expect(back.problems).toEqual([]);
    expect(back.list?.entries.map((e) => e.id)).toEqual(['e3', 'e1', 'e2']);
    expect(back.list).toEqual(moved);
  });
});

describe('setCount', () => {
  it('sets counts from 1 to 999', () => {
    expect(ok(setCount(sample(), 'e2', 5)).entries[1]?.count).toBe(5);
    const s = sample();
    expect(setCount(s, 'e2', 0)).toEqual({ ok: false, list: s, error: { code: 'invalid-count', count: 0 } });
    expect(setCount(s, 'e7', 2)).toEqual({ ok: false, list: s, error: { code: 'unknown-entry', entryId: 'e7' } });
  });
});

describe('assign and unassign', () => {
  it('adds assignments once', () => {
    const s = sample();
    const again = assign(s, 'e2', { type: 'crew', machine: 'e1', role: 'servant' });
    expect(again).toEqual({ ok: true, list: s });
    const sub = ok(assign(s, 'e2', { type: 'crew', machine: 'e1', role: 'substitute' }));
    expect(sub.entries[1]?.assignments).toHaveLength(2);
  });

  it('refuses self-assignment, unknown entries and targets, and malformed assignments', () => {
    const s = sample();
    expect(assign(s, 'e1', { type: 'aboard', vehicle: 'e1' })).toEqual({ ok: false, list: s, error: { code: 'self-assignment', entryId: 'e1' } });
    expect(assign(s, 'e1', { type: 'aboard', vehicle: 'e8' })).toEqual({ ok: false, list: s, error: { code: 'unknown-target', entryId: 'e8' } });
    expect(assign(s, 'e8', { type: 'aboard', vehicle: 'e1' })).toEqual({ ok: false, list: s, error: { code: 'unknown-entry', entryId: 'e8' } });
    const bad = assign(s, 'e2', { type: 'crew', machine: 'e1', role: 'boss' } as never);
    expect(bad.ok === false && bad.error.code).toBe('invalid-assignment');
  });

  it('removes one assignment or all of them', () => {
    let l = ok(assign(sample(), 'e2', { type: 'crew', machine: 'e1', role: 'substitute' }));
    l = ok(unassign(l, 'e2', { type: 'crew', machine: 'e1', role: 'servant' }));
    expect(l.entries[1]?.assignments).toEqual([{ type: 'crew', machine: 'e1', role: 'substitute' }]);
    expect(ok(unassign(l, 'e2')).entries[1]?.assignments).toEqual([]);
    expect(unassign(l, 'e1')).toEqual({ ok: true, list: l });
    expect(unassign(l, 'nope').ok).toBe(false);
  });
});

describe('setEntryText', () => {
  it("gives an entry the player's own name and a note, trimmed; an empty text takes them away; the longest are kept whole", () => {
    let l = ok(setEntryText(sample(), 'e2', 'name', '  Sappers of the Deep  '));
    expect(l.entries[1]!.name).toBe('Sappers of the Deep');
    l = ok(setEntryText(l, 'e2', 'note', 'Deploy last'));
    expect(l.entries[1]).toMatchObject({ name: 'Sappers of the Deep', note: 'Deploy last' });
    // The same text again changes nothing: the same list comes back.
    expect(ok(setEntryText(l, 'e2', 'name', 'Sappers of the Deep '))).toBe(l);
    l = ok(setEntryText(l, 'e2', 'name', '   '));
    expect(l.entries[1]).not.toHaveProperty('name');
    expect(ok(setEntryText(l, 'e2', 'name', 'x'.repeat(150))).entries[1]!.name).toHaveLength(100);
    expect(ok(setEntryText(l, 'e2', 'note', 'y'.repeat(600))).entries[1]!.note).toHaveLength(500);
    expect(setEntryText(l, 'e9', 'name', 'x')).toEqual({ ok: false, list: l, error: { code: 'unknown-entry', entryId: 'e9' } });
  });
});
