import { describe, expect, it } from 'vitest';
import { owbListPoints, owbUnitPoints } from './owb-points';

/** Old World Builder's points as read from its points code; each case is one of its rules or quirks. */
describe('owbUnitPoints', () => {
  const base = { id: 'u.x', points: 10, strength: 5 };

  it('pays per model for the size, per-model options and chosen equipment; once for the rest', () => {
    const unit = { ...base, equipment: [{ points: 1, perModel: true, active: true }, { points: 9, active: false }], armor: [{ points: 2, active: true }], options: [{ points: 3, perModel: true, active: true }, { points: 4, active: true }] };
    expect(owbUnitPoints(unit, 'core', 'army')).toBe(50 + 5 + 2 + 15 + 4);
  });

  it('counts a stackable option as stackableCount || minimum whether chosen or not; its own text "0" counts none', () => {
    const option = (extra: object) => ({ ...base, options: [{ points: 5, stackable: true, minimum: 10, ...extra }] });
    expect(owbUnitPoints(option({}), 'core', 'army')).toBe(50 + 50);
    expect(owbUnitPoints(option({ stackableCount: 0 }), 'core', 'army')).toBe(50 + 50);
    expect(owbUnitPoints(option({ stackableCount: '0' }), 'core', 'army')).toBe(50);
    expect(owbUnitPoints(option({ stackableCount: '3' }), 'core', 'army')).toBe(50 + 15);
  });

  it('counts alwaysActive options of no composition or of the list\'s', () => {
    const unit = (ac?: string) => ({ ...base, options: [{ points: 7, alwaysActive: true, ...(ac ? { armyComposition: ac } : {}) }] });
    expect(owbUnitPoints(unit(), 'core', 'army')).toBe(57);
    expect(owbUnitPoints(unit('army'), 'core', 'army')).toBe(57);
    expect(owbUnitPoints(unit('other'), 'core', 'army')).toBe(50);
  });

  it('leaves out the command of a unit taken as a detachment, and equipment that needs a magic item it lacks', () => {
    const unit = { ...base, options: [{ name_en: 'Detachment', points: 0, active: true }], command: [{ points: 5, active: true }], mounts: [{ points: 30, active: true, requiredMagicItem: 'Sea Guard' }] };
    expect(owbUnitPoints(unit, 'core', 'army')).toBe(50);
    const withItem = { ...unit, options: [], items: [{ selected: [{ name_en: 'Sea Guard', points: 0 }] }] };
    expect(owbUnitPoints(withItem, 'core', 'army')).toBe(50 + 5 + 30);
  });

  it('prices items per model for units and by points for characters; command items by amount', () => {
    const item = { points: 20, perModel: true, perModelPoints: 2, amount: 2 };
    expect(owbUnitPoints({ ...base, items: [{ selected: [item] }] }, 'core', 'army')).toBe(50 + 5 * 4);
    expect(owbUnitPoints({ ...base, strength: 1, items: [{ selected: [item] }] }, 'characters', 'army')).toBe(10 + 40);
    expect(owbUnitPoints({ ...base, unitType: 'characters', items: [{ selected: [item] }] }, 'allies', 'army')).toBe(50 + 40);
    expect(owbUnitPoints({ ...base, command: [{ points: 5, active: true, magic: { selected: [{ points: 25, amount: 2 }] } }] }, 'core', 'army')).toBe(50 + 5 + 50);
  });

  it('adds every category of a list file', () => {
    const file = { army: 'a', characters: [{ ...base, strength: 1 }], core: [base], special: [], rare: [base], mercenaries: [], allies: [] };
    expect(owbListPoints(file)).toBe(10 + 50 + 50);
  });
});
