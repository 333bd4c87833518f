import { describe, expect, it } from 'vitest';
import { aboard, checkRule, codesOf, listOf, type EntrySpec } from '../../../../checks/test-fixtures';
import { fitsAboard } from '../transport';
import { transportCapacityRule } from './transport-capacity';

const chariot: EntrySpec = { id: 'c', cardId: 'chariot' };
const ride = (id: string, cardId: string, count = 1): EntrySpec => ({ id, cardId, count, assignments: [aboard('c')] });

describe('transport.capacity (Transport / 4, FORTIFICATION (en) example)', () => {
  it('carries 4 Small', () => {
    expect(codesOf(listOf([chariot, ride('s', 'small-one', 4)]))).toEqual([]);
  });
  it('carries 2 Normal', () => {
    expect(codesOf(listOf([chariot, ride('n', 'normal-one', 2)]))).toEqual([]);
  });
  it('carries 1 Large + 1 Small', () => {
    expect(codesOf(listOf([chariot, ride('l', 'large-one'), ride('s', 'small-one')]))).toEqual([]);
  });
  it('1 Large + 1 Normal is over, reported on the vehicle', () => {
    const list = listOf([chariot, ride('l', 'large-one'), ride('n', 'normal-one')]);
    expect(checkRule(transportCapacityRule, list)).toEqual([
      { code: 'transport.capacity', severity: 'error', entryId: 'c', params: { slots: 5, capacity: 4 } },
    ]);
    expect(codesOf(list)).toEqual(['transport.capacity@c']);
  });
  it('5 Small is over; a card of 3 figures takes 3 places', () => {
    expect(checkRule(transportCapacityRule, listOf([chariot, ride('s', 'small-one', 5)]))[0]?.params).toEqual({ slots: 5, capacity: 4 });
    expect(checkRule(transportCapacityRule, listOf([chariot, ride('t', 'trio'), ride('n', 'normal-one')]))[0]?.params).toEqual({
      slots: 5,
      capacity: 4,
    });
  });
  it('a vehicle entry of count 2 has twice the places', () => {
    expect(codesOf(listOf([{ ...chariot, count: 2 }, ride('l', 'large-one'), ride('n', 'normal-one')]))).toEqual([]);
  });
  it('counts a card without a size as Normal (2 places), not Small', () => {
    expect(codesOf(listOf([chariot, ride('u', 'unsized-one', 2)]))).toEqual([]);
    expect(checkRule(transportCapacityRule, listOf([chariot, ride('u', 'unsized-one', 2), ride('s', 'small-one')]))[0]?.params).toEqual({
      slots: 5,
      capacity: 4,
    });
  });
  it('leaves out passengers that cannot ride at all', () => {
    expect(checkRule(transportCapacityRule, listOf([chariot, ride('v', 'very-large-one'), ride('l', 'large-one')]))).toEqual([]);
  });
});

describe('transport.capacity: several vehicles in one entry, each figure whole in one vehicle', () => {
  const two = { ...chariot, count: 2 };
  it('2 chariots of 4 places carry 4 Normal (2 each), and 1 Large + 1 Small with 2 Normal', () => {
    expect(codesOf(listOf([two, ride('n', 'normal-one', 4)]))).toEqual([]);
    expect(codesOf(listOf([two, ride('l', 'large-one'), ride('s', 'small-one'), ride('n', 'normal-one', 2)]))).toEqual([]);
  });
  it('2 Large + 1 Normal are 8 of their 8 places, but no split fits: each Large leaves 1 place', () => {
    expect(checkRule(transportCapacityRule, listOf([two, ride('l', 'large-one', 2), ride('n', 'normal-one')]))).toEqual([
      { code: 'transport.capacity', severity: 'error', entryId: 'c', params: { variant: 'split', slots: 8, capacity: 8, vehicles: 2, places: 4 } },
    ]);
  });
  it('3 chariots carry 3 Large, not 4 (12 of 12 places)', () => {
    expect(codesOf(listOf([{ ...chariot, count: 3 }, ride('l', 'large-one', 3), ride('s', 'small-one', 3)]))).toEqual([]);
    expect(checkRule(transportCapacityRule, listOf([{ ...chariot, count: 3 }, ride('l', 'large-one', 4)]))[0]?.params.variant).toBe('split');
  });
});

describe('fitsAboard', () => {
  it('two vehicles of Transport / 3 carry one Normal figure each: 2 fit, 3 do not (6 of 6 places)', () => {
    expect(fitsAboard({ large: 0, normal: 2, small: 2 }, 2, 3)).toBe(true);
    expect(fitsAboard({ large: 0, normal: 3, small: 0 }, 2, 3)).toBe(false);
  });
  it('one vehicle: the sum decides (Transport / 5: 1 Large + 1 Normal)', () => {
    expect(fitsAboard({ large: 1, normal: 1, small: 0 }, 1, 5)).toBe(true);
    expect(fitsAboard({ large: 1, normal: 1, small: 1 }, 1, 5)).toBe(false);
  });
  it('odd and even places: Transport / 5 x 2 holds 4 Normal, not 5 (10 of 10); Transport / 6 x 2 holds 3 Large + 1 Normal', () => {
    expect(fitsAboard({ large: 0, normal: 4, small: 2 }, 2, 5)).toBe(true);
    expect(fitsAboard({ large: 0, normal: 5, small: 0 }, 2, 5)).toBe(false);
    expect(fitsAboard({ large: 3, normal: 1, small: 0 }, 2, 6)).toBe(true);
    expect(fitsAboard({ large: 3, normal: 1, small: 2 }, 2, 6)).toBe(false);
  });
});

