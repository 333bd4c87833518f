import { describe, expect, it } from 'vitest';
import { checkRule, listOf } from '../../../checks/test-fixtures';
import { validateList } from '../../../checks/validate-list';
import { bearerNotEligible } from './bearer-not-eligible';
import { BEAR_LOOKUP } from '../test-fixtures';

const bearer = (id: string) => ({ type: 'bearer' as const, bearer: id });

describe('bearer.not-eligible', () => {
  it('a spell on a magician and a miracle on a faithful are fine; artifacts and equipment go to anyone', () => {
    const list = listOf([
      { id: 'm', cardId: 'mage' },
      { id: 'p', cardId: 'priest' },
      { id: 'w', cardId: 'warrior' },
      { id: 's', cardId: 'naphtha-blast', assignments: [bearer('m')] },
      { id: 'b', cardId: 'blessing', assignments: [bearer('p')] },
      { id: 'h', cardId: 'rune-hammer', assignments: [bearer('w')] },
      { id: 'q', cardId: 'potion', assignments: [bearer('w')] },
    ]);
    expect(checkRule(bearerNotEligible, list, BEAR_LOOKUP)).toEqual([]);
  });

  it('"Naphtha Blast" on a warrior without POW is an error naming the bearer', () => {
    const list = listOf([
      { id: 'w', cardId: 'warrior' },
      { id: 's', cardId: 'naphtha-blast', assignments: [bearer('w')] },
    ]);
    expect(checkRule(bearerNotEligible, list, BEAR_LOOKUP)).toEqual([
      { code: 'bearer.not-eligible', severity: 'error', entryId: 's', params: { bearer: 'w' } },
    ]);
    expect(validateList(list, BEAR_LOOKUP).map((i) => i.code)).toEqual(['bearer.not-eligible']);
  });

  it('boundary: POW 0 is no magician, POW 1 is (a war machine with POW may cast)', () => {
    const list = listOf([
      { id: 'z', cardId: 'mage-zero' },
      { id: 'c', cardId: 'cannon' },
      { id: 's1', cardId: 'naphtha-blast', assignments: [bearer('z')] },
      { id: 's2', cardId: 'naphtha-blast', assignments: [bearer('c')] },
    ]);
    expect(checkRule(bearerNotEligible, list, BEAR_LOOKUP).map((i) => i.entryId)).toEqual(['s1']);
  });

  it('a miracle on a figure without FAITH (a magician is not faithful): variant miracle', () => {
    const list = listOf([
      { id: 'm', cardId: 'mage' },
      { id: 'b', cardId: 'blessing', assignments: [bearer('m')] },
    ]);
    expect(checkRule(bearerNotEligible, list, BEAR_LOOKUP)).toEqual([
      { code: 'bearer.not-eligible', severity: 'error', entryId: 'b', params: { variant: 'miracle', bearer: 'm' } },
    ]);
  });

  it('bearers that are not figures or not in the list are left to the other rules', () => {
    const list = listOf([
      { id: 'h', cardId: 'rune-hammer' },
      { id: 's', cardId: 'naphtha-blast', assignments: [bearer('h'), bearer('nobody')] },
    ]);
    expect(checkRule(bearerNotEligible, list, BEAR_LOOKUP)).toEqual([]);
  });
});
