import { describe, expect, it } from 'vitest';
import { fallingTable } from './quickref';

describe('Chronopia quick reference', () => {
  it('fallingTable computes the damage per size and height', () => {
    const t = fallingTable([3], [1, 2, 8]);
    expect(t).toEqual([{ size: 3, cells: ['-', '7 (x1)', '13 (x3)'] }]);
    expect(fallingTable().map((r) => r.size)).toEqual([1, 2, 3, 4]);
  });
});
