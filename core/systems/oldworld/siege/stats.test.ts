import { describe, expect, it } from 'vitest';
import type { FortressElement } from './model';
import { devicePoints, elementProfile, equipmentPoints, hitAllocation, hitRanges } from './stats';
import { rosterOf } from './test-fixtures';

const wall: FortressElement = { id: 'w1', kind: 'wall', name: '' };
const tower = (storeys: number): FortressElement => ({ id: 't1', kind: 'tower', name: '', storeys });

describe('elementProfile', () => {
  it('walls have Toughness 10 and 7 Wounds; Strength tests on 5', () => {
    expect(elementProfile(wall)).toEqual({ toughness: 10, wounds: 7, strength: 5 });
  });
  it('towers have Toughness 10 and 4 Wounds per storey; 5 shooters per storey', () => {
    expect(elementProfile(tower(1))).toEqual({ toughness: 10, wounds: 4, strength: 5, shooters: 5 });
    expect(elementProfile(tower(3))).toEqual({ toughness: 10, wounds: 12, strength: 5, shooters: 15 });
  });
  it('protective runes add a Wound; a gatehouse has its gate (T6, 5 W, 3+)', () => {
    expect(elementProfile(wall, ['protective-runes']).wounds).toBe(8);
    expect(elementProfile(tower(2), ['protective-runes'], true)).toEqual({
      toughness: 10,
      wounds: 9,
      strength: 5,
      shooters: 10,
      gate: { toughness: 6, wounds: 5, save: 3 },
    });
  });
});

describe('hitAllocation', () => {
  it('wall: 1-4 element, 5-6 unit', () => {
    expect(hitAllocation(wall)).toEqual(['element', 'element', 'element', 'element', 'unit', 'unit']);
  });
  it('wall with a covered walkway: the unit only on a 6', () => {
    expect(hitAllocation(wall, ['covered-walkway'])).toEqual(['element', 'element', 'element', 'element', 'element', 'unit']);
  });
  it('tower: 1-5 tower, 6 unit', () => {
    expect(hitAllocation(tower(2))).toEqual(['element', 'element', 'element', 'element', 'element', 'unit']);
  });
  it("a gatehouse's 1 always hits the gate", () => {
    expect(hitAllocation(wall, [], true)).toEqual(['gate', 'element', 'element', 'element', 'unit', 'unit']);
    expect(hitAllocation(tower(1), [], true)).toEqual(['gate', 'element', 'element', 'element', 'element', 'unit']);
  });
  it('hitRanges groups the rolls', () => {
    expect(hitRanges(hitAllocation(wall, [], true))).toEqual([
      { from: 1, to: 1, target: 'gate' },
      { from: 2, to: 4, target: 'element' },
      { from: 5, to: 6, target: 'unit' },
    ]);
  });
});

describe('costs', () => {
  it("devices and equipment cost the rulebook's points", () => {
    const r = rosterOf({
      devices: [
        { id: 'd1', device: 'protective-runes' },
        { id: 'd2', device: 'stones' },
        { id: 'd3', device: 'boiling-oil' },
        { id: 'd4', device: 'covered-walkway' },
        { id: 'd5', device: 'mage-tower' },
        { id: 'd6', device: 'mountain-fortress' },
      ],
      equipment: [
        { id: 'q1', item: 'siege-ammunition', target: 'a' },
        { id: 'q2', item: 'siege-ammunition', target: 'b' },
        { id: 'q3', item: 'ram' },
        { id: 'q4', item: 'siege-tower' },
      ],
    });
    expect(devicePoints(r)).toBe(20 + 25 + 50 + 20 + 120 + 20);
    expect(equipmentPoints(r)).toBe(20 + 20 + 80 + 150);
  });
});
