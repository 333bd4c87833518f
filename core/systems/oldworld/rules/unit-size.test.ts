import { describe, expect, it } from 'vitest';
import { card, checkRule, listOf, lookupOf } from '../../../checks/test-fixtures';
import { unitSize } from './unit-size';

const lookup = lookupOf([
  card({ id: 'spears', points: 9, troopType: 'regular-infantry', unitSize: { min: 10 } }),
  card({ id: 'lions', points: 20, troopType: 'beasts', unitSize: { min: 2, max: 6 } }),
  card({ id: 'mage', points: 100, troopType: 'character' }),
]);
const list = (entries: { id: string; cardId: string; count: number }[]) => listOf(entries, { system: 'oldworld' });

describe('oldworld.unit-size', () => {
  it('accepts counts within the unit size and cards without one', () => {
    expect(checkRule(unitSize, list([{ id: 'a', cardId: 'spears', count: 10 }, { id: 'b', cardId: 'lions', count: 6 }, { id: 'c', cardId: 'mage', count: 1 }]), lookup)).toEqual([]);
  });
  it('reports a unit below its minimum', () => {
    expect(checkRule(unitSize, list([{ id: 'a', cardId: 'spears', count: 9 }]), lookup)).toEqual([
      { code: 'oldworld.unit-size', severity: 'error', entryId: 'a', params: { count: 9, min: 10 } },
    ]);
  });
  it('reports a unit above its maximum with the variant max', () => {
    expect(checkRule(unitSize, list([{ id: 'b', cardId: 'lions', count: 7 }]), lookup)).toEqual([
      { code: 'oldworld.unit-size', severity: 'error', entryId: 'b', params: { variant: 'max', count: 7, max: 6 } },
    ]);
  });
  it('applies to Old World lists only', () => {
    expect(unitSize.systems).toEqual(['oldworld']);
  });
});
