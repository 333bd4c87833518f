import { subjectIssue } from '../../../../../checks/issue';
import { BROKEN_AT, PF_LEAD } from '../../scoring';
import { brokeWithLead, fulfilled, SIDES, type ResultRule } from './context';

/** Both armies lose only when nobody broke the other with a 20 PF lead (and no mission was fulfilled). */
export const resultBothLose: ResultRule = {
  code: 'tjost.result-both-lose',
  severity: 'error',
  check({ result, names }) {
    if (result.outcome !== 'both-lose' || fulfilled(result).length > 0) return [];
    const winner = SIDES.find((side) => brokeWithLead(result, side));
    return winner ? [subjectIssue(resultBothLose, undefined, { player: names[winner], side: winner, broken: BROKEN_AT, needed: PF_LEAD })] : [];
  },
};
