/**
 * Falling and jumping down (Chronopia rules, chapter 3, "Fallen" and "Herunterspringen").
 *
 * - A figure may drop half its size (G) in inches without harm.
 * - Beyond that it is hurt: base damage (SCH) 7, +1 for every whole inch fallen beyond half its
 *   size (rounded down), and a damage multiplier of 1 for every 2 of those inches (rounded
 *   down), at least x1. The rulebook's worked example: size 3 falling 8 inches: 8 - 1.5 = 6.5,
 *   rounded 6: damage 7 + 6 = 13 with x3 (6 : 2). The spec's wording "+1 multiplier per further
 *   2 inches" could be read as x4 for that fall; the rulebook's example (x3) wins.
 * - A figure that falls or jumps more than half its size lands prone.
 * - The rulebook says damage starts "from" half the size but also that dropping half the size is
 *   safe and that only more than half knocks a figure down; Muster treats exactly half the size
 *   as safe (no damage, not prone) so the three rules agree.
 */

/** Base damage of any harmful fall. */
const FALL_BASE_DAMAGE = 7;
/** Inches beyond the safe height that add one to the damage multiplier. */
const FALL_INCHES_PER_MULTIPLIER = 2;

interface FallResult {
  /** Height (inches) the figure drops without harm: half its size. */
  safeHeight: number;
  /** Whole inches fallen beyond the safe height (0 when not beyond it). */
  extraInches: number;
  /** True when the fall hurts: the height is more than half the size. */
  harmed: boolean;
  /** Damage value of the armour roll (0 when not harmed). */
  damage: number;
  /** Damage multiplier, e.g. 3 for "13 (x3)" (0 when not harmed). */
  multiplier: number;
  /** The figure lands prone and must spend its next action standing up. */
  prone: boolean;
}

/** What the calculators take: a figure's size (G, a whole number) and a height in inches; the app and the command line check against these. */
export const FALL_LIMITS = {
  size: { min: 1, max: 10 },
  height: { min: 0, max: 100 },
  /** FG (agility) of a figure the faller lands on, as a profile holds it. */
  victimFg: { min: 0, max: 30 },
} as const;

const validSize = (n: number): boolean => Number.isInteger(n) && n >= FALL_LIMITS.size.min && n <= FALL_LIMITS.size.max;
const validHeight = (n: number): boolean => Number.isFinite(n) && n >= FALL_LIMITS.height.min && n <= FALL_LIMITS.height.max;

/**
 * Damage of a fall of `heightInches` for a figure of size `size` (G); undefined for a size or a
 * height outside FALL_LIMITS (or not a number).
 */
export function fallingDamage(size: number, heightInches: number): FallResult | undefined {
  if (!validSize(size) || !validHeight(heightInches)) return undefined;
  const safeHeight = size / 2;
  const harmed = heightInches > safeHeight;
  if (!harmed) return { safeHeight, extraInches: 0, harmed: false, damage: 0, multiplier: 0, prone: false };
  const extraInches = Math.floor(heightInches - safeHeight);
  return {
    safeHeight,
    extraInches,
    harmed: true,
    damage: FALL_BASE_DAMAGE + extraInches,
    multiplier: Math.max(1, Math.floor(extraInches / FALL_INCHES_PER_MULTIPLIER)),
    prone: true,
  };
}

/** "13 (x3)": damage with its multiplier, as players write it; "-" for a harmless fall. */
export function formatFallDamage(result: FallResult): string {
  return result.harmed ? `${result.damage} (x${result.multiplier})` : '-';
}

/**
 * Target of the FG test a figure makes to dodge a figure falling onto it: its own FG minus the
 * size of the falling figure (roll below it on a d20 to dodge; at 1 or less it cannot, see
 * canDodge). A figure on wait dodges without a test. Undefined for invalid values.
 */
export function fallVictimDodgeTarget(victimFG: number, fallerSize: number): number | undefined {
  if (!Number.isFinite(victimFG) || !validSize(fallerSize)) return undefined;
  return victimFG - fallerSize;
}

/** Whether a roll of a d20 can come under the dodge target (a target of 1 or less cannot be rolled under). */
export function canDodge(target: number): boolean {
  return target > 1;
}
