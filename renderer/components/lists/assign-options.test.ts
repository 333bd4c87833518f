import { describe, expect, it } from 'vitest';
import { newList } from '../../../core/list/new';
import type { ArmyList, Entry } from '../../../core/model/list';
import { FIX, card, lookupOf } from '../../../core/checks/test-fixtures';
import { assignOptions, incomingAssignments } from './assign-options';
import { crewRoles } from '../../../core/systems/confrontation/fortification/crew';

const spell = card({ id: 'fire-spell', kind: 'spell', points: 5 });
const miracle = card({ id: 'blessing', kind: 'miracle', points: 5 });
const hammer = card({ id: 'rune-hammer', kind: 'artifact', points: 5 });
const mage = card({ id: 'goblin-shaman', points: 20, stats: { POW: 3 } });
const priest = card({ id: 'priest', points: 20, stats: { FAITH: 2 } });
const warrior = card({ id: 'goblin-warrior', points: 9, stats: { POW: 0 } });
const lookup = lookupOf([...Object.values(FIX), spell, miracle, hammer, mage, priest, warrior]);

function listOf(entries: Entry[]): ArmyList {
  return { ...newList({ id: 'l', name: 'x', system: 'confrontation', faction: 'test', pointsLimit: 400 }), entries };
}
const e = (id: string, cardId: string, assignments: Entry['assignments'] = []): Entry => ({ id, cardId, count: 1, assignments });
const short = (o: { group: string; entryId: string; assignment: object }) => [o.group, o.entryId, o.assignment];

describe('crewRoles', () => {
  it('offers servant to servant cards and substitute to figures meeting every condition', () => {
    expect(crewRoles(FIX.mountainBreaker, FIX.minelayer)).toEqual(['servant']);
    expect(crewRoles(FIX.mountainBreaker, FIX.thallion)).toEqual(['substitute']);
    expect(crewRoles(FIX.mountainBreaker, FIX.thallionDis2)).toEqual([]);
    expect(crewRoles(FIX.ballista, FIX.thallion)).toEqual([]);
    expect(crewRoles(FIX.chariot, FIX.minelayer)).toEqual([]);
  });
});

describe('assignOptions', () => {
  const list = listOf([
    e('e1', 'mountain-breaker'),
    e('e2', 'minelayer'),
    e('e3', 'thallion'),
    e('e4', 'chariot'),
    e('e5', 'very-large-one'),
    e('e6', 'fire-spell'),
    e('e7', 'rider'),
  ]);

  it('a figure: crew the immobile machine it may serve, ride in vehicles', () => {
    expect(assignOptions(list, lookup, 'e2').map(short)).toEqual([
      ['machine', 'e2', { type: 'crew', machine: 'e1', role: 'servant' }],
      ['vehicle', 'e2', { type: 'aboard', vehicle: 'e4' }],
    ]);
    expect(assignOptions(list, lookup, 'e3').map(short)[0]).toEqual(['machine', 'e3', { type: 'crew', machine: 'e1', role: 'substitute' }]);
  });

  it('never offers a vehicle to figures that cannot be transported', () => {
    expect(assignOptions(list, lookup, 'e5').filter((o) => o.group === 'vehicle')).toEqual([]);
    expect(assignOptions(list, lookup, 'e7').filter((o) => o.group === 'vehicle')).toEqual([]);
  });

  it('a machine: its servant cards first, then substitutes', () => {
    expect(assignOptions(list, lookup, 'e1').map(short)).toEqual([
      ['crew', 'e2', { type: 'crew', machine: 'e1', role: 'servant' }],
      ['crew', 'e3', { type: 'crew', machine: 'e1', role: 'substitute' }],
    ]);
  });

  it('a vehicle: transportable figures as passengers', () => {
    expect(assignOptions(list, lookup, 'e4').map((o) => o.entryId)).toEqual(['e2', 'e3']);
  });

  it('the bearer picker offers only eligible bearers: a spell to magicians, never to the warrior', () => {
    const army = listOf([
      e('e1', 'goblin-shaman'),
      e('e2', 'goblin-warrior'),
      e('e3', 'priest'),
      e('e4', 'mountain-breaker'),
      e('e5', 'fire-spell'),
      e('e6', 'blessing'),
      e('e7', 'rune-hammer'),
    ]);
    const bearers = (id: string) => assignOptions(army, lookup, id).filter((o) => o.group === 'bearer').map((o) => o.otherId);
    expect(bearers('e5')).toEqual(['e1']);
    expect(bearers('e6')).toEqual(['e3']);
    // artifacts go to any figure, war machines included; never to another item
    expect(bearers('e7')).toEqual(['e1', 'e2', 'e3', 'e4']);
    // seen from the figures: the warrior is offered the hammer only, the shaman the spell and the hammer
    const items = (id: string) => assignOptions(army, lookup, id).filter((o) => o.group === 'items').map((o) => o.entryId);
    expect(items('e2')).toEqual(['e7']);
    expect(items('e1')).toEqual(['e5', 'e7']);
    expect(items('e3')).toEqual(['e6', 'e7']);
  });

  it('an item: eligible figures as bearers, until it has one', () => {
    const withMage = listOf([...list.entries, e('e8', 'goblin-shaman')]);
    expect(assignOptions(withMage, lookup, 'e6').map((o) => o.otherId)).toEqual(['e8']);
    const carried = listOf([e('e1', 'goblin-shaman'), e('e2', 'fire-spell', [{ type: 'bearer', bearer: 'e1' }])]);
    expect(assignOptions(carried, lookup, 'e2')).toEqual([]);
    expect(assignOptions(carried, lookup, 'e1').filter((o) => o.group === 'items')).toEqual([]);
  });

  it('skips figures already placed on a machine or a vehicle', () => {
    const placed = listOf([e('e1', 'mountain-breaker'), e('e2', 'minelayer', [{ type: 'aboard', vehicle: 'e3' }]), e('e3', 'chariot')]);
    expect(assignOptions(placed, lookup, 'e2')).toEqual([]);
    expect(assignOptions(placed, lookup, 'e1')).toEqual([]);
    expect(assignOptions(placed, lookup, 'missing')).toEqual([]);
  });

  it('lists the assignments pointing at an entry', () => {
    const crewed = listOf([e('e1', 'mountain-breaker'), e('e2', 'minelayer', [{ type: 'crew', machine: 'e1', role: 'servant' }])]);
    expect(incomingAssignments(crewed, 'e1')).toEqual([{ entryId: 'e2', assignment: { type: 'crew', machine: 'e1', role: 'servant' } }]);
    expect(incomingAssignments(crewed, 'e2')).toEqual([]);
  });
});
