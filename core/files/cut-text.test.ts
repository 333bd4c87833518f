import { describe, expect, it } from 'vitest';
import { cutText } from './cut-text';

describe('cutText', () => {
  it('cuts to the limit and never halves a character made of two units', () => {
    expect(cutText('abcdef', 4)).toBe('abcd');
    expect(cutText('abc', 4)).toBe('abc');
    // 1,999 letters and an emoji (two units): at 2,000 the emoji would be halved, so it goes whole.
    const text = `${'a'.repeat(1999)}😀bbb`;
    expect(cutText(text, 2000)).toBe('a'.repeat(1999));
    expect(cutText(text, 2001)).toBe(`${'a'.repeat(1999)}😀`);
    expect(cutText('😀', 1)).toBe('');
    expect(cutText('x', 0)).toBe('');
    // The result is well-formed Unicode (encodes to UTF-8 and back unchanged).
    const cut = cutText(text, 2000);
    expect(new TextDecoder().decode(new TextEncoder().encode(cut))).toBe(cut);
  });
});
