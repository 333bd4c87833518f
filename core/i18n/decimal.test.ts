import { describe, expect, it } from 'vitest';
import { decimal, percent, signed } from './decimal';

describe('decimal', () => {
  it('writes the decimal separator of the language', () => {
    expect(decimal('en', 76.2)).toBe('76.2');
    expect(decimal('de', 76.2)).toBe('76,2');
    expect(decimal('de', 100)).toBe('100');
    expect(decimal('de', 1.25, 1)).toBe('1,3');
    expect(decimal('en', 2, 1)).toBe('2.0');
  });
});

describe('percent', () => {
  it('writes a share as Intl.NumberFormat does, to one decimal', () => {
    for (const value of [0, 6, 8.5, 10, 24.96, 25, 33.333, 49.95, 50.04, 100, 112.5, 0.04]) {
      for (const lang of ['en', 'de'] as const) {
        const intl = new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);
        expect(percent(lang, value), `${lang} ${value}`).toBe(intl);
      }
    }
    expect(percent('de', 8.5)).toBe('8,5\u00a0%');
    expect(percent('en', 33.333)).toBe('33.3%');
  });
});

describe('signed', () => {
  it('writes a negative number with a real minus sign, a modifier with its plus', () => {
    expect(signed(-3)).toBe('\u22123');
    expect(signed(0)).toBe('0');
    expect(signed(2)).toBe('2');
    expect(signed(2, true)).toBe('+2');
    expect(signed(0, true)).toBe('0');
    expect(signed(-4, true)).toBe('\u22124');
  });
});
