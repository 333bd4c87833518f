import { describe, expect, it } from 'vitest';
import { equipmentRoll, incident, INCIDENTS } from './incidents';

describe('incidents table', () => {
  it('has the six incidents with the editions names', () => {
    expect(INCIDENTS.map((i) => [i.roll, i.name.en, i.name.de])).toEqual([
      [1, 'Explosion', 'Explosion'],
      [2, 'Overheating', 'Überhitzung'],
      [3, 'Cracked structure', 'Rissige Struktur'],
      [4, 'Damaged valve', 'Beschädigtes Ventil'],
      [5, 'Leak', 'Druckabfall'],
      [6, 'Machine stopped', 'Totalausfall'],
    ]);
    expect(incident(3)?.id).toBe('cracked-structure');
    expect(incident(9)).toBeUndefined();
    // Only the lasting ones leave a marker; Cracked structure and Damaged valve last one roll.
    expect(INCIDENTS.filter((i) => i.marker).map((i) => i.id)).toEqual(['overheating', 'leak', 'machine-stopped']);
  });
});

describe('Pressure / Injection roll', () => {
  it('the dice are the bonus; a 1 is an incident without bonus', () => {
    expect(equipmentRoll([4])).toEqual({ bonus: 4, incident: false });
    expect(equipmentRoll([6, 3])).toEqual({ bonus: 9, incident: false });
    expect(equipmentRoll([6, 1])).toEqual({ bonus: 0, incident: true });
  });
  it('cracked structure: a 2 is an incident too; damaged valve: 5 and 6 give nothing', () => {
    expect(equipmentRoll([2], { crackedStructure: true })).toEqual({ bonus: 0, incident: true });
    expect(equipmentRoll([2])).toEqual({ bonus: 2, incident: false });
    expect(equipmentRoll([5, 6, 3], { damagedValve: true })).toEqual({ bonus: 3, incident: false });
  });
  it('invalid dice give undefined', () => {
    expect(equipmentRoll([])).toBeUndefined();
    expect(equipmentRoll([0])).toBeUndefined();
  });
});
