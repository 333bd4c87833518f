import { describe, expect, it } from 'vitest';
import { fileNameFor } from './files';

describe('file names', () => {
  it('drops path and control characters', () => {
    expect(fileNameFor('Goblins: a/b <siege>', '.muster')).toBe('Goblins a b siege.muster');
    expect(fileNameFor('   ', '.muster')).toBe('muster.muster');
  });
});
