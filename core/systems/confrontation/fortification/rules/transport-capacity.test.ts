import { describe, expect, it } from 'vitest';
import { aboard, checkRule, codesOf, listOf, type EntrySpec } from '../../../../checks/test-fixtures';
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
