import { issueOf } from '../../../../checks/issue';
import { listIndex } from '../../../../checks/list-index';
import type { Issue, Rule } from '../../../../checks/types';
import { notTransportable, slotsPerFigure, transportCapacity, vehicles } from '../transport';

/**
 * Passengers need more places than the vehicle's Transport / X (x the vehicle entry's count).
 * Each passenger entry takes count x figures x slots of its size; passengers that cannot be
 * transported at all are left out (transport.not-transportable reports them).
 */
export const transportCapacityRule: Rule = {
  code: 'transport.capacity',
  severity: 'error',
  systems: ['confrontation'],
  check(ctx) {
    const ix = listIndex(ctx);
    const issues: Issue[] = [];
    for (const { vehicle, card, passengers } of vehicles(ix)) {
      const x = transportCapacity(card);
      if (x === undefined) continue;
      const capacity = x * vehicle.count;
      let slots = 0;
      for (const p of passengers) {
        const pc = ix.cardOf(p);
        if (pc && !notTransportable(pc)) slots += ix.figures(p) * slotsPerFigure(pc);
      }
      if (slots > capacity) issues.push(issueOf(transportCapacityRule, vehicle.id, { slots, capacity }));
    }
    return issues;
  },
};
