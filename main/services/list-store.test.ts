import { describe, expect, it } from 'vitest';
import { newList } from '../../core/list/new';
import { summaryOf } from './list-store';

describe('summaryOf', () => {
  const base = newList({ id: 'l1', name: 'Mountain guard', system: 'confrontation', faction: 'dwarves-tir-na-bor', pointsLimit: 300, now: new Date('2025-01-01T00:00:00.000Z') });

  it('carries the player’s name, which the list overview searches', () => {
    expect(summaryOf({ ...base, player: 'Jürgen' })).toEqual({
      id: 'l1', name: 'Mountain guard', system: 'confrontation', faction: 'dwarves-tir-na-bor', pointsLimit: 300, kind: 'standard', updatedAt: '2025-01-01T00:00:00.000Z', entries: 0, player: 'Jürgen',
    });
  });

  it('leaves it out when the list has none', () => {
    expect(summaryOf(base)).not.toHaveProperty('player');
    expect(summaryOf({ ...base, player: '' })).not.toHaveProperty('player');
  });
});
