/**
 * Cards and lists for print tests and the print benchmark, independent of the shipped database.
 * Names carry ä, ö, ü, ß and â so tests can check that text survives extraction.
 */
import type { CardLookup, FactionInfo } from '../../core/db/types';
import { cardSchema, type CardInput, type DbCard } from '../../core/model/card';
import type { ArmyList, Entry } from '../../core/model/list';

const FACTION = 'fixture-tir-na-bor';

const CARDS: CardInput[] = [
  {
    id: 'fx-chariot',
    kind: 'war-machine',
    name: { de: 'Dampfwagen von Tir-Nâ-Bor', en: 'Steam chariot of Tir-Nâ-Bor' },
    source: 'sample',
    points: 140,
    rank: { de: 'Spezial', en: 'Special' },
    size: 'large',
    stats: { MOV: 20, INI: 2, ATT: 4, STR: 9, DEF: 4, RES: 14, COU: 5, DIS: 4 },
    abilities: [{ id: 'transport', value: 4, access: 'rear' }, { id: 'impact', value: 3 }, { id: 'irrepressible' }],
    warMachine: { mobility: 'mobile', weight: 10, structurePoints: 8, equipment: 'steam' },
  },
  {
    id: 'fx-breaker',
    kind: 'war-machine',
    name: { de: 'Felsspalter', en: 'Mountain-Breaker' },
    source: 'seed',
    points: 95,
    size: 'large',
    stats: { STR: 14, RES: 12 },
    warMachine: {
      mobility: 'immobile',
      weight: 10,
      structurePoints: 6,
      crew: 1,
      servants: ['fx-minelayer'],
      substitute: [
        { stat: 'AIM', min: 3 },
        { stat: 'DIS', min: 3 },
      ],
      fullOperationCrew: 3,
      artillery: { class: 'heavy', kind: 'zone', templateDiameterMm: 100 },
    },
  },
  {
    id: 'fx-mortar',
    kind: 'war-machine',
    name: { de: 'Feuermörser', en: 'Fire mortar' },
    source: 'sample',
    points: 60,
    size: 'normal',
    warMachine: { mobility: 'immobile', weight: 6, structurePoints: 4, crew: 3, servants: ['fx-minelayer', 'fx-sapper'], artillery: { class: 'light', kind: 'zone', templateDiameterMm: 70 }, equipment: 'naphtha' },
  },
  {
    id: 'fx-minelayer',
    kind: 'fighter',
    name: { de: 'Goblin-Minenleger', en: 'Goblin Minelayer' },
    source: 'seed',
    points: 12,
    rank: { de: 'Regulär', en: 'Regular' },
    size: 'small',
    stats: { MOV: 10, INI: 3, ATT: 2, STR: 2, DEF: 2, RES: 3, AIM: 2, COU: 2, DIS: 2 },
    abilities: [{ id: 'minelayer' }],
  },
  {
    id: 'fx-sapper',
    kind: 'fighter',
    name: { de: 'Zwergenpionier', en: 'Dwarf sapper' },
    source: 'sample',
    points: 18,
    size: 'small',
    abilities: [{ id: 'sapper', value: 3 }],
  },
  {
    id: 'fx-baron',
    kind: 'fighter',
    name: { de: 'Baron Ozöhn der Große', en: 'Baron Ozöhn the Great' },
    source: 'sample',
    points: 60,
    personality: true,
    rank: { de: 'Lebende Legende', en: 'Living Legend' },
    size: 'small',
    stats: { MOV: 10, INI: 4, ATT: 5, STR: 5, DEF: 4, RES: 6, AIM: 4, COU: 5, DIS: 4 },
  },
  {
    id: 'fx-guardian',
    kind: 'fighter',
    name: { de: 'Wächter von Tir-Nâ-Bor', en: 'Guardian of Tir-Nâ-Bor' },
    source: 'sample',
    points: 23,
    rank: { de: 'Veteran', en: 'Veteran' },
    size: 'small',
    stats: { MOV: 10, INI: 3, ATT: 4, STR: 5, DEF: 4, RES: 6, COU: 5, DIS: 3 },
  },
  {
    id: 'fx-musketeer',
    kind: 'fighter',
    name: { de: 'Musketenschütze', en: 'Musketeer' },
    source: 'sample',
    points: 20,
    size: 'normal',
    stats: { MOV: 10, AIM: 3, DIS: 3 },
  },
];

/** Many distinct cards with long texts, for reference sheets over several pages. */
function manyCards(n: number): CardInput[] {
  const abilities = ['transport', 'impact', 'mowing', 'rampart', 'irrepressible', 'inalterable', 'mechanic'];
  return Array.from({ length: n }, (_, i) => ({
    id: `fx-many-${i + 1}`,
    kind: 'war-machine' as const,
    name: { de: `Kriegsmaschine Nr. ${i + 1} aus Tir-Nâ-Bor`, en: `War machine no. ${i + 1} of Tir-Nâ-Bor` },
    source: 'sample' as const,
    points: 50 + i,
    rank: { de: 'Spezial', en: 'Special' },
    size: 'large' as const,
    stats: { MOV: 15, INI: 2, ATT: 3, STR: 8, DEF: 3, RES: 12, COU: 4, DIS: 4 },
    abilities: abilities.slice(0, 2 + (i % 5)).map((id) => ({ id, value: 3 })),
    warMachine: { mobility: 'mobile' as const, weight: 8, structurePoints: 6 + (i % 7) },
    notes: { de: 'Ein Beispiel mit etwas längerem Text, damit die Blöcke verschieden hoch sind.', en: 'A sample with some longer text so that the blocks differ in height.' },
  }));
}

function toDb(input: CardInput): DbCard {
  return { ...cardSchema.parse(input), system: 'confrontation', faction: FACTION };
}

/** A lookup over the fixture cards (plus `many` generated machines). */
export function fixtureLookup(many = 0): CardLookup & { factions(): FactionInfo[] } {
  const cards = new Map([...CARDS, ...manyCards(many)].map((c) => [c.id, toDb(c)]));
  return {
    card: (id) => cards.get(id),
    factions: () => [{ id: FACTION, system: 'confrontation', name: { de: 'Zwerge von Tir-Nâ-Bor', en: 'Dwarves of Tir-Nâ-Bor' }, cardCount: cards.size }],
  };
}

function list(entries: Entry[], name = 'Prüfliste für Größe & Maß'): ArmyList {
  return {
    format: 'muster-list',
    version: 2,
    id: 'fixture',
    name,
    system: 'confrontation',
    faction: FACTION,
    pointsLimit: 600,
    kind: 'standard',
    player: 'Jörg Müller',
    createdAt: '2025-01-02T10:00:00.000Z',
    updatedAt: '2025-01-02T10:00:00.000Z',
    entries,
  };
}

/** A list that needs every document: machines, minelayers (traps/decoys), sappers, steam, zone artillery. */
export function fixtureList(): ArmyList {
  return list([
    { id: 'e1', cardId: 'fx-breaker', count: 1, assignments: [] },
    { id: 'e2', cardId: 'fx-minelayer', count: 2, assignments: [{ type: 'crew', machine: 'e1', role: 'servant' }], note: 'Geheim: Minen links' },
    { id: 'e3', cardId: 'fx-musketeer', count: 1, assignments: [{ type: 'crew', machine: 'e1', role: 'substitute' }] },
    { id: 'e4', cardId: 'fx-chariot', count: 1, assignments: [] },
    { id: 'e5', cardId: 'fx-guardian', count: 2, assignments: [{ type: 'aboard', vehicle: 'e4' }] },
    { id: 'e6', cardId: 'fx-baron', count: 1, assignments: [] },
    { id: 'e7', cardId: 'fx-sapper', count: 2, assignments: [{ type: 'crew', machine: 'e8', role: 'servant' }] },
    { id: 'e8', cardId: 'fx-mortar', count: 1, assignments: [] },
  ]);
}

/** A list of `n` distinct generated machines (use with fixtureLookup(n)). */
export function manyCardList(n: number): ArmyList {
  return list(Array.from({ length: n }, (_, i) => ({ id: `e${i + 1}`, cardId: `fx-many-${i + 1}`, count: 1, assignments: [] })), 'Lange Liste');
}
