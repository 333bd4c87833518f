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
      { file: 'a.json', path: 'cards[1].crew', message: 'Invalid input: expected number, received string' },
    ]);
    expect(zodProblems('a.json', r.error, 'x[0]')[0]?.path).toBe('x[0].cards[1].crew');
  });

  it('explains bad record keys', () => {
    const r = schema.safeParse({ cards: [{ crew: 1, stats: { mov: 1 } }] });
    if (r.success) throw new Error('expected failure');
    expect(zodProblems('a.json', r.error)).toEqual([
      { file: 'a.json', path: 'cards[0].stats.mov', message: 'invalid key: Invalid string: must match pattern /^[A-Z]+$/' },
    ]);
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
