import type { DbCard } from '../model/card';
import type { CrewRole, Entry } from '../model/list';
import { entryFigures } from '../list/totals';
import type { RuleContext } from './types';

/** A figure entry assigned as crew to a machine. */
export interface CrewLink {
  entry: Entry;
  card: DbCard | undefined;
  role: CrewRole;
}

/** Where an entry is placed: crew of a machine or aboard a vehicle. */
export interface Placement {
  type: 'crew' | 'aboard';
  target: string;
}

/**
 * Everything rules need to look up quickly, built once per validation:
 * cards per entry, entry order, crew per machine, passengers per vehicle.
 */
export interface ListIndex {
  readonly entries: readonly Entry[];
  /** Position of an entry in the list (for sorting issues). */
  order(entryId: string): number;
  entry(entryId: string): Entry | undefined;
  /** Card of an entry; undefined when the card id is unknown. */
  cardOf(entry: Entry): DbCard | undefined;
  /** Figures an entry stands for (see entryFigures in core/list/totals). */
  figures(entry: Entry): number;
  /** Distinct entries assigned as crew to a machine entry, in list order. */
  crewOf(machineId: string): readonly CrewLink[];
  /** Distinct entries assigned aboard a vehicle entry, in list order. */
  passengersOf(vehicleId: string): readonly Entry[];
  /** Crew and aboard placements of an entry, as written (duplicates kept). */
  placementsOf(entryId: string): readonly Placement[];
}

const EMPTY: readonly never[] = [];
const cache = new WeakMap<RuleContext, ListIndex>();

function push<V>(map: Map<string, V[]>, key: string, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

export function buildListIndex(ctx: RuleContext): ListIndex {
  const entries = ctx.list.entries;
  const order = new Map<string, number>();
  const byId = new Map<string, Entry>();
  const cards = new Map<Entry, DbCard | undefined>();
  const crew = new Map<string, CrewLink[]>();
  const aboard = new Map<string, Entry[]>();
  const placements = new Map<string, Placement[]>();

  entries.forEach((entry, i) => {
    if (!order.has(entry.id)) order.set(entry.id, i);
    if (!byId.has(entry.id)) byId.set(entry.id, entry);
    const card = ctx.card(entry.cardId);
    cards.set(entry, card);
    const seenCrew = new Set<string>();
    const seenAboard = new Set<string>();
    for (const a of entry.assignments) {
      if (a.type === 'crew') {
        push(placements, entry.id, { type: 'crew', target: a.machine });
        if (seenCrew.has(a.machine)) continue;
        seenCrew.add(a.machine);
        push(crew, a.machine, { entry, card, role: a.role });
      } else if (a.type === 'aboard') {
        push(placements, entry.id, { type: 'aboard', target: a.vehicle });
        if (seenAboard.has(a.vehicle)) continue;
        seenAboard.add(a.vehicle);
        push(aboard, a.vehicle, entry);
      }
    }
  });

  return {
    entries,
    order: (id) => order.get(id) ?? -1,
    entry: (id) => byId.get(id),
    cardOf: (entry) => (cards.has(entry) ? cards.get(entry) : ctx.card(entry.cardId)),
    figures(entry) {
      return entryFigures(entry, cards.get(entry) ?? ctx.card(entry.cardId));
    },
    crewOf: (id) => crew.get(id) ?? EMPTY,
    passengersOf: (id) => aboard.get(id) ?? EMPTY,
    placementsOf: (id) => placements.get(id) ?? EMPTY,
  };
}

/** The index of a rule context, built on first use and shared by all rules of one validation. */
export function listIndex(ctx: RuleContext): ListIndex {
  let ix = cache.get(ctx);
  if (!ix) {
    ix = buildListIndex(ctx);
    cache.set(ctx, ix);
  }
  return ix;
}
