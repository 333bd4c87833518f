import { describe, expect, it } from 'vitest';
import { aboard, codesOf, crewOf, listOf } from '../test-fixtures';

describe('card.unknown', () => {
  it('reports unknown cards instead of crashing; other rules skip them', () => {
    const list = listOf([
      { id: 'm', cardId: 'no-such-machine' },
      { id: 's', cardId: 'minelayer', assignments: [crewOf('m')] },
      { id: 'g', cardId: 'ghost', count: 9, assignments: [aboard('c')] },
      { id: 'c', cardId: 'chariot' },
    ]);
    expect(codesOf(list)).toEqual(['card.unknown@m', 'card.unknown@g']);
  });
});
