import { describe, expect, it } from 'vitest';
import { collapseHits } from './collapse';
import { FORT, owList, rosterOf } from './test-fixtures';

describe('collapseHits', () => {
  const r = rosterOf({
    fortress: FORT,
    garrison: [
      { entry: 'e1', element: 'w2' },
      { entry: 'e2', element: 'w2' },
      { entry: 'e3', element: 't1' },
      { entry: 'gone', element: 'w2' },
    ],
  });
  it('gives the occupants of the collapsing element S7 AP-3 hits', () => {
    expect(collapseHits(r, 't1')).toEqual([{ entry: 'e3', models: 1, strength: 7, ap: -3 }]);
    expect(collapseHits(r, 'w2').map((h) => h.entry)).toEqual(['e1', 'e2', 'gone']);
    expect(collapseHits(r, 'w1')).toEqual([]);
  });
  it('hits every model of a unit once (the siege rules) and leaves out entries that are not in the defender list', () => {
    const defender = owList('d', 'test', [['e1', 'spears', 10], ['e2', 'bolt-thrower']]);
    expect(collapseHits(r, 'w2', defender)).toEqual([
      { entry: 'e1', models: 10, strength: 7, ap: -3 },
      { entry: 'e2', models: 1, strength: 7, ap: -3 },
    ]);
  });
});
