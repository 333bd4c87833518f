import { describe, expect, it } from 'vitest';
import { isShadowRank } from '../lists';
import { checkTj, tjList } from '../test-fixtures';
import { tjostForbiddenRank } from './forbidden-rank';

describe('tjost.forbidden-rank', () => {
  it('reports a Shadow rank on its entry; other ranks and cards without rank are fine', () => {
    const list = tjList('tjost-selection', [
      { id: 'a', cardId: 'warrior' },
      { id: 'b', cardId: 'shadow' },
      { id: 'c', cardId: 'cheap' },
    ]);
    expect(checkTj(tjostForbiddenRank, list)).toEqual([{ code: 'tjost.forbidden-rank', severity: 'error', entryId: 'b', params: {} }]);
  });
  it('recognises Shadow ranks by their German or English name', () => {
    expect(isShadowRank({ rank: { de: 'Schattenkrieger', en: 'x' } })).toBe(true);
    expect(isShadowRank({ rank: { de: 'x', en: 'shadow elite' } })).toBe(true);
    expect(isShadowRank({ rank: { de: 'Elite', en: 'Elite' } })).toBe(false);
    expect(isShadowRank({})).toBe(false);
  });
});
