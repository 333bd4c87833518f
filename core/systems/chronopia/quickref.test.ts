import { describe, expect, it } from 'vitest';
import { CHRONOPIA_QUICKREF, fallingTable } from './quickref';

describe('Chronopia quick reference', () => {
  it('has the four sections of the spec, each row in both languages', () => {
    expect(CHRONOPIA_QUICKREF.map((s) => s.id)).toEqual(['turn', 'actions', 'falling', 'melee']);
    for (const s of CHRONOPIA_QUICKREF) {
      expect(s.rows.length).toBeGreaterThan(2);
      for (const r of s.rows) for (const lang of ['de', 'en'] as const) expect(r.term[lang].length * r.text[lang].length).toBeGreaterThan(0);
    }
  });
  it('the melee section holds the numbers of the rules', () => {
    const melee = CHRONOPIA_QUICKREF.find((s) => s.id === 'melee');
    const en = melee?.rows.map((r) => r.text.en).join(' ');
    expect(en).toContain('NK -4, SCH -2');
    expect(en).toContain('4 x the target G');
  });
  it('fallingTable computes the damage per size and height', () => {
    const t = fallingTable([3], [1, 2, 8]);
    expect(t).toEqual([{ size: 3, cells: ['-', '7 (x1)', '13 (x3)'] }]);
    expect(fallingTable().map((r) => r.size)).toEqual([1, 2, 3, 4]);
  });
});
