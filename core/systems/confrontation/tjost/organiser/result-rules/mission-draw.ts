import { subjectIssue } from '../../../../../checks/issue';
import { drawTiebreak } from '../../scoring';
import { fulfilled, type ResultRule } from './context';

/**
 * Both missions fulfilled in the same round: the game is a draw, unless the PF tiebreak decides it
 * (double the opponent's PF and 20 more): then that player's win may be entered as such, as the
 * draw is scored.
 */
export const resultMissionDraw: ResultRule = {
  code: 'tjost.result-mission-draw',
  severity: 'error',
  check({ result }) {
    const [x, y] = fulfilled(result);
    if (!x || !y || x.round !== y.round || result.outcome === 'draw') return [];
    const tiebreak = drawTiebreak(result.a.pf, result.b.pf);
    if ((result.outcome === 'a' && tiebreak === 'won') || (result.outcome === 'b' && tiebreak === 'lost')) return [];
    return [subjectIssue(resultMissionDraw, undefined, { round: x.round })];
  },
};
