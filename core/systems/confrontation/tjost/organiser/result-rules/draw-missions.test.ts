import { describe, expect, it } from 'vitest';
import { result, run } from './fixtures';
import { resultDrawMissions } from './draw-missions';

describe('tjost.result-draw-missions', () => {
  it('refuses a draw without missions', () => {
    expect(run(resultDrawMissions, result('draw', { pf: 32 }, { pf: 40 }))).toEqual([{ code: 'tjost.result-draw-missions', params: {} }]);
  });

  it('leaves one mission to tjost.result-mission-winner, and accepts both in one round', () => {
    expect(run(resultDrawMissions, result('draw', { pf: 32, missionRound: 2 }, { pf: 40 }))).toEqual([]);
    expect(run(resultDrawMissions, result('draw', { pf: 32, missionRound: 3 }, { pf: 40, missionRound: 3 }))).toEqual([]);
  });
});
