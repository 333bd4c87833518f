import { describe, expect, it } from 'vitest';
import { result, run } from './fixtures';
import { resultBreakWin } from './break-win';

describe('tjost.result-break-win', () => {
  it('refuses a win without a mission when the loser is not broken', () => {
    expect(run(resultBreakWin, result('a', { pf: 199 }, { pf: 20 }))).toEqual([
      { code: 'tjost.result-break-win', params: { winner: 'Anna', loser: 'Bernd', side: 'a', losses: 199, lead: 179, broken: 200, needed: 20 } },
    ]);
  });

  it('refuses it when the lead is under 20 PF, even with the loser broken', () => {
    expect(run(resultBreakWin, result('b', { pf: 205 }, { pf: 224 }))[0]?.params).toMatchObject({ winner: 'Bernd', losses: 224, lead: 19 });
  });

  it('accepts the boundary: 200 AP lost and a lead of exactly 20 PF; losses may be entered above the PF', () => {
    expect(run(resultBreakWin, result('a', { pf: 200 }, { pf: 180 }))).toEqual([]);
    expect(run(resultBreakWin, result('a', { pf: 151 }, { pf: 40, losses: 60 }))).toHaveLength(1);
    expect(run(resultBreakWin, result('a', { pf: 151 }, { pf: 40, losses: 210 }))).toEqual([]);
  });

  it('leaves wins by mission alone', () => {
    expect(run(resultBreakWin, result('a', { pf: 10, missionRound: 1 }, { pf: 90 }))).toEqual([]);
  });
});
