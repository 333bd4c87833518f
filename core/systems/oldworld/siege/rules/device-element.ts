import { DEFENCE_DEVICES } from '../data';
import { siegeIndex } from '../garrison';
import { subjectIssue } from '../../../../checks/issue';
import type { Issue } from '../../../../checks/types';
import type { SiegeRule } from '../validate';

/** A device on the wrong kind of element: Mage tower on a tower; Mountain fortress, Boiling oil and Covered walkway on a wall. */
export const deviceElement: SiegeRule = {
  code: 'siege.device-element',
  severity: 'error',
  check(ctx) {
    const ix = siegeIndex(ctx);
    const issues: Issue[] = [];
    for (const d of ctx.roster.devices) {
      const el = d.element === undefined ? undefined : ix.element(d.element);
      if (!el) continue;
      const allowed = DEFENCE_DEVICES[d.device].elements;
      if (allowed.includes(el.kind)) continue;
      issues.push(subjectIssue(deviceElement, { kind: 'device', id: d.id }, { device: d.device, element: el.id, needs: allowed[0] ?? el.kind }, el.id));
    }
    return issues;
  },
};
