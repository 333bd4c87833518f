import { describe, expect, it } from 'vitest';
import { rulesFor } from '../../../../checks/validate-list';
import { checkTj, tjList } from '../test-fixtures';
import { tjostSelectionPoints } from './selection-points';

describe('tjost.selection-points', () => {
  it('400 AP exactly is fine (magic included)', () => {
    // 140 + 140 + 60 + 40 + 20 = 400
    const list = tjList('tjost-selection', [
      { id: 'a', cardId: 'dear', count: 2 },
      { id: 'b', cardId: 'hero' },
      { id: 'c', cardId: 'mage' },
      { id: 'd', cardId: 'spell' },
      { id: 'e', cardId: 'flask' },
    ]);
    expect(checkTj(tjostSelectionPoints, list)).toEqual([]);
  });
  it('over 400 AP is a list-wide error', () => {
    const list = tjList('tjost-selection', [
      { id: 'a', cardId: 'dear', count: 2 },
      { id: 'b', cardId: 'hero' },
      { id: 'c', cardId: 'mage' },
      { id: 'd', cardId: 'spell', count: 2 },
    ]);
    expect(checkTj(tjostSelectionPoints, list)).toEqual([
      { code: 'tjost.selection-points', severity: 'error', params: { total: 410, limit: 400, over: 10 } },
    ]);
  });
  it('applies to Confrontation selection lists only', () => {
    expect(rulesFor('confrontation', 'tjost-selection')).toContain(tjostSelectionPoints);
    expect(rulesFor('confrontation', 'tjost-game')).not.toContain(tjostSelectionPoints);
    expect(rulesFor('confrontation', 'standard')).not.toContain(tjostSelectionPoints);
    expect(rulesFor('oldworld', 'tjost-selection')).not.toContain(tjostSelectionPoints);
  });
});
