import { describe, expect, it } from 'vitest';
import { newSiege } from './new';
import {
  addDevice,
  addElement,
  addEquipment,
  assignDevice,
  moveElement,
  nextSiegeId,
  placeOccupant,
  removeDevice,
  removeElement,
  removeEquipment,
  renameSiege,
  setEquipmentTarget,
  setGatehouse,
  setNightBattle,
  setSide,
  setVictoryElement,
  setVictoryNote,
  setVictoryRounds,
  updateElement,
  type SiegeOpResult,
} from './ops';
import { owList } from './test-fixtures';

const ok = (r: SiegeOpResult) => {
  if (!r.ok) throw new Error(r.error.code);
  return r;
};
const fresh = () => newSiege({ name: '  Castle  ', now: new Date(0), id: 's1' });

describe('newSiege', () => {
  it('is an empty roster', () => {
    expect(fresh()).toEqual({
      format: 'muster-siege', version: 2, id: 's1', name: 'Castle', createdAt: '1970-01-01T00:00:00.000Z', updatedAt: '1970-01-01T00:00:00.000Z',
      nightBattle: false, fortress: { elements: [] }, devices: [], equipment: [], garrison: [], lastNumber: 0,
    });
  });
});

describe('fortress operations', () => {
  it('adds walls and towers with fresh ids that are never reused', () => {
    let r = fresh();
    const w = ok(addElement(r, 'wall'));
    expect(w.id).toBe('w1');
    r = ok(addElement(w.roster, 'tower', { storeys: 3, name: 'Keep' })).roster;
    expect(r.fortress.elements).toEqual([
      { id: 'w1', kind: 'wall', name: '', rodell: false },
      { id: 't2', kind: 'tower', name: 'Keep', storeys: 3 },
    ]);
    r = ok(removeElement(r, 't2')).roster;
    expect(ok(addElement(r, 'tower')).id).toBe('t3');
    expect(nextSiegeId({ ...r, lastNumber: undefined }, 'device')).toEqual({ id: 'd2', number: 2 });
  });
  it('updates an element; storeys must be 1 to 10', () => {
    const r = ok(addElement(fresh(), 'wall')).roster;
    expect(ok(updateElement(r, 'w1', { rodell: true, name: 'South' })).roster.fortress.elements[0]).toEqual({ id: 'w1', kind: 'wall', name: 'South', rodell: true });
    expect(ok(updateElement(r, 'w1', { kind: 'tower' })).roster.fortress.elements[0]).toEqual({ id: 'w1', kind: 'tower', name: '', rodell: false, storeys: 1 });
    expect(updateElement(r, 'w1', { storeys: 0 })).toEqual({ ok: false, roster: r, error: { code: 'invalid-storeys', storeys: 0 } });
    expect(updateElement(r, 'nope', {})).toEqual({ ok: false, roster: r, error: { code: 'unknown-element', id: 'nope' } });
  });
  it('sets and clears the gatehouse, moves elements', () => {
    let r = ok(addElement(ok(addElement(fresh(), 'wall')).roster, 'tower')).roster;
    r = ok(setGatehouse(r, 't2')).roster;
    expect(r.fortress.gatehouse).toBe('t2');
    expect(ok(setGatehouse(r, undefined)).roster.fortress).not.toHaveProperty('gatehouse');
    expect(setGatehouse(r, 'x').ok).toBe(false);
    expect(ok(moveElement(r, 't2', -1)).roster.fortress.elements.map((e) => e.id)).toEqual(['t2', 'w1']);
    expect(ok(moveElement(r, 't2', 1)).roster).toBe(r);
  });
  it('removing an element unassigns its devices, empties its garrison and its gatehouse mark', () => {
    let r = ok(addElement(fresh(), 'wall')).roster;
    r = ok(setGatehouse(r, 'w1')).roster;
    r = ok(addDevice(r, 'stones', 'w1')).roster;
    r = ok(placeOccupant(r, 'e1', 'w1')).roster;
    const after = ok(removeElement(r, 'w1')).roster;
    expect(after.fortress).toEqual({ elements: [] });
    expect(after.devices).toEqual([{ id: 'd2', device: 'stones' }]);
    expect(after.garrison).toEqual([]);
  });
});

describe('devices, equipment, garrison', () => {
  it('adds, moves, unassigns and removes devices', () => {
    let r = ok(addElement(ok(addElement(fresh(), 'wall')).roster, 'tower')).roster;
    const added = ok(addDevice(r, 'mage-tower', 'w1'));
    expect(added.id).toBe('d3');
    r = ok(assignDevice(added.roster, 'd3', 't2')).roster;
    expect(r.devices).toEqual([{ id: 'd3', device: 'mage-tower', element: 't2' }]);
    expect(ok(assignDevice(r, 'd3', undefined)).roster.devices).toEqual([{ id: 'd3', device: 'mage-tower' }]);
    expect(assignDevice(r, 'd9', 't2').ok).toBe(false);
    expect(assignDevice(r, 'd3', 'x').ok).toBe(false);
    expect(ok(removeDevice(r, 'd3')).roster.devices).toEqual([]);
  });
  it('adds equipment, sets ammunition targets, removes', () => {
    let r = ok(addEquipment(fresh(), 'siege-ammunition', 'a1')).roster;
    r = ok(addEquipment(r, 'ram', 'ignored')).roster;
    expect(r.equipment).toEqual([{ id: 'q1', item: 'siege-ammunition', target: 'a1' }, { id: 'q2', item: 'ram' }]);
    expect(ok(setEquipmentTarget(r, 'q1', 'a2')).roster.equipment[0]).toEqual({ id: 'q1', item: 'siege-ammunition', target: 'a2' });
    expect(ok(setEquipmentTarget(r, 'q1', undefined)).roster.equipment[0]).toEqual({ id: 'q1', item: 'siege-ammunition' });
    expect(ok(removeEquipment(r, 'q2')).roster.equipment.map((q) => q.id)).toEqual(['q1']);
    expect(removeEquipment(r, 'q7').ok).toBe(false);
  });
  it('places an entry in one element at a time', () => {
    let r = ok(addElement(ok(addElement(fresh(), 'wall')).roster, 'wall')).roster;
    r = ok(placeOccupant(r, 'e1', 'w1')).roster;
    r = ok(placeOccupant(r, 'e2', 'w1')).roster;
    r = ok(placeOccupant(r, 'e1', 'w2')).roster;
    expect(r.garrison).toEqual([{ entry: 'e2', element: 'w1' }, { entry: 'e1', element: 'w2' }]);
    expect(ok(placeOccupant(r, 'e2', undefined)).roster.garrison).toEqual([{ entry: 'e1', element: 'w2' }]);
    expect(placeOccupant(r, 'e2', 'x').ok).toBe(false);
  });
  it('linking a new defender keeps only its entries in the garrison; a new attacker clears foreign targets', () => {
    let r = ok(addElement(fresh(), 'wall')).roster;
    r = ok(placeOccupant(r, 'e1', 'w1')).roster;
    r = ok(placeOccupant(r, 'e2', 'w1')).roster;
    r = ok(addEquipment(r, 'siege-ammunition', 'a1')).roster;
    r = ok(addEquipment(r, 'siege-ammunition', 'a9')).roster;
    const defender = owList('d', 'x', [['e2', 'spears', 10]]);
    const linked = ok(setSide(r, 'defender', { listId: 'd' }, defender)).roster;
    expect(linked.defender).toEqual({ listId: 'd' });
    expect(linked.garrison).toEqual([{ entry: 'e2', element: 'w1' }]);
    const att = ok(setSide(r, 'attacker', { list: owList('a', 'x', [['a1', 'cannon']]) })).roster;
    expect(att.equipment.map((q) => q.target)).toEqual(['a1', undefined]);
    expect(ok(setSide(att, 'attacker', undefined)).roster).not.toHaveProperty('attacker');
    // Another list has entries e1, e2, ... too, other units: swapping the defender empties the garrison, the same list again keeps it.
    const other = owList('o', 'x', [['e2', 'spears', 10]]);
    expect(ok(setSide(linked, 'defender', { listId: 'o' }, other)).roster.garrison).toEqual([]);
    expect(ok(setSide(linked, 'defender', { listId: 'd' }, defender)).roster.garrison).toEqual([{ entry: 'e2', element: 'w1' }]);
    const attLinked = ok(setSide(r, 'attacker', { listId: 'a' }, owList('a', 'x', [['a1', 'cannon']]))).roster;
    expect(ok(setSide(attLinked, 'attacker', { listId: 'b' }, owList('b', 'x', [['a1', 'cannon']]))).roster.equipment.map((q) => q.target)).toEqual([undefined, undefined]);
  });
  it('renames and switches night battle', () => {
    const r = fresh();
    expect(ok(renameSiege(r, 'Karak')).roster.name).toBe('Karak');
    expect(ok(setNightBattle(r, true)).roster.nightBattle).toBe(true);
    expect(ok(setNightBattle(r, false)).roster).toBe(r);
  });
});

describe('victory conditions', () => {
  it('puts elements at stake in fortress order, names the rounds to hold (1 to 12) and a note; empty conditions go', () => {
    let r = ok(addElement(ok(addElement(fresh(), 'wall')).roster, 'tower')).roster;
    r = ok(setVictoryElement(r, 't2', true)).roster;
    r = ok(setVictoryElement(r, 'w1', true)).roster;
    expect(r.victory).toEqual({ elements: ['w1', 't2'] });
    r = ok(setVictoryRounds(r, 6)).roster;
    r = ok(setVictoryNote(r, '  the gatehouse at the end of a round  ')).roster;
    expect(r.victory).toEqual({ elements: ['w1', 't2'], rounds: 6, note: 'the gatehouse at the end of a round' });
    expect(setVictoryRounds(r, 13)).toMatchObject({ ok: false, error: { code: 'invalid-rounds', rounds: 13 } });
    expect(setVictoryRounds(r, 0).ok).toBe(false);
    expect(setVictoryElement(r, 'w9', true)).toMatchObject({ ok: false, error: { code: 'unknown-element', id: 'w9' } });
    // Removing an element takes it off the stake too.
    r = ok(removeElement(r, 't2')).roster;
    expect(r.victory?.elements).toEqual(['w1']);
    r = ok(setVictoryElement(r, 'w1', false)).roster;
    r = ok(setVictoryRounds(r, undefined)).roster;
    r = ok(setVictoryNote(r, ' ')).roster;
    expect(r.victory).toBeUndefined();
  });
});

