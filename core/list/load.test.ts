import { describe, expect, it } from 'vitest';
import type { CardLookup } from '../db/types';
import type { DbCard } from '../model/card';
import { MAX_LIST_ENTRIES, MAX_LIST_NOTES } from '../model/list-format';
import { formatProblem, problemLine } from '../files/problems';
import { serializeList } from './serialize';
import { MAX_POINTS_LIMIT } from '../model/points-limit';
import { parseListFile } from './load';
import { migrateListFile } from './migrate';

const header = {
  format: 'muster-list', version: 2, id: 'l1', name: 'Test', system: 'confrontation', faction: 'goblins-no-dan-kar',
  pointsLimit: 400, createdAt: '2024-05-01T10:00:00.000Z', updatedAt: '2024-05-01T10:00:00.000Z',
};
const text = (entries: unknown[], extra: Record<string, unknown> = {}) => JSON.stringify({ ...header, ...extra, entries });
const lookup = (...ids: string[]): CardLookup => ({ card: (id) => (ids.includes(id) ? ({ id } as DbCard) : undefined) });

describe('parseListFile', () => {
  it('loads a valid list with defaults', () => {
    const r = parseListFile(text([{ id: 'e1', cardId: 'a', count: 2 }]), 'l.json', lookup('a'));
    expect(r).toEqual({ list: { ...header, kind: 'standard', lastEntryNumber: 1, entries: [{ id: 'e1', cardId: 'a', count: 2, assignments: [] }] }, problems: [] });
  });

  it('reports unknown card ids but keeps the entry', () => {
    const r = parseListFile(text([{ id: 'e1', cardId: 'a', count: 1 }, { id: 'e2', cardId: 'ghost', count: 1 }]), 'l.json', lookup('a'));
    expect(r.problems).toMatchObject([{ file: 'l.json', path: 'entries[1].cardId', message: "unknown card 'ghost'" }]);
    expect(r.list?.entries).toHaveLength(2);
    expect(parseListFile(text([{ id: 'e2', cardId: 'ghost', count: 1 }]), 'l.json').problems).toEqual([]);
  });

  it('drops assignments to missing entries, to the entry itself and repeats', () => {
    const r = parseListFile(
      text([
        { id: 'e1', cardId: 'm', count: 1, assignments: [{ type: 'aboard', vehicle: 'e1' }] },
        { id: 'e2', cardId: 'c', count: 1 },
        {
          id: 'e3', cardId: 'g', count: 3,
          assignments: [
            { type: 'crew', machine: 'e9', role: 'servant' },
            { type: 'crew', machine: 'e1', role: 'servant' },
            { type: 'crew', machine: 'e1', role: 'servant' },
            { type: 'bearer', bearer: 'e2' },
          ],
        },
      ]),
      'l.json',
    );
    expect(r.problems).toMatchObject([
      { file: 'l.json', path: 'entries[0].assignments[0].vehicle', message: 'an entry cannot be assigned to itself; assignment removed' },
      { file: 'l.json', path: 'entries[2].assignments[0].machine', message: "no entry 'e9' in this list; assignment removed" },
      { file: 'l.json', path: 'entries[2].assignments[2].machine', message: 'the same assignment twice; the repeat is removed' },
    ]);
    expect(r.list?.entries.map((e) => e.assignments)).toEqual([
      [],
      [],
      [{ type: 'crew', machine: 'e1', role: 'servant' }, { type: 'bearer', bearer: 'e2' }],
    ]);
  });

  it('holds at most 10,000 entries: one more is refused as a whole, naming the file and the field', () => {
    const entries = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `e${i + 1}`, cardId: 'a', count: 1 }));
    expect(MAX_LIST_ENTRIES).toBe(10000);
    expect(parseListFile(text(entries(MAX_LIST_ENTRIES)), 'big.muster').list?.entries).toHaveLength(MAX_LIST_ENTRIES);
    expect(parseListFile(text(entries(MAX_LIST_ENTRIES + 1)), 'big.muster')).toMatchObject({
      problems: [{ file: 'big.muster', path: 'entries', message: 'a list holds at most 10000 entries' }],
    });
  });

  it('gives 5,000 entries that share one id new ids in one pass (e2 … e5000, each named)', () => {
    const r = parseListFile(text(Array.from({ length: 5000 }, () => ({ id: 'e1', cardId: 'a', count: 1 }))), 'dup.muster');
    expect(r.list?.entries.map((e) => e.id)).toEqual(Array.from({ length: 5000 }, (_, i) => `e${i + 1}`));
    expect(r.list?.lastEntryNumber).toBe(5000);
    expect(r.problems).toHaveLength(4999);
  });

  it('refuses a lastEntryNumber beyond nine digits (a larger one would lead to ids no list accepts, such as e1e+21)', () => {
    expect(parseListFile(text([], { lastEntryNumber: 1e12 }), 'l.json').problems).toMatchObject([{ file: 'l.json', path: 'lastEntryNumber', message: 'should be at most 999999999' }]);
    expect(parseListFile(text([], { lastEntryNumber: 999_999_999 }), 'l.json').problems).toEqual([]);
  });

  it("keeps the list's notes (line breaks, umlauts) through save and load; notes longer than a list takes are refused, naming the field", () => {
    const notes = 'Turnier in Köln\nRunde 2: gegen Wölfe\n\n– Grüße';
    const loaded = parseListFile(text([], { notes }), 'l.json');
    expect(loaded.problems).toEqual([]);
    expect(loaded.list?.notes).toBe(notes);
    expect(parseListFile(serializeList(loaded.list!), 'l.json').list).toEqual(loaded.list);
    // A file without notes (every list made before they existed) reads as before: version 2 still.
    expect(parseListFile(text([]), 'l.json').list).not.toHaveProperty('notes');
    expect(parseListFile(text([], { notes: 'x'.repeat(MAX_LIST_NOTES) }), 'l.json').problems).toEqual([]);
    const long = parseListFile(text([], { notes: 'x'.repeat(MAX_LIST_NOTES + 1) }), 'l.json');
    expect(long.list).toBeUndefined();
    expect(long.problems.map(formatProblem)).toEqual(['l.json: notes: is too long: at most 2000 characters']);
    expect(long.problems.map(problemLine('de'))).toEqual(['l.json: notes: ist zu lang: höchstens 2000 Zeichen']);
  });

  it('renames duplicate entry ids', () => {
    const r = parseListFile(text([{ id: 'e1', cardId: 'a', count: 1 }, { id: 'e2', cardId: 'b', count: 1 }, { id: 'e1', cardId: 'c', count: 1 }]), 'l.json');
    expect(r.problems).toMatchObject([{ file: 'l.json', path: 'entries[2].id', message: "duplicate entry id 'e1' (first at entries[0]); renamed to 'e3'" }]);
    expect(r.list?.entries.map((e) => e.id)).toEqual(['e1', 'e2', 'e3']);
    expect(r.list?.lastEntryNumber).toBe(3);
  });

  it('skips a malformed entry and drops a malformed assignment, keeping the rest', () => {
    const r = parseListFile(
      text([
        { id: 'e1', cardId: 'a', count: 0 },
        { id: 'e2', cardId: 'b', count: 1, assignments: [{ type: 'towed', by: 'e1' }] },
      ]),
      'l.json',
    );
    expect(r.problems).toMatchObject([
      { file: 'l.json', path: 'entries[0].count', message: 'should be at least 1' },
      { file: 'l.json', path: 'entries[1].assignments[0].type', message: "Invalid discriminator value. Expected 'crew' | 'aboard' | 'bearer'; assignment removed" },
    ]);
    expect(r.list?.entries).toEqual([{ id: 'e2', cardId: 'b', count: 1, assignments: [] }]);
  });

  it('rejects a broken file as a whole', () => {
    expect(parseListFile(text([], { pointsLimit: MAX_POINTS_LIMIT }), 'l.json').list?.pointsLimit).toBe(100000);
    expect(parseListFile(text([], { pointsLimit: MAX_POINTS_LIMIT + 1 }), 'l.json').problems).toMatchObject([
      { file: 'l.json', path: 'pointsLimit', message: 'should be at most 100000' },
    ]);
    expect(parseListFile(text([], { pointsLimit: -5 }), 'l.json')).toMatchObject({
      problems: [{ file: 'l.json', path: 'pointsLimit', message: 'should be at least 0' }],
    });
    expect(parseListFile('{"format": "muster-list", "version": 3}', 'l.json').problems).toMatchObject([
      { file: 'l.json', path: 'version', message: 'version 3 is newer than this Muster reads (up to 2); update Muster to open this file' },
    ]);
    expect(parseListFile('{"format": "muster-list",', 'l.json').problems[0]?.message).toBe('invalid JSON at line 1, column 26: unexpected end of the text');
  });
});

describe('migrateListFile', () => {
  it('accepts version 1 and refuses card files', () => {
    expect(migrateListFile({ format: 'muster-list', version: 2 }).ok).toBe(true);
    expect(migrateListFile({ format: 'muster-cards', version: 2 })).toMatchObject({ ok: false, path: 'format', message: "expected 'muster-list', found 'muster-cards'" });
  });
});
