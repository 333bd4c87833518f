import { describe, expect, it } from 'vitest';
import { enterResult } from '../../../core/systems/confrontation/tjost/organiser/results-entry';
import { addNextRound } from '../../../core/systems/confrontation/tjost/organiser/rounds';
import { standings } from '../../../core/systems/confrontation/tjost/organiser/standings';
import { eventWith, T0 } from '../../../core/systems/confrontation/tjost/organiser/test-support';
import { draftOf, resultOf as resultOfIn, suggestedOutcome, type ResultDraft } from './result-draft';

const BYE = { bye: { outcome: 'win' as const, pf: 0 } };
const resultOf = (d: ResultDraft) => resultOfIn(d, BYE);

describe('result entry boxes', () => {
  it('the rulebook example: 151 PF with the mission in round 4 against 32 PF is a win for a, outcome suggested by the mission', () => {
    const d = draftOf(undefined);
    d.a.pf = '151';
    d.a.missionRound = '4';
    d.b.pf = '32';
    expect(suggestedOutcome(d)).toBe('a');
    expect(resultOf(d)).toEqual({ result: { outcome: 'a', a: { pf: 151, missionRound: 4 }, b: { pf: 32 } } });
  });

  it('the same mission round on both sides suggests a draw; the earlier one wins', () => {
    const d = draftOf({ outcome: 'a', a: { pf: 10, missionRound: 3 }, b: { pf: 20, missionRound: 3 } });
    d.outcome = '';
    expect(suggestedOutcome(d)).toBe('draw');
    d.b.missionRound = '2';
    expect(suggestedOutcome(d)).toBe('b');
  });

  it('names every number box that holds no possible value, then the outcome when no mission decides it', () => {
    const d = draftOf(undefined);
    expect(resultOf(d)).toEqual({ invalid: ['a.pf', 'b.pf'] });
    d.a.pf = '40';
    expect(resultOf(d).invalid).toEqual(['b.pf']);
    // The tester's typos, and numbers read like the command line's: 0x50 is not 80 PF, 1e2 not 100; PF are whole, 0 to 10000.
    for (const typed of ['x', '8O', '1O0', '0x50', '1e2', 'Infinity', '-5', '1,5', '10001']) {
      d.b.pf = typed;
      expect(resultOf(d).invalid, typed).toEqual(['b.pf']);
    }
    d.b.pf = '0';
    d.a.losses = '2O0';
    expect(resultOf(d).invalid).toEqual(['a.losses']);
    d.a.losses = '';
    expect(resultOf(d)).toEqual({ missing: 'outcome' });
    d.outcome = 'both-lose';
    expect(resultOf(d).result).toEqual({ outcome: 'both-lose', a: { pf: 40 }, b: { pf: 0 } });
  });

  it('a walkover takes only the PF, an empty box as a bye scores for the player present and 0 for the other', () => {
    const d = draftOf(undefined);
    d.outcome = 'walkover-b';
    d.a.missionRound = '2';
    d.a.losses = '10';
    expect(resultOfIn(d, { bye: { outcome: 'win', pf: 15 } })).toEqual({ result: { outcome: 'b', walkover: true, a: { pf: 0 }, b: { pf: 15 } } });
    d.a.pf = '40';
    d.b.pf = '8O';
    expect(resultOf(d)).toEqual({ invalid: ['b.pf'] });
    d.b.pf = '60';
    const saved = resultOf(d).result!;
    expect(saved).toEqual({ outcome: 'b', walkover: true, a: { pf: 40 }, b: { pf: 60 } });
    // A walkover saved reads back as the walkover chosen.
    expect(draftOf(saved)).toMatchObject({ outcome: 'walkover-b', a: { pf: '40' }, b: { pf: '60' } });
  });

  it('keeps losses and held boundary stones, and reads a saved result back into the boxes', () => {
    const saved = { outcome: 'b' as const, a: { pf: 80, losses: 200 }, b: { pf: 150, missionRound: 4 as const, mission: 'boundary-stones' as const, extended: true } };
    expect(resultOf(draftOf(saved)).result).toEqual(saved);
  });

  it('carries the mission chosen per side, so Boundary Stones held to round 4 is accepted and scores 75, and the mission rounds are checked', () => {
    const paired = addNextRound(eventWith(2), T0).event!;
    const d = draftOf(undefined);
    d.a.pf = '120';
    d.a.mission = 'boundary-stones';
    d.a.missionRound = '4';
    d.a.extended = true;
    d.b.pf = '40';
    const result = resultOf(d).result!;
    expect(result.a).toEqual({ pf: 120, missionRound: 4, mission: 'boundary-stones', extended: true });
    const entered = enterResult(paired, 1, 1, result, T0);
    expect(entered.issues.filter((i) => i.severity === 'error')).toEqual([]);
    const winner = paired.rounds[0]!.pairings[0]!.a;
    expect(standings(entered.event!).find((r) => r.playerId === winner)?.pf).toBe(120 + 75);
    // Without the mission (all the row could say before) "held" is refused: only Boundary Stones can be held on to round 4.
    d.a.mission = '';
    expect(enterResult(paired, 1, 1, resultOf(d).result!, T0).issues.map((i) => i.params.variant)).toContain('extended-needs-boundary-stones');
    // Breakthrough cannot be fulfilled in round 1; Crusade in round 2 needs 120 PF.
    Object.assign(d.a, { mission: 'breakthrough', missionRound: '1', extended: false });
    expect(enterResult(paired, 1, 1, resultOf(d).result!, T0).event).toBeUndefined();
    Object.assign(d.a, { mission: 'crusade', missionRound: '2', pf: '110' });
    expect(enterResult(paired, 1, 1, resultOf(d).result!, T0).event).toBeUndefined();
    d.a.pf = '120';
    expect(enterResult(paired, 1, 1, resultOf(d).result!, T0).event).toBeDefined();
  });
});
