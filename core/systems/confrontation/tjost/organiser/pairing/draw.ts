import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

/**
 * The items in an order drawn by lot from `seed` (a Fisher–Yates shuffle driven by pure-rand's
 * xoroshiro128+): the same seed and the same items give the same order on every machine, so a
 * draw can be shown and reproduced.
 */
export function drawOrder<T>(items: readonly T[], seed: number): T[] {
  const rng = xoroshiro128plus(seed >>> 0);
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = uniformInt(rng, 0, i);
    const tmp = out[i] as T;
    out[i] = out[j] as T;
    out[j] = tmp;
  }
  return out;
}

/** A seed for a later round's tie order, derived from the event's seed and the round number. */
export function roundSeed(seed: number, round: number): number {
  return (Math.imul(seed ^ 0x9e3779b9, 31) + round * 0x85ebca6b) >>> 0;
}
