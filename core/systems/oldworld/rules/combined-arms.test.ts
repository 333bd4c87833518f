import { describe, expect, it } from 'vitest';
import type { CardLookup } from '../../../db/types';
import type { DbCard } from '../../../model/card';
import { validateList } from '../../../checks/validate-list';
import { GENERAL, OW, OW_LOOKUP, owList, WARRIORS } from '../test-fixtures';

const CANNON_ENTRY = { cardId: 'test-cannon', count: 1 };

const rule = (list: ReturnType<typeof owList>, lookup: CardLookup = OW_LOOKUP) =>
  validateList({ ...list, compositionRule: 'combined-arms' }, lookup).filter((i) => i.code === 'oldworld.combined-arms');
const times = <T>(n: number, x: T): T[] => Array.from({ length: n }, () => x);

describe('oldworld.combined-arms', () => {
  it('four of one Core unit at 2000 points, the fifth reported; one more per full 1000 points above 2000', () => {
    expect(rule(owList(2000, [GENERAL, ...times(4, WARRIORS(10))]))).toEqual([]);
    expect(rule(owList(2000, [GENERAL, ...times(5, WARRIORS(10))]))).toEqual([
      { code: 'oldworld.combined-arms', severity: 'error', entryId: 'e6', params: { count: 5, max: 4, category: 'core', limit: 2000 } },
    ]);
    expect(rule(owList(2999, [GENERAL, ...times(5, WARRIORS(10))])).map((i) => i.params.max)).toEqual([4]);
    expect(rule(owList(3000, [GENERAL, ...times(5, WARRIORS(10))]))).toEqual([]);
    // Only under Combined Arms.
    expect(validateList(owList(2000, [GENERAL, ...times(5, WARRIORS(10))]), OW_LOOKUP).filter((i) => i.code === 'oldworld.combined-arms')).toEqual([]);
  });

  it('two of one Rare unit; a unit the army composition limits itself (Knights, 0-1 per 1000) is left to it', () => {
    expect(rule(owList(2000, [GENERAL, WARRIORS(10), ...times(3, CANNON_ENTRY)])).map((i) => [i.entryId, i.params.category, i.params.max])).toEqual([['e5', 'rare', 2]]);
    expect(rule(owList(2000, [GENERAL, WARRIORS(10), ...times(4, { cardId: 'test-knights', count: 5 })]))).toEqual([]);
  });

  it('units that share a limit count together', () => {
    const great: DbCard = { ...OW.cannon, id: 'test-great-cannon', provenance: { dataset: 'test', originalId: 'great-cannon', licence: 'test' }, oldworld: { ...OW.cannon.oldworld!, sharedCombinedArms: ['cannon'] } };
    const lookup: CardLookup = { card: (id) => (id === great.id ? great : OW_LOOKUP.card(id)), faction: OW_LOOKUP.faction };
    // Two cannons and a great cannon that shares their limit: three of the cannon.
    expect(rule(owList(2000, [GENERAL, CANNON_ENTRY, CANNON_ENTRY, { cardId: great.id, count: 1 }]), lookup).map((i) => [i.entryId, i.params.count])).toEqual([['e4', 3]]);
  });
});
