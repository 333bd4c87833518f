import type { CardLookup } from '../../../db/types';
import { cardSchema, type CardInput, type DbCard } from '../../../model/card';
import type { ArmyList, Entry } from '../../../model/list';

/** A Confrontation list with every kind of FORTIFICATION printable: machines with SP, zone artillery, crews of Minelayers and Sappers (for print tests). */
const CARDS: CardInput[] = [
  { id: 'chariot', kind: 'war-machine', name: { de: 'Wagen', en: 'Chariot' }, source: 'sample', points: 100, abilities: [{ id: 'irrepressible' }], warMachine: { mobility: 'mobile', structurePoints: 8, equipment: 'steam' } },
  { id: 'breaker', kind: 'war-machine', name: { de: 'Felsspalter', en: 'Mountain-Breaker' }, source: 'seed', points: 90, warMachine: { mobility: 'immobile', structurePoints: 6, crew: 1, servants: ['minelayer', 'sappers'], artillery: { class: 'heavy', kind: 'zone', templateDiameterMm: 100 } } },
  { id: 'mortar', kind: 'war-machine', name: { de: 'Mörser', en: 'Mortar' }, source: 'sample', points: 50, warMachine: { mobility: 'immobile', artillery: { class: 'light', kind: 'zone' } } },
  { id: 'ballista', kind: 'war-machine', name: { de: 'Balliste', en: 'Ballista' }, source: 'seed', points: 50, warMachine: { mobility: 'immobile', structurePoints: 4, artillery: { class: 'light', kind: 'perforating' } } },
  { id: 'minelayer', kind: 'fighter', name: { de: 'Minenleger', en: 'Minelayer' }, source: 'seed', points: 10, abilities: [{ id: 'minelayer' }] },
  { id: 'sappers', kind: 'fighter', name: { de: 'Pioniere', en: 'Sappers' }, source: 'sample', points: 30, figures: 3, abilities: [{ id: 'sapper', value: 2 }] },
];
const DB = new Map(CARDS.map((c) => [c.id, { ...cardSchema.parse(c), system: 'confrontation', faction: 'f' } as DbCard]));
export const lookup: CardLookup = { card: (id) => DB.get(id) };

export function list(entries: (Pick<Entry, 'id' | 'cardId' | 'count'> & Partial<Pick<Entry, 'assignments'>>)[], kind: ArmyList['kind'] = 'standard'): ArmyList {
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

export const FULL = list([
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
