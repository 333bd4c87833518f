import { describe, expect, it } from 'vitest';
import { DIRECT_WOUND_SP, mechanicRepair, spPenalty, spPenaltySteps } from './structure';

describe('SP penalty', () => {
  it('worked example: 8 SP -> -1 after 2 lost, -2 after 4, -3 after 6', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8].map((lost) => spPenalty(8, lost))).toEqual([0, 0, -1, -1, -2, -2, -3, -3, -3]);
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8].map((lost) => spPenalty(8, lost, { edition: 'de' }))).toEqual([0, 0, -1, -1, -2, -2, -3, -3, -3]);
    expect(spPenaltySteps(8)).toEqual([
      { lost: 2, penalty: -1 },
      { lost: 4, penalty: -2 },
      { lost: 6, penalty: -3 },
    ]);
  });

  it('few SP: steps at the same loss are one, with the penalty that applies there; none at the last SP (destroyed)', () => {
    expect(spPenaltySteps(1)).toEqual([]);
    expect(spPenaltySteps(2)).toEqual([{ lost: 1, penalty: -2 }]);
    expect(spPenaltySteps(3, 'de')).toEqual([
      { lost: 1, penalty: -1 },
      { lost: 2, penalty: -3 },
    ]);
    // Each step is what spPenalty gives at that loss.
    for (const sp of [1, 2, 3, 4, 5, 8, 9]) for (const edition of ['en', 'de'] as const) for (const s of spPenaltySteps(sp, edition)) expect(spPenalty(sp, s.lost, { edition }), `${sp} ${edition} ${s.lost}`).toBe(s.penalty);
  });

  it('general rule: a quarter, a half, three quarters (English) or two thirds (German)', () => {
    expect(spPenaltySteps(9).map((s) => s.lost)).toEqual([3, 5, 7]);
    expect(spPenaltySteps(9, 'de').map((s) => s.lost)).toEqual([3, 5, 6]);
    expect(spPenalty(9, 6)).toBe(-2);
    expect(spPenalty(9, 6, { edition: 'de' })).toBe(-3);
    expect(spPenaltySteps(4).map((s) => s.lost)).toEqual([1, 2, 3]);
  });

  it('immobile machines never suffer it; nonsense input gives 0', () => {
    expect(spPenalty(8, 6, { immobile: true })).toBe(0);
    expect(spPenalty(0, 3)).toBe(0);
    expect(spPenalty(8, -1)).toBe(0);
    expect(spPenaltySteps(0)).toEqual([]);
  });
});

describe('direct wounds and repairs', () => {
  it('direct wounds: light 1, serious 2, critical 3, killed outright 4', () => {
    expect(DIRECT_WOUND_SP).toEqual({ light: 1, serious: 2, critical: 3, 'killed-outright': 4 });
  });

  it('Mechanic / 4: 4+ gives 1 SP back, a 1 costs 1 SP, else nothing', () => {
    expect([1, 2, 3, 4, 5, 6].map((d) => mechanicRepair(d, 4))).toEqual([-1, 0, 0, 1, 1, 1]);
    expect(mechanicRepair(1, 1)).toBe(-1);
    expect(mechanicRepair(2, 1)).toBe(1);
    expect(mechanicRepair(7, 4)).toBeUndefined();
  });
});
