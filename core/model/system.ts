import { localized } from '../i18n/localized';

/**
 * The game systems and languages as plain data (no schema library, so the app's first script
 * stays small); their schemas are in system-schema.ts.
 */

/** The three game systems Muster supports. */
export const SYSTEM_IDS = ['confrontation', 'oldworld', 'chronopia'] as const;
export type SystemId = (typeof SYSTEM_IDS)[number];

export const LANGS = ['de', 'en'] as const;
export type Lang = (typeof LANGS)[number];

/** A text in both languages Muster speaks. */
export interface Localized {
  de: string;
  en: string;
}

interface SystemInfo {
  id: SystemId;
  name: Localized;
  /** Unit of length used on the table. */
  unit: 'cm' | 'inch';
  /** Short name of the points unit (AP for Confrontation). */
  points: Localized;
}

export const SYSTEMS: Readonly<Record<SystemId, SystemInfo>> = {
  confrontation: {
    id: 'confrontation',
    name: localized('domain.systems.confrontation.name'),
    unit: 'cm',
    points: localized('domain.systems.confrontation.points'),
  },
  oldworld: {
    id: 'oldworld',
    name: localized('domain.systems.oldworld.name'),
    unit: 'inch',
    points: localized('domain.systems.oldworld.points'),
  },
  chronopia: {
    id: 'chronopia',
    name: localized('domain.systems.chronopia.name'),
    unit: 'inch',
    points: localized('domain.systems.chronopia.points'),
  },
};

