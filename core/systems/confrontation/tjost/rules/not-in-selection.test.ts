import { describe, expect, it } from 'vitest';
import { validateList } from '../../../../checks/validate-list';
import { checkTj, TJ_LOOKUP, tjList } from '../test-fixtures';
import { tjostNotInSelection } from './not-in-selection';

describe('tjost.not-in-selection', () => {
  const selection = tjList('tjost-selection', [
    { id: 's1', cardId: 'warrior', count: 2 },
    { id: 's2', cardId: 'hero' },
    { id: 's3', cardId: 'spell' },
  ]);

  it('a game list using what the selection holds is fine', () => {
    const game = tjList('tjost-game', [
      { id: 'a', cardId: 'warrior' },
      { id: 'b', cardId: 'hero' },
      { id: 'c', cardId: 'warrior' },
    ]);
    expect(checkTj(tjostNotInSelection, game, selection)).toEqual([]);
  });

  it('a card the selection lacks, and more copies than it holds, are reported on the entry that goes over', () => {
    const game = tjList('tjost-game', [
      { id: 'a', cardId: 'warrior', count: 2 },
      { id: 'b', cardId: 'mage' },
      { id: 'c', cardId: 'spell' },
      { id: 'd', cardId: 'warrior' },
      { id: 'e', cardId: 'spell' },
    ]);
    expect(checkTj(tjostNotInSelection, game, selection)).toEqual([
      { code: 'tjost.not-in-selection', severity: 'error', entryId: 'b', params: { variant: 'missing', count: 1 } },
      { code: 'tjost.not-in-selection', severity: 'error', entryId: 'd', params: { count: 3, inSelection: 2 } },
      { code: 'tjost.not-in-selection', severity: 'error', entryId: 'e', params: { count: 2, inSelection: 1 } },
    ]);
  });

  it('gets the selection through validateList options; without it nothing is compared', () => {
    const game = tjList('tjost-game', [{ id: 'a', cardId: 'mage' }]);
    const codes = (sel?: typeof selection) =>
      validateList(game, TJ_LOOKUP, sel ? { selection: sel } : {}).filter((i) => i.code === 'tjost.not-in-selection').length;
    expect(codes(selection)).toBe(1);
    expect(codes()).toBe(0);
    expect(checkTj(tjostNotInSelection, game)).toEqual([]);
  });
});
