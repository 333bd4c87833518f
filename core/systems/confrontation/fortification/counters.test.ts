import { describe, expect, it } from 'vitest';
import { barricades, hasIncidentEquipment, tokenPlan, zoneTemplates } from './counters';
import { FULL, list, lookup } from './test-fixtures';

describe('FORTIFICATION counters of a list', () => {
  it('needs one template per zone-artillery card, with the card diameter when it has one', () => {
    expect(zoneTemplates(FULL, lookup)).toEqual([{ cardId: 'breaker', diameterMm: 100 }, { cardId: 'mortar' }]);
  });

  it('counts tokens per figure from the list plus extras: traps and decoys for crew Minelayers, jammed for zone artillery', () => {
    const plan = tokenPlan(FULL, lookup, { speed: 1, trap: 2 });
    expect(plan.counts).toEqual({
      speed: 3,
      trap: 5,
      decoy: 3,
      jammed: 3,
      overheating: 2,
      'cracked-structure': 2,
      'damaged-valve': 2,
      leak: 2,
      'machine-stopped': 2,
      // Chronopia markers: none in a Confrontation list
      activation: 0,
      wait: 0,
      hidden: 0,
      panic: 0,
      prone: 0,
    });
    // Each machine by its entry and which of the entry's figures it is (1 of 2, 2 of 2), so its tracker can be told apart.
    expect(plan.spTrackers.map((t) => [t.entryId, t.figure, t.figures, t.structurePoints])).toEqual([
      ['e1', 1, 2, 8],
      ['e1', 2, 2, 8],
      ['e2', 1, 1, 6],
      ['e7', 1, 1, 6],
      ['e10', 1, 1, 4],
    ]);
  });

  it('gives every Sapper figure serving in a crew a barricade with X Structure Points', () => {
    expect(barricades(FULL, lookup).map((b) => [b.entryId, b.figure, b.figures, b.structurePoints])).toEqual([
      ['e4', 1, 6, 2],
      ['e4', 2, 6, 2],
      ['e4', 3, 6, 2],
      ['e4', 4, 6, 2],
      ['e4', 5, 6, 2],
      ['e4', 6, 6, 2],
    ]);
  });

  it('gives no counters to a Minelayer or Sapper the machine does not take as crew (a mobile chariot, a mortar naming no servants)', () => {
    const wrong = list([
      { id: 'c', cardId: 'chariot', count: 1 },
      { id: 'm', cardId: 'mortar', count: 1 },
      { id: 'x', cardId: 'minelayer', count: 1, assignments: [{ type: 'crew', machine: 'c', role: 'servant' }] },
      { id: 'y', cardId: 'sappers', count: 1, assignments: [{ type: 'crew', machine: 'm', role: 'servant' }] },
    ]);
    expect([tokenPlan(wrong, lookup).counts.trap, tokenPlan(wrong, lookup).counts.decoy]).toEqual([0, 0]);
    expect(barricades(wrong, lookup)).toEqual([]);
  });

  it('needs the incidents table only with steam or naphtha equipment', () => {
    expect(hasIncidentEquipment(list([{ id: 'e1', cardId: 'ballista', count: 1 }]), lookup)).toBe(false);
    expect(hasIncidentEquipment(FULL, lookup)).toBe(true);
  });
});
