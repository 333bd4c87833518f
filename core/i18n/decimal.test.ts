import { describe, expect, it } from 'vitest';
import { decimal } from './decimal';

describe('decimal', () => {
  it('writes the decimal separator of the language', () => {
    expect(decimal('en', 76.2)).toBe('76.2');
    expect(decimal('de', 76.2)).toBe('76,2');
    expect(decimal('de', 100)).toBe('100');
    expect(decimal('de', 1.25, 1)).toBe('1,3');
    expect(decimal('en', 2, 1)).toBe('2.0');
  });
});
