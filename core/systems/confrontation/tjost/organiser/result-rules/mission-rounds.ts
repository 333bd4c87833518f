import { subjectIssue } from '../../../../../checks/issue';
import { fulfilled, type ResultRule } from './context';

/** Both missions fulfilled, in different rounds: the game ended after the earlier one, so the later cannot be. */
export const resultMissionRounds: ResultRule = {
  code: 'tjost.result-mission-rounds',
  severity: 'error',
  check({ result, names }) {
    const [x, y] = fulfilled(result);
    if (!x || !y || x.round === y.round) return [];
    const [first, second] = x.round < y.round ? [x, y] : [y, x];
    return [subjectIssue(resultMissionRounds, undefined, { first: names[first.side], round: first.round, second: names[second.side], later: second.round })];
  },
};
