import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canDodge, fallingDamage, fallVictimDodgeTarget, formatFallDamage } from './falling';

describe('fallingDamage', () => {
  it('follows the rulebook example: size 3, 8 inch fall gives 13 (x3) and a prone figure', () => {
    const r = fallingDamage(3, 8);
    expect(r).toEqual({ safeHeight: 1.5, extraInches: 6, harmed: true, damage: 13, multiplier: 3, prone: true });
    expect(r && formatFallDamage(r)).toBe('13 (x3)');
  });

  it('is harmless up to and including half the size', () => {
    expect(fallingDamage(3, 1.5)).toEqual({ safeHeight: 1.5, extraInches: 0, harmed: false, damage: 0, multiplier: 0, prone: false });
    expect(fallingDamage(2, 0)).toMatchObject({ harmed: false, damage: 0 });
    const safe = fallingDamage(4, 2);
    expect(safe && formatFallDamage(safe)).toBe('-');
  });

  it('starts at 7 (x1) just beyond half the size and adds per whole inch', () => {
    expect(fallingDamage(3, 2)).toMatchObject({ extraInches: 0, damage: 7, multiplier: 1, prone: true });
    expect(fallingDamage(3, 3.4)).toMatchObject({ extraInches: 1, damage: 8, multiplier: 1 });
    expect(fallingDamage(3, 3.5)).toMatchObject({ extraInches: 2, damage: 9, multiplier: 1 });
    expect(fallingDamage(3, 5.5)).toMatchObject({ extraInches: 4, damage: 11, multiplier: 2 });
    expect(fallingDamage(2, 10)).toMatchObject({ extraInches: 9, damage: 16, multiplier: 4 });
    expect(fallingDamage(1, 12)).toMatchObject({ safeHeight: 0.5, extraInches: 11, damage: 18, multiplier: 5 });
  });

  it('returns undefined for sizes that are not positive and negative heights', () => {
    expect(fallingDamage(0, 5)).toBeUndefined();
    // Sizes are whole numbers from 1 to 10, heights 0 to 100 inches: the app and the command line take the same.
    expect(fallingDamage(10, 100)).toMatchObject({ harmed: true });
    expect(fallingDamage(11, 5)).toBeUndefined();
    expect(fallingDamage(2.5, 5)).toBeUndefined();
    expect(fallingDamage(3, 100.5)).toBeUndefined();
    expect(fallingDamage(-1, 5)).toBeUndefined();
    expect(fallingDamage(3, -1)).toBeUndefined();
    expect(fallingDamage(Number.NaN, 5)).toBeUndefined();
    expect(fallingDamage(3, Number.POSITIVE_INFINITY)).toBeUndefined();
  });

  it('never gets milder when the fall gets deeper', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10 }), fc.double({ min: 0, max: 50, noNaN: true }), fc.double({ min: 0, max: 10, noNaN: true }), (size, h, more) => {
        const a = fallingDamage(size, h);
        const b = fallingDamage(size, h + more);
        expect(a && b).toBeTruthy();
        if (!a || !b) return;
        expect(b.damage).toBeGreaterThanOrEqual(a.damage);
        expect(b.multiplier).toBeGreaterThanOrEqual(a.multiplier);
      }),
    );
  });
});

describe('fallVictimDodgeTarget', () => {
  it('is the victim FG minus the size of the falling figure', () => {
    expect(fallVictimDodgeTarget(12, 3)).toBe(9);
    expect(fallVictimDodgeTarget(10, 1)).toBe(9);
    expect(fallVictimDodgeTarget(10, 0)).toBeUndefined();
    // Under 2 on a d20 is a 1; under 1 or less cannot be rolled.
    expect(canDodge(fallVictimDodgeTarget(7, 5)!)).toBe(true);
    expect(canDodge(fallVictimDodgeTarget(6, 5)!)).toBe(false);
    expect(canDodge(fallVictimDodgeTarget(3, 5)!)).toBe(false);
  });
});
