import { describe, expect, it } from 'vitest';
import { issueMessage } from '../../../../../i18n/issues';
import { checkTableResult } from './index';
import { NAMES, run } from './fixtures';
import { resultWalkover } from './walkover';

describe('tjost.result-walkover', () => {
  it('takes a walkover won by either player, with any PF', () => {
    expect(run(resultWalkover, { outcome: 'a', walkover: true, a: { pf: 0 }, b: { pf: 0 } })).toEqual([]);
    expect(run(resultWalkover, { outcome: 'b', walkover: true, a: { pf: 40 }, b: { pf: 60 } })).toEqual([]);
  });

  it('refuses a walkover without a winner, or with what only a game has', () => {
    expect(run(resultWalkover, { outcome: 'draw', walkover: true, a: { pf: 0 }, b: { pf: 0 } })).toEqual([{ code: 'tjost.result-walkover', params: { variant: 'outcome', a: 'Anna', b: 'Bernd' } }]);
    expect(run(resultWalkover, { outcome: 'a', walkover: true, a: { pf: 0, missionRound: 2 }, b: { pf: 0, losses: 10 } })).toEqual([
      { code: 'tjost.result-walkover', params: { variant: 'game', player: 'Anna', side: 'a' } },
      { code: 'tjost.result-walkover', params: { variant: 'game', player: 'Bernd', side: 'b' } },
    ]);
  });

  it('says nothing of a game', () => {
    expect(run(resultWalkover, { outcome: 'draw', a: { pf: 0, missionRound: 2 }, b: { pf: 0, missionRound: 2 } })).toEqual([]);
  });

  it('is the only rule beside the values that checks a walkover: a win at 0:0 without mission or break is taken', () => {
    // As a game this is refused (tjost.result-break-win): the opponent is not broken and there is no lead.
    expect(checkTableResult({ outcome: 'a', a: { pf: 0 }, b: { pf: 0 } }, NAMES).map((i) => i.code)).toEqual(['tjost.result-break-win']);
    expect(checkTableResult({ outcome: 'a', walkover: true, a: { pf: 0 }, b: { pf: 0 } }, NAMES)).toEqual([]);
    const issues = checkTableResult({ outcome: 'both-lose', walkover: true, a: { pf: -1 }, b: { pf: 0 } }, NAMES);
    expect(issues.map((i) => [i.code, i.params.variant])).toEqual([['tjost.result-value', 'negative'], ['tjost.result-walkover', 'outcome']]);
    expect(issueMessage(issues[1]!, 'de', {})).toBe('Ein kampfloser Sieg gehört dem Spieler, der da war: wähle Anna oder Bernd als Sieger. (TJOST: der Veranstalter als Schiedsrichter)');
    expect(issueMessage(issues[1]!, 'en', {})).toBe('A walkover is won by the player who was there: choose Anna or Bernd as the winner. (TJOST: the organiser as referee)');
  });
});
