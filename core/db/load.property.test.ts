import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import goblins from '../../resources/cards/confrontation/goblins-no-dan-kar.json';
import { cardFileSchema } from '../model/card';
import { armyListSchema } from '../model/list';
import { parseListFile, validateListFile } from '../list/load';
import { CardDatabase } from './database';
import { parseCardFile, validateCardFile } from './load';

const validList = {
  format: 'muster-list', version: 2, id: 'l1', name: 'Ratten', system: 'confrontation', faction: 'goblins-no-dan-kar',
  pointsLimit: 400, kind: 'standard', createdAt: '2024-05-01T10:00:00.000Z', updatedAt: '2024-05-01T10:00:00.000Z',
  entries: [
    { id: 'e1', cardId: 'goblin-mountain-breaker', count: 1, assignments: [] },
    { id: 'e2', cardId: 'goblin-minelayer', count: 3, assignments: [{ type: 'crew', machine: 'e1', role: 'servant' }] },
    { id: 'e3', cardId: 'goblin-naphtha-carburettor', count: 1, assignments: [{ type: 'bearer', bearer: 'e2' }] },
  ],
};

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

/** Every path to a value inside a JSON document. */
function paths(v: unknown, prefix: (string | number)[] = [], out: (string | number)[][] = []): (string | number)[][] {
  out.push(prefix);
  if (Array.isArray(v)) v.forEach((x, i) => paths(x, [...prefix, i], out));
  else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) paths(x, [...prefix, k], out);
  return out;
}

/** A copy of `doc` with the value at one path replaced by `value`, or deleted when `value` is undefined. */
function mutate(doc: unknown, path: (string | number)[], value: Json | undefined): unknown {
  if (path.length === 0) return value;
  const copy = structuredClone(doc) as Record<string | number, unknown>;
  let at: Record<string | number, unknown> = copy;
  for (const seg of path.slice(0, -1)) at = at[seg] as Record<string | number, unknown>;
  const last = path[path.length - 1]!;
  if (value === undefined) {
    if (Array.isArray(at) && typeof last === 'number') at.splice(last, 1);
    else delete at[last];
  } else at[last] = value;
  return copy;
}

/** Up to four mutations of a document at random paths. */
function mutated(doc: unknown): fc.Arbitrary<unknown> {
  const all = paths(doc);
  const one = fc.tuple(fc.nat({ max: all.length - 1 }), fc.option(fc.jsonValue() as fc.Arbitrary<Json>, { nil: undefined }));
  return fc.array(one, { minLength: 1, maxLength: 4 }).map((steps) =>
    steps.reduce<unknown>((d, [i, v]) => {
      const p = paths(d)[i % paths(d).length] ?? [];
      return mutate(d, p, v);
    }, doc),
  );
}

const goblinText = JSON.stringify(goblins, null, 2);
const listText = JSON.stringify(validList, null, 2);
const db = CardDatabase.fromFiles([validateCardFile(goblins, 'g').file!]);

function checkCardResult(r: ReturnType<typeof parseCardFile>): void {
  expect(Array.isArray(r.problems)).toBe(true);
  for (const p of r.problems) expect(typeof p.file === 'string' && typeof p.path === 'string' && typeof p.message === 'string').toBe(true);
  if (r.file) {
    expect(cardFileSchema.safeParse(r.file).success).toBe(true);
    const ids = r.file.cards.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
  } else expect(r.problems.length).toBeGreaterThan(0);
}

function checkListResult(r: ReturnType<typeof parseListFile>): void {
  expect(Array.isArray(r.problems)).toBe(true);
  if (!r.list) {
    expect(r.problems.length).toBeGreaterThan(0);
    return;
  }
  expect(armyListSchema.safeParse(r.list).success).toBe(true);
  const ids = r.list.entries.map((e) => e.id);
  expect(new Set(ids).size).toBe(ids.length);
  for (const e of r.list.entries) {
    for (const a of e.assignments) {
      const t = a.type === 'crew' ? a.machine : a.type === 'aboard' ? a.vehicle : a.bearer;
      expect(t).not.toBe(e.id);
      expect(ids).toContain(t);
    }
  }
}

describe('card file loader (property)', () => {
  it('never throws on arbitrary text', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (t) => checkCardResult(parseCardFile(t, 'x.json'))), { numRuns: 300 });
  });

  it('never throws on truncated or spliced files', () => {
    fc.assert(
      fc.property(fc.nat({ max: goblinText.length }), fc.nat({ max: goblinText.length }), fc.string({ maxLength: 5 }), (a, b, ins) => {
        const [from, to] = a < b ? [a, b] : [b, a];
        checkCardResult(parseCardFile(goblinText.slice(0, from) + ins + goblinText.slice(to), 'x.json'));
        checkCardResult(parseCardFile(goblinText.slice(0, from), 'x.json'));
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on arbitrary JSON and on mutated valid files', () => {
    fc.assert(fc.property(fc.jsonValue(), (v) => checkCardResult(validateCardFile(v, 'x.json'))), { numRuns: 200 });
    fc.assert(fc.property(mutated(goblins), (v) => checkCardResult(parseCardFile(JSON.stringify(v) ?? '', 'x.json'))), { numRuns: 400 });
  });
});

describe('list file loader (property)', () => {
  it('never throws on arbitrary text and truncated files', () => {
    fc.assert(fc.property(fc.string({ unit: 'binary', maxLength: 300 }), (t) => checkListResult(parseListFile(t, 'l.json', db))), { numRuns: 300 });
    fc.assert(fc.property(fc.nat({ max: listText.length }), (n) => checkListResult(parseListFile(listText.slice(0, n), 'l.json', db))), { numRuns: 200 });
  });

  it('never throws on arbitrary JSON and on mutated valid lists; results keep their invariants', () => {
    fc.assert(fc.property(fc.jsonValue(), (v) => checkListResult(validateListFile(v, 'l.json', db))), { numRuns: 200 });
    fc.assert(fc.property(mutated(validList), (v) => checkListResult(validateListFile(v, 'l.json', db))), { numRuns: 500 });
  });
});
