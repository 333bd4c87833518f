import { describe, expect, it } from 'vitest';
import { GENERAL, owIssues, owList, WARRIORS } from '../test-fixtures';

describe('oldworld.general-missing', () => {
  it('an army without a General is reported; with one it is fine; an empty list says nothing', () => {
    const noGeneral = owList(1000, [{ ...GENERAL, options: GENERAL.options.filter((o) => o !== 'command.general') }, WARRIORS(30)]);
    expect(owIssues(noGeneral, 'oldworld.general-missing')).toEqual([{ code: 'oldworld.general-missing', severity: 'error', params: {} }]);
    expect(owIssues(owList(1000, [GENERAL, WARRIORS(30)]), 'oldworld.general-missing')).toEqual([]);
    expect(owIssues(owList(1000, []), 'oldworld.general-missing')).toEqual([]);
  });
  it('a second General is reported on that character, naming the first', () => {
    const two = owList(1000, [GENERAL, WARRIORS(30), { cardId: 'test-hero', count: 1, options: ['equipment.hand-weapon', 'command.general'] }]);
    expect(owIssues(two, 'oldworld.general-missing')).toEqual([{ code: 'oldworld.general-missing', severity: 'error', entryId: 'e3', params: { variant: 'two', first: 'e1' } }]);
  });
});
