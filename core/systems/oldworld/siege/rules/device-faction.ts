import { DEFENCE_DEVICES } from '../data';
import { subjectIssue } from '../../../../checks/issue';
import type { Issue } from '../../../../checks/types';
import type { SiegeRule } from '../validate';

/**
 * A Mage tower outside a High Elf army or a Mountain fortress outside a Dwarf army. Checked
 * when the defender's list is linked (its faction is the army).
 */
export const deviceFaction: SiegeRule = {
  code: 'siege.device-faction',
  severity: 'error',
  check(ctx) {
    const army = ctx.defender?.faction;
    if (army === undefined) return [];
    const issues: Issue[] = [];
    for (const d of ctx.roster.devices) {
      const allowed = DEFENCE_DEVICES[d.device].factions;
      if (!allowed || allowed.includes(army)) continue;
      issues.push(subjectIssue(deviceFaction, { kind: 'device', id: d.id }, { device: d.device, needed: allowed[0] ?? '', army }, d.element));
    }
    return issues;
  },
};
