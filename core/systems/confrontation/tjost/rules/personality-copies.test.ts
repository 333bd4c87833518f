import { describe, expect, it } from 'vitest';
import { checkTj, tjList } from '../test-fixtures';
import { tjostPersonalityCopies } from './personality-copies';

describe('tjost.personality-copies', () => {
  it('one personality is fine; other cards are not its business', () => {
    const list = tjList('tjost-selection', [
      { id: 'a', cardId: 'hero' },
      { id: 'b', cardId: 'warrior', count: 2 },
    ]);
    expect(checkTj(tjostPersonalityCopies, list)).toEqual([]);
  });
  it('a second copy, in the same entry or another, is reported on the entry that goes over', () => {
    expect(checkTj(tjostPersonalityCopies, tjList('tjost-selection', [{ id: 'a', cardId: 'hero', count: 2 }]))).toEqual([
      { code: 'tjost.personality-copies', severity: 'error', entryId: 'a', params: { count: 2, max: 1 } },
    ]);
    const split = tjList('tjost-game', [
      { id: 'a', cardId: 'hero' },
      { id: 'b', cardId: 'warrior' },
      { id: 'c', cardId: 'hero' },
    ]);
    expect(checkTj(tjostPersonalityCopies, split)).toEqual([
      { code: 'tjost.personality-copies', severity: 'error', entryId: 'c', params: { count: 2, max: 1 } },
    ]);
  });
});
