import { describe, expect, it } from 'vitest';
import { result, run } from './fixtures';
import { resultBothLose } from './both-lose';

describe('tjost.result-both-lose', () => {
  it('refuses "both lose" when one side broke the other with a 20 PF lead', () => {
    expect(run(resultBothLose, result('both-lose', { pf: 40 }, { pf: 230 }))).toEqual([
      { code: 'tjost.result-both-lose', params: { player: 'Bernd', side: 'b', broken: 200, needed: 20 } },
    ]);
  });

  it('accepts it when nobody did (both broken, no lead of 20)', () => {
    expect(run(resultBothLose, result('both-lose', { pf: 210 }, { pf: 220 }))).toEqual([]);
    expect(run(resultBothLose, result('both-lose', { pf: 40 }, { pf: 50 }))).toEqual([]);
  });
});
