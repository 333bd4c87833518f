/**
 * Close combat helpers (Chronopia rules, chapter 3, "Nahkampf").
 *
 * Size limit: the attackers' combined size (G) may be at most 4 x the target's size
 * (four size-1 figures on a size-1 figure, eight size-1 figures on a size-2 figure).
 *
 * Modifiers to the attacker's NK (to hit, d20 equal or under) and SCH (damage):
 * - charge: +1 NK and +1 SCH; no charge bonus when charging up a hill or slope;
 * - charge out of hiding: +1 NK and +1 SCH more (only with a charge);
 * - a flyer charging a figure on the ground: +2 SCH more;
 * - dive attack (flyer in passing): NK -4 and SCH -2, and never a charge bonus;
 * - outnumbering: +1 NK and +1 SCH for every friendly figure already fighting the target;
 * - the target's defence modifier (VER) is added to NK (negative: harder to hit).
 */

import { FALL_LIMITS } from './falling';

const MELEE_SIZE_FACTOR = 4;

/**
 * What the melee calculators (the app's and the command line's) take, the one place of their
 * ranges. Friends already fighting
 * the target (+1 NK and +1 SCH each): each is at least size 1 and the attacker joining them takes
 * at least 1 more of the size limit, so the largest target the calculators take (size
 * FALL_LIMITS.size.max) has room for at most 4 x its size - 1 of them.
 */
export const MELEE_LIMITS = {
  friends: { min: 0, max: MELEE_SIZE_FACTOR * FALL_LIMITS.size.max - 1 },
  /** The target's defence modifier (VER), added to the NK. */
  defence: { min: -10, max: 10 },
  /** The attacker's NK and damage as a profile holds them. */
  value: { min: 0, max: 30 },
} as const;

interface MeleeSizeCheck {
  /** Combined size allowed: 4 x the target's size. */
  limit: number;
  /** Combined size of the attackers. */
  total: number;
  /** True when the attackers fit the limit. */
  allowed: boolean;
  /** Size still free for further attackers (negative when over the limit). */
  room: number;
}

const validSize = (n: number): boolean => Number.isFinite(n) && n > 0 && n <= 100;

/** Checks a group of attackers against the size limit; undefined for invalid sizes. */
export function meleeSizeCheck(targetSize: number, attackerSizes: readonly number[]): MeleeSizeCheck | undefined {
  if (!validSize(targetSize) || !attackerSizes.every(validSize)) return undefined;
  const limit = MELEE_SIZE_FACTOR * targetSize;
  const total = attackerSizes.reduce((a, b) => a + b, 0);
  return { limit, total, allowed: total <= limit, room: limit - total };
}

/** How many attackers of one size may fight a target at most (size 1 on size 2: 8). */
export function maxAttackers(targetSize: number, attackerSize: number): number | undefined {
  if (!validSize(targetSize) || !validSize(attackerSize)) return undefined;
  return Math.floor((MELEE_SIZE_FACTOR * targetSize) / attackerSize);
}

interface MeleeSituation {
  /** The attacker charged into base contact this action. */
  charge?: boolean;
  /** The charge started while the attacker was hidden. */
  fromHiding?: boolean;
  /** The charge went up a hill or slope: no charge bonus. */
  uphill?: boolean;
  /** A flyer charging a figure on the ground. */
  flyerOnGround?: boolean;
  /** A dive attack by a flyer in passing. */
  dive?: boolean;
  /** Friendly figures already in melee with the target. */
  friendsInMelee?: number;
  /** The target's defence modifier (VER). */
  defence?: number;
}

type MeleeModifierId = 'charge' | 'hidden' | 'flyer' | 'dive' | 'outnumber' | 'defence';

interface MeleeModifier {
  id: MeleeModifierId;
  nk: number;
  sch: number;
}

/** A situation that was asked for but gives nothing, and why. */
interface IgnoredModifier {
  id: 'charge' | 'hidden' | 'flyer';
  reason: 'uphill' | 'dive' | 'no-charge';
}

interface MeleeModifiers {
  applied: MeleeModifier[];
  ignored: IgnoredModifier[];
  /** Sum of the NK modifiers. */
  nk: number;
  /** Sum of the SCH modifiers. */
  sch: number;
}

/**
 * Modifiers of one melee attack. Inputs that make no sense are reported in `ignored` rather
 * than thrown: a charge bonus during a dive, a hidden or flyer bonus without a charge.
 * A negative or fractional number of friends counts as its whole part, at least 0.
 */
export function meleeModifiers(s: MeleeSituation): MeleeModifiers {
  const applied: MeleeModifier[] = [];
  const ignored: IgnoredModifier[] = [];
  const charging = s.charge === true && s.dive !== true;
  if (s.charge) {
    if (s.dive) ignored.push({ id: 'charge', reason: 'dive' });
    else if (s.uphill) ignored.push({ id: 'charge', reason: 'uphill' });
    else applied.push({ id: 'charge', nk: 1, sch: 1 });
  }
  if (s.fromHiding) {
    if (charging) applied.push({ id: 'hidden', nk: 1, sch: 1 });
    else ignored.push({ id: 'hidden', reason: s.dive ? 'dive' : 'no-charge' });
  }
  if (s.flyerOnGround) {
    if (charging) applied.push({ id: 'flyer', nk: 0, sch: 2 });
    else ignored.push({ id: 'flyer', reason: s.dive ? 'dive' : 'no-charge' });
  }
  if (s.dive) applied.push({ id: 'dive', nk: -4, sch: -2 });
  const friends = Number.isFinite(s.friendsInMelee) ? Math.max(0, Math.floor(s.friendsInMelee ?? 0)) : 0;
  if (friends > 0) applied.push({ id: 'outnumber', nk: friends, sch: friends });
  const defence = Number.isFinite(s.defence) ? Math.trunc(s.defence ?? 0) : 0;
  if (defence !== 0) applied.push({ id: 'defence', nk: defence, sch: 0 });
  return {
    applied,
    ignored,
    nk: applied.reduce((a, m) => a + m.nk, 0),
    sch: applied.reduce((a, m) => a + m.sch, 0),
  };
}

interface MeleeAttack extends MeleeModifiers {
  /** Roll this or lower on a d20 to hit (a 1 always hits through armour, a 20 is a fumble). */
  toHit: number;
  /** Damage value the target's armour roll is made against. */
  damage: number;
}

/** The attacker's NK and damage after the modifiers; undefined for values that are not numbers. */
export function meleeAttack(baseNK: number, baseDamage: number, s: MeleeSituation): MeleeAttack | undefined {
  if (!Number.isFinite(baseNK) || !Number.isFinite(baseDamage)) return undefined;
  const m = meleeModifiers(s);
  return { ...m, toHit: baseNK + m.nk, damage: baseDamage + m.sch };
}
