import { DEFENDER_SHARE } from '../data';
import { siegePoints } from '../points';
import { subjectIssue } from '../../../../checks/issue';
import type { SiegeRule } from '../validate';

/**
 * The defender's points (list plus defence devices) above 75% of the attacker's (list plus
 * siege equipment). Checked when both lists are linked.
 */
export const defenderShare: SiegeRule = {
  code: 'siege.defender-share',
  severity: 'warning',
  check(ctx) {
    if (!ctx.attacker || !ctx.defender) return [];
    const pts = siegePoints(ctx.roster, ctx.attacker, ctx.defender, { card: (id) => ctx.card(id) });
    const attacker = pts.attacker.total;
    const defender = pts.defender.total;
    if (attacker <= 0 || defender <= attacker * DEFENDER_SHARE) return [];
    const percent = Math.round((defender / attacker) * 100);
    return [subjectIssue(defenderShare, { kind: 'defender', id: ctx.defender.id }, { defender, attacker, percent })];
  },
};
