import type { Localized } from '../../../model/system';
import { isD6 } from './dice';
import { localized } from '../../../i18n/localized';

/** Steam (dwarves) and naphtha (goblins) equipment: the roll and its incidents (FORTIFICATION, both editions). */
export type Equipment = 'steam' | 'naphtha';

export const EQUIPMENT_ROLL_NAMES: Readonly<Record<Equipment, Localized>> = {
  steam: localized('domain.incidents.equipmentRollNames.steam'),
  naphtha: localized('domain.incidents.equipmentRollNames.naphtha'),
};

export type IncidentId = 'explosion' | 'overheating' | 'cracked-structure' | 'damaged-valve' | 'leak' | 'machine-stopped';

interface Incident {
  roll: 1 | 2 | 3 | 4 | 5 | 6;
  id: IncidentId;
  /** Names as the editions print them (German and English editions). */
  name: Localized;
  /** What happens, in Muster's own words. */
  effect: Localized;
  /**
   * A lasting marker stays beside the figure (Overheating, Leak, Machine stopped). Cracked structure
   * and Damaged valve only change the next roll (EquipmentState), then they are spent; all five
   * have a printed token.
   */
  marker: boolean;
}

export const INCIDENTS: readonly Incident[] = [
  {
    roll: 1,
    id: 'explosion',
    name: localized('domain.incidents.explosion.name'),
    effect: localized('domain.incidents.explosion.effect'),
    marker: false,
  },
  {
    roll: 2,
    id: 'overheating',
    name: localized('domain.incidents.overheating.name'),
    effect: localized('domain.incidents.overheating.effect'),
    marker: true,
  },
  {
    roll: 3,
    id: 'cracked-structure',
    name: localized('domain.incidents.cracked-structure.name'),
    effect: localized('domain.incidents.cracked-structure.effect'),
    marker: false,
  },
  {
    roll: 4,
    id: 'damaged-valve',
    name: localized('domain.incidents.damaged-valve.name'),
    effect: localized('domain.incidents.damaged-valve.effect'),
    marker: false,
  },
  {
    roll: 5,
    id: 'leak',
    name: localized('domain.incidents.leak.name'),
    effect: localized('domain.incidents.leak.effect'),
    marker: true,
  },
  {
    roll: 6,
    id: 'machine-stopped',
    name: localized('domain.incidents.machine-stopped.name'),
    effect: localized('domain.incidents.machine-stopped.effect'),
    marker: true,
  },
];

/** The incident for a d6 roll; undefined for anything but 1-6. */
export function incident(d6: number): Incident | undefined {
  return isD6(d6) ? INCIDENTS[d6 - 1] : undefined;
}

export interface EquipmentState {
  /** After "Cracked structure": the next roll has an incident on 1 or 2. */
  crackedStructure?: boolean;
  /** After "Damaged valve": 5s and 6s of the next roll give no bonus. */
  damagedValve?: boolean;
}

/**
 * A Pressure or Injection Roll: the dice are the bonus (a 6 is not rolled again); any die
 * showing 1 (or 2 with a cracked structure) means an incident and no bonus at all.
 * Undefined when a die is not 1-6 or there is no die.
 */
export function equipmentRoll(dice: readonly number[], state: EquipmentState = {}): { bonus: number; incident: boolean } | undefined {
  if (dice.length === 0 || !dice.every(isD6)) return undefined;
  const worst = state.crackedStructure ? 2 : 1;
  if (dice.some((d) => d <= worst)) return { bonus: 0, incident: true };
  const bonus = dice.reduce((sum, d) => sum + (state.damagedValve && d >= 5 ? 0 : d), 0);
  return { bonus, incident: false };
}
