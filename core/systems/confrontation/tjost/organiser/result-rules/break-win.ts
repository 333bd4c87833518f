import { subjectIssue } from '../../../../../checks/issue';
import { BROKEN_AT, PF_LEAD } from '../../scoring';
import { brokeWithLead, fulfilled, lossesOf, otherSide, type ResultRule } from './context';

/** A win without any mission fulfilled needs the loser broken (200 AP or more lost) and a lead of 20 PF. */
export const resultBreakWin: ResultRule = {
  code: 'tjost.result-break-win',
  severity: 'error',
  check({ result, names }) {
    const winner = result.outcome === 'a' || result.outcome === 'b' ? result.outcome : undefined;
    if (!winner || fulfilled(result).length > 0 || brokeWithLead(result, winner)) return [];
    const loser = otherSide(winner);
    return [
      subjectIssue(resultBreakWin, undefined, {
        winner: names[winner],
        loser: names[loser],
        side: winner,
        losses: lossesOf(result, loser),
        lead: result[winner].pf - result[loser].pf,
        broken: BROKEN_AT,
        needed: PF_LEAD,
      }),
    ];
  },
};
