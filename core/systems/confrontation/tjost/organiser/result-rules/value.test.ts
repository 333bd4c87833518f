import { describe, expect, it } from 'vitest';
import { result, run } from './fixtures';
import { resultValue } from './value';

describe('tjost.result-value', () => {
  it('names the player and the field of a value that cannot be', () => {
    expect(run(resultValue, result('a', { pf: -1, missionRound: 5 }, { pf: 2.5 }))).toEqual([
      { code: 'tjost.result-value', params: { player: 'Anna', side: 'a', field: 'pf', variant: 'negative' } },
      { code: 'tjost.result-value', params: { player: 'Anna', side: 'a', field: 'missionRound', variant: 'mission-round' } },
      { code: 'tjost.result-value', params: { player: 'Bernd', side: 'b', field: 'pf', variant: 'not-whole' } },
    ]);
  });

  it('knows Grenzsteine: round 3, or round 4 held on', () => {
    expect(run(resultValue, result('a', { pf: 40, missionRound: 2, mission: 'boundary-stones' }, { pf: 0 }))[0]?.params.variant).toBe('boundary-stones-round');
    expect(run(resultValue, result('a', { pf: 40, missionRound: 4, mission: 'boundary-stones', extended: true }, { pf: 0 }))).toEqual([]);
    expect(run(resultValue, result('a', { pf: 170, missionRound: 4, mission: 'crusade', extended: true }, { pf: 0 }))[0]?.params.variant).toBe('extended-needs-boundary-stones');
  });

  it('refuses Kreuzzug with fewer PF than its round needs (89 in round 1), accepts 90', () => {
    expect(run(resultValue, result('a', { pf: 89, missionRound: 1, mission: 'crusade' }, { pf: 5 }))).toEqual([
      { code: 'tjost.result-value', params: { player: 'Anna', side: 'a', field: 'pf', variant: 'crusade-pf', needed: 90, round: 1, value: 89 } },
    ]);
    expect(run(resultValue, result('a', { pf: 90, missionRound: 1, mission: 'crusade' }, { pf: 5 }))).toEqual([]);
  });

  it('accepts the boundary: mission round 1 and 4, PF 0', () => {
    expect(run(resultValue, result('a', { pf: 0, missionRound: 1 }, { pf: 0, missionRound: 4 }))).toEqual([]);
  });

  it('accepts PF and losses above what a game list holds (figures summoned, reinforcing or stolen bring PF too)', () => {
    expect(run(resultValue, result('a', { pf: 311 }, { pf: 0, losses: 400 }))).toEqual([]);
  });
});
