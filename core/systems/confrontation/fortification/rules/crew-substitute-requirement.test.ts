import { describe, expect, it } from 'vitest';
import { checkRule, codesOf, crewOf, listOf } from '../../../../checks/test-fixtures';
import { crewSubstituteRequirement } from './crew-substitute-requirement';

const machine = { id: 'm', cardId: 'mountain-breaker' };

describe('crew.substitute-requirement', () => {
  it('a Griffin Thallion with AIM 3 and DIS 3 is a valid substitute: no issue at all', () => {
    const list = listOf([machine, { id: 't', cardId: 'thallion', assignments: [crewOf('m', 'substitute')] }]);
    // Crew 1 met by the substitute; full operation (3) not met: a warning only
    expect(codesOf(list)).toEqual(['crew.below-full-operation@m']);
  });

  it('a Thallion with DIS 2 fails and the issue names the condition', () => {
    const list = listOf([machine, { id: 't', cardId: 'thallion-dis2', assignments: [crewOf('m', 'substitute')] }]);
    expect(checkRule(crewSubstituteRequirement, list)).toEqual([
      {
        code: 'crew.substitute-requirement',
        severity: 'error',
        entryId: 't',
        params: { machine: 'm', stat: 'DIS', min: 3, actual: 2 },
      },
    ]);
  });

  it('reports every failed condition; a missing stat shows as -', () => {
    const list = listOf([
      machine,
      { id: 'g', cardId: 'minelayer', assignments: [crewOf('m', 'substitute')] },
      { id: 'n', cardId: 'no-stats', assignments: [crewOf('m', 'substitute')] },
    ]);
    expect(checkRule(crewSubstituteRequirement, list).map((i) => [i.entryId, i.params.stat, i.params.actual])).toEqual([
      ['g', 'AIM', 2],
      ['g', 'DIS', 2],
      ['n', 'AIM', '-'],
      ['n', 'DIS', '-'],
    ]);
  });

  it('a machine without substitute conditions allows no substitutes', () => {
    const list = listOf([
      { id: 'b', cardId: 'ballista' },
      { id: 'x', cardId: 'mechanic', count: 2, assignments: [crewOf('b')] },
      { id: 't', cardId: 'thallion', assignments: [crewOf('b', 'substitute')] },
    ]);
    expect(checkRule(crewSubstituteRequirement, list)).toEqual([
      { code: 'crew.substitute-requirement', severity: 'error', entryId: 't', params: { machine: 'b', variant: 'none' } },
    ]);
  });
});
