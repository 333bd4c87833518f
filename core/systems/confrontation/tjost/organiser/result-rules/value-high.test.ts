import { describe, expect, it } from 'vitest';
import { result, run } from './fixtures';
import { resultValueHigh } from './value-high';

describe('tjost.result-value-high', () => {
  it('asks for a second look at PF or losses above a game list (310), and says nothing at 310', () => {
    expect(run(resultValueHigh, result('a', { pf: 310 }, { pf: 0, losses: 310 }))).toEqual([]);
    expect(run(resultValueHigh, result('a', { pf: 311 }, { pf: 0, losses: 420 }))).toEqual([
      { code: 'tjost.result-value-high', params: { player: 'Anna', side: 'a', field: 'pf', value: 311, max: 310 } },
      { code: 'tjost.result-value-high', params: { player: 'Bernd', side: 'b', field: 'losses', value: 420, max: 310 } },
    ]);
  });

  it('is a warning: the result is kept and counts', () => {
    expect(resultValueHigh.severity).toBe('warning');
  });
});
