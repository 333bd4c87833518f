import { subjectIssue } from '../../../../../checks/issue';
import { gameProblems } from '../../scoring';
import { SIDES, type ResultRule } from './context';

/**
 * A value that cannot be: PF or losses not whole or negative, a mission fulfilled outside
 * rounds 1-4, Grenzsteine outside round 3 (or 4 held on), "held on" for another mission,
 * Kreuzzug with too few PF for its round (scoring.ts gameProblems, per side).
 */
export const resultValue: ResultRule = {
  code: 'tjost.result-value',
  severity: 'error',
  walkover: true,
  check({ result, names }) {
    return SIDES.flatMap((side) => {
      const s = result[side];
      const fields = { pf: s.pf, ...(s.losses !== undefined ? { losses: s.losses } : {}), ...(s.missionRound !== undefined ? { missionRound: s.missionRound } : {}), ...(s.mission ? { mission: s.mission } : {}), ...(s.extended ? { extended: true } : {}) };
      return gameProblems(fields).map((p) => subjectIssue(resultValue, undefined, { player: names[side], side, field: p.field, variant: p.code, ...(p.earliest !== undefined ? { earliest: p.earliest } : {}), ...(p.needed !== undefined ? { needed: p.needed, round: p.round ?? 0, value: s.pf } : {}) }));
    });
  },
};
