import { issueOf } from '../../../../checks/issue';
import { listIndex } from '../../../../checks/list-index';
import type { Issue, Rule } from '../../../../checks/types';
import { transportCapacity, vehicles } from '../transport';

/** Passengers assigned to a card without Transport / X: one issue per passenger entry. */
export const transportNoAbility: Rule = {
  code: 'transport.no-ability',
  severity: 'error',
  systems: ['confrontation'],
  check(ctx) {
    const issues: Issue[] = [];
    for (const { vehicle, card, passengers } of vehicles(listIndex(ctx))) {
      if (transportCapacity(card) !== undefined) continue;
      for (const p of passengers) issues.push(issueOf(transportNoAbility, p.id, { vehicle: vehicle.id }));
    }
    return issues;
  },
};
