import { subjectIssue } from '../../../../checks/issue';
import type { Issue } from '../../../../checks/types';
import { SIEGE_SIDES } from '../format';
import type { SiegeRule } from '../validate';

/**
 * A siege is fought between two Old World armies: a side whose linked list is of another game
 * (a Confrontation list named in an imported roster) is an error, and so is one list linked as
 * both attacker and defender (variant `same`), and a side linked to a list that is not there to
 * check (variant `missing`: deleted, or its file cannot be read; a side not linked yet is none).
 */
export const sideList: SiegeRule = {
  code: 'siege.side-list',
  severity: 'error',
  check(ctx) {
    const issues: Issue[] = [];
    for (const side of SIEGE_SIDES) {
      const list = ctx[side];
      if (list && list.system !== 'oldworld') issues.push(subjectIssue(sideList, { kind: side, id: list.id }, { side, system: list.system }));
      const linked = ctx.roster[side];
      if (!list && linked?.listId !== undefined && !linked.list) issues.push(subjectIssue(sideList, { kind: side, id: linked.listId }, { variant: 'missing' }));
    }
    if (ctx.attacker && ctx.defender && ctx.attacker.id === ctx.defender.id) issues.push(subjectIssue(sideList, { kind: 'attacker', id: ctx.attacker.id }, { variant: 'same' }));
    return issues;
  },
};
