import { describe, expect, it } from 'vitest';
import { checkRule, codesOf, crewOf, listOf } from '../../../../checks/test-fixtures';
import { crewBelowMinimum } from './crew-below-minimum';

describe('crew.below-minimum', () => {
  it('reports an immobile machine without crew, on the machine entry', () => {
    const list = listOf([{ id: 'm', cardId: 'mountain-breaker' }]);
    expect(checkRule(crewBelowMinimum, list)).toEqual([
      { code: 'crew.below-minimum', severity: 'error', entryId: 'm', params: { crew: 0, min: 1 } },
    ]);
  });

  it('Griffin Thallion with AIM 3 and DIS 3 is a valid Mountain-Breaker substitute (Crew 1)', () => {
    const list = listOf([
      { id: 'm', cardId: 'mountain-breaker' },
      { id: 't', cardId: 'thallion', assignments: [crewOf('m', 'substitute')] },
    ]);
    expect(checkRule(crewBelowMinimum, list)).toEqual([]);
  });

  it('a Thallion with DIS 2 does not count toward the minimum', () => {
    const list = listOf([
      { id: 'm', cardId: 'mountain-breaker' },
      { id: 't', cardId: 'thallion-dis2', assignments: [crewOf('m', 'substitute')] },
    ]);
    expect(codesOf(list)).toEqual(['crew.below-minimum@m', 'crew.substitute-requirement@t']);
  });

  it('counts count x figures and needs Crew x machine count', () => {
    const twoBallistae = [{ id: 'b', cardId: 'ballista', count: 2 }];
    expect(checkRule(crewBelowMinimum, listOf([...twoBallistae, { id: 'x', cardId: 'mechanic', count: 3, assignments: [crewOf('b')] }]))).toEqual([
      { code: 'crew.below-minimum', severity: 'error', entryId: 'b', params: { crew: 3, min: 4 } },
    ]);
    expect(checkRule(crewBelowMinimum, listOf([...twoBallistae, { id: 'x', cardId: 'mechanic', count: 4, assignments: [crewOf('b')] }]))).toEqual([]);
  });

  it('a card of 2 figures gives 2 crew', () => {
    const list = listOf([
      { id: 'b', cardId: 'ballista' },
      { id: 'x', cardId: 'mechanic-pair', assignments: [crewOf('b')] },
    ]);
    expect(checkRule(crewBelowMinimum, list)).toEqual([]);
    expect(codesOf(list)).toEqual([]);
  });

  it('servants that are not servant cards do not count', () => {
    const list = listOf([
      { id: 'm', cardId: 'mountain-breaker' },
      { id: 't', cardId: 'thallion', assignments: [crewOf('m', 'servant')] },
    ]);
    expect(codesOf(list)).toEqual(['crew.below-minimum@m', 'crew.not-servant@t']);
  });

  it('ignores mobile machines and machines of unknown cards', () => {
    const list = listOf([
      { id: 'c', cardId: 'chariot' },
      { id: 'u', cardId: 'no-such-card' },
    ]);
    expect(checkRule(crewBelowMinimum, list)).toEqual([]);
  });
});
