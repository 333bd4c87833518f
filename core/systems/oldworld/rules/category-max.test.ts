import { describe, expect, it } from 'vitest';
import { GENERAL, owIssues, owList, WARRIORS } from '../test-fixtures';

describe('oldworld.category-max', () => {
  it('Characters may hold 50% of the limit and not one point more', () => {
    // Lord 100 + Warhorse 15 + Battle Standard... : 200-point limit allows 100 points of characters.
    const at = owList(200, [GENERAL, WARRIORS(10)]);
    expect(owIssues(at, 'oldworld.category-max')).toEqual([]);
    const over = owList(200, [{ ...GENERAL, options: [...GENERAL.options.filter((o) => o !== 'mounts.on-foot'), 'mounts.warhorse'] }, WARRIORS(10)]);
    expect(owIssues(over, 'oldworld.category-max')).toEqual([
      { code: 'oldworld.category-max', severity: 'error', params: { category: 'characters', points: 115, max: 100, percent: 50, limit: 200, over: 15, composition_de: 'Testarmee', composition_en: 'Test Army' } },
    ]);
  });
  it('Rare units over 25%', () => {
    const list = owList(399, [GENERAL, WARRIORS(20), { cardId: 'test-cannon', count: 1 }]);
    expect(owIssues(list, 'oldworld.category-max').map((i) => [i.params.category, i.params.max, i.params.points])).toEqual([['rare', 99, 100]]);
  });
});
