import type { DefenceDeviceId, ElementKind, SiegeEquipmentId } from './model';
import type { Localized } from '../../../model/system';
import type { TROOP_TYPES } from '../../../model/card-terms';
import { localized } from '../../../i18n/localized';

/**
 * Siege data of Warhammer: The Old World (the siege rules, source `seed`): points costs, element
 * profiles, hit allocation, collapse, the ram and siege tower profiles, night battles.
 * Explanations are Muster's own words.
 */

export type TroopType = (typeof TROOP_TYPES)[number];

/** Faction ids of the shipped Old World armies (resources/cards/oldworld/). */
export const HIGH_ELF_FACTION = 'high-elf-realms';
export const DWARF_FACTION = 'dwarfen-mountain-holds';

export const ARMY_NAMES: Readonly<Record<string, Localized>> = {
  [HIGH_ELF_FACTION]: localized('domain.siegeData.armyNames.HIGH_ELF_FACTION'),
  [DWARF_FACTION]: localized('domain.siegeData.armyNames.DWARF_FACTION'),
};

interface DefenceDeviceData {
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
    name: localized('domain.siegeData.defenceDevices.protective-runes.name'),
    points: 20,
    elements: ['wall', 'tower'],
    extraWounds: 1,
    effect: localized('domain.siegeData.defenceDevices.protective-runes.effect'),
    source: 'seed',
  },
  stones: {
    id: 'stones',
    name: localized('domain.siegeData.defenceDevices.stones.name'),
    points: 25,
    elements: ['wall', 'tower'],
    effect: localized('domain.siegeData.defenceDevices.stones.effect'),
    source: 'seed',
  },
  'boiling-oil': {
    id: 'boiling-oil',
    name: localized('domain.siegeData.defenceDevices.boiling-oil.name'),
    points: 50,
    elements: ['wall'],
    effect: localized('domain.siegeData.defenceDevices.boiling-oil.effect'),
    source: 'seed',
  },
  'covered-walkway': {
    id: 'covered-walkway',
    name: localized('domain.siegeData.defenceDevices.covered-walkway.name'),
    points: 20,
    elements: ['wall'],
    effect: localized('domain.siegeData.defenceDevices.covered-walkway.effect'),
    source: 'seed',
  },
  'mage-tower': {
    id: 'mage-tower',
    name: localized('domain.siegeData.defenceDevices.mage-tower.name'),
    points: 120,
    elements: ['tower'],
    factions: [HIGH_ELF_FACTION],
    effect: localized('domain.siegeData.defenceDevices.mage-tower.effect'),
    source: 'seed',
  },
  'mountain-fortress': {
    id: 'mountain-fortress',
    name: localized('domain.siegeData.defenceDevices.mountain-fortress.name'),
    points: 20,
    elements: ['wall'],
    factions: [DWARF_FACTION],
    effect: localized('domain.siegeData.defenceDevices.mountain-fortress.effect'),
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

interface SiegeEquipmentData {
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

const CLOSE_ORDER: Localized = localized('domain.siegeData.closeOrder');
const DRAWN: Localized = localized('domain.siegeData.drawn');
const LARGE_TARGET: Localized = localized('domain.siegeData.largeTarget');
const UNBREAKABLE: Localized = localized('domain.siegeData.unbreakable');

export const SIEGE_EQUIPMENT: Readonly<Record<SiegeEquipmentId, SiegeEquipmentData>> = {
  'siege-ammunition': {
    id: 'siege-ammunition',
    name: localized('domain.siegeData.siegeEquipment.siege-ammunition.name'),
    points: 20,
    perWarMachine: true,
    effect: localized('domain.siegeData.siegeEquipment.siege-ammunition.effect'),
    source: 'seed',
  },
  ram: {
    id: 'ram',
    name: localized('domain.siegeData.siegeEquipment.ram.name'),
    points: 80,
    model: {
      profile: { M: 2, WS: 1, BS: null, S: 5, T: 7, W: 5, I: 1, A: 1, Ld: 8 },
      troopType: 'heavy-chariot',
      baseMm: { width: 60, depth: 100 },
      unitSize: 1,
      armourSave: 4,
      equipment: localized('domain.siegeData.siegeEquipment.ram.model.equipment'),
      rules: [CLOSE_ORDER, DRAWN, LARGE_TARGET, UNBREAKABLE, localized('domain.siegeData.specialRules.outOfTheWay')],
      weapon: {
        name: localized('domain.siegeData.siegeEquipment.ram.model.weapon.name'),
        range: null,
        strength: 9,
        ap: -2,
        rules: [localized('domain.siegeData.specialRules.multipleWoundsD6')],
      },
      note: localized('domain.siegeData.siegeEquipment.ram.model.note'),
    },
    effect: localized('domain.siegeData.siegeEquipment.ram.effect'),
    source: 'seed',
  },
  'siege-tower': {
    id: 'siege-tower',
    name: localized('domain.siegeData.siegeEquipment.siege-tower.name'),
    points: 150,
    model: {
      profile: { M: 2, WS: null, BS: null, S: null, T: 7, W: 5, I: null, A: null, Ld: 8 },
      troopType: 'heavy-chariot',
      baseMm: { width: 60, depth: 100 },
      unitSize: 1,
      armourSave: 4,
      equipment: null,
      rules: [CLOSE_ORDER, DRAWN, LARGE_TARGET, UNBREAKABLE, localized('domain.siegeData.specialRules.stormTheWalls')],
      note: localized('domain.siegeData.siegeEquipment.siege-tower.model.note'),
    },
    effect: localized('domain.siegeData.siegeEquipment.siege-tower.effect'),
    source: 'seed',
  },
};

/** Toughness and Wounds of fortress elements, and the gate (the siege rules). */
export const WALL_STATS = { toughness: 10, wounds: 7 } as const;
export const TOWER_STATS = { toughness: 10, woundsPerStorey: 4 } as const;
export const GATE_STATS = { toughness: 6, wounds: 5, save: 3 } as const;

/**
 * Troop types that may occupy fortress elements (besides war machines): Regular and Heavy Infantry,
 * Beasts and Swarms, and a character on foot given only as `character` (the dataset's `NChar`:
 * Korhil Lionmane, Ishaya Vess; Old World Builder counts them like infantry, one model each).
 */
export const OCCUPANT_TROOP_TYPES: readonly TroopType[] = ['regular-infantry', 'heavy-infantry', 'beasts', 'swarm', 'character'];

/** What a hit on an occupied element strikes: the element, the unit in it, or the gate. */
export type HitTarget = 'element' | 'unit' | 'gate';

/** Collapse: every occupant takes one hit of this Strength and AP, and is placed within 2 inches. */
export const COLLAPSE_HIT = { strength: 7, ap: -3, placeWithinInch: 2 } as const;

/** Models per storey of a tower that may see out and shoot. */
export const TOWER_SHOOTERS_PER_STOREY = 5;

/** Night battles (the siege rules): how far units can see. */
export const NIGHT_VISIBILITY_INCH = 18;

/** Defender points should be about this share of the attacker's (sieges, "Die Armee"). */
export const DEFENDER_SHARE = 0.75;
