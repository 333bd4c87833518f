import { describe, expect, it } from 'vitest';
import { checkRule, listOf } from '../../../checks/test-fixtures';
import { validateList } from '../../../checks/validate-list';
import { BEAR_LOOKUP } from '../test-fixtures';
import { itemDuplicateOnBearer } from './item-duplicate-on-bearer';

const bearer = (id: string) => ({ type: 'bearer' as const, bearer: id });

describe('item.duplicate-on-bearer', () => {
  it('one Rune Hammer on the Forge Lord is fine; Duplicate gives him a second: error at the copy', () => {
    const one = listOf([
      { id: 'f', cardId: 'forge-lord' },
      { id: 'h1', cardId: 'rune-hammer', assignments: [bearer('f')] },
    ]);
    expect(checkRule(itemDuplicateOnBearer, one, BEAR_LOOKUP)).toEqual([]);
    const two = listOf([
      { id: 'f', cardId: 'forge-lord' },
      { id: 'h1', cardId: 'rune-hammer', assignments: [bearer('f')] },
      { id: 'h2', cardId: 'rune-hammer', assignments: [bearer('f')] },
    ]);
    expect(checkRule(itemDuplicateOnBearer, two, BEAR_LOOKUP)).toEqual([
      { code: 'item.duplicate-on-bearer', severity: 'error', entryId: 'h2', params: { bearer: 'f', count: 2, figures: 1 } },
    ]);
    expect(validateList(two, BEAR_LOOKUP).map((i) => i.code)).toEqual(['item.duplicate-on-bearer']);
  });

  it('an entry of two copies on one bearer of one figure is the same mistake', () => {
    const list = listOf([
      { id: 'f', cardId: 'forge-lord' },
      { id: 'h', cardId: 'rune-hammer', count: 2, assignments: [bearer('f')] },
    ]);
    expect(checkRule(itemDuplicateOnBearer, list, BEAR_LOOKUP).map((i) => i.params)).toEqual([{ bearer: 'f', count: 2, figures: 1 }]);
  });

  it('boundary: a bearer of two figures carries two copies, not three; copies spread over bearers are fine', () => {
    const entries = [
      { id: 'g', cardId: 'guards' },
      { id: 'h1', cardId: 'rune-hammer', assignments: [bearer('g')] },
      { id: 'h2', cardId: 'rune-hammer', assignments: [bearer('g')] },
    ];
    expect(checkRule(itemDuplicateOnBearer, listOf(entries), BEAR_LOOKUP)).toEqual([]);
    const three = listOf([...entries, { id: 'h3', cardId: 'rune-hammer', assignments: [bearer('g')] }]);
    expect(checkRule(itemDuplicateOnBearer, three, BEAR_LOOKUP).map((i) => [i.entryId, i.params.count])).toEqual([['h3', 3]]);
    const spread = listOf([
      { id: 'f', cardId: 'forge-lord' },
      { id: 'w', cardId: 'warrior' },
      { id: 'h', cardId: 'rune-hammer', count: 2, assignments: [bearer('f'), bearer('w')] },
    ]);
    expect(checkRule(itemDuplicateOnBearer, spread, BEAR_LOOKUP)).toEqual([]);
  });

  it('different artifacts, spells and equipment are not this rule', () => {
    const list = listOf([
      { id: 'm', cardId: 'mage' },
      { id: 'h', cardId: 'rune-hammer', assignments: [bearer('m')] },
      { id: 'c', cardId: 'golem-core', assignments: [bearer('m')] },
      { id: 's1', cardId: 'naphtha-blast', assignments: [bearer('m')] },
      { id: 's2', cardId: 'naphtha-blast', assignments: [bearer('m')] },
      { id: 'q1', cardId: 'potion', assignments: [bearer('m')] },
      { id: 'q2', cardId: 'potion', assignments: [bearer('m')] },
    ]);
    expect(checkRule(itemDuplicateOnBearer, list, BEAR_LOOKUP)).toEqual([]);
  });
});
