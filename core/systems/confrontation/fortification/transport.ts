import type { DbCard, Size } from '../../../model/card';
import { ability } from '../../../model/card-terms';
import type { Entry } from '../../../model/list';
import type { ListIndex } from '../../../checks/list-index';

/** Places a figure takes aboard a vehicle, by size (FORTIFICATION (en): Small 1, Normal 2, Large 3). */
const TRANSPORT_SLOTS: Readonly<Record<Exclude<Size, 'very-large'>, number>> = { small: 1, normal: 2, large: 3 };

type NotTransportableReason = 'very-large' | 'mount' | 'throne';

/** Why a card cannot ride in a vehicle (Very Large, has a mount, sits on a throne), or undefined. */
export function notTransportable(card: DbCard): NotTransportableReason | undefined {
  if (card.size === 'very-large') return 'very-large';
  if (card.mount) return 'mount';
  if (card.throne) return 'throne';
  return undefined;
}

/** Places one figure of a card takes; cards without a size count as Normal. */
function slotsPerFigure(card: DbCard): number {
  const size = card.size ?? 'normal';
  return size === 'very-large' ? 0 : TRANSPORT_SLOTS[size];
}

/** The X of a card's Transport / X, or undefined when it has no Transport ability. */
export function transportCapacity(card: DbCard): number | undefined {
  const t = ability(card, 'transport');
  return t ? (t.value ?? 0) : undefined;
}

/**
 * The places a vehicle entry has (its card's Transport / X times the entry's count) and the places
 * its passengers take (count x figures x places per figure of their size; passengers that cannot
 * ride at all are left out, transport.not-transportable names them). Undefined without Transport.
 */
export function vehiclePlaces(ix: ListIndex, vehicle: Entry, card: DbCard): { used: number; capacity: number } | undefined {
  const x = transportCapacity(card);
  if (x === undefined) return undefined;
  let used = 0;
  for (const p of ix.passengersOf(vehicle.id)) {
    const pc = ix.cardOf(p);
    if (pc && !notTransportable(pc)) used += ix.figures(p) * slotsPerFigure(pc);
  }
  return { used, capacity: x * vehicle.count };
}

interface VehicleLoad {
  vehicle: Entry;
  card: DbCard;
  passengers: readonly Entry[];
}

const loads = new WeakMap<ListIndex, readonly VehicleLoad[]>();

/** Every vehicle entry with passengers, its card and passengers (vehicle cards known); found once per validation. */
export function vehicles(ix: ListIndex): readonly VehicleLoad[] {
  let out = loads.get(ix);
  if (out) return out;
  const found: VehicleLoad[] = [];
  for (const vehicle of ix.entries) {
    const passengers = ix.passengersOf(vehicle.id);
    if (passengers.length === 0 || ix.entry(vehicle.id) !== vehicle) continue;
    const card = ix.cardOf(vehicle);
    if (card) found.push({ vehicle, card, passengers });
  }
  out = found;
  loads.set(ix, out);
  return out;
}
