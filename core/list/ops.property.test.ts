import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { armyListSchema, type ArmyList, type Assignment } from '../model/list';
import { assignmentTarget } from './assignments';
import { parseListFile } from './load';
import { newList } from './new';
import { addEntry, assign, duplicateEntry, moveEntry, removeEntry, setCount, unassign, type ListOpResult } from './ops';
import { serializeList } from './serialize';

/** An entry reference: an index into the current entries (taken modulo) or a made-up id. */
const ref = fc.oneof(fc.nat({ max: 20 }).map((i) => ({ index: i })), fc.constantFrom('e0', 'e99', 'x', '').map((id) => ({ id })));
type Ref = { index: number } | { id: string };

const assignmentShape = fc.record({
  type: fc.constantFrom('crew', 'aboard', 'bearer'),
  target: ref,
  role: fc.constantFrom('servant', 'substitute'),
});

const count = fc.oneof({ arbitrary: fc.integer({ min: 1, max: 5 }), weight: 4 }, { arbitrary: fc.integer({ min: -2, max: 1002 }), weight: 1 });
const op = fc.oneof(
  { arbitrary: fc.record({ op: fc.constant('add'), card: fc.constantFrom('goblin-minelayer', 'goblin-mountain-breaker', 'Bad Id'), count }), weight: 4 },
  { arbitrary: fc.record({ op: fc.constant('remove'), entry: ref }), weight: 2 },
  { arbitrary: fc.record({ op: fc.constant('duplicate'), entry: ref }), weight: 2 },
  { arbitrary: fc.record({ op: fc.constant('count'), entry: ref, count }), weight: 1 },
  { arbitrary: fc.record({ op: fc.constant('move'), entry: ref, to: fc.integer({ min: -3, max: 25 }) }), weight: 2 },
  { arbitrary: fc.record({ op: fc.constant('assign'), entry: ref, a: assignmentShape }), weight: 4 },
  { arbitrary: fc.record({ op: fc.constant('unassign'), entry: ref, a: fc.option(assignmentShape, { nil: undefined }) }), weight: 1 },
);
type Op = typeof op extends fc.Arbitrary<infer T> ? T : never;

function resolve(list: ArmyList, r: Ref): string {
  if ('id' in r) return r.id;
  return list.entries.length === 0 ? 'e1' : list.entries[r.index % list.entries.length]!.id;
}

function toAssignment(list: ArmyList, a: { type: string; target: Ref; role: string }): Assignment {
  const t = resolve(list, a.target);
  if (a.type === 'crew') return { type: 'crew', machine: t, role: a.role as 'servant' | 'substitute' };
  if (a.type === 'aboard') return { type: 'aboard', vehicle: t };
  return { type: 'bearer', bearer: t };
}

function apply(list: ArmyList, o: Op): ListOpResult {
  switch (o.op) {
    case 'add':
      return addEntry(list, o.card, o.count);
    case 'remove':
      return removeEntry(list, resolve(list, o.entry));
    case 'duplicate':
      return duplicateEntry(list, resolve(list, o.entry));
    case 'count':
      return setCount(list, resolve(list, o.entry), o.count);
    case 'move':
      return moveEntry(list, resolve(list, o.entry), o.to);
    case 'assign':
      return assign(list, resolve(list, o.entry), toAssignment(list, o.a));
    case 'unassign':
      return unassign(list, resolve(list, o.entry), o.a && toAssignment(list, o.a));
  }
}

function checkInvariants(list: ArmyList): void {
  const ids = list.entries.map((e) => e.id);
  expect(new Set(ids).size).toBe(ids.length);
  for (const e of list.entries) {
    for (const a of e.assignments) {
      const target = assignmentTarget(a);
      expect(target).not.toBe(e.id);
      expect(ids).toContain(target);
    }
    const keys = e.assignments.map((a) => JSON.stringify(a));
    expect(new Set(keys).size).toBe(keys.length);
  }
  expect(armyListSchema.safeParse(list).success).toBe(true);
}

const start = newList({ name: 'P', system: 'confrontation', faction: 'goblins-no-dan-kar', pointsLimit: 400, now: new Date(0), id: 'p' });

describe('list operations (property)', () => {
  it('never create duplicate ids or dangling assignments, never mutate, never reuse ids', () => {
    fc.assert(
      fc.property(fc.array(op, { minLength: 5, maxLength: 60 }), (ops) => {
        let list = start;
        const seen = new Set<string>();
        for (const o of ops) {
          const before = JSON.stringify(list);
          const r = apply(list, o);
          expect(JSON.stringify(list)).toBe(before);
          if (!r.ok) expect(r.list).toBe(list);
          if (r.ok && r.entryId !== undefined && (o.op === 'add' || o.op === 'duplicate')) {
            expect(seen.has(r.entryId)).toBe(false);
            seen.add(r.entryId);
          }
          list = r.list;
          checkInvariants(list);
        }
        const back = parseListFile(serializeList(list), 'p.json');
        expect(back.problems).toEqual([]);
        expect(back.list).toEqual(list);
      }),
      { numRuns: 300 },
    );
  });
});
