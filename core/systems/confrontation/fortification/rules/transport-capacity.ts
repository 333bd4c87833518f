import { issueOf } from '../../../../checks/issue';
import { listIndex } from '../../../../checks/list-index';
import type { Issue, Rule } from '../../../../checks/types';
import { vehiclePlaces, vehicles } from '../transport';

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
    for (const { vehicle, card } of vehicles(ix)) {
      const places = vehiclePlaces(ix, vehicle, card);
      if (places && places.used > places.capacity) issues.push(issueOf(transportCapacityRule, vehicle.id, { slots: places.used, capacity: places.capacity }));
    }
    return issues;
  },
};
