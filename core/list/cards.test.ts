import { describe, expect, it } from 'vitest';
import { FULL, lookup } from '../systems/confrontation/fortification/test-fixtures';
import { OW_LOOKUP, owList } from '../systems/oldworld/test-fixtures';
import { distinctCards } from './cards';

describe('cards of a list', () => {
  it('lists each known card once, in list order', () => {
    expect(distinctCards(FULL, lookup).map((c) => c.id)).toEqual(['chariot', 'breaker', 'minelayer', 'sappers', 'mortar', 'ballista']);
  });

  it("lists an Old World unit's detachments right after it, each once, unknown ones left out", () => {
    const list = owList(1000, [
      { cardId: 'test-mob', count: 20, detachments: [{ cardId: 'test-fanatics', count: 3 }] },
      { cardId: 'test-regiment', count: 20, detachments: [{ cardId: 'test-handgunners', count: 5 }, { cardId: 'test-nothing', count: 5 }] },
      { cardId: 'test-mob', count: 20, detachments: [{ cardId: 'test-fanatics', count: 1 }] },
      { cardId: 'test-warriors', count: 10 },
    ]);
    expect(distinctCards(list, OW_LOOKUP).map((c) => c.id)).toEqual(['test-mob', 'test-fanatics', 'test-regiment', 'test-handgunners', 'test-warriors']);
  });
});
