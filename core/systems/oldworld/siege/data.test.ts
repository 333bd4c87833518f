import { describe, expect, it } from 'vitest';
import { DEFENCE_DEVICE_IDS, SIEGE_EQUIPMENT_IDS } from './model';
import {
  COLLAPSE_HIT,
  DEFENCE_DEVICES,
  DEFENDER_SHARE,
  DWARF_FACTION,
  GATE_STATS,
  HIGH_ELF_FACTION,
  NIGHT_VISIBILITY_INCH,
  OCCUPANT_TROOP_TYPES,
  SIEGE_EQUIPMENT,
  TOWER_STATS,
  WALL_STATS,
} from './data';

describe('siege data (the siege rules)', () => {
  it('has every device and its cost, element kinds and faction', () => {
    expect(Object.keys(DEFENCE_DEVICES)).toEqual([...DEFENCE_DEVICE_IDS]);
    expect(Object.fromEntries(DEFENCE_DEVICE_IDS.map((d) => [d, DEFENCE_DEVICES[d].points]))).toEqual({
      'protective-runes': 20,
      stones: 25,
      'boiling-oil': 50,
      'covered-walkway': 20,
      'mage-tower': 120,
      'mountain-fortress': 20,
    });
    expect(DEFENCE_DEVICES['mage-tower']).toMatchObject({ elements: ['tower'], factions: [HIGH_ELF_FACTION] });
    expect(DEFENCE_DEVICES['mountain-fortress']).toMatchObject({ elements: ['wall'], factions: [DWARF_FACTION] });
    expect(DEFENCE_DEVICES['boiling-oil'].elements).toEqual(['wall']);
    expect(DEFENCE_DEVICES['covered-walkway'].elements).toEqual(['wall']);
    expect(DEFENCE_DEVICES.stones.elements).toEqual(['wall', 'tower']);
    expect(DEFENCE_DEVICES['protective-runes']).toMatchObject({ elements: ['wall', 'tower'], extraWounds: 1 });
  });

  it('has the siege equipment with costs and the ram and siege tower profiles on 60 x 100 mm bases', () => {
    expect(Object.keys(SIEGE_EQUIPMENT)).toEqual([...SIEGE_EQUIPMENT_IDS]);
    expect(SIEGE_EQUIPMENT['siege-ammunition']).toMatchObject({ points: 20, perWarMachine: true });
    const ram = SIEGE_EQUIPMENT.ram;
    expect(ram.points).toBe(80);
    expect(ram.model).toMatchObject({
      profile: { M: 2, WS: 1, BS: null, S: 5, T: 7, W: 5, I: 1, A: 1, Ld: 8 },
      troopType: 'heavy-chariot',
      baseMm: { width: 60, depth: 100 },
      unitSize: 1,
      armourSave: 4,
      weapon: { range: null, strength: 9, ap: -2 },
    });
    const tower = SIEGE_EQUIPMENT['siege-tower'];
    expect(tower.points).toBe(150);
    expect(tower.model).toMatchObject({
      profile: { M: 2, WS: null, BS: null, S: null, T: 7, W: 5, I: null, A: null, Ld: 8 },
      troopType: 'heavy-chariot',
      baseMm: { width: 60, depth: 100 },
      armourSave: 4,
    });
    expect(tower.model?.weapon).toBeUndefined();
  });

  it('has element stats, occupants, collapse, night visibility and the defender share', () => {
    expect(WALL_STATS).toEqual({ toughness: 10, wounds: 7 });
    expect(TOWER_STATS).toEqual({ toughness: 10, woundsPerStorey: 4 });
    expect(GATE_STATS).toEqual({ toughness: 6, wounds: 5, save: 3 });
    expect(OCCUPANT_TROOP_TYPES).toEqual(['regular-infantry', 'heavy-infantry', 'beasts', 'swarm', 'character']);
    expect(COLLAPSE_HIT).toEqual({ strength: 7, ap: -3, placeWithinInch: 2 });
    expect(NIGHT_VISIBILITY_INCH).toBe(18);
    expect(DEFENDER_SHARE).toBe(0.75);
  });

  it('every device and item is seed data with both languages', () => {
    for (const d of [...Object.values(DEFENCE_DEVICES), ...Object.values(SIEGE_EQUIPMENT)]) {
      expect(d.source).toBe('seed');
      expect(d.name.de && d.name.en && d.effect.de && d.effect.en).toBeTruthy();
    }
  });
});
