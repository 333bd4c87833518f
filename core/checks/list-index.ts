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
  const n = entries.length;
  // Per entry id: the position of its first entry. Everything else per entry lives in arrays by
  // position: one map for the whole list keeps the index linear and light on garbage.
  const first = new Map<string, number>();
  /** Per position: the position of the first entry with the same id (an id given twice is reported by the rules; lookups answer with the first). */
  const firstOf = new Int32Array(n);
  const cards: (DbCard | undefined)[] = new Array<DbCard | undefined>(n);
  const placements: (Placement[] | undefined)[] = new Array<Placement[] | undefined>(n);
  const crew = new Map<string, CrewLink[]>();
  const aboard = new Map<string, Entry[]>();

  for (let i = 0; i < n; i++) {
    const entry = entries[i]!;
    let at = first.get(entry.id);
    if (at === undefined) {
      at = i;
      first.set(entry.id, i);
    }
    firstOf[i] = at;
    const card = ctx.card(entry.cardId);
    cards[i] = card;
    const assignments = entry.assignments;
    if (assignments.length === 0) continue;
    // Targets seen so far (an entry has a handful of assignments at most).
    let seenCrew: string[] | undefined;
    let seenAboard: string[] | undefined;
    for (const a of assignments) {
      if (a.type === 'crew') {
        (placements[at] ??= []).push({ type: 'crew', target: a.machine });
        if (seenCrew?.includes(a.machine)) continue;
        (seenCrew ??= []).push(a.machine);
        push(crew, a.machine, { entry, card, role: a.role });
      } else if (a.type === 'aboard') {
        (placements[at] ??= []).push({ type: 'aboard', target: a.vehicle });
        if (seenAboard?.includes(a.vehicle)) continue;
        (seenAboard ??= []).push(a.vehicle);
        push(aboard, a.vehicle, entry);
      }
    }
  }
  // Crew and passengers by the position of their machine or vehicle (targets that are no entry
  // stay in the maps only).
  const crewAt = byPosition(crew, first, n);
  const aboardAt = byPosition(aboard, first, n);

  // Rules mostly walk the list in order and ask about the entry they are at: the position at or
  // after the last one answered is tried before the id is looked up in the map. (A map lookup
  // among 30,000 ids cost 150-250 ns on the bench machine; they were most of a long list's
  // validation.) Any order of questions gets the same answers, only slower.
  let cursor = 0;
  /** The position of the first entry with this id, undefined when no entry has it. */
  const firstWith = (id: string): number | undefined => {
    let i: number | undefined;
    if (entries[cursor]?.id === id) i = cursor;
    else if (entries[cursor + 1]?.id === id) i = cursor + 1;
    else {
      i = first.get(id);
      if (i === undefined) return undefined;
    }
    cursor = i;
    return firstOf[i];
  };
  /** The position of this very entry object, when it is the first of its id. */
  const positionOf = (entry: Entry): number | undefined => {
    const i = firstWith(entry.id);
    return i !== undefined && entries[i] === entry ? i : undefined;
  };
  const cardOf = (entry: Entry): DbCard | undefined => {
    const i = positionOf(entry);
    return i !== undefined ? cards[i] : ctx.card(entry.cardId);
  };

  return {
    entries,
    order: (id) => firstWith(id) ?? -1,
    entry(id) {
      const i = firstWith(id);
      return i === undefined ? undefined : entries[i];
    },
    cardOf,
    figures: (entry) => entryFigures(entry, cardOf(entry)),
    crewOf(id) {
      const i = firstWith(id);
      return (i === undefined ? crew.get(id) : crewAt[i]) ?? EMPTY;
    },
    passengersOf(id) {
      const i = firstWith(id);
      return (i === undefined ? aboard.get(id) : aboardAt[i]) ?? EMPTY;
    },
    placementsOf(id) {
      const i = firstWith(id);
      return (i === undefined ? undefined : placements[i]) ?? EMPTY;
    },
  };
}

/** A map's values by the position of the entry its key names (keys that are no entry's id are left out). */
function byPosition<V>(map: ReadonlyMap<string, V>, first: ReadonlyMap<string, number>, n: number): (V | undefined)[] {
  const out = new Array<V | undefined>(n);
  for (const [id, value] of map) {
    const i = first.get(id);
    if (i !== undefined) out[i] = value;
  }
  return out;
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
