import { describe, expect, it } from 'vitest';
import { checkRule, codesOf, crewOf, listOf } from '../../../../checks/test-fixtures';
import { crewBelowFullOperation } from './crew-below-full-operation';

describe('crew.below-full-operation', () => {
  const machine = { id: 'm', cardId: 'mountain-breaker' };

  it('warns when the minimum is met but not the full-operation count', () => {
    const list = listOf([machine, { id: 's', cardId: 'minelayer', count: 2, assignments: [crewOf('m')] }]);
    expect(checkRule(crewBelowFullOperation, list)).toEqual([
      { code: 'crew.below-full-operation', severity: 'warning', entryId: 'm', params: { crew: 2, full: 3 } },
    ]);
    expect(codesOf(list)).toEqual(['crew.below-full-operation@m']);
  });

  it('is silent at full operation and below the minimum (that is an error instead)', () => {
    expect(checkRule(crewBelowFullOperation, listOf([machine, { id: 's', cardId: 'minelayer', count: 3, assignments: [crewOf('m')] }]))).toEqual([]);
    expect(codesOf(listOf([machine]))).toEqual(['crew.below-minimum@m']);
  });

  it('substitutes and servants add up', () => {
    const list = listOf([
      machine,
      { id: 's', cardId: 'minelayer', count: 2, assignments: [crewOf('m')] },
      { id: 't', cardId: 'thallion', assignments: [crewOf('m', 'substitute')] },
    ]);
    expect(codesOf(list)).toEqual([]);
  });

  it('ignores machines without a full-operation count', () => {
    expect(checkRule(crewBelowFullOperation, listOf([{ id: 'b', cardId: 'ballista' }]))).toEqual([]);
  });
});
