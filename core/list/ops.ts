import { isCardId } from '../model/card-terms';
import type { ArmyList, Assignment, Entry } from '../model/list';
import { MAX_ENTRY_NAME, MAX_ENTRY_NOTE } from '../model/list-format';
import { assignmentTarget, nextEntryId, readAssignment, sameAssignment } from './assignments';

/**
 * Pure list operations. Each returns a new list and never changes the one it is given.
 *
 * Result shape: `{ ok: true, list, entryId? }` on success (`entryId` names the entry that was
 * added, created or moved; an operation that changes nothing, such as assigning what is already
 * assigned, still succeeds and returns the same list object), or `{ ok: false, list, error }`
 * with the list unchanged (the very object passed in) and a typed reason.
 * Operations do not touch `updatedAt`; whoever saves the list stamps it.
 */
export type ListOpError =
  | { code: 'unknown-entry'; entryId: string }
  | { code: 'unknown-target'; entryId: string }
  | { code: 'self-assignment'; entryId: string }
  | { code: 'invalid-count'; count: number }
  | { code: 'invalid-card-id'; cardId: string }
  | { code: 'invalid-assignment'; message: string }
  | { code: 'unknown-option'; entryId: string; optionId: string }
  /** Old World: a fixed option cannot be dropped; a choose-one option only replaced by another. */
  | { code: 'fixed-option'; entryId: string; optionId: string }
  | { code: 'choose-one'; entryId: string; optionId: string }
  /** Old World: a regimental unit has no detachment at that place, or cannot take this one. */
  | { code: 'unknown-detachment'; entryId: string; index?: number; cardId?: string };

export type ListOpResult = { ok: true; list: ArmyList; entryId?: string } | { ok: false; list: ArmyList; error: ListOpError };

export const MAX_COUNT = 999;

const fail = (list: ArmyList, error: ListOpError): ListOpResult => ({ ok: false, list, error });

function validCount(count: number): boolean {
  return Number.isInteger(count) && count >= 1 && count <= MAX_COUNT;
}

function findEntry(list: ArmyList, entryId: string): Entry | undefined {
  return list.entries.find((e) => e.id === entryId);
}

function replaceEntry(list: ArmyList, entryId: string, f: (e: Entry) => Entry): ArmyList {
  return { ...list, entries: list.entries.map((e) => (e.id === entryId ? f(e) : e)) };
}

/** Adds an entry for a card at the end of the list (count 1 to 999), with options chosen from the start (Old World defaults). */
export function addEntry(list: ArmyList, cardId: string, count = 1, options?: readonly string[], allyFrom?: string): ListOpResult {
  if (!isCardId(cardId)) return fail(list, { code: 'invalid-card-id', cardId });
  if (!validCount(count)) return fail(list, { code: 'invalid-count', count });
  const { id, number } = nextEntryId(list);
  const entry: Entry = { id, cardId, count, assignments: [], ...(options?.length ? { options: [...options] } : {}), ...(allyFrom ? { allyFrom } : {}) };
  return { ok: true, list: { ...list, lastEntryNumber: number, entries: [...list.entries, entry] }, entryId: id };
}

/** Removes an entry and every assignment of other entries that points at it. */
export function removeEntry(list: ArmyList, entryId: string): ListOpResult {
  if (!findEntry(list, entryId)) return fail(list, { code: 'unknown-entry', entryId });
  const entries = list.entries
    .filter((e) => e.id !== entryId)
    .map((e) => {
      const kept = e.assignments.filter((a) => assignmentTarget(a) !== entryId);
      return kept.length === e.assignments.length ? e : { ...e, assignments: kept };
    });
  return { ok: true, list: { ...list, entries } };
}

/**
 * Copies an entry right after the original, with a new id. The copy keeps the original's own
 * assignments (a copy of a machine's crew serves the same machine); assignments of other
 * entries that point at the original are not copied (a copied machine starts without crew).
 */
export function duplicateEntry(list: ArmyList, entryId: string): ListOpResult {
  const index = list.entries.findIndex((e) => e.id === entryId);
  const original = list.entries[index];
  if (!original) return fail(list, { code: 'unknown-entry', entryId });
  const { id, number } = nextEntryId(list);
  const copy: Entry = { ...original, id, assignments: original.assignments.map((a) => ({ ...a })) };
  const entries = [...list.entries.slice(0, index + 1), copy, ...list.entries.slice(index + 1)];
  return { ok: true, list: { ...list, lastEntryNumber: number, entries }, entryId: id };
}

/**
 * Moves an entry to place `to` of the list (0 is the first), the others keeping their order; a
 * place before the first or after the last is the first or the last (NaN leaves it where it is).
 * Assignments name entries by id, so they stay as they are. Moving an entry to where it is changes
 * nothing (the same list object). The order is that of the table, the printed sheet and the text export.
 */
export function moveEntry(list: ArmyList, entryId: string, to: number): ListOpResult {
  const from = list.entries.findIndex((e) => e.id === entryId);
  const entry = list.entries[from];
  if (!entry) return fail(list, { code: 'unknown-entry', entryId });
  const place = Number.isNaN(to) ? from : Math.min(Math.max(Math.round(to), 0), list.entries.length - 1);
  if (place === from) return { ok: true, list, entryId };
  const entries = list.entries.filter((e) => e.id !== entryId);
  entries.splice(place, 0, entry);
  return { ok: true, list: { ...list, entries }, entryId };
}

/** Sets how many copies of the card the entry holds (1 to 999). */
export function setCount(list: ArmyList, entryId: string, count: number): ListOpResult {
  if (!findEntry(list, entryId)) return fail(list, { code: 'unknown-entry', entryId });
  if (!validCount(count)) return fail(list, { code: 'invalid-count', count });
  return { ok: true, list: replaceEntry(list, entryId, (e) => (e.count === count ? e : { ...e, count })) };
}

/**
 * Gives an entry the player's own name ("Da Big Mob") or note, trimmed and cut to their longest
 * (MAX_ENTRY_NAME, MAX_ENTRY_NOTE); an empty text takes it away.
 */
export function setEntryText(list: ArmyList, entryId: string, field: 'name' | 'note', text: string | undefined): ListOpResult {
  const entry = findEntry(list, entryId);
  if (!entry) return fail(list, { code: 'unknown-entry', entryId });
  const value = (text ?? '').trim().slice(0, field === 'name' ? MAX_ENTRY_NAME : MAX_ENTRY_NOTE).trim();
  if ((entry[field] ?? '') === value) return { ok: true, list };
  return {
    ok: true,
    list: replaceEntry(list, entryId, (e) => {
      const next: Entry = { ...e };
      if (value) next[field] = value;
      else delete next[field];
      return next;
    }),
  };
}

/**
 * Gives an entry an assignment (crew of a machine, aboard a vehicle, carried by a bearer).
 * The target must be another entry of the list. Whether the assignment is allowed by the
 * rules (servant cards, capacity, one machine per figure) is for validation, not for this.
 */
export function assign(list: ArmyList, entryId: string, assignment: Assignment): ListOpResult {
  const entry = findEntry(list, entryId);
  if (!entry) return fail(list, { code: 'unknown-entry', entryId });
  const a = readAssignment(assignment);
  if (!a) return fail(list, { code: 'invalid-assignment', message: 'crew of a machine (role servant or substitute), aboard a vehicle or carried by a bearer, naming an entry id' });
  const target = assignmentTarget(a);
  if (target === entryId) return fail(list, { code: 'self-assignment', entryId });
  if (!findEntry(list, target)) return fail(list, { code: 'unknown-target', entryId: target });
  if (entry.assignments.some((x) => sameAssignment(x, a))) return { ok: true, list };
  return { ok: true, list: replaceEntry(list, entryId, (e) => ({ ...e, assignments: [...e.assignments, a] })) };
}

/** Removes one assignment of an entry, or all of them when none is given. */
export function unassign(list: ArmyList, entryId: string, assignment?: Assignment): ListOpResult {
  const entry = findEntry(list, entryId);
  if (!entry) return fail(list, { code: 'unknown-entry', entryId });
  const kept = assignment ? entry.assignments.filter((x) => !sameAssignment(x, assignment)) : [];
  if (kept.length === entry.assignments.length) return { ok: true, list };
  return { ok: true, list: replaceEntry(list, entryId, (e) => ({ ...e, assignments: kept })) };
}
