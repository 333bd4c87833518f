import { describe, expect, it } from 'vitest';
import { curveDistanceCm, immobileMovePenalty, impactSections, impactStrength, maxCurves, runDistanceCm } from './movement';

describe('immobile machines moved by servants', () => {
  it('Weight 8: penalty 8 with one servant, 6 with two, 4 with three', () => {
    expect([1, 2, 3].map((n) => immobileMovePenalty(8, n))).toEqual([8, 6, 4]);
  });
  it('never below 0; no servant cannot move it', () => {
    expect(immobileMovePenalty(8, 6)).toBe(0);
    expect(immobileMovePenalty(8, 0)).toBeUndefined();
    expect(immobileMovePenalty(8, 1.5)).toBeUndefined();
  });
});

describe('curves', () => {
  it('Weight 10: at least 10 cm between 45 degree curves; MOV 20 covers up to 40 cm', () => {
    expect(curveDistanceCm(10)).toBe(10);
    expect(runDistanceCm(20)).toBe(40);
    expect(maxCurves(40, 10)).toBe(4);
    expect(maxCurves(24, 10)).toBe(2);
  });
});

describe('Impact / X', () => {
  it('Impact / 3 after 23 cm: 3 sections, STR 9', () => {
    expect(impactSections(23)).toBe(3);
    expect(impactStrength(3, 23)).toBe(9);
  });
  it('with a speed counter and MOV 20: 40 cm, 4 sections, STR 12, whatever the distance', () => {
    expect(impactStrength(3, 4, { speedCounter: true, mov: 20 })).toBe(12);
  });
  it('started sections count; no distance, no impact', () => {
    expect([0, 1, 10, 10.5, 20, 21].map(impactSections)).toEqual([0, 1, 1, 2, 2, 3]);
    expect(impactStrength(3, 0)).toBe(0);
  });
});
