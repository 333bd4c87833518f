import type { DefenceDeviceId, ElementKind, SiegeEquipmentId } from './model';
import type { Localized } from '../../../model/system';
import type { TROOP_TYPES } from '../../../model/card';

/**
 * Siege data of Warhammer: The Old World (seed 002, source `seed`): points costs, element
 * profiles, hit allocation, collapse, the ram and siege tower profiles, night battles.
 * Explanations are Muster's own words.
 */

export type TroopType = (typeof TROOP_TYPES)[number];

/** Faction ids of the shipped Old World armies (resources/cards/oldworld/). */
export const HIGH_ELF_FACTION = 'high-elf-realms';
export const DWARF_FACTION = 'dwarfen-mountain-holds';

export const ARMY_NAMES: Readonly<Record<string, Localized>> = {
  [HIGH_ELF_FACTION]: { de: 'Hochelfen', en: 'High Elves' },
  [DWARF_FACTION]: { de: 'Zwerge', en: 'Dwarfs' },
};

export interface DefenceDeviceData {
  id: DefenceDeviceId;
  name: Localized;
  points: number;
  /** Element kinds the device may be assigned to. */
  elements: readonly ElementKind[];
  /** Faction ids allowed to buy it; undefined for every army. */
  factions?: readonly string[];
  /** Extra Wounds for the element (Protective runes). */
  extraWounds?: number;
  /** What it does, in Muster's words. */
  effect: Localized;
  source: 'seed';
}

export const DEFENCE_DEVICES: Readonly<Record<DefenceDeviceId, DefenceDeviceData>> = {
  'protective-runes': {
    id: 'protective-runes',
    name: { de: 'Schutzrunen', en: 'Protective runes' },
    points: 20,
    elements: ['wall', 'tower'],
    extraWounds: 1,
    effect: {
      de: 'Element +1 LP; Einheiten ganz im Element haben gegen Beschuss einen Rettungswurf von 6+.',
      en: 'Element +1 Wound; units wholly inside it get a 6+ ward save against shooting.',
    },
    source: 'seed',
  },
  stones: {
    id: 'stones',
    name: { de: 'Steine', en: 'Stones' },
    points: 25,
    elements: ['wall', 'tower'],
    effect: {
      de: 'Besatzung darf als Angriffsreaktion Stehen & Schießen: R 8", S5, DS –, Rüstungsbrechend (2), Schnellschuss; nie gegen Angreifer von einem Nachbarelement.',
      en: 'Occupants may Stand & Shoot as a charge reaction: R 8", S5, AP –, Armour Bane (2), Quick Shot; never against chargers from a neighbouring element.',
    },
    source: 'seed',
  },
  'boiling-oil': {
    id: 'boiling-oil',
    name: { de: 'Kochendes Öl', en: 'Boiling oil' },
    points: 50,
    elements: ['wall'],
    effect: {
      de: 'Einmal pro Schlacht als Stehen & Schießen: 3"-Schablone bis 3" von der Einheit, weicht W6" ab (außer Treffersymbol); S4, DS -1, Flammenattacken.',
      en: 'Once per battle as Stand & Shoot: 3" template within 3" of the unit, scatters D6" (unless a hit is rolled); S4, AP -1, Flaming Attacks.',
    },
    source: 'seed',
  },
  'covered-walkway': {
    id: 'covered-walkway',
    name: { de: 'Überdachter Wehrgang', en: 'Covered walkway' },
    points: 20,
    elements: ['wall'],
    effect: {
      de: 'Beschuss trifft eine Einheit ganz auf der Mauer nur bei 6 statt 5–6; verliert die Mauer ihren ersten LP, ist die Überdachung weg.',
      en: 'Shooting hits a unit wholly on the wall only on a 6 instead of 5–6; gone once the wall loses its first Wound.',
    },
    source: 'seed',
  },
  'mage-tower': {
    id: 'mage-tower',
    name: { de: 'Magierturm', en: 'Mage tower' },
    points: 120,
    elements: ['tower'],
    factions: [HIGH_ELF_FACTION],
    effect: {
      de: 'Nur Hochelfen. Turm darf vor der Aufstellung versetzt werden; gilt als besetzt von einem Magier der Stufe 2, der nicht herauskommt; Platz für eine weitere Einheit, keine Kriegsmaschine.',
      en: 'High Elves only. The tower may be moved before deployment; counts as held by a Level 2 wizard who cannot leave; room for one more unit, no war machine.',
    },
    source: 'seed',
  },
  'mountain-fortress': {
    id: 'mountain-fortress',
    name: { de: 'Bergfestung', en: 'Mountain fortress' },
    points: 20,
    elements: ['wall'],
    factions: [DWARF_FACTION],
    effect: {
      de: 'Nur Zwerge. Diese Mauer kann wie ein Turm nicht von Reitern gestürmt werden, auch nicht mit Fliegen (X).',
      en: 'Dwarfs only. Like a tower, riders cannot assault this wall, not even with Fly (X).',
    },
    source: 'seed',
  },
};

/** A profile in Old World order: M WS BS S T W I A Ld; null for a dash. */
export interface OldWorldProfile {
  M: number | null;
  WS: number | null;
  BS: number | null;
  S: number | null;
  T: number | null;
  W: number | null;
  I: number | null;
  A: number | null;
  Ld: number | null;
}
export const PROFILE_KEYS = ['M', 'WS', 'BS', 'S', 'T', 'W', 'I', 'A', 'Ld'] as const;

export interface WeaponProfile {
  name: Localized;
  /** Range in inches; null for close combat. */
  range: number | null;
  strength: number;
  /** Armour piercing, e.g. -2; 0 for none. */
  ap: number;
  rules: Localized[];
}

export interface SiegeModelData {
  profile: OldWorldProfile;
  troopType: TroopType;
  /** Base footprint in millimetres (width x depth). */
  baseMm: { width: number; depth: number };
  unitSize: number;
  armourSave: number;
  equipment: Localized | null;
  rules: Localized[];
  weapon?: WeaponProfile;
  /** The model's own rule, in Muster's words. */
  note: Localized;
}

export interface SiegeEquipmentData {
  id: SiegeEquipmentId;
  name: Localized;
  points: number;
  /** Siege ammunition: bought once per war machine. */
  perWarMachine?: boolean;
  /** Ram and siege tower are models of their own. */
  model?: SiegeModelData;
  effect: Localized;
  source: 'seed';
}

const CLOSE_ORDER: Localized = { de: 'Geschlossene Ränge', en: 'Close Order' };
const DRAWN: Localized = { de: 'Gezogen', en: 'Drawn' };
const LARGE_TARGET: Localized = { de: 'Großes Ziel', en: 'Large Target' };
const UNBREAKABLE: Localized = { de: 'Unerschütterlich', en: 'Unbreakable' };

export const SIEGE_EQUIPMENT: Readonly<Record<SiegeEquipmentId, SiegeEquipmentData>> = {
  'siege-ammunition': {
    id: 'siege-ammunition',
    name: { de: 'Belagerungsmunition', en: 'Siege ammunition' },
    points: 20,
    perWarMachine: true,
    effect: { de: 'Für eine Kriegsmaschine: Stärke ihrer Geschosse +1.', en: 'For one war machine: the Strength of its shots +1.' },
    source: 'seed',
  },
  ram: {
    id: 'ram',
    name: { de: 'Ramme', en: 'Ram' },
    points: 80,
    model: {
      profile: { M: 2, WS: 1, BS: null, S: 5, T: 7, W: 5, I: 1, A: 1, Ld: 8 },
      troopType: 'heavy-chariot',
      baseMm: { width: 60, depth: 100 },
      unitSize: 1,
      armourSave: 4,
      equipment: { de: 'Rammbock', en: 'Battering ram' },
      rules: [CLOSE_ORDER, DRAWN, LARGE_TARGET, UNBREAKABLE, { de: 'Nicht im Weg', en: 'Out of the Way' }],
      weapon: {
        name: { de: 'Rammbock', en: 'Battering ram' },
        range: null,
        strength: 9,
        ap: -2,
        rules: [{ de: 'Mehrere LP-Verluste (W6)', en: 'Multiple Wounds (D6)' }],
      },
      note: {
        de: 'Greift nur Festungselemente an. Darf jederzeit vom Tisch genommen werden und zählt dann nicht als Verlust.',
        en: 'Attacks fortress elements only. May be taken off the table at any time and then does not count as a casualty.',
      },
    },
    effect: { de: 'Ein Rammen-Modell für die Armee des Angreifers.', en: 'A ram model for the attacking army.' },
    source: 'seed',
  },
  'siege-tower': {
    id: 'siege-tower',
    name: { de: 'Belagerungsturm', en: 'Siege tower' },
    points: 150,
    model: {
      profile: { M: 2, WS: null, BS: null, S: null, T: 7, W: 5, I: null, A: null, Ld: 8 },
      troopType: 'heavy-chariot',
      baseMm: { width: 60, depth: 100 },
      unitSize: 1,
      armourSave: 4,
      equipment: null,
      rules: [CLOSE_ORDER, DRAWN, LARGE_TARGET, UNBREAKABLE, { de: 'Sturmangriff', en: 'Storm the Walls' }],
      note: {
        de: 'Hat er erfolgreich eine Mauer angegriffen, wird er ein Turm der Festung, den der Angreifer von innen und außen betreten kann; nur an Mauern, nie an Türmen.',
        en: 'After a successful charge against a wall it becomes a tower of the fortress that the attacker can enter from inside and outside; walls only, never towers.',
      },
    },
    effect: { de: 'Ein Belagerungsturm-Modell für die Armee des Angreifers.', en: 'A siege tower model for the attacking army.' },
    source: 'seed',
  },
};

/** Toughness and Wounds of fortress elements, and the gate (seed 002). */
export const WALL_STATS = { toughness: 10, wounds: 7 } as const;
export const TOWER_STATS = { toughness: 10, woundsPerStorey: 4 } as const;
export const GATE_STATS = { toughness: 6, wounds: 5, save: 3 } as const;

/** Troop types that may occupy fortress elements (besides war machines). */
export const OCCUPANT_TROOP_TYPES: readonly TroopType[] = ['regular-infantry', 'heavy-infantry', 'beasts', 'swarm'];

/** What a hit on an occupied element strikes: the element, the unit in it, or the gate. */
export type HitTarget = 'element' | 'unit' | 'gate';

/** Collapse: every occupant takes one hit of this Strength and AP, and is placed within 2 inches. */
export const COLLAPSE_HIT = { strength: 7, ap: -3, placeWithinInch: 2 } as const;

/** Models per storey of a tower that may see out and shoot. */
export const TOWER_SHOOTERS_PER_STOREY = 5;

/** Boiling oil template diameter and the other blast template the siege sheet mentions. */
export const BLAST_TEMPLATES_INCH = [3, 5] as const;

/** Night battles (seed 002): how far units can see. */
export const NIGHT_VISIBILITY_INCH = 18;

/** Defender points should be about this share of the attacker's (seed 002, "Die Armee"). */
export const DEFENDER_SHARE = 0.75;
