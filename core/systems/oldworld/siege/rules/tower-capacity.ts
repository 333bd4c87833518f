import { siegeIndex } from '../garrison';
import { subjectIssue } from '../../../../checks/issue';
import type { Issue, IssueParams } from '../../../../checks/types';
import type { SiegeRule } from '../validate';

/** How many units and war machines a tower holds: one of each; a Mage tower one unit (besides its wizard) and no machine. */
export function towerCapacity(mageTower: boolean): { units: number; machines: number } {
  return mageTower ? { units: 1, machines: 0 } : { units: 1, machines: 1 };
}

/** A tower (or a gatehouse defined as tower) with more units or war machines than it holds. */
export const towerCapacityRule: SiegeRule = {
  code: 'siege.tower-capacity',
  severity: 'error',
  check(ctx) {
    const ix = siegeIndex(ctx);
    const issues: Issue[] = [];
    for (const el of ctx.roster.fortress.elements) {
      if (el.kind !== 'tower') continue;
      const members = ix.occupantsOf(el.id);
      const units = members.filter((m) => m.role === 'unit').length;
      const machines = members.length - units;
      const mage = ix.devicesOn(el.id).some((d) => d.device === 'mage-tower');
      const max = towerCapacity(mage);
      if (units <= max.units && machines <= max.machines) continue;
      const params: IssueParams = mage ? { variant: 'mage', units, machines } : { units, machines };
      issues.push(subjectIssue(towerCapacityRule, { kind: 'element', id: el.id }, params, el.id));
    }
    return issues;
  },
};
