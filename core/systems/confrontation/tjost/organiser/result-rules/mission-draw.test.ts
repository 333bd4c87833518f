import { describe, expect, it } from 'vitest';
import { result, run } from './fixtures';
import { resultMissionDraw } from './mission-draw';

describe('tjost.result-mission-draw', () => {
  it('refuses a win when both fulfilled their mission in the same round', () => {
    expect(run(resultMissionDraw, result('a', { pf: 50, missionRound: 3 }, { pf: 20, missionRound: 3 }))).toEqual([{ code: 'tjost.result-mission-draw', params: { round: 3 } }]);
    expect(run(resultMissionDraw, result('both-lose', { pf: 50, missionRound: 1 }, { pf: 20, missionRound: 1 }))).toHaveLength(1);
  });

  it('accepts the draw (the PF tiebreak may still decide it)', () => {
    expect(run(resultMissionDraw, result('draw', { pf: 120, missionRound: 3 }, { pf: 50, missionRound: 3 }))).toEqual([]);
  });
});
