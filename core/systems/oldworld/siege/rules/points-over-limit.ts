import { SIEGE_SIDES } from '../format';
import { siegePoints } from '../points';
import { subjectIssue } from '../../../../checks/issue';
import type { Issue } from '../../../../checks/types';
import type { SiegeRule } from '../validate';

/**
 * The siege rules: defence devices and siege equipment are bought from the side's army points. A side
 * whose list plus its devices (defender) or equipment (attacker) costs more than the list's
 * points limit is over (e.g. 750 list + 25 siege = 775 of 750). Checked for each side whose
 * list is linked.
 */
export const pointsOverLimit: SiegeRule = {
  code: 'siege.points-over-limit',
  severity: 'error',
  check(ctx) {
    const pts = siegePoints(ctx.roster, ctx.attacker, ctx.defender, { card: (id) => ctx.card(id) });
    const issues: Issue[] = [];
    for (const side of SIEGE_SIDES) {
      const list = ctx[side];
      const p = pts[side];
      if (!list || p.limit === undefined || p.total <= p.limit) continue;
      issues.push(subjectIssue(pointsOverLimit, { kind: side, id: list.id }, { side, list: p.list, siege: p.extras, total: p.total, limit: p.limit, over: p.total - p.limit }));
    }
    return issues;
  },
};
