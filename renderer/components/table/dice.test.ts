import { describe, expect, it } from 'vitest';
import { d6, diceList, mistyped, whole } from './dice';

describe('dice typed at the table', () => {
  it('a die is 1 to 6 only', () => {
    expect([d6('1'), d6('6'), d6(' 3 '), d6('0'), d6('7'), d6('2.5'), d6('')]).toEqual([1, 6, 3, undefined, undefined, undefined, undefined]);
  });
  it('whole numbers within their range', () => {
    expect([whole('0'), whole('14'), whole('-1'), whole(''), whole('1001'), whole('-2', -5, 5)]).toEqual([0, 14, undefined, undefined, undefined, -2]);
  });
  it('a roll of several dice, by spaces or commas; one bad die spoils it', () => {
    expect(diceList('4 5 2')).toEqual([4, 5, 2]);
    expect(diceList('4,5, 2')).toEqual([4, 5, 2]);
    expect(diceList('4 7')).toBeUndefined();
    expect(diceList('')).toBeUndefined();
  });
  it('a box is mistyped when it holds what its reading refuses, not when it is empty', () => {
    expect([mistyped('7', d6), mistyped('0', d6), mistyped('x', d6), mistyped('', d6), mistyped('  ', d6), mistyped('6', d6)]).toEqual([true, true, true, false, false, false]);
    expect(mistyped('4 9', diceList)).toBe(true);
    expect(mistyped('4 5', diceList)).toBe(false);
  });
});
