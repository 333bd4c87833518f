import { describe, expect, it } from 'vitest';
import { siegeChanges } from './changes';
import { addDevice, addElement, placeOccupant, renameSiege, setNightBattle, setSide, setVictoryRounds } from './ops';
import { FORT, rosterOf } from './test-fixtures';

const base = rosterOf({ fortress: FORT });

describe('siegeChanges: what a version changed', () => {
  it('names each part changed, in the editor\'s order; a new save time alone is no change', () => {
    expect(siegeChanges(base, { ...base, updatedAt: '2030-01-01T00:00:00.000Z' })).toEqual([]);
    expect(siegeChanges(base, addElement(base, 'wall').roster)).toEqual(['fortress']);
    let r = addDevice(base, 'stones', 'w1').roster;
    r = placeOccupant(r, 'e1', 't1').roster;
    r = setVictoryRounds(r, 3).roster;
    r = setNightBattle(r, true).roster;
    r = renameSiege(r, 'Karak').roster;
    r = setSide(r, 'attacker', { listId: 'orcs' }).roster;
    expect(siegeChanges(base, r)).toEqual(['name', 'armies', 'devices', 'garrison', 'victory', 'night']);
    expect(siegeChanges(r, base)).toEqual(['name', 'armies', 'devices', 'garrison', 'victory', 'night']);
  });

  it('the same roster with its keys in another order (as another file wrote it) is unchanged', () => {
    const reordered = JSON.parse(JSON.stringify({ fortress: { gatehouse: base.fortress.gatehouse, elements: base.fortress.elements.map((e) => Object.fromEntries(Object.entries(e).reverse())) } }));
    expect(siegeChanges(base, { ...base, ...reordered })).toEqual([]);
  });
});
