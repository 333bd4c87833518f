import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pairKey } from './history';
import { matchInOrder } from './match';

const ids = (n: number) => Array.from({ length: n }, (_, i) => `p${i}`);
const metFrom = (pairs: [string, string][]) => {
  const m = new Map<string, number>();
  for (const [a, b] of pairs) m.set(pairKey(a, b), (m.get(pairKey(a, b)) ?? 0) + 1);
  return (a: string, b: string) => m.get(pairKey(a, b)) ?? 0;
};

/** Every perfect matching of the players (brute force, for small numbers). */
function* matchings(players: string[]): Generator<[string, string][]> {
  if (players.length === 0) return yield [];
  const [first, ...rest] = players;
  for (let i = 0; i < rest.length; i++) {
    const partner = rest[i]!;
    for (const m of matchings(rest.filter((_, j) => j !== i))) yield [[first!, partner], ...m];
  }
}

describe('matchInOrder', () => {
  it('pairs the best with the next best when nobody has met', () => {
    expect(matchInOrder(ids(6), () => 0)).toEqual({ pairs: [['p0', 'p1'], ['p2', 'p3'], ['p4', 'p5']], repeats: 0, method: 'search' });
  });

  it('moves down the ranking to avoid a repeat, keeping the top as high as it can', () => {
    const met = metFrom([['p0', 'p1']]);
    expect(matchInOrder(ids(4), met).pairs).toEqual([['p0', 'p2'], ['p1', 'p3']]);
  });

  it('comes back up when the bottom cannot be paired (backtracking)', () => {
    // p2-p3 met: top-down p0-p1 leaves p2-p3, a repeat; the search comes back and gives p0 the next best, p2.
    const met = metFrom([['p2', 'p3']]);
    const result = matchInOrder(ids(4), met);
    expect(result.repeats).toBe(0);
    expect(result.pairs).toEqual([['p0', 'p2'], ['p1', 'p3']]);
  });

  it('repeats only when every pairing repeats, and then as few meetings per pair as possible', () => {
    const all = [...matchings(ids(4))].flat();
    const met = metFrom([...all, ['p0', 'p1']]);
    const result = matchInOrder(ids(4), met);
    expect(result.repeats).toBe(2);
    expect(result.pairs).not.toContainEqual(['p0', 'p1']);
  });

  it('refuses an odd number of players (the bye is chosen first)', () => {
    expect(() => matchInOrder(ids(3), () => 0)).toThrow(/even/);
  });

  it('finds a pairing without repeats whenever one exists (checked against every pairing, up to 10 players)', () => {
    const arb = fc
      .integer({ min: 1, max: 5 })
      .chain((half) => fc.tuple(fc.constant(half * 2), fc.array(fc.tuple(fc.nat(half * 2 - 1), fc.nat(half * 2 - 1)), { maxLength: half * 6 })));
    fc.assert(
      fc.property(arb, ([n, raw]) => {
        const players = ids(n);
        const history = raw.filter(([a, b]) => a !== b).map(([a, b]) => [`p${a}`, `p${b}`] as [string, string]);
        const met = metFrom(history);
        const result = matchInOrder(players, met);
        // Everyone once.
        expect(result.pairs.flat().sort()).toEqual([...players].sort());
        const exists = [...matchings(players)].some((m) => m.every(([a, b]) => met(a, b) === 0));
        expect(result.repeats === 0).toBe(exists);
      }),
      { numRuns: 300 },
    );
  });

  it('falls back to a greedy pairing when the search runs out of steps, still pairing everyone', () => {
    const met = metFrom([['p2', 'p3']]);
    const result = matchInOrder(ids(4), met, 1);
    expect(result.method).toBe('greedy');
    expect(result.pairs.flat().sort()).toEqual(ids(4));
  });
});
