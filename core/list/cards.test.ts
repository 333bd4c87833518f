import { describe, expect, it } from 'vitest';
import { FULL, lookup } from '../systems/confrontation/fortification/test-fixtures';
import { distinctCards } from './cards';

describe('cards of a list', () => {
  it('lists each known card once, in list order', () => {
    expect(distinctCards(FULL, lookup).map((c) => c.id)).toEqual(['chariot', 'breaker', 'minelayer', 'sappers', 'mortar', 'ballista']);
  });
});
