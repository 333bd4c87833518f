import { describe, expect, it } from 'vitest';
import { result, run } from './fixtures';
import { resultMissionRounds } from './mission-rounds';

describe('tjost.result-mission-rounds', () => {
  it('refuses two missions fulfilled in different rounds: the game ended after the first', () => {
    expect(run(resultMissionRounds, result('a', { pf: 50, missionRound: 3 }, { pf: 20, missionRound: 2 }))).toEqual([
      { code: 'tjost.result-mission-rounds', params: { first: 'Bernd', round: 2, second: 'Anna', later: 3 } },
    ]);
  });

  it('accepts the same round, or one mission', () => {
    expect(run(resultMissionRounds, result('draw', { pf: 50, missionRound: 2 }, { pf: 20, missionRound: 2 }))).toEqual([]);
    expect(run(resultMissionRounds, result('a', { pf: 50, missionRound: 2 }, { pf: 20 }))).toEqual([]);
  });
});
