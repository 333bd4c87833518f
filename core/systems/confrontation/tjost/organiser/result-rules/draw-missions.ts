import { subjectIssue } from '../../../../../checks/issue';
import { fulfilled, type ResultRule } from './context';

/** A draw needs both missions fulfilled in the same round; without missions a game is won by breaking the opponent or lost by both. */
export const resultDrawMissions: ResultRule = {
  code: 'tjost.result-draw-missions',
  severity: 'error',
  check({ result }) {
    // One mission fulfilled: tjost.result-mission-winner says who won.
    if (result.outcome !== 'draw' || fulfilled(result).length > 0) return [];
    return [subjectIssue(resultDrawMissions, undefined, {})];
  },
};
