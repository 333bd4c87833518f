import { describe, expect, it } from 'vitest';
import { drawOrder, roundSeed } from './draw';

describe('drawOrder (the draw by lot)', () => {
  const ids = Array.from({ length: 16 }, (_, i) => `p${i + 1}`);

  it('gives the same order for the same seed, so a draw can be reproduced', () => {
    expect(drawOrder(ids, 1234)).toEqual(drawOrder(ids, 1234));
    expect(drawOrder(ids, 1234)).toEqual(drawOrder([...ids], 1234));
  });

  it('is a permutation, and another seed gives another order', () => {
    const a = drawOrder(ids, 1234);
    expect([...a].sort()).toEqual([...ids].sort());
    expect(drawOrder(ids, 1235)).not.toEqual(a);
    expect(a).not.toEqual(ids);
  });

  it('is pinned: seed 42 draws this order on every machine', () => {
    expect(drawOrder(['a', 'b', 'c', 'd', 'e', 'f'], 42)).toMatchInlineSnapshot(`
      [
        "c",
        "e",
        "f",
        "d",
        "a",
        "b",
      ]
    `);
  });

  it('derives a different seed per round', () => {
    expect(new Set([1, 2, 3, 4, 5].map((r) => roundSeed(99, r))).size).toBe(5);
    expect(roundSeed(99, 2)).toBe(roundSeed(99, 2));
  });
});
