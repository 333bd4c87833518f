import { describe, expect, it } from 'vitest';
import { safeFileName } from './names';

describe('safeFileName', () => {
  it('keeps letters and accents, drops path and control characters', () => {
    expect(safeFileName('Tir-Nâ-Bor: Vorhut/2', '.muster')).toBe('Tir-Nâ-Bor Vorhut 2.muster');
    expect(safeFileName('a\u0000b\tc', '.pdf')).toBe('a b c.pdf');
    expect(safeFileName('Goblins: a/b <siege>', '.muster')).toBe('Goblins a b siege.muster');
    expect(safeFileName('   ', '.muster')).toBe('muster.muster');
  });
  it('falls back when nothing is left and cuts long names', () => {
    expect(safeFileName(' / ', '.pdf')).toBe('muster.pdf');
    expect(safeFileName('x'.repeat(200), '.pdf')).toBe(`${'x'.repeat(80)}.pdf`);
  });
});
