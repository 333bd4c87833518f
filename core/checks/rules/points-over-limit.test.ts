import { describe, expect, it } from 'vitest';
import { checkRule, listOf } from '../test-fixtures';
import { pointsOverLimit } from './points-over-limit';

describe('points.over-limit', () => {
  const entries = [
    { id: 'a', cardId: 'chariot' }, // 90
    { id: 'b', cardId: 'trio', count: 2 }, // 2 x 18 (one card covers 3 figures)
    { id: 'u', cardId: 'unknown-card', count: 5 }, // unknown: no points
  ];
  it('total = card points x count; at the limit is fine', () => {
    expect(checkRule(pointsOverLimit, listOf(entries, { pointsLimit: 126 }))).toEqual([]);
  });
  it('over the limit is a list-wide error', () => {
    expect(checkRule(pointsOverLimit, listOf(entries, { pointsLimit: 100 }))).toEqual([
      { code: 'points.over-limit', severity: 'error', params: { total: 126, limit: 100, over: 26 } },
    ]);
  });
  it('applies to every system', () => {
    expect(pointsOverLimit.systems).toBe('all');
    expect(checkRule(pointsOverLimit, listOf(entries, { pointsLimit: 1, system: 'oldworld' }))).toHaveLength(1);
  });
});
