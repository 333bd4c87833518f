import { describe, expect, it } from 'vitest';
import { result, run } from './fixtures';
import { resultMissionDraw } from './mission-draw';

describe('tjost.result-mission-draw', () => {
  it('refuses a win when both fulfilled their mission in the same round', () => {
    expect(run(resultMissionDraw, result('a', { pf: 30, missionRound: 3 }, { pf: 20, missionRound: 3 }))).toEqual([{ code: 'tjost.result-mission-draw', params: { round: 3 } }]);
    expect(run(resultMissionDraw, result('both-lose', { pf: 50, missionRound: 1 }, { pf: 20, missionRound: 1 }))).toHaveLength(1);
  });

  it('accepts the draw (the PF tiebreak may still decide it)', () => {
    expect(run(resultMissionDraw, result('draw', { pf: 120, missionRound: 3 }, { pf: 50, missionRound: 3 }))).toEqual([]);
  });

  it('accepts the win of the player the PF tiebreak gives it to (double and 20 more), not of the other', () => {
    expect(run(resultMissionDraw, result('a', { pf: 40, missionRound: 3 }, { pf: 20, missionRound: 3 }))).toEqual([]);
    expect(run(resultMissionDraw, result('b', { pf: 40, missionRound: 3 }, { pf: 20, missionRound: 3 }))).toHaveLength(1);
    // Double, but only 19 more: still a draw.
    expect(run(resultMissionDraw, result('a', { pf: 38, missionRound: 3 }, { pf: 19, missionRound: 3 }))).toHaveLength(1);
    expect(run(resultMissionDraw, result('b', { pf: 10, missionRound: 2 }, { pf: 30, missionRound: 2 }))).toEqual([]);
  });
});
