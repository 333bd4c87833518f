import { isInt } from './dice';

/**
 * Movement penalty for the servants moving an immobile machine: its Weight with one servant,
 * 2 less for every further servant, never below 0 (seed: Weight 8 gives 8, 6, 4). Undefined
 * without any servant (only servants can move it) or for invalid values.
 */
export function immobileMovePenalty(weight: number, servants: number): number | undefined {
  if (!isInt(weight) || !isInt(servants) || weight < 0 || servants < 1) return undefined;
  return Math.max(0, weight - 2 * (servants - 1));
}

/** Minimum straight distance (cm) between two 45 degree curves of a mobile machine: its Weight. */
export function curveDistanceCm(weight: number): number {
  return Math.max(0, weight);
}

/** Largest distance (cm) a machine covers in one movement: running, twice its MOV (MOV 20: 40 cm). */
export function runDistanceCm(mov: number): number {
  return Math.max(0, 2 * mov);
}

/** Most 45 degree curves over a distance for a machine of a Weight (one per Weight cm). */
export function maxCurves(distanceCm: number, weight: number): number {
  if (weight <= 0) return Number.POSITIVE_INFINITY;
  return Math.max(0, Math.floor(distanceCm / weight));
}

/** Started 10 cm sections of a distance (23 cm: 3). */
export function impactSections(distanceCm: number): number {
  return distanceCm > 0 ? Math.ceil(distanceCm / 10) : 0;
}

interface ImpactOptions {
  /** The machine (Irrepressible) had a speed counter at the start of the round. */
  speedCounter?: boolean;
  /** Its MOV, needed with a speed counter: it then counts as having covered 2 x MOV. */
  mov?: number;
}

/**
 * Strength of Impact / X: X times the started 10 cm sections covered before hitting (23 cm with
 * Impact / 3: STR 9). With a speed counter the distance is 2 x MOV (MOV 20: 40 cm, STR 12).
 */
export function impactStrength(impact: number, distanceCm: number, opts: ImpactOptions = {}): number {
  const distance = opts.speedCounter && opts.mov !== undefined ? runDistanceCm(opts.mov) : distanceCm;
  return impact * impactSections(distance);
}
