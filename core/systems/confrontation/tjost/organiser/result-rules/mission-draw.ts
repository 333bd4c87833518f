import { subjectIssue } from '../../../../../checks/issue';
import { fulfilled, type ResultRule } from './context';

/** Both missions fulfilled in the same round: the game is a draw (the PF tiebreak may then decide it). */
export const resultMissionDraw: ResultRule = {
  code: 'tjost.result-mission-draw',
  severity: 'error',
  check({ result }) {
    const [x, y] = fulfilled(result);
    if (!x || !y || x.round !== y.round || result.outcome === 'draw') return [];
    return [subjectIssue(resultMissionDraw, undefined, { round: x.round })];
  },
};
