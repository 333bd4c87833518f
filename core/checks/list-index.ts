import type { DbCard } from '../model/card';
import type { CrewRole, Entry } from '../model/list';
import { CREW_ROLES } from '../model/list-format';
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

/**
 * Crew or aboard links by the position of their target entry, as chains in typed arrays: one
 * allocation per kind for the whole list, not a map entry and an array per machine. Links are
 * numbered from 1 (0: none, as the arrays start). A target's links are turned into arrays (and
 * kept) when a rule first asks for them.
 */
interface Chains {
  /** First and last link per target position. */
  head: Int32Array;
  tail: Int32Array;
  /** Per link: the next link of its target, the position of the assigned entry and (crew) its role as its place in CREW_ROLES. */
  next: Int32Array;
  from: Int32Array;
  role: Uint8Array;
  count: number;
}

function chains(n: number, links: number): Chains {
  return { head: new Int32Array(n), tail: new Int32Array(n), next: new Int32Array(links + 1), from: new Int32Array(links + 1), role: new Uint8Array(links + 1), count: 0 };
}

/** Links entry `from` to the target at `to`, unless its last link there is already from it (an entry assigned twice to one target counts once). */
function link(c: Chains, to: number, from: number, role: number): void {
  const last = c.tail[to]!;
  if (last !== 0 && c.from[last] === from) return;
  const k = ++c.count;
  c.from[k] = from;
  c.role[k] = role;
  if (last === 0) c.head[to] = k;
  else c.next[last] = k;
  c.tail[to] = k;
}

/**
 * `found` with the entry's crew and aboard assignments added (created on the first one; undefined
 * while there is none): a function of its own, not a closure per entry asked about.
 */
function placementsOfEntry(entry: Entry, found: Placement[] | undefined): Placement[] | undefined {
  for (const a of entry.assignments) {
    if (a.type === 'crew') (found ??= []).push({ type: 'crew', target: a.machine });
    else if (a.type === 'aboard') (found ??= []).push({ type: 'aboard', target: a.vehicle });
  }
  return found;
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
  let assignmentCount = 0;
  let idTwice = false;

  for (let i = 0; i < n; i++) {
    const entry = entries[i]!;
    let at = first.get(entry.id);
    if (at === undefined) {
      at = i;
      first.set(entry.id, i);
    } else idTwice = true;
    firstOf[i] = at;
    cards[i] = ctx.card(entry.cardId);
    assignmentCount += entry.assignments.length;
  }

  // Crew and passengers by the position of their machine or vehicle, in list order (each chain
  // made at its first link: a list without assignments needs none); targets that are no entry's
  // id (an assignment to an entry since removed) in maps.
  let crew: Chains | undefined;
  let aboard: Chains | undefined;
  let crewElsewhere: Map<string, CrewLink[]> | undefined;
  let aboardElsewhere: Map<string, Entry[]> | undefined;
  /** Position of the first entry with a target's id: most targets stand just before the entry assigned to them. */
  const targetAt = (id: string, i: number): number | undefined => {
    if (i > 0 && entries[i - 1]!.id === id) return firstOf[i - 1];
    if (i > 1 && entries[i - 2]!.id === id) return firstOf[i - 2];
    return first.get(id);
  };
  for (let i = 0; i < n; i++) {
    const entry = entries[i]!;
    const assignments = entry.assignments;
    for (let j = 0; j < assignments.length; j++) {
      const a = assignments[j]!;
      if (a.type === 'crew') {
        const to = targetAt(a.machine, i);
        if (to !== undefined) link((crew ??= chains(n, assignmentCount)), to, i, CREW_ROLES.indexOf(a.role));
        else {
          const links = ((crewElsewhere ??= new Map()).get(a.machine) ?? []);
          if (links.length === 0) crewElsewhere.set(a.machine, links);
          if (links[links.length - 1]?.entry !== entry) links.push({ entry, card: cards[i], role: a.role });
        }
      } else if (a.type === 'aboard') {
        const to = targetAt(a.vehicle, i);
        if (to !== undefined) link((aboard ??= chains(n, assignmentCount)), to, i, 0);
        else {
          const on = ((aboardElsewhere ??= new Map()).get(a.vehicle) ?? []);
          if (on.length === 0) aboardElsewhere.set(a.vehicle, on);
          if (on[on.length - 1] !== entry) on.push(entry);
        }
      }
    }
  }
  // Two loops of one shape rather than one helper with a callback: this runs once per machine and
  // vehicle of a list, and the helper measured slower on 30,000 entries.
  const crewAt: (readonly CrewLink[] | undefined)[] = new Array<readonly CrewLink[] | undefined>(n);
  const aboardAt: (readonly Entry[] | undefined)[] = new Array<readonly Entry[] | undefined>(n);
  const crewLinks = (at: number): readonly CrewLink[] => {
    let out = crewAt[at];
    if (out) return out;
    let k = crew?.head[at] ?? 0;
    if (!crew || k === 0) out = EMPTY;
    else {
      const links: CrewLink[] = [];
      for (; k !== 0; k = crew.next[k]!) {
        const from = crew.from[k]!;
        links.push({ entry: entries[from]!, card: cards[from], role: CREW_ROLES[crew.role[k]!]! });
      }
      out = links;
    }
    crewAt[at] = out;
    return out;
  };
  const passengers = (at: number): readonly Entry[] => {
    let out = aboardAt[at];
    if (out) return out;
    let k = aboard?.head[at] ?? 0;
    if (!aboard || k === 0) out = EMPTY;
    else {
      const on: Entry[] = [];
      for (; k !== 0; k = aboard.next[k]!) on.push(entries[aboard.from[k]!]!);
      out = on;
    }
    aboardAt[at] = out;
    return out;
  };

  // Placements as written, per position of the first entry with the id: worked out when first
  // asked (from the entry's own assignments, or all entries sharing the id when one is given twice).
  let placements: (readonly Placement[] | undefined)[] | undefined;
  const placementsAt = (at: number): readonly Placement[] => {
    placements ??= new Array<readonly Placement[] | undefined>(n);
    let out = placements[at];
    if (out) return out;
    let found: Placement[] | undefined;
    if (idTwice) {
      for (let i = at; i < n; i++) if (firstOf[i] === at) found = placementsOfEntry(entries[i]!, found);
    } else found = placementsOfEntry(entries[at]!, found);
    out = found ?? EMPTY;
    placements[at] = out;
    return out;
  };

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
      return i === undefined ? (crewElsewhere?.get(id) ?? EMPTY) : crewLinks(i);
    },
    passengersOf(id) {
      const i = firstWith(id);
      return i === undefined ? (aboardElsewhere?.get(id) ?? EMPTY) : passengers(i);
    },
    placementsOf(id) {
      const i = firstWith(id);
      return i === undefined ? EMPTY : placementsAt(i);
    },
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
