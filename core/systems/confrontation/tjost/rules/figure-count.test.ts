import { describe, expect, it } from 'vitest';
import { checkTj, tjList } from '../test-fixtures';
import { tjostFigureCount } from './figure-count';

describe('tjost.figure-count', () => {
  it('20 figures are fine: blisters count every figure, spells and items none, a familiar one', () => {
    const list = tjList('tjost-game', [
      { id: 'a', cardId: 'trio', count: 5 }, // 15
      { id: 'b', cardId: 'warrior', count: 4 }, // 4
      { id: 'c', cardId: 'familiar' }, // card covers 2, counts as 1
      { id: 'd', cardId: 'spell', count: 2 },
      { id: 'e', cardId: 'flask', count: 2 },
    ]);
    expect(checkTj(tjostFigureCount, list)).toEqual([]);
  });
  it('21 figures are one too many', () => {
    const list = tjList('tjost-game', [
      { id: 'a', cardId: 'trio', count: 5 },
      { id: 'b', cardId: 'warrior', count: 4 },
      { id: 'c', cardId: 'familiar', count: 2 },
    ]);
    expect(checkTj(tjostFigureCount, list)).toEqual([
      { code: 'tjost.figure-count', severity: 'error', params: { figures: 21, max: 20, over: 1 } },
    ]);
  });
});
