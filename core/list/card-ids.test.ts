import { describe, expect, it } from 'vitest';
import { newList } from './new';
import { FIX } from '../checks/test-fixtures';
import { cardRefIds, listCardIds } from './card-ids';

describe('card ids of a list', () => {
  it('names every entry card, every magic item and every detachment once', () => {
    const list = {
      ...newList({ id: 'l', name: 'x', system: 'oldworld', faction: 'f', pointsLimit: 1, now: new Date(0) }),
      entries: [
        { id: 'e1', cardId: 'general', count: 1, assignments: [], items: [{ slot: 'items.magic', item: 'sword' }, { slot: 'items.magic', item: 'shield' }] },
        { id: 'e2', cardId: 'general', count: 1, assignments: [], items: [{ slot: 'items.magic', item: 'sword' }] },
        { id: 'e3', cardId: 'spears', count: 10, assignments: [] },
        { id: 'e4', cardId: 'mob', count: 20, assignments: [], detachments: [{ cardId: 'fanatics', count: 3 }] },
      ],
    };
    expect([...listCardIds(list)]).toEqual(['general', 'sword', 'shield', 'spears', 'mob', 'fanatics']);
  });

  it("names a machine's servants", () => {
    expect(cardRefIds(FIX.mountainBreaker)).toEqual(['minelayer']);
    expect(cardRefIds(FIX.minelayer)).toEqual([]);
  });
});
