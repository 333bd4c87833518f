import { subjectIssue } from '../../../../../checks/issue';
import { fulfilled, type ResultRule } from './context';

/** Only one side fulfilled its mission: that side wins at the end of that round, nothing else. */
export const resultMissionWinner: ResultRule = {
  code: 'tjost.result-mission-winner',
  severity: 'error',
  check({ result, names }) {
    const done = fulfilled(result);
    const only = done.length === 1 ? done[0] : undefined;
    if (!only || result.outcome === only.side) return [];
    return [subjectIssue(resultMissionWinner, undefined, { player: names[only.side], side: only.side, round: only.round })];
  },
};
