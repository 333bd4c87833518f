import { describe, expect, it } from 'vitest';
import type { CardLookup } from '../db/types';
import { cardSchema, type CardInput, type DbCard } from '../model/card';
import type { ArmyList, Entry } from '../model/list';
import { barricades, distinctCards, hasIncidentEquipment, listPrintFacts, tokenPlan, zoneTemplates } from './content';

const CARDS: CardInput[] = [
  { id: 'chariot', kind: 'war-machine', name: { de: 'Wagen', en: 'Chariot' }, source: 'sample', points: 100, abilities: [{ id: 'irrepressible' }], warMachine: { mobility: 'mobile', structurePoints: 8, equipment: 'steam' } },
  { id: 'breaker', kind: 'war-machine', name: { de: 'Felsspalter', en: 'Mountain-Breaker' }, source: 'seed', points: 90, warMachine: { mobility: 'immobile', structurePoints: 6, crew: 1, artillery: { class: 'heavy', kind: 'zone', templateDiameterMm: 100 } } },
  { id: 'mortar', kind: 'war-machine', name: { de: 'Mörser', en: 'Mortar' }, source: 'sample', points: 50, warMachine: { mobility: 'immobile', artillery: { class: 'light', kind: 'zone' } } },
  { id: 'ballista', kind: 'war-machine', name: { de: 'Balliste', en: 'Ballista' }, source: 'seed', points: 50, warMachine: { mobility: 'immobile', structurePoints: 4, artillery: { class: 'light', kind: 'perforating' } } },
  { id: 'minelayer', kind: 'fighter', name: { de: 'Minenleger', en: 'Minelayer' }, source: 'seed', points: 10, abilities: [{ id: 'minelayer' }] },
  { id: 'sappers', kind: 'fighter', name: { de: 'Pioniere', en: 'Sappers' }, source: 'sample', points: 30, figures: 3, abilities: [{ id: 'sapper', value: 2 }] },
];
const DB = new Map(CARDS.map((c) => [c.id, { ...cardSchema.parse(c), system: 'confrontation', faction: 'f' } as DbCard]));
const lookup: CardLookup = { card: (id) => DB.get(id) };

function list(entries: (Pick<Entry, 'id' | 'cardId' | 'count'> & Partial<Pick<Entry, 'assignments'>>)[], kind: ArmyList['kind'] = 'standard'): ArmyList {
  return {
    format: 'muster-list',
    version: 2,
    id: 'l',
    name: 'L',
    system: 'confrontation',
    faction: 'f',
    pointsLimit: 400,
    kind,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    entries: entries.map((e) => ({ assignments: [], ...e })),
  };
}

const FULL = list([
  { id: 'e1', cardId: 'chariot', count: 2 },
  { id: 'e2', cardId: 'breaker', count: 1 },
  { id: 'e3', cardId: 'minelayer', count: 3, assignments: [{ type: 'crew', machine: 'e2', role: 'servant' }] },
  { id: 'e4', cardId: 'sappers', count: 2, assignments: [{ type: 'crew', machine: 'e7', role: 'servant' }] },
  { id: 'e5', cardId: 'mortar', count: 1 },
  { id: 'e6', cardId: 'ghost', count: 1 },
  { id: 'e7', cardId: 'breaker', count: 1 },
  // not in any crew at the start: no mines, decoys or barricades (FORTIFICATION (de))
  { id: 'e8', cardId: 'minelayer', count: 2 },
  { id: 'e9', cardId: 'sappers', count: 1, assignments: [{ type: 'aboard', vehicle: 'e1' }] },
  // perforating artillery never jams
  { id: 'e10', cardId: 'ballista', count: 1 },
]);

describe('print content of a list', () => {
  it('lists each known card once, in list order', () => {
    expect(distinctCards(FULL, lookup).map((c) => c.id)).toEqual(['chariot', 'breaker', 'minelayer', 'sappers', 'mortar', 'ballista']);
  });

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
    expect(plan.spTrackers.map((t) => [t.entryId, t.figure, t.structurePoints])).toEqual([
      ['e1', 1, 8],
      ['e1', 2, 8],
      ['e2', 1, 6],
      ['e7', 1, 6],
      ['e10', 1, 4],
    ]);
  });

  it('gives every Sapper figure serving in a crew a barricade with X Structure Points', () => {
    expect(barricades(FULL, lookup).map((b) => [b.entryId, b.figure, b.structurePoints])).toEqual([
      ['e4', 1, 2],
      ['e4', 2, 2],
      ['e4', 3, 2],
      ['e4', 4, 2],
      ['e4', 5, 2],
      ['e4', 6, 2],
    ]);
  });

  it('sums up the facts that decide what `all` prints', () => {
    expect(listPrintFacts(FULL, lookup)).toEqual({ system: 'confrontation', kind: 'standard', hasZoneArtillery: true, hasTokens: true, hasMarkers: true, hasWarMachines: true });
    const plain = list([{ id: 'e1', cardId: 'minelayer', count: 1 }]);
    expect(listPrintFacts({ ...plain, entries: [] }, lookup)).toEqual({ system: 'confrontation', kind: 'standard', hasZoneArtillery: false, hasTokens: false, hasMarkers: false, hasWarMachines: false });
    expect(listPrintFacts(list([], 'tjost-game'), lookup).hasMarkers).toBe(true);
    // An Old World list is a field battle: no siege footprints (the siege sheet has them), no FORTIFICATION quick reference.
    expect(listPrintFacts({ ...plain, system: 'oldworld', faction: 'high-elf-realms' }, lookup)).toMatchObject({ system: 'oldworld', hasMarkers: false, hasWarMachines: false });
    expect(hasIncidentEquipment(list([{ id: 'e1', cardId: 'ballista', count: 1 }]), lookup)).toBe(false);
    expect(hasIncidentEquipment(FULL, lookup)).toBe(true);
  });
});
