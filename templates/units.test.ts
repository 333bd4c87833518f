import { describe, expect, it } from 'vitest';
import { inchToMm, mmToPt, PT_PER_MM, ptToMm } from './units';

describe('length conversions', () => {
  it('converts millimetres to PDF points at 72 / 25.4', () => {
    expect(PT_PER_MM).toBe(72 / 25.4);
    expect(mmToPt(25.4)).toBeCloseTo(72, 12);
    expect(mmToPt(210)).toBeCloseTo(595.2756, 4);
    expect(mmToPt(215.9)).toBeCloseTo(612, 12);
    expect(ptToMm(792)).toBeCloseTo(279.4, 12);
    expect(inchToMm(3)).toBeCloseTo(76.2, 12);
    expect(inchToMm(5)).toBeCloseTo(127, 12);
  });
});
