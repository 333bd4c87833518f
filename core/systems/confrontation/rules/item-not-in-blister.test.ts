import { describe, expect, it } from 'vitest';
import { checkRule, listOf } from '../../../checks/test-fixtures';
import { validateList } from '../../../checks/validate-list';
import type { ArmyList } from '../../../model/list';
import { BEAR_LOOKUP } from '../test-fixtures';
import { itemNotInBlister } from './item-not-in-blister';

const bearer = (id: string) => ({ type: 'bearer' as const, bearer: id });
const edition = (list: ArmyList, e?: 'de' | 'en'): ArmyList => (e ? { ...list, edition: e } : list);

const golemList = listOf([
  { id: 'g', cardId: 'golem' },
  { id: 'w', cardId: 'warrior' },
  { id: 'c', cardId: 'golem-core', assignments: [bearer('g')] },
  { id: 'h', cardId: 'rune-hammer', assignments: [bearer('g')] },
  { id: 'q', cardId: 'potion', assignments: [bearer('g')] },
  { id: 'h2', cardId: 'rune-hammer', assignments: [bearer('w')] },
]);

describe('item.not-in-blister (German edition)', () => {
  it('an Inalterable figure keeps the items of its blister; others are errors naming the bearer', () => {
    expect(checkRule(itemNotInBlister, edition(golemList, 'de'), BEAR_LOOKUP)).toEqual([
      { code: 'item.not-in-blister', severity: 'error', entryId: 'h', params: { bearer: 'g' } },
      { code: 'item.not-in-blister', severity: 'error', entryId: 'q', params: { bearer: 'g' } },
    ]);
    expect(validateList(edition(golemList, 'de'), BEAR_LOOKUP).map((i) => `${i.code}@${i.entryId}`)).toEqual([
      'item.not-in-blister@h',
      'item.not-in-blister@q',
    ]);
  });

  it('the English edition and lists that name no edition have no such rule', () => {
    expect(checkRule(itemNotInBlister, edition(golemList, 'en'), BEAR_LOOKUP)).toEqual([]);
    expect(checkRule(itemNotInBlister, edition(golemList), BEAR_LOOKUP)).toEqual([]);
  });

  it('spells and miracles are not items of a blister', () => {
    const list = edition(listOf([{ id: 'g', cardId: 'golem' }, { id: 's', cardId: 'naphtha-blast', assignments: [bearer('g')] }]), 'de');
    expect(checkRule(itemNotInBlister, list, BEAR_LOOKUP)).toEqual([]);
  });
});
