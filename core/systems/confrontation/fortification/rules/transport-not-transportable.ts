import { issueOf } from '../../../../checks/issue';
import { listIndex } from '../../../../checks/list-index';
import type { Issue, Rule } from '../../../../checks/types';
import { notTransportable, transportCapacity, vehicles } from '../transport';

/** A passenger of Very Large size, with a mount or on a throne (the throne in the English edition only; see notTransportable). */
export const transportNotTransportable: Rule = {
  code: 'transport.not-transportable',
  severity: 'error',
  systems: ['confrontation'],
  check(ctx) {
    const ix = listIndex(ctx);
    const issues: Issue[] = [];
    for (const { vehicle, card, passengers } of vehicles(ix)) {
      if (transportCapacity(card) === undefined) continue;
      for (const p of passengers) {
        const pc = ix.cardOf(p);
        const reason = pc && notTransportable(pc, ctx.list.edition);
        if (reason) issues.push(issueOf(transportNotTransportable, p.id, { vehicle: vehicle.id, reason }));
      }
    }
    return issues;
  },
};
