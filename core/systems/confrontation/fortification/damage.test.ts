import { describe, expect, it } from 'vitest';
import { DAMAGE_TABLE, damageColumn, damageRoll, damageRowIndex, damageRowLabel, EXCEPTIONAL_DAMAGE_SP } from './damage';

describe('damage table (FORTIFICATION (en) p. 28)', () => {
  it('worked example: RES 14, STR 10, dice 5 and 3 -> damage 4 on the structure, 1 SP lost', () => {
    expect(damageRoll({ str: 10, res: 14, dice: [5, 3] })).toEqual({
      damage: 4,
      location: 'structure',
      exceptional: false,
      spLost: 1,
    });
  });

  it('the lower die picks the column, 4-6 are the mechanism', () => {
    expect([1, 2, 3, 4, 5, 6].map(damageColumn)).toEqual([0, 1, 2, 3, 3, 3]);
    expect(damageRoll({ str: 10, res: 10, dice: [6, 4] })).toMatchObject({ damage: 10, location: 'mechanism', spLost: 3 });
    expect(damageRoll({ str: 12, res: 10, dice: [1, 6] })).toMatchObject({ damage: 9, location: 'chassis', spLost: 1 });
  });

  it('rows: 0 or less, 1-5, 6-10, 11-15, 16-20, 21+', () => {
    expect([-7, 0, 1, 5, 6, 10, 11, 15, 16, 20, 21, 40].map(damageRowIndex)).toEqual([0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5]);
    expect(DAMAGE_TABLE.map((r) => r.sp)).toEqual([
      [0, 0, 1, 1],
      [0, 1, 1, 2],
      [1, 1, 2, 3],
      [1, 2, 3, 4],
      [2, 3, 4, 4],
      [3, 3, 4, 4],
    ]);
    expect(damageRoll({ str: 3, res: 20, dice: [3, 4] })).toMatchObject({ damage: -10, spLost: 1 });
    expect(damageRoll({ str: 30, res: 10, dice: [1, 2] })).toMatchObject({ damage: 23, location: 'chassis', spLost: 3 });
  });

  it('doubles are exceptional damage: 1-1 and 2-2 nothing, 3-3 -1 SP ... 6-6 -4 SP', () => {
    expect([1, 2, 3, 4, 5, 6].map((d) => damageRoll({ str: 20, res: 5, dice: [d, d] })?.spLost)).toEqual([0, 0, 1, 2, 3, 4]);
    expect(damageRoll({ str: 20, res: 5, dice: [1, 1] })?.exceptional).toBe(true);
    expect(EXCEPTIONAL_DAMAGE_SP[6]).toBe(4);
  });

  it('Impact rolls read doubles from the table', () => {
    expect(damageRoll({ str: 12, res: 14, dice: [3, 3], doublesExceptional: false })).toEqual({
      damage: 4,
      location: 'structure',
      exceptional: false,
      spLost: 1,
    });
  });

  it('invalid dice give undefined, not an exception', () => {
    expect(damageRoll({ str: 10, res: 14, dice: [0, 3] })).toBeUndefined();
    expect(damageRoll({ str: 10, res: 14, dice: [7, 3] })).toBeUndefined();
    expect(damageRoll({ str: Number.NaN, res: 14, dice: [2, 3] })).toBeUndefined();
  });

  it('labels rows for printing', () => {
    expect(DAMAGE_TABLE.map((r) => damageRowLabel(r, 'en'))).toEqual(['0 or less', '1–5', '6–10', '11–15', '16–20', '21+']);
    expect(damageRowLabel(DAMAGE_TABLE[0]!, 'de')).toBe('0 oder weniger');
  });
});
