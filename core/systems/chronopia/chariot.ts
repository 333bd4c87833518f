import type { CardLookup } from '../../db/types';
import { addEntry, assign, type ListOpResult } from '../../list/ops';
import type { Card, DbCard } from '../../model/card';
import type { ArmyList, Entry } from '../../model/list';
import { buildListIndex, type ListIndex } from '../../checks/list-index';
import type { RuleContext } from '../../checks/types';

/**
 * Chronopia chariot crews in a list.
 *
 * A chariot card names its crew (`chariot.crew`: card id and count per chariot). In a list the
 * crew are entries of their own, each with a `crew` assignment to the chariot entry
 * (`{ "type": "crew", "machine": "<chariot entry id>", "role": "servant" }`; the role means
 * nothing in Chronopia, Muster writes `servant`). A chariot entry of count N needs N x the
 * card's crew; an entry of count C of a card of F figures gives C x F crew figures. The crew
 * act together with their chariot: they are one unit with it, not units of their own.
 */

export function isChariot(card: Pick<Card, 'chariot'> | undefined): boolean {
  return card?.chariot !== undefined;
}

export interface CrewNeed {
  cardId: string;
  /** Crew figures of this card the chariot entry needs. */
  need: number;
  /** Crew figures of this card assigned to it. */
  have: number;
}

export interface ChariotCrewStatus {
  chariot: Entry;
  /** One line per crew card the chariot card names, in the card's order. */
  needs: CrewNeed[];
  /** Entries assigned as crew whose (known) card is not one the chariot names. */
  strangers: Entry[];
  /** Needed crew figures in total. */
  need: number;
  /** Assigned figures of the right cards, counting no more than needed per card. */
  have: number;
  /** Figures still missing, summed over the crew cards. */
  missing: number;
  /** Figures of the right cards beyond what is needed. */
  extra: number;
  /** The crew matches the card exactly. */
  complete: boolean;
}

/** Crew status of a chariot entry; undefined when its card is unknown or not a chariot. */
export function chariotCrewStatus(ix: ListIndex, chariot: Entry): ChariotCrewStatus | undefined {
  const card = ix.cardOf(chariot);
  if (!card?.chariot) return undefined;
  const needs = new Map<string, CrewNeed>();
  for (const c of card.chariot.crew) {
    const line = needs.get(c.cardId);
    if (line) line.need += c.count * chariot.count;
    else needs.set(c.cardId, { cardId: c.cardId, need: c.count * chariot.count, have: 0 });
  }
  const strangers: Entry[] = [];
  for (const link of ix.crewOf(chariot.id)) {
    if (!link.card) continue;
    const line = needs.get(link.card.id);
    if (line) line.have += ix.figures(link.entry);
    else strangers.push(link.entry);
  }
  const lines = [...needs.values()];
  let need = 0;
  let have = 0;
  let missing = 0;
  let extra = 0;
  for (const l of lines) {
    need += l.need;
    have += Math.min(l.have, l.need);
    missing += Math.max(0, l.need - l.have);
    extra += Math.max(0, l.have - l.need);
  }
  return { chariot, needs: lines, strangers, need, have, missing, extra, complete: missing === 0 && extra === 0 && strangers.length === 0 };
}

/**
 * The crew cards of the list's chariots: each card id a chariot entry's card names as crew, with
 * the first chariot entry (in list order) naming it. A crew card is known by the chariot card that
 * names it (`chariot.crew`); without such a chariot in the list, by its mark (`crewOf`,
 * markCrewCards).
 */
export function crewCardChariots(ix: ListIndex): Map<string, Entry> {
  const out = new Map<string, Entry>();
  for (const e of ix.entries) {
    const crew = ix.cardOf(e)?.chariot?.crew;
    if (crew) for (const c of crew) if (!out.has(c.cardId)) out.set(c.cardId, e);
  }
  return out;
}

/** A list index built from a list and a card lookup (outside of validation). */
function indexOf(list: ArmyList, lookup: CardLookup): ListIndex {
  const byId = new Map(list.entries.map((e) => [e.id, e]));
  const ctx: RuleContext = { list, card: (id) => lookup.card(id), faction: (system, id) => lookup.faction?.(system, id), entry: (id) => byId.get(id), boxCards: () => [] };
  return buildListIndex(ctx);
}

/** Crew status of every chariot entry of a list, in list order. */
export function chariotCrews(list: ArmyList, lookup: CardLookup): ChariotCrewStatus[] {
  const ix = indexOf(list, lookup);
  const out: ChariotCrewStatus[] = [];
  for (const e of list.entries) {
    const s = chariotCrewStatus(ix, e);
    if (s) out.push(s);
  }
  return out;
}

/** True when an entry is crew of some entry (a chariot or anything else). */
export function isCrewEntry(entry: Entry): boolean {
  return entry.assignments.some((a) => a.type === 'crew');
}

/**
 * Entries of the list that may be assigned as crew to a chariot entry: entries of one of its
 * crew cards that crew no entry yet. Empty when the entry is not a chariot.
 */
export function crewCandidates(list: ArmyList, lookup: CardLookup, chariotEntryId: string): Entry[] {
  const chariot = list.entries.find((e) => e.id === chariotEntryId);
  const card: DbCard | undefined = chariot && lookup.card(chariot.cardId);
  if (!card?.chariot) return [];
  const ids = new Set(card.chariot.crew.map((c) => c.cardId));
  return list.entries.filter((e) => e.id !== chariotEntryId && ids.has(e.cardId) && !isCrewEntry(e));
}

/**
 * Adds the crew a chariot entry still lacks: for every crew card with missing figures a new
 * entry of that card (count = missing figures / figures per card, rounded up) assigned as its
 * crew. Fails like the list operations for an unknown entry; a complete crew changes nothing.
 */
export function addMissingCrew(list: ArmyList, lookup: CardLookup, chariotEntryId: string): ListOpResult {
  const chariot = list.entries.find((e) => e.id === chariotEntryId);
  if (!chariot) return { ok: false, list, error: { code: 'unknown-entry', entryId: chariotEntryId } };
  const status = chariotCrewStatus(indexOf(list, lookup), chariot);
  if (!status) return { ok: true, list };
  let current = list;
  for (const line of status.needs) {
    const short = line.need - line.have;
    if (short <= 0) continue;
    const perCard = Math.max(1, lookup.card(line.cardId)?.figures ?? 1);
    const added = addEntry(current, line.cardId, Math.min(999, Math.ceil(short / perCard)));
    if (!added.ok || added.entryId === undefined) return added.ok ? { ok: false, list, error: { code: 'invalid-card-id', cardId: line.cardId } } : { ...added, list };
    const assigned = assign(added.list, added.entryId, { type: 'crew', machine: chariotEntryId, role: 'servant' });
    if (!assigned.ok) return { ...assigned, list };
    current = assigned.list;
  }
  return { ok: true, list: current };
}

/**
 * Marks every crew card of `chariots` with the chariot cards that name it (`crewOf`, in the order
 * of `chariots`), so that a crew card is known as crew where its chariot is not at hand (a list
 * without the chariot, an editor holding only the list's cards). `card` finds a card of the same
 * set by id; a crew card of another game than its chariot is not marked. Marks are replaced, not
 * added to: call it once over every chariot of the set.
 */
export function markCrewCards(chariots: Iterable<DbCard>, card: (id: string) => DbCard | undefined): void {
  const marked = new Set<DbCard>();
  for (const chariot of chariots) {
    if (!chariot.chariot) continue;
    for (const c of chariot.chariot.crew) {
      const crew = card(c.cardId);
      if (!crew || crew.system !== chariot.system) continue;
      if (!marked.has(crew)) {
        marked.add(crew);
        crew.crewOf = [];
      }
      if (!crew.crewOf!.some((m) => m.id === chariot.id)) crew.crewOf!.push({ id: chariot.id, name: chariot.name });
    }
  }
}
