import { describe, expect, it } from 'vitest';
import { siegePoints } from './points';
import { OW_LOOKUP, owList, rosterOf } from './test-fixtures';

describe('siegePoints', () => {
  const roster = rosterOf({
    devices: [{ id: 'd1', device: 'mage-tower' }, { id: 'd2', device: 'stones' }],
    equipment: [{ id: 'q1', item: 'ram' }, { id: 'q2', item: 'siege-ammunition', target: 'a2' }],
  });
  it('adds the equipment to the attacker and the devices to the defender', () => {
    const attacker = owList('a', 'x', [['a1', 'spears', 20], ['a2', 'cannon']], 1000);
    const defender = owList('d', 'y', [['d1', 'spears', 30]], 600);
    expect(siegePoints(roster, attacker, defender, OW_LOOKUP)).toEqual({
      attacker: { list: 280, extras: 100, total: 380, limit: 1000 },
      defender: { list: 270, extras: 145, total: 415, limit: 600 },
      share: 415 / 380,
    });
  });
  it('counts 0 for a missing list and has no share without attacker points', () => {
    expect(siegePoints(rosterOf(), undefined, undefined, OW_LOOKUP)).toEqual({
      attacker: { list: 0, extras: 0, total: 0 },
      defender: { list: 0, extras: 0, total: 0 },
    });
  });
});
