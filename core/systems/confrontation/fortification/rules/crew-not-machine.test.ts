import { describe, expect, it } from 'vitest';
import { codesOf, crewOf, listOf } from '../../../../checks/test-fixtures';

describe('crew.not-machine', () => {
  it('reports crew assigned to a card that is not a war machine', () => {
    const list = listOf([
      { id: 'a', cardId: 'normal-one' },
      { id: 's', cardId: 'minelayer', assignments: [crewOf('a')] },
    ]);
    expect(codesOf(list)).toEqual(['crew.not-machine@s']);
  });
});
