import { z } from 'zod';
import { localized } from '../i18n/localized';

/** The three game systems Muster supports. */
export const SYSTEM_IDS = ['confrontation', 'oldworld', 'chronopia'] as const;
export const systemIdSchema = z.enum(SYSTEM_IDS);
export type SystemId = z.infer<typeof systemIdSchema>;

export const LANGS = ['de', 'en'] as const;
export const langSchema = z.enum(LANGS);
export type Lang = z.infer<typeof langSchema>;

/** A text in both languages Muster speaks. */
export const localizedSchema = z.object({
  de: z.string().min(1),
  en: z.string().min(1),
});
export type Localized = z.infer<typeof localizedSchema>;

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

