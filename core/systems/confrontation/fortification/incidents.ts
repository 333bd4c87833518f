import type { Localized } from '../../../model/system';
import { isD6 } from './dice';

/** Steam (dwarves) and naphtha (goblins) equipment: the roll and its incidents (seeds 000/001). */
export type Equipment = 'steam' | 'naphtha';

export const EQUIPMENT_ROLL_NAMES: Readonly<Record<Equipment, Localized>> = {
  steam: { de: 'Druckwurf', en: 'Pressure Roll' },
  naphtha: { de: 'Injektionswurf', en: 'Injection Roll' },
};

export type IncidentId = 'explosion' | 'overheating' | 'cracked-structure' | 'damaged-valve' | 'leak' | 'machine-stopped';

export interface Incident {
  roll: 1 | 2 | 3 | 4 | 5 | 6;
  id: IncidentId;
  /** Names as the editions print them (German seed 000, English seed 001). */
  name: Localized;
  /** What happens, in Muster's own words. */
  effect: Localized;
  /** A state marker stays beside the figure (printed as a token). */
  marker: boolean;
}

export const INCIDENTS: readonly Incident[] = [
  {
    roll: 1,
    id: 'explosion',
    name: { de: 'Explosion', en: 'Explosion' },
    effect: {
      de: 'Der Kessel birst: Die Figur ist sofort tot, jede Figur bis 5 cm Entfernung erleidet eine Verletzung der STÄ 10.',
      en: 'The boiler bursts: the figure is killed outright and every figure within 5 cm takes a STR 10 damage roll.',
    },
    marker: false,
  },
  {
    roll: 2,
    id: 'overheating',
    name: { de: 'Überhitzung', en: 'Overheating' },
    effect: {
      de: 'Überhitzungsmarker zur Figur legen. Eine zweite Überhitzung führt zur Explosion (1).',
      en: 'Put an Overheating marker by the figure. A second Overheating means an Explosion (1).',
    },
    marker: true,
  },
  {
    roll: 3,
    id: 'cracked-structure',
    name: { de: 'Rissige Struktur', en: 'Cracked structure' },
    effect: {
      de: 'Beim nächsten Druck- oder Injektionswurf gibt es schon bei 1 oder 2 einen Zwischenfall.',
      en: 'On the next Pressure or Injection Roll an incident already happens on a 1 or a 2.',
    },
    marker: true,
  },
  {
    roll: 4,
    id: 'damaged-valve',
    name: { de: 'Beschädigtes Ventil', en: 'Damaged valve' },
    effect: {
      de: 'Beim nächsten Druck- oder Injektionswurf bringen 5 und 6 keinen Bonus.',
      en: 'On the next Pressure or Injection Roll, 5s and 6s give no bonus.',
    },
    marker: true,
  },
  {
    roll: 5,
    id: 'leak',
    name: { de: 'Druckabfall', en: 'Leak' },
    effect: {
      de: 'Leck-Marker zur Figur legen. Ein zweiter Druckabfall legt die Maschine still (6).',
      en: 'Put a Leak marker by the figure. A second Leak stops the machine (6).',
    },
    marker: true,
  },
  {
    roll: 6,
    id: 'machine-stopped',
    name: { de: 'Totalausfall', en: 'Machine stopped' },
    effect: {
      de: 'Die Mechanik blockiert: Zu Beginn jeder Runde 1W6 werfen, erst bei 4 oder mehr ist die Ausrüstung wieder nutzbar.',
      en: 'The machinery jams: roll a d6 at the start of each round; only on a 4 or more can the equipment be used again.',
    },
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
