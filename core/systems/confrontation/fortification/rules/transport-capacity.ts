import { issueOf } from '../../../../checks/issue';
import { listIndex } from '../../../../checks/list-index';
import type { Issue, Rule } from '../../../../checks/types';
import { vehiclePlaces, vehicles } from '../transport';

/**
 * Passengers need more places than the vehicle's Transport / X (x the vehicle entry's count), or,
 * in an entry of several vehicles, cannot be split among them with each figure whole in one
 * vehicle (variant `split`: two vehicles of Transport / 3 do not carry three Normal figures).
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
      const places = vehiclePlaces(ix, vehicle, card, ctx.list.edition);
      if (!places) continue;
      if (places.used > places.capacity) issues.push(issueOf(transportCapacityRule, vehicle.id, { slots: places.used, capacity: places.capacity }));
      else if (!places.fits) issues.push(issueOf(transportCapacityRule, vehicle.id, { variant: 'split', slots: places.used, capacity: places.capacity, vehicles: places.vehicles, places: places.places }));
    }
    return issues;
  },
};
