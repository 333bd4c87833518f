import { describe, expect, it } from 'vitest';
import { checkTj, tjList } from '../test-fixtures';
import { tjostGamePointsMin } from './game-points-min';

describe('tjost.game-points-min', () => {
  it('275 AP is enough', () => {
    // 140 + 60 + 40 + 20 + 15 = 275
    const list = tjList('tjost-game', [
      { id: 'a', cardId: 'dear' },
      { id: 'b', cardId: 'hero' },
      { id: 'c', cardId: 'mage' },
      { id: 'd', cardId: 'warrior' },
      { id: 'e', cardId: 'spell' },
    ]);
    expect(checkTj(tjostGamePointsMin, list)).toEqual([]);
  });
  it('less is a list-wide error naming what is missing', () => {
    const list = tjList('tjost-game', [
      { id: 'a', cardId: 'dear' },
      { id: 'b', cardId: 'hero' },
      { id: 'c', cardId: 'mage' },
      { id: 'd', cardId: 'warrior' },
      { id: 'e', cardId: 'artifact' },
    ]);
    expect(checkTj(tjostGamePointsMin, list)).toEqual([
      { code: 'tjost.game-points-min', severity: 'error', params: { total: 272, min: 275, missing: 3 } },
    ]);
  });
  it('an empty game list is under the minimum', () => {
    expect(checkTj(tjostGamePointsMin, tjList('tjost-game', []))[0]?.params).toEqual({ total: 0, min: 275, missing: 275 });
  });
});
