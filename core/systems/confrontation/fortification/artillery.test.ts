import { describe, expect, it } from 'vitest';
import { perforatingStrength, STRAY_DISTANCES_CM, strayDistanceCm, zoneHit } from './artillery';

describe('artillery', () => {
  it('stray distance by d6: 4, 6, 8, 10, 12, 14 cm', () => {
    expect([1, 2, 3, 4, 5, 6].map(strayDistanceCm)).toEqual([4, 6, 8, 10, 12, 14]);
    expect(STRAY_DISTANCES_CM).toEqual([4, 6, 8, 10, 12, 14]);
    expect(strayDistanceCm(0)).toBeUndefined();
  });
  it('zone hits: light 4+ at half STR rounded up, heavy 3+ at full STR', () => {
    expect(zoneHit('light', 9)).toEqual({ minRoll: 4, str: 5 });
    expect(zoneHit('light', 10)).toEqual({ minRoll: 4, str: 5 });
    expect(zoneHit('heavy', 9)).toEqual({ minRoll: 3, str: 9 });
  });
  it('perforating: light loses 2 STR per further target, heavy none', () => {
    expect([0, 1, 2, 3].map((n) => perforatingStrength('light', 10, n))).toEqual([10, 8, 6, 4]);
    expect([0, 1, 2, 3].map((n) => perforatingStrength('heavy', 10, n))).toEqual([10, 10, 10, 10]);
    expect(perforatingStrength('light', 3, 5)).toBe(0);
  });
});
