import { isD6 } from './dice';

type ArtilleryClass = 'light' | 'heavy';

/** How far a zone shot strays, by d6 (index = roll - 1), in cm. */
export const STRAY_DISTANCES_CM: readonly number[] = [4, 6, 8, 10, 12, 14];

/** Stray distance for a d6 roll; undefined for anything but 1-6. */
export function strayDistanceCm(d6: number): number | undefined {
  return isD6(d6) ? STRAY_DISTANCES_CM[d6 - 1] : undefined;
}

/**
 * Figures under the template (other than a target hit directly, which takes the full STR):
 * light artillery hits on 4+ with half STR rounded up, heavy artillery on 3+ with full STR.
 */
const ZONE_HIT: Readonly<Record<ArtilleryClass, { minRoll: number; strength: 'half' | 'full' }>> = {
  light: { minRoll: 4, strength: 'half' },
  heavy: { minRoll: 3, strength: 'full' },
};

/** d6 needed and STR for a figure under the template of a weapon of `weaponStr`. */
export function zoneHit(cls: ArtilleryClass, weaponStr: number): { minRoll: number; str: number } {
  const z = ZONE_HIT[cls];
  return { minRoll: z.minRoll, str: z.strength === 'half' ? Math.ceil(weaponStr / 2) : weaponStr };
}

/** STR lost per further target after a Killed outright with perforating artillery. */
const PERFORATING_STR_LOSS: Readonly<Record<ArtilleryClass, number>> = { light: 2, heavy: 0 };

/**
 * STR of a perforating shot against its n-th target (0 = the first one). Light artillery loses 2
 * per further target, heavy artillery nothing; never below 0.
 */
export function perforatingStrength(cls: ArtilleryClass, str: number, targetIndex: number): number {
  return Math.max(0, str - PERFORATING_STR_LOSS[cls] * Math.max(0, Math.floor(targetIndex)));
}
