import { OCCUPANT_TROOP_TYPES } from '../data';
import { siegeIndex } from '../garrison';
import { subjectIssue } from '../../../../checks/issue';
import type { Issue } from '../../../../checks/types';
import type { SiegeRule } from '../validate';

/**
 * A unit in a fortress element whose troop type may not occupy it: only Regular and Heavy
 * Infantry, Beasts and Swarms (and characters on foot, troop type `character`) hold
 * elements; war machines are checked by siege.tower-capacity and siege.wall-machine.
 * A character is judged by the troop type it fights as: on a mount, the mount's (entryTroopType).
 * Units whose card has no troop type are not checked. Variant `missing`: a place in the garrison
 * for an entry the defender's list does not have (removed from the list since), once the
 * defender's list is known.
 */
export const occupantType: SiegeRule = {
  code: 'siege.occupant-type',
  severity: 'error',
  check(ctx) {
    const ix = siegeIndex(ctx);
    const issues: Issue[] = [];
    if (ctx.defender) {
      const entries = new Set(ctx.defender.entries.map((e) => e.id));
      for (const o of ctx.roster.garrison) {
        if (!entries.has(o.entry)) issues.push(subjectIssue(occupantType, { kind: 'occupant', id: o.entry }, { variant: 'missing', element: o.element }, o.element));
      }
    }
    for (const el of ctx.roster.fortress.elements) {
      for (const m of ix.occupantsOf(el.id)) {
        if (m.role === 'machine' || m.troopType === undefined || OCCUPANT_TROOP_TYPES.includes(m.troopType)) continue;
        issues.push(subjectIssue(occupantType, { kind: 'occupant', id: m.entry.id }, { element: el.id, troopType: m.troopType }, el.id));
      }
    }
    return issues;
  },
};
