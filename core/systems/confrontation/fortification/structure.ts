import type { Localized } from '../../../model/system';
import { isD6, isInt } from './dice';
import { localized } from '../../../i18n/localized';

/**
 * Penalty on INI, ATT, DEF and AIM rolls from Structure Points lost (mobile machines; an
 * immobile machine never suffers it unless its card says so). The penalty starts at a share of
 * the machine's SP: a quarter -1, a half -2; for -3 the English edition says three
 * quarters, the German edition two thirds. Both give the worked example: 8 SP,
 * -1 after 2 lost, -2 after 4, -3 after 6.
 */
export type Edition = 'en' | 'de';

/** [numerator, denominator, penalty] per step, by edition. */
const SP_PENALTY_STEPS: Readonly<Record<Edition, readonly (readonly [number, number, number])[]>> = {
  en: [
    [1, 4, -1],
    [1, 2, -2],
    [3, 4, -3],
  ],
  de: [
    [1, 4, -1],
    [1, 2, -2],
    [2, 3, -3],
  ],
};

interface SpPenaltyOptions {
  edition?: Edition;
  /** Immobile machines never suffer the penalty (unless their card says otherwise). */
  immobile?: boolean;
}

/** Penalty (0, -1, -2 or -3) of a machine with `totalSp` that has lost `lost` SP. */
export function spPenalty(totalSp: number, lost: number, opts: SpPenaltyOptions = {}): number {
  if (opts.immobile || !isInt(totalSp) || !isInt(lost) || totalSp <= 0 || lost <= 0) return 0;
  let penalty = 0;
  for (const [num, den, p] of SP_PENALTY_STEPS[opts.edition ?? 'en']) {
    if (lost * den >= totalSp * num) penalty = p;
  }
  return penalty;
}

/**
 * For printing: the SP lost at which each penalty starts, e.g. 8 SP -> -1 at 2, -2 at 4, -3 at 6,
 * as spPenalty gives them. Steps that start at the same loss are one, with the penalty that
 * applies there (2 SP: -2 at 1); a step at the machine's last SP is none (at 0 SP it is destroyed).
 */
export function spPenaltySteps(totalSp: number, edition: Edition = 'en'): { lost: number; penalty: number }[] {
  if (!isInt(totalSp) || totalSp <= 0) return [];
  const steps: { lost: number; penalty: number }[] = [];
  for (const [num, den] of SP_PENALTY_STEPS[edition]) {
    const lost = Math.max(1, Math.ceil((totalSp * num) / den));
    if (lost >= totalSp) continue;
    const penalty = spPenalty(totalSp, lost, { edition });
    const last = steps[steps.length - 1];
    if (last?.lost === lost) last.penalty = penalty;
    else steps.push({ lost, penalty });
  }
  return steps;
}

export type DirectWound = 'light' | 'serious' | 'critical' | 'killed-outright';

/** SP a machine loses when an effect inflicts a direct wound on it. */
export const DIRECT_WOUND_SP: Readonly<Record<DirectWound, number>> = {
  light: 1,
  serious: 2,
  critical: 3,
  'killed-outright': 4,
};

export const DIRECT_WOUND_NAMES: Readonly<Record<DirectWound, Localized>> = {
  light: localized('domain.structure.directWoundNames.light'),
  serious: localized('domain.structure.directWoundNames.serious'),
  critical: localized('domain.structure.directWoundNames.critical'),
  'killed-outright': localized('domain.structure.directWoundNames.killed-outright'),
};

/**
 * Mechanic / X repair at the end of the round: a d6 of X or more gives back 1 SP, a 1 costs one
 * more SP (even when X is 1), anything else does nothing. Undefined for an invalid die or X.
 */
export function mechanicRepair(d6: number, x: number): -1 | 0 | 1 | undefined {
  if (!isD6(d6) || !isInt(x)) return undefined;
  if (d6 === 1) return -1;
  return d6 >= x ? 1 : 0;
}
