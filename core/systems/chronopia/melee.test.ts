import { describe, expect, it } from 'vitest';
import { FALL_LIMITS } from './falling';
import { MELEE_LIMITS, maxAttackers, meleeAttack, meleeModifiers, meleeSizeCheck } from './melee';

describe('meleeSizeCheck', () => {
  it('allows combined size up to 4 x the target (rulebook examples)', () => {
    expect(meleeSizeCheck(1, [1, 1, 1, 1])).toEqual({ limit: 4, total: 4, allowed: true, room: 0 });
    expect(meleeSizeCheck(1, [1, 1, 2])).toEqual({ limit: 4, total: 4, allowed: true, room: 0 });
    expect(meleeSizeCheck(2, [1, 1, 1, 1, 1, 1, 1, 1])).toMatchObject({ limit: 8, total: 8, allowed: true });
  });
  it('refuses a fifth size-1 attacker on a size-1 target', () => {
    expect(meleeSizeCheck(1, [1, 1, 1, 1, 1])).toEqual({ limit: 4, total: 5, allowed: false, room: -1 });
    expect(meleeSizeCheck(1, [3, 2])).toMatchObject({ allowed: false, room: -1 });
  });
  it('no attackers fit, invalid sizes are undefined', () => {
    expect(meleeSizeCheck(3, [])).toEqual({ limit: 12, total: 0, allowed: true, room: 12 });
    expect(meleeSizeCheck(0, [1])).toBeUndefined();
    expect(meleeSizeCheck(2, [1, -1])).toBeUndefined();
  });
  it('maxAttackers: how many of one size fit', () => {
    expect(maxAttackers(1, 1)).toBe(4);
    expect(maxAttackers(2, 1)).toBe(8);
    expect(maxAttackers(1, 3)).toBe(1);
    expect(maxAttackers(1, 5)).toBe(0);
    expect(maxAttackers(1, 0)).toBeUndefined();
  });
});

describe('meleeModifiers', () => {
  it('nothing special: no modifiers', () => {
    expect(meleeModifiers({})).toEqual({ applied: [], ignored: [], nk: 0, sch: 0 });
  });
  it('charge +1 NK and SCH; out of hiding +1 more', () => {
    expect(meleeModifiers({ charge: true })).toMatchObject({ nk: 1, sch: 1 });
    expect(meleeModifiers({ charge: true, fromHiding: true })).toEqual({
      applied: [
        { id: 'charge', nk: 1, sch: 1 },
        { id: 'hidden', nk: 1, sch: 1 },
      ],
      ignored: [],
      nk: 2,
      sch: 2,
    });
  });
  it('no charge bonus uphill; the surprise from hiding still counts', () => {
    expect(meleeModifiers({ charge: true, uphill: true, fromHiding: true })).toEqual({
      applied: [{ id: 'hidden', nk: 1, sch: 1 }],
      ignored: [{ id: 'charge', reason: 'uphill' }],
      nk: 1,
      sch: 1,
    });
  });
  it('hiding without a charge gives nothing', () => {
    expect(meleeModifiers({ fromHiding: true })).toEqual({ applied: [], ignored: [{ id: 'hidden', reason: 'no-charge' }], nk: 0, sch: 0 });
  });
  it('dive attack: NK -4, SCH -2 and no charge bonus', () => {
    expect(meleeModifiers({ dive: true })).toMatchObject({ nk: -4, sch: -2 });
    expect(meleeModifiers({ dive: true, charge: true, fromHiding: true, flyerOnGround: true })).toEqual({
      applied: [{ id: 'dive', nk: -4, sch: -2 }],
      ignored: [
        { id: 'charge', reason: 'dive' },
        { id: 'hidden', reason: 'dive' },
        { id: 'flyer', reason: 'dive' },
      ],
      nk: -4,
      sch: -2,
    });
  });
  it('a flyer charging a ground figure: +2 SCH on top of the charge', () => {
    expect(meleeModifiers({ charge: true, flyerOnGround: true })).toMatchObject({ nk: 1, sch: 3 });
  });
  it('each friend already in the melee: +1 NK and SCH', () => {
    expect(meleeModifiers({ friendsInMelee: 2 })).toEqual({ applied: [{ id: 'outnumber', nk: 2, sch: 2 }], ignored: [], nk: 2, sch: 2 });
    expect(meleeModifiers({ friendsInMelee: -3 })).toMatchObject({ nk: 0, sch: 0 });
    expect(meleeModifiers({ friendsInMelee: 2.7 })).toMatchObject({ nk: 2, sch: 2 });
    expect(meleeModifiers({ charge: true, friendsInMelee: 3 })).toMatchObject({ nk: 4, sch: 4 });
  });
  it('friends already fighting: at most as many as the largest target has room for, beside the attacker', () => {
    // Size-1 friends and a size-1 attacker on a target of the largest size the calculators take.
    expect(MELEE_LIMITS.friends).toEqual({ min: 0, max: 39 });
    expect(MELEE_LIMITS.friends.max).toBe((maxAttackers(FALL_LIMITS.size.max, 1) ?? 0) - 1);
    expect(meleeSizeCheck(FALL_LIMITS.size.max, Array<number>(MELEE_LIMITS.friends.max + 1).fill(1))?.allowed).toBe(true);
    expect(meleeSizeCheck(FALL_LIMITS.size.max, Array<number>(MELEE_LIMITS.friends.max + 2).fill(1))?.allowed).toBe(false);
  });
  it('the target defence (VER) changes NK only', () => {
    expect(meleeModifiers({ defence: -1 })).toEqual({ applied: [{ id: 'defence', nk: -1, sch: 0 }], ignored: [], nk: -1, sch: 0 });
  });
});

describe('meleeAttack', () => {
  it('rulebook example: NK 15 against VER -1 hits on 14 or less', () => {
    expect(meleeAttack(15, 4, { defence: -1 })).toMatchObject({ toHit: 14, damage: 4 });
  });
  it('a hidden charge with one friend in the melee', () => {
    expect(meleeAttack(12, 5, { charge: true, fromHiding: true, friendsInMelee: 1 })).toMatchObject({ toHit: 15, damage: 8 });
  });
  it('undefined for values that are not numbers', () => {
    expect(meleeAttack(Number.NaN, 3, {})).toBeUndefined();
  });
});
