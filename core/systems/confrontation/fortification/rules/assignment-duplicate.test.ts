import { describe, expect, it } from 'vitest';
import { aboard, checkRule, codesOf, crewOf, listOf } from '../../../../checks/test-fixtures';
import { assignmentDuplicate } from './assignment-duplicate';

describe('assignment.duplicate', () => {
  const machines = [
    { id: 'm1', cardId: 'mountain-breaker' },
    { id: 'm2', cardId: 'mountain-breaker' },
    { id: 'c1', cardId: 'chariot' },
    { id: 'c2', cardId: 'chariot' },
  ];

  it('crew of two machines', () => {
    const list = listOf([...machines, { id: 's', cardId: 'minelayer', count: 3, assignments: [crewOf('m1'), crewOf('m2')] }]);
    expect(checkRule(assignmentDuplicate, list)).toEqual([
      { code: 'assignment.duplicate', severity: 'error', entryId: 's', params: { first: 'm1', second: 'm2' } },
    ]);
    // both machines still count it: no other issue
    expect(codesOf(list)).toEqual(['assignment.duplicate@s']);
  });

  it('aboard two vehicles, crew and aboard, or the same machine twice', () => {
    const list = listOf([
      ...machines,
      { id: 'a', cardId: 'small-one', assignments: [aboard('c1'), aboard('c2')] },
      { id: 'b', cardId: 'minelayer', count: 3, assignments: [crewOf('m1'), aboard('c1')] },
      { id: 'd', cardId: 'minelayer', count: 3, assignments: [crewOf('m2'), crewOf('m2')] },
    ]);
    expect(checkRule(assignmentDuplicate, list).map((i) => [i.entryId, i.params.first, i.params.second])).toEqual([
      ['a', 'c1', 'c2'],
      ['b', 'm1', 'c1'],
      ['d', 'm2', 'm2'],
    ]);
  });

  it('one placement is fine', () => {
    expect(checkRule(assignmentDuplicate, listOf([...machines, { id: 'a', cardId: 'small-one', assignments: [aboard('c1')] }]))).toEqual([]);
  });
});
