import { subjectIssue } from '../../../../../checks/issue';
import { SIDES, type ResultRule } from './context';

/**
 * A walkover (walkover.ts) is won by the player who was there, and records only PF: no game was
 * played, so it names no draw or both losing (`outcome`), and no side has a mission, a mission
 * round, AP lost or Boundary Stones held (`game`).
 */
export const resultWalkover: ResultRule = {
  code: 'tjost.result-walkover',
  severity: 'error',
  walkover: true,
  check({ result, names }) {
    if (!result.walkover) return [];
    const out = [];
    if (result.outcome !== 'a' && result.outcome !== 'b') out.push(subjectIssue(resultWalkover, undefined, { variant: 'outcome', a: names.a, b: names.b }));
    for (const side of SIDES) {
      const s = result[side];
      if (s.mission !== undefined || s.missionRound !== undefined || s.losses !== undefined || s.extended) out.push(subjectIssue(resultWalkover, undefined, { variant: 'game', player: names[side], side }));
    }
    return out;
  },
};
