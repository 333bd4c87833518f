import { describe, expect, it } from 'vitest';
import { crewOf, listOf, LOOKUP } from '../../../checks/test-fixtures';
import { changeSp, emptyTableState, incidentOn, readTableState, machineStanding, recordIncident, spendEquipmentState, tableMachines, trackOf } from './at-the-table';
import { damageRoll } from './damage';

const list = listOf([
  { id: 'e1', cardId: 'chariot', count: 2 },
  { id: 'e2', cardId: 'ballista' },
  { id: 'e3', cardId: 'mechanic', count: 2, assignments: [crewOf('e2')] },
  { id: 'e4', cardId: 'minelayer' },
]);

describe('at the table', () => {
  it('lists every machine of the list, one per machine, with what its card gives', () => {
    const machines = tableMachines(list, LOOKUP);
    expect(machines.map((m) => m.key)).toEqual(['e1:1', 'e1:2', 'e2:1']);
    expect(machines[0]).toMatchObject({ structurePoints: 8, immobile: false, stats: { RES: 14, MOV: 20 }, impact: 3, irrepressible: true, weight: 10 });
    expect(machines[2]).toMatchObject({ structurePoints: 4, immobile: true, mechanic: 4, servants: 2 });
    expect(machines[0]?.mechanic).toBeUndefined();
  });

  it('only servants move an immobile machine, shared out among the entry\'s machines; a valid crew member\'s Mechanic repairs', () => {
    const withCrew = listOf([
      { id: 'm', cardId: 'mountain-breaker', count: 2 },
      { id: 's', cardId: 'minelayer', count: 3, assignments: [crewOf('m')] },
      { id: 't', cardId: 'thallion', count: 2, assignments: [crewOf('m', 'substitute')] },
      { id: 'x', cardId: 'mechanic', assignments: [crewOf('m', 'substitute')] },
    ]);
    const machines = tableMachines(withCrew, LOOKUP);
    // 3 Minelayers for 2 machines: 2 and 1; the 2 Thallion substitutes move nothing (FORTIFICATION: substitutes cannot move a machine).
    expect(machines.map((m) => [m.key, m.servants])).toEqual([['m:1', 2], ['m:2', 1]]);
    // The Mechanic fails the substitute conditions (AIM/DIS 3): he is no crew, so no repairs.
    expect(machines[0]?.mechanic).toBeUndefined();
    const mechanicCrew = listOf([
      { id: 'm', cardId: 'mountain-breaker' },
      { id: 'x', cardId: 'mechanic', assignments: [crewOf('m', 'substitute')] },
    ]);
    const lookup = { ...LOOKUP, card: (id: string) => (id === 'mechanic' ? { ...LOOKUP.card('mechanic')!, stats: { AIM: 3, DIS: 3 } } : LOOKUP.card(id)) };
    expect(tableMachines(mechanicCrew, lookup)[0]).toMatchObject({ mechanic: 4, servants: 0 });
  });

  it('the rulebook example hits a machine: STR 10, dice 5 and 3 against RES 14 is 1 SP; the penalty follows the SP lost and the edition', () => {
    const [chariot] = tableMachines(list, LOOKUP);
    const roll = damageRoll({ str: 10, res: chariot!.stats.RES!, dice: [5, 3] });
    expect(roll?.spLost).toBe(1);
    let state = changeSp(emptyTableState(list.id), chariot!, roll!.spLost);
    expect(machineStanding(chariot!, trackOf(state, chariot!.key), 'en')).toEqual({ left: 7, lost: 1, penalty: 0, destroyed: false });
    state = changeSp(state, chariot!, 1);
    // 2 of 8 SP lost: a quarter, -1.
    expect(machineStanding(chariot!, trackOf(state, chariot!.key), 'en').penalty).toBe(-1);
    state = changeSp(state, chariot!, 4);
    // 6 of 8: three quarters is -3 in the English edition, two thirds already in the German one.
    expect(machineStanding(chariot!, trackOf(state, chariot!.key), 'en').penalty).toBe(-3);
    expect(machineStanding(chariot!, trackOf(state, chariot!.key), 'de').penalty).toBe(-3);
    // Repaired to 4 lost: the German edition's penalty improves with it, the English one lasts (-3 from 6 lost).
    state = changeSp(state, chariot!, -2);
    expect(machineStanding(chariot!, trackOf(state, chariot!.key), 'de')).toMatchObject({ lost: 4, penalty: -2 });
    expect(machineStanding(chariot!, trackOf(state, chariot!.key), 'en')).toMatchObject({ lost: 4, penalty: -3 });
    // A repair never goes below 0 lost; the other chariot is untouched.
    state = changeSp(state, chariot!, -20);
    expect(trackOf(state, 'e1:1').lost).toBe(0);
    expect(trackOf(state, 'e1:2').lost).toBe(0);
    // Losses stop at the total: destroyed.
    state = changeSp(state, chariot!, 11);
    expect(machineStanding(chariot!, trackOf(state, chariot!.key), 'en')).toMatchObject({ left: 0, lost: 8, destroyed: true });
  });

  it('a destroyed machine is not repaired', () => {
    const chariot = tableMachines(list, LOOKUP)[0]!;
    const destroyed = changeSp(emptyTableState(list.id), chariot, 8);
    expect(changeSp(destroyed, chariot, -1)).toBe(destroyed);
    expect(machineStanding(chariot, trackOf(changeSp(destroyed, chariot, -3), chariot.key), 'de')).toMatchObject({ left: 0, destroyed: true });
  });

  it('an immobile machine never suffers the penalty', () => {
    const ballista = tableMachines(list, LOOKUP)[2]!;
    const state = changeSp(emptyTableState(list.id), ballista, 3);
    expect(machineStanding(ballista, trackOf(state, ballista.key), 'en')).toEqual({ left: 1, lost: 3, penalty: 0, destroyed: false });
  });

  it('incidents leave their marker and change the next roll once', () => {
    const chariot = tableMachines(list, LOOKUP)[0]!;
    const cracked = recordIncident(emptyTableState(list.id), chariot, 3);
    expect(cracked.incident?.id).toBe('cracked-structure');
    // Cracked structure changes the next roll only: no lasting marker, nothing left once that roll is made.
    expect(trackOf(cracked.state, chariot.key)).toEqual({ lost: 0, equipment: { crackedStructure: true } });
    expect(trackOf(spendEquipmentState(cracked.state, chariot), chariot.key)).toEqual({ lost: 0 });
    const valve = recordIncident(emptyTableState(list.id), chariot, 4);
    expect(trackOf(spendEquipmentState(valve.state, chariot), chariot.key)).toEqual({ lost: 0 });
    const overheated = recordIncident(emptyTableState(list.id), chariot, 2);
    expect(trackOf(spendEquipmentState(overheated.state, chariot), chariot.key)).toEqual({ lost: 0, markers: ['overheating'] });
    expect(recordIncident(emptyTableState(list.id), chariot, 7).incident).toBeUndefined();
  });

  it('a kept state is read back only for its own list and when it is sound', () => {
    const chariot = tableMachines(list, LOOKUP)[0]!;
    const state = recordIncident(changeSp(emptyTableState(list.id), chariot, 2), chariot, 2).state;
    expect(readTableState(JSON.parse(JSON.stringify(state)), list.id)).toEqual(state);
    expect(readTableState(state, 'other-list')).toEqual(emptyTableState('other-list'));
    expect(readTableState({ listId: list.id, machines: { 'e1:1': { lost: -3 } } }, list.id)).toEqual(emptyTableState(list.id));
    expect(readTableState('garbage', list.id)).toEqual(emptyTableState(list.id));
  });
});

describe('incidents that build on a marker', () => {
  const chariot = tableMachines(list, LOOKUP)[0]!;
  it('a second Overheating explodes the machine: killed outright, 4 SP; a second Leak stops it', () => {
    const once = recordIncident(emptyTableState(list.id), chariot, 2);
    expect(once.incident?.id).toBe('overheating');
    const twice = recordIncident(once.state, chariot, 2);
    expect(twice.incident?.id).toBe('explosion');
    // 8 SP before, 4 after (FORTIFICATION: KILLED OUTRIGHT costs a machine 4 SP), not destroyed.
    expect(machineStanding(chariot, trackOf(twice.state, chariot.key), 'de')).toEqual({ left: 4, lost: 4, penalty: -2, destroyed: false });
    const leak = recordIncident(recordIncident(emptyTableState(list.id), chariot, 5).state, chariot, 5);
    expect(leak.incident?.id).toBe('machine-stopped');
    expect(trackOf(leak.state, chariot.key).markers).toEqual(['leak', 'machine-stopped']);
  });
  it('a first Overheating or Leak is only its marker', () => {
    expect(incidentOn({ lost: 0, markers: ['leak'] }, 2)?.id).toBe('overheating');
    expect(incidentOn({ lost: 0, markers: ['overheating'] }, 5)?.id).toBe('leak');
  });
});

describe('an Explosion on a machine with Structure Points', () => {
  const [chariot, , ballista] = tableMachines(list, LOOKUP);
  const explode = (lost: number, m = chariot!) => {
    const { state, incident } = recordIncident(changeSp(emptyTableState(list.id), m, lost), m, 1);
    expect(incident?.id).toBe('explosion');
    return machineStanding(m, trackOf(state, m.key), 'en');
  };
  it('costs the 4 SP of a killed outright wound', () => {
    // 8 SP, 1 lost: 7 before, 3 after.
    expect(explode(1)).toEqual({ left: 3, lost: 5, penalty: -2, destroyed: false });
  });
  it('destroys a machine with 4 SP or fewer left', () => {
    // 8 SP, 4 lost: 4 before, 0 after; 5 lost: 3 before, still 0 (not below).
    expect(explode(4)).toMatchObject({ left: 0, lost: 8, destroyed: true });
    expect(explode(5)).toMatchObject({ left: 0, lost: 8, destroyed: true });
    // A 4 SP machine untouched: 4 before, 0 after.
    expect(explode(0, ballista!)).toMatchObject({ left: 0, lost: 4, destroyed: true });
  });
  it('counts for the English edition\'s lasting penalty', () => {
    const { state } = recordIncident(emptyTableState(list.id), chariot!, 1);
    const repaired = changeSp(state, chariot!, -4);
    expect(machineStanding(chariot!, trackOf(repaired, chariot!.key), 'en')).toMatchObject({ lost: 0, penalty: -2 });
    expect(machineStanding(chariot!, trackOf(repaired, chariot!.key), 'de')).toMatchObject({ lost: 0, penalty: 0 });
  });
});
