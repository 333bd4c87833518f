import { describe, expect, it } from 'vitest';
import { pointsLimitSchema } from './list';
import { isPointsLimit, MAX_POINTS_LIMIT } from './points-limit';

describe('points limit', () => {
  it('the "New list" check and the file schema accept and refuse the same limits, at both bounds', () => {
    const cases: unknown[] = [-1, 0, 1, 1999.5, 2000, MAX_POINTS_LIMIT, MAX_POINTS_LIMIT + 1, Number.NaN, Number.POSITIVE_INFINITY, '2000', null];
    expect(cases.map(isPointsLimit)).toEqual([false, true, true, false, true, true, false, false, false, false, false]);
    for (const value of cases) expect(isPointsLimit(value)).toBe(pointsLimitSchema.safeParse(value).success);
  });
});
