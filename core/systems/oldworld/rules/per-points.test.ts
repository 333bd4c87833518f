import { describe, expect, it } from 'vitest';
import { GENERAL, owIssues, owList, WARRIORS } from '../test-fixtures';

const knights = { cardId: 'test-knights', count: 5 };

describe('oldworld.per-points', () => {
  it('0-1 Knights per 1000 points: one at 1999 points, two at 2000, the third is reported on its entry', () => {
    const base = [GENERAL, WARRIORS(60)];
    expect(owIssues(owList(1999, [...base, knights]), 'oldworld.per-points')).toEqual([]);
    expect(owIssues(owList(1999, [...base, knights, knights]), 'oldworld.per-points')).toEqual([
      { code: 'oldworld.per-points', severity: 'error', entryId: 'e4', params: { units_de: 'Ritter', units_en: 'Knights', count: 2, per: 1000, limit: 1999, max: 1 } },
    ]);
    expect(owIssues(owList(2000, [...base, knights, knights]), 'oldworld.per-points')).toEqual([]);
    expect(owIssues(owList(2000, [...base, knights, knights, knights]), 'oldworld.per-points').map((i) => [i.entryId, i.params.max])).toEqual([['e5', 2]]);
  });
  it('a required unit ("1+ Lord or Hero") is reported for the list when missing', () => {
    const list = owList(1000, [WARRIORS(30)], 'test-guard');
    expect(owIssues(list, 'oldworld.per-points')).toEqual([
      { code: 'oldworld.per-points', severity: 'error', params: { variant: 'min', units_de: 'Lord oder Held', units_en: 'Lord or Hero', count: 0, limit: 1000, min: 1 } },
    ]);
    expect(owIssues(owList(1000, [GENERAL, WARRIORS(30)], 'test-guard'), 'oldworld.per-points')).toEqual([]);
  });
});
