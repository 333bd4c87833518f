import { describe, expect, it } from 'vitest';
import { aboard, checkRule, codesOf, listOf } from '../../../../checks/test-fixtures';
import { transportNoAbility } from './transport-no-ability';

describe('transport.no-ability', () => {
  it('reports each passenger of a card without Transport / X', () => {
    const list = listOf([
      { id: 'b', cardId: 'ballista' },
      { id: 'x', cardId: 'mechanic', count: 2, assignments: [{ type: 'crew', machine: 'b', role: 'servant' }] },
      { id: 'p', cardId: 'small-one', assignments: [aboard('b')] },
      { id: 'q', cardId: 'normal-one', assignments: [aboard('x')] },
    ]);
    expect(checkRule(transportNoAbility, list)).toEqual([
      { code: 'transport.no-ability', severity: 'error', entryId: 'p', params: { vehicle: 'b' } },
      { code: 'transport.no-ability', severity: 'error', entryId: 'q', params: { vehicle: 'x' } },
    ]);
    expect(codesOf(list)).toEqual(['transport.no-ability@p', 'transport.no-ability@q']);
  });
  it('accepts passengers of a Transport vehicle', () => {
    expect(checkRule(transportNoAbility, listOf([{ id: 'c', cardId: 'chariot' }, { id: 'p', cardId: 'small-one', assignments: [aboard('c')] }]))).toEqual([]);
  });
});
