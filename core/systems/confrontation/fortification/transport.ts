import type { DbCard, Size } from '../../../model/card';
import { ability } from '../../../model/card-terms';
import type { Entry } from '../../../model/list';
import type { ListIndex } from '../../../checks/list-index';
import type { Edition } from './structure';

/** Places a figure takes aboard a vehicle, by size (FORTIFICATION (en): Small 1, Normal 2, Large 3). */
const TRANSPORT_SLOTS: Readonly<Record<Exclude<Size, 'very-large'>, number>> = { small: 1, normal: 2, large: 3 };

type NotTransportableReason = 'very-large' | 'mount' | 'throne';

/**
 * Why a card cannot ride in a vehicle, or undefined: Very Large, or with a mount (cavalry), in both
 * editions; sitting on a throne only in the English edition (the German names cavalry and very
 * large figures alone). A list that names no edition is held to the English one here.
 */
export function notTransportable(card: DbCard, edition?: Edition): NotTransportableReason | undefined {
  if (card.size === 'very-large') return 'very-large';
  if (card.mount) return 'mount';
  if (card.throne && edition !== 'de') return 'throne';
  return undefined;
}

/** The X of a card's Transport / X, or undefined when it has no Transport ability. */
export function transportCapacity(card: DbCard): number | undefined {
  const t = ability(card, 'transport');
  return t ? (t.value ?? 0) : undefined;
}

/** Figures aboard, by the size that decides their places. */
type FiguresBySize = Record<Exclude<Size, 'very-large'>, number>;

/** Places the figures take (TRANSPORT_SLOTS per figure). */
function placesOf(figures: FiguresBySize): number {
  return figures.large * TRANSPORT_SLOTS.large + figures.normal * TRANSPORT_SLOTS.normal + figures.small * TRANSPORT_SLOTS.small;
}

/** Vehicles times places at most for the exact split (fitsAboard); past it only the sum is checked. */
const EXACT_SPLIT_PLACES = 120;

/**
 * Whether figures taking 3, 2 and 1 places fit into `vehicles` vehicles of `places` places each,
 * every figure whole in one vehicle. One-place figures fill any gap, so it comes down to the 3s
 * and 2s: the vehicles are filled one by one, keeping for each number of 3-place figures placed
 * the most 2-place figures that fit beside them (a vehicle with t of them holds (X - 3t) / 2
 * more, rounded down). Linear in vehicles x figures; beyond EXACT_SPLIT_PLACES the sum decides.
 */
export function fitsAboard(figures: FiguresBySize, vehicles: number, places: number): boolean {
  const { large: L, normal: N } = TRANSPORT_SLOTS;
  if (placesOf(figures) > vehicles * places) return false;
  if (vehicles <= 1 || vehicles * places > EXACT_SPLIT_PLACES) return true;
  const perVehicle = Math.floor(places / L);
  if (figures.large > perVehicle * vehicles) return false;
  let best: number[] = [0];
  for (let v = 0; v < vehicles; v++) {
    const next: number[] = [];
    best.forEach((normals, placed) => {
      for (let t = 0; t <= perVehicle && placed + t <= figures.large; t++) {
        const n = normals + Math.floor((places - L * t) / N);
        if (n > (next[placed + t] ?? -1)) next[placed + t] = n;
      }
    });
    best = next;
  }
  return (best[figures.large] ?? -1) >= figures.normal;
}

export interface VehiclePlaces {
  /** Places the passengers take. */
  used: number;
  /** Places of all the entry's vehicles (Transport / X times the entry's count). */
  capacity: number;
  /** Vehicles in the entry and places of each. */
  vehicles: number;
  places: number;
  /** Whether the passengers can be split among the vehicles, each figure whole in one (fitsAboard). */
  fits: boolean;
}

/**
 * The places a vehicle entry has (its card's Transport / X for each vehicle of the entry) and the
 * places its passengers take (count x figures x places per figure of their size; passengers that
 * cannot ride at all are left out, transport.not-transportable names them), and whether they fit
 * vehicle by vehicle: X places are "aboard the vehicle" (FORTIFICATION), so two vehicles of
 * Transport / 3 carry one Normal figure each, not three between them. Undefined without Transport.
 */
export function vehiclePlaces(ix: ListIndex, vehicle: Entry, card: DbCard, edition?: Edition): VehiclePlaces | undefined {
  const x = transportCapacity(card);
  if (x === undefined) return undefined;
  const figures: FiguresBySize = { large: 0, normal: 0, small: 0 };
  for (const p of ix.passengersOf(vehicle.id)) {
    const pc = ix.cardOf(p);
    // Cards without a size count as Normal; Very Large ones cannot ride (notTransportable).
    const size = pc?.size ?? 'normal';
    if (!pc || size === 'very-large' || notTransportable(pc, edition)) continue;
    figures[size] += ix.figures(p);
  }
  return { used: placesOf(figures), capacity: x * vehicle.count, vehicles: vehicle.count, places: x, fits: fitsAboard(figures, vehicle.count, x) };
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
