import { describe, expect, it } from 'vitest';
import { checkRule, listOf } from '../test-fixtures';
import { issueMessage } from '../../i18n';
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
      { code: 'points.over-limit', severity: 'error', params: { total: 126, limit: 100, over: 26, unit_de: 'A.P.', unit_en: 'AP' } },
    ]);
  });
  it('speaks in the system’s own points: AP for Confrontation, points for the Old World', () => {
    const [ap] = checkRule(pointsOverLimit, listOf(entries, { pointsLimit: 100 }));
    expect(issueMessage(ap!, 'en', {})).toBe('The list costs 126 AP, 26 more than its limit of 100. (Points limit)');
    expect(issueMessage(ap!, 'de', {})).toBe('Die Liste kostet 126 A.P. und liegt damit 26 über ihrem Limit von 100. (Punktelimit)');
    const [points] = checkRule(pointsOverLimit, listOf(entries, { pointsLimit: 100, system: 'oldworld' }));
    expect(issueMessage(points!, 'en', {})).toBe('The list costs 126 points, 26 more than its limit of 100. (Points limit)');
    expect(issueMessage(points!, 'de', {})).toBe('Die Liste kostet 126 Punkte und liegt damit 26 über ihrem Limit von 100. (Punktelimit)');
  });
  it('applies to every system', () => {
    expect(pointsOverLimit.systems).toBe('all');
    expect(checkRule(pointsOverLimit, listOf(entries, { pointsLimit: 1, system: 'oldworld' }))).toHaveLength(1);
  });
});
