import { describe, expect, it } from 'vitest';
import { gameLimits } from '../../../../list/totals';
import { checkTj, TJ_LOOKUP, tjList } from '../test-fixtures';
import { tjostGamePointsMax } from './game-points-max';

describe('tjost.game-points-max', () => {
  // dear 140 + dear 140 = 280; warrior 20 (cheapest figure 20 -> allowance 10)
  const base = [
    { id: 'a', cardId: 'dear', count: 2 },
    { id: 'b', cardId: 'warrior' },
  ];
  it('300 + half the cheapest figure, capped at 10: 310 is the most', () => {
    const at = tjList('tjost-game', [...base, { id: 'd', cardId: 'flask', count: 2 }]); // 300 + 10
    expect(gameLimits(at, TJ_LOOKUP)).toEqual({ allowance: 10, max: 310, min: 275, cheapest: 20 });
    expect(checkTj(tjostGamePointsMax, at)).toEqual([]);
    const over = tjList('tjost-game', [...base, { id: 'd', cardId: 'flask', count: 2 }, { id: 'e', cardId: 'cheap' }]); // 318, cheapest 8
    expect(checkTj(tjostGamePointsMax, over)[0]?.params).toMatchObject({ total: 318, max: 304 });
  });
  it('caps the allowance at 10 AP when half the cheapest figure is more (140 AP figures: 310, not 370)', () => {
    const dears = [{ id: 'a', cardId: 'dear', count: 2 }, { id: 'c', cardId: 'spell' }];
    const at = tjList('tjost-game', [...dears, { id: 'd', cardId: 'flask', count: 3 }]); // 280 + 15 + 15 = 310
    expect(gameLimits(at, TJ_LOOKUP)).toEqual({ allowance: 10, max: 310, min: 275, cheapest: 140 });
    expect(checkTj(tjostGamePointsMax, at)).toEqual([]);
    const over = tjList('tjost-game', [...dears, { id: 'd', cardId: 'flask', count: 4 }]); // 315
    expect(checkTj(tjostGamePointsMax, over)).toEqual([
      { code: 'tjost.game-points-max', severity: 'error', params: { total: 315, max: 310, over: 5, allowance: 10, cheapest: 140 } },
    ]);
  });
  it('reports the total, the maximum and the cheapest figure', () => {
    const over = tjList('tjost-game', [...base, { id: 'c', cardId: 'spell' }, { id: 'd', cardId: 'artifact' }]); // 327
    expect(checkTj(tjostGamePointsMax, over)).toEqual([
      { code: 'tjost.game-points-max', severity: 'error', params: { total: 327, max: 310, over: 17, allowance: 10, cheapest: 20 } },
    ]);
  });
  it('a cheap figure lowers the allowance: 8 AP figure allows 304', () => {
    const list = tjList('tjost-game', [{ id: 'a', cardId: 'dear', count: 2 }, { id: 'b', cardId: 'cheap' }, { id: 'c', cardId: 'spell' }, { id: 'd', cardId: 'flask' }]);
    // 280 + 8 + 15 + 5 = 308 > 304
    expect(checkTj(tjostGamePointsMax, list)[0]?.params).toEqual({ total: 308, max: 304, over: 4, allowance: 4, cheapest: 8 });
  });
  it('a blister card counts per figure; half AP are rounded down for the maximum', () => {
    const trio = tjList('tjost-game', [{ id: 'a', cardId: 'trio' }]); // 10 AP per figure -> 5
    expect(gameLimits(trio, TJ_LOOKUP).max).toBe(305);
    const familiar = tjList('tjost-game', [{ id: 'a', cardId: 'familiar' }, { id: 'b', cardId: 'shadow' }]); // familiar 6 AP as one figure -> 3
    expect(gameLimits(familiar, TJ_LOOKUP)).toMatchObject({ allowance: 3, max: 303, cheapest: 6 });
    const odd = tjList('tjost-game', [{ id: 'a', cardId: 'c1-fighter' }]); // 12 -> 6
    expect(gameLimits(odd, TJ_LOOKUP).max).toBe(306);
  });
  it('a list without figures has no allowance', () => {
    expect(gameLimits(tjList('tjost-game', [{ id: 'a', cardId: 'spell' }]), TJ_LOOKUP)).toEqual({ allowance: 0, max: 300, min: 275, cheapest: undefined });
  });
});
