import { describe, expect, it } from 'vitest';
import { newList } from '../../../core/list/new';
import type { ArmyList } from '../../../core/model/list';
import { FIX, lookupOf } from '../../../core/checks/test-fixtures';
import { entryFacts } from './entry-facts';

describe('entry facts', () => {
  it('shows crew of immobile machines and places used in vehicles', () => {
    const list: ArmyList = {
      ...newList({ id: 'l', name: 'x', system: 'confrontation', faction: 'test', pointsLimit: 400 }),
      entries: [
        { id: 'e1', cardId: 'mountain-breaker', count: 1, assignments: [] },
        { id: 'e2', cardId: 'minelayer', count: 2, assignments: [{ type: 'crew', machine: 'e1', role: 'servant' }] },
        { id: 'e3', cardId: 'chariot', count: 1, assignments: [] },
        { id: 'e4', cardId: 'large-one', count: 1, assignments: [{ type: 'aboard', vehicle: 'e3' }] },
        { id: 'e5', cardId: 'normal-one', count: 1, assignments: [{ type: 'aboard', vehicle: 'e3' }] },
      ],
    };
    const facts = entryFacts(list, lookupOf(Object.values(FIX)));
    expect(facts.get('e1')).toEqual({ crew: { crew: 2, min: 1, full: 3 } });
    // 1 Large + 1 Normal: 5 places of 4 (FORTIFICATION (en) example).
    expect(facts.get('e3')).toEqual({ places: { used: 5, capacity: 4, vehicles: 1, places: 4, fits: false } });
    expect(facts.has('e2')).toBe(false);
  });
});
