import { canonicalJson as canonical } from '../../../files/canonical';
import type { SiegeRoster } from './model';

/** The parts of a roster as the siege editor shows them, in its order: what a change can touch. */
export const SIEGE_PARTS = ['name', 'armies', 'fortress', 'devices', 'garrison', 'equipment', 'victory', 'night'] as const;
export type SiegePart = (typeof SIEGE_PARTS)[number];

const PART: Readonly<Record<SiegePart, (r: SiegeRoster) => unknown>> = {
  name: (r) => r.name,
  armies: (r) => [r.attacker ?? null, r.defender ?? null],
  fortress: (r) => r.fortress,
  devices: (r) => r.devices,
  garrison: (r) => r.garrison,
  equipment: (r) => r.equipment,
  victory: (r) => r.victory ?? null,
  night: (r) => r.nightBattle,
};

/**
 * What changed from one version of a roster to the next, as parts in the editor's order (empty when
 * nothing but the save time did): how the history tells its versions apart.
 */
export function siegeChanges(before: SiegeRoster, after: SiegeRoster): SiegePart[] {
  return SIEGE_PARTS.filter((part) => canonical(PART[part](before)) !== canonical(PART[part](after)));
}
