import { describe, expect, it } from 'vitest';
import { parseDecimal } from './numbers';

describe('parseDecimal', () => {
  it('reads plain decimal digits, negative numbers and, where allowed, one decimal separator', () => {
    expect(parseDecimal('80')).toBe(80);
    expect(parseDecimal('-1')).toBe(-1);
    expect(parseDecimal('12.5', { integer: false })).toBe(12.5);
    expect(parseDecimal('12,5', { integer: false })).toBe(12.5);
    expect(parseDecimal('12.5')).toBeUndefined();
  });

  it('refuses what Number() would take: hex, exponents, infinity, spaces, empty', () => {
    for (const text of ['0x50', '1e9', '1e2', 'Infinity', ' 5', '5 ', '', '+5', '0b1', '5mm', '1.2.3']) {
      expect(parseDecimal(text, { integer: false }), text).toBeUndefined();
    }
  });
});
