import { describe, expect, it } from 'vitest';
import { result, run } from './fixtures';
import { resultMissionWinner } from './mission-winner';

describe('tjost.result-mission-winner', () => {
  it('refuses any other outcome when one side alone fulfilled its mission', () => {
    expect(run(resultMissionWinner, result('b', { pf: 10, missionRound: 2 }, { pf: 220 }))).toEqual([
      { code: 'tjost.result-mission-winner', params: { player: 'Anna', side: 'a', round: 2 } },
    ]);
    expect(run(resultMissionWinner, result('draw', { pf: 10 }, { pf: 20, missionRound: 4 }))[0]?.params.player).toBe('Bernd');
    expect(run(resultMissionWinner, result('both-lose', { pf: 10 }, { pf: 20, missionRound: 4 }))).toHaveLength(1);
  });

  it("accepts that side's win", () => {
    expect(run(resultMissionWinner, result('b', { pf: 10 }, { pf: 20, missionRound: 4 }))).toEqual([]);
  });
});
