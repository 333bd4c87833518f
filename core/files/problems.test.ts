import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formatPath, formatProblem, unknownKeyProblems, zodProblems } from './problems';

describe('formatPath', () => {
  it('joins keys and indexes like JavaScript', () => {
    expect(formatPath(['cards', 3, 'warMachine', 'crew'])).toBe('cards[3].warMachine.crew');
    expect(formatPath(['stats', 'M-V'])).toBe('stats["M-V"]');
    expect(formatPath([2, 'id'])).toBe('[2].id');
    expect(formatPath(['crew'], 'cards[1].warMachine')).toBe('cards[1].warMachine.crew');
    expect(formatPath([])).toBe('');
  });
});

describe('zodProblems', () => {
  const schema = z.object({
    cards: z.array(z.object({ crew: z.number().int(), stats: z.record(z.string().regex(/^[A-Z]+$/), z.number()) })),
  });

  it('gives each issue a readable path under the prefix', () => {
    const r = schema.safeParse({ cards: [{ crew: 1, stats: {} }, { crew: 'x', stats: { MOV: 1 } }] });
    expect(r.success).toBe(false);
    if (r.success) return;
    expect(zodProblems('a.json', r.error)).toEqual([
      { file: 'a.json', path: 'cards[1].crew', message: 'should be a number, not a text' },
    ]);
    expect(zodProblems('a.json', r.error, 'x[0]')[0]?.path).toBe('x[0].cards[1].crew');
  });

  it('explains bad record keys', () => {
    const r = schema.safeParse({ cards: [{ crew: 1, stats: { mov: 1 } }] });
    if (r.success) throw new Error('expected failure');
    expect(zodProblems('a.json', r.error)).toEqual([
      { file: 'a.json', path: 'cards[0].stats.mov', message: 'invalid key: does not have the expected form (/^[A-Z]+$/)' },
    ]);
  });
});

describe('zodProblems in words', () => {
  it('says what is wrong with a field in plain words, and keeps a schema’s own message', () => {
    const list = z
      .object({
        id: z.string(),
        name: z.string().min(1).max(5),
        system: z.enum(['confrontation', 'oldworld']),
        count: z.number().int().min(1).max(10),
        limit: z.number().positive(),
        entries: z.array(z.string()).min(2),
        done: z.boolean(),
        format: z.literal('muster-list'),
        slug: z.string().regex(/^[a-z]+$/, 'use lower-case letters'),
        tags: z.array(z.string()).max(1),
      })
      .strict();
    const r = list.safeParse({ name: '', system: 'warhammer', count: 1.5, limit: 0, entries: ['a'], done: 'yes', format: 'x', slug: 'A', tags: ['a', 'b'], colour: 'red' });
    if (r.success) throw new Error('expected failure');
    expect(Object.fromEntries(zodProblems('l.json', r.error).map((p) => [p.path, p.message]))).toEqual({
      id: 'missing (a text is needed)',
      name: 'is empty',
      system: 'should be one of "confrontation", "oldworld"',
      count: 'should be a whole number',
      limit: 'should be more than 0',
      entries: 'needs at least 2 entries',
      done: 'should be true or false, not a text',
      format: 'should be "muster-list"',
      slug: 'use lower-case letters',
      tags: 'has too many entries: at most 1',
      '': "unknown field 'colour'",
    });
    const long = list.shape.name.safeParse('abcdefg');
    if (long.success) throw new Error('expected failure');
    expect(zodProblems('l.json', long.error)[0]?.message).toBe('is too long: at most 5 characters');
  });
});

describe('unknownKeyProblems and formatProblem', () => {
  it('reports fields the schema does not know', () => {
    expect(unknownKeyProblems('f', { id: 'a', strucurePoints: 3 }, ['id'], 'cards[0]')).toEqual([
      { file: 'f', path: 'cards[0].strucurePoints', message: 'unknown field (ignored)' },
    ]);
    expect(unknownKeyProblems('f', [1], [], '')).toEqual([]);
  });

  it('formats one line per problem', () => {
    expect(formatProblem({ file: 'f.json', path: 'cards[0].id', message: 'bad' })).toBe('f.json: cards[0].id: bad');
    expect(formatProblem({ file: 'f.json', path: '', message: 'bad' })).toBe('f.json: bad');
  });
});
