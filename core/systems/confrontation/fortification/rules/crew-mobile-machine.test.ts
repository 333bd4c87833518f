import { describe, expect, it } from 'vitest';
import { checkRule, codesOf, crewOf, listOf } from '../../../../checks/test-fixtures';
import { crewMobileMachine } from './crew-mobile-machine';

describe('crew.mobile-machine', () => {
  it('reports crew of either role on a mobile machine, and nothing else', () => {
    const list = listOf([
      { id: 'c', cardId: 'chariot' },
      { id: 's', cardId: 'small-one', assignments: [crewOf('c')] },
      { id: 't', cardId: 'thallion', assignments: [crewOf('c', 'substitute')] },
    ]);
    expect(checkRule(crewMobileMachine, list)).toEqual([
      { code: 'crew.mobile-machine', severity: 'error', entryId: 's', params: { machine: 'c' } },
      { code: 'crew.mobile-machine', severity: 'error', entryId: 't', params: { machine: 'c' } },
    ]);
    expect(codesOf(list)).toEqual(['crew.mobile-machine@s', 'crew.mobile-machine@t']);
  });
});
