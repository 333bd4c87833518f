import { describe, expect, it } from 'vitest';
import { tjostCopies } from './copies';
import { checkTj, tjList } from '../test-fixtures';

describe('tjost.copies', () => {
  it('two copies of a card, spell or item are fine, also split over entries', () => {
    const list = tjList('tjost-selection', [
      { id: 'a', cardId: 'warrior' },
      { id: 'b', cardId: 'warrior' },
      { id: 'c', cardId: 'spell', count: 2 },
      { id: 'd', cardId: 'flask', count: 2 },
    ]);
    expect(checkTj(tjostCopies, list)).toEqual([]);
  });
  it('a third copy is reported once, on the entry that goes over', () => {
    const list = tjList('tjost-selection', [
      { id: 'a', cardId: 'warrior' },
      { id: 'b', cardId: 'spell', count: 3 },
      { id: 'c', cardId: 'warrior', count: 2 },
      { id: 'd', cardId: 'warrior' },
    ]);
    expect(checkTj(tjostCopies, list)).toEqual([
      { code: 'tjost.copies', severity: 'error', entryId: 'b', params: { count: 3, max: 2 } },
      { code: 'tjost.copies', severity: 'error', entryId: 'c', params: { count: 4, max: 2 } },
    ]);
  });
  it('counts cards, not figures: two cards of a blister of three (6 figures) are fine', () => {
    expect(checkTj(tjostCopies, tjList('tjost-selection', [{ id: 'a', cardId: 'trio', count: 2 }]))).toEqual([]);
    expect(checkTj(tjostCopies, tjList('tjost-game', [{ id: 'a', cardId: 'trio', count: 3 }]))).toHaveLength(1);
  });
  it('leaves personalities to tjost.personality-copies', () => {
    expect(checkTj(tjostCopies, tjList('tjost-selection', [{ id: 'a', cardId: 'hero', count: 3 }]))).toEqual([]);
  });
});
