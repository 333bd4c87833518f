import type { CardLookup } from '../../db/types';
import { MAX_COUNT, type ListOpError, type ListOpResult } from '../../list/ops';
import { MAX_ENTRY_DETACHMENTS } from '../../model/list-format';
import type { Card, DbCard } from '../../model/card';
import type { ArmyList, Entry, EntryDetachment } from '../../model/list';
import { chooseTogether, setChoice, setOptionCount } from './options';
import { ratioLimit, ratioOf } from './ratio';
import { defaultOptions, detachmentEntry, inComposition } from './unit';

/**
 * Old World detachments: the small units a regimental unit takes with it (a Night Goblin Mob's
 * Fanatics, a Clanrat unit's weapon team, a Nuln regiment's State Troops detachments), as Old World
 * Builder offers them: any unit of the same army marked as a detachment, in the composition the
 * unit is taken from; as many as the unit's `maxDetachments` (at least its `minDetachments`),
 * each of `minDetachmentSize` to `maxDetachmentSize` models (times the unit's models for those
 * that scale with it; 5 and half the unit where the data gives none).
 */

/** Whether a unit takes detachments of the player's choice (a regimental unit without detachments of its own, such as a Primal Warherd's). */
export function takesDetachments(card: Card | undefined): boolean {
  const ow = card?.oldworld;
  return ow?.regimentalUnit === true && !ow.detachments?.length && ow.maxDetachments !== 0;
}

/** Whether `detachment` may go with a unit of `parent` taken from `composition`. */
export function detachmentAllowed(parent: DbCard, detachment: DbCard, composition: string): boolean {
  return detachment.faction === parent.faction && detachment.oldworld?.detachment === true && inComposition(detachment, composition);
}

/** The detachment cards among `cards` a unit may take, in their order. */
export function detachmentChoices(parent: DbCard, composition: string, cards: Iterable<DbCard>): DbCard[] {
  if (!takesDetachments(parent)) return [];
  const out: DbCard[] = [];
  for (const c of cards) if (detachmentAllowed(parent, c, composition)) out.push(c);
  return out;
}

/** How many detachments a unit takes: at least, and at most (undefined: no limit). */
export function detachmentLimits(parent: Card): { min: number; max?: number } {
  const ow = parent.oldworld;
  return { min: ow?.minDetachments ?? 0, ...(ow?.maxDetachments !== undefined ? { max: ow.maxDetachments } : {}) };
}

/**
 * The models a detachment of `card` may have with a unit of `unitModels` models (of the card
 * `parent`): its size, and at most what its card's note allows per models of the unit ("0-1
 * Fanatic per 10 Night Goblins", ratio.ts).
 */
export function detachmentSize(unitModels: number, card: Card, parent: Card): { min: number; max: number } {
  const ow = card.oldworld;
  const scale = ow?.scaleWithUnit === true ? unitModels : 1;
  const min = (ow?.minDetachmentSize ?? 0) * scale || 5;
  const max = (ow?.maxDetachmentSize ?? 0) * scale || Math.floor(unitModels / 2);
  const ratio = ratioOf(ow?.notes, parent.name);
  return { min, max: ratio?.bound === 'most' ? Math.min(max, ratioLimit(ratio, unitModels)) : max };
}

function fail(list: ArmyList, error: ListOpError): ListOpResult {
  return { ok: false, list, error };
}

function withDetachments(list: ArmyList, entry: Entry, detachments: EntryDetachment[]): ArmyList {
  const next: Entry = { ...entry };
  if (detachments.length) next.detachments = detachments;
  else delete next.detachments;
  return { ...list, entries: list.entries.map((e) => (e.id === entry.id ? next : e)) };
}

/**
 * Adds a detachment of `cardId` to a unit, at its least size with its default options. Refused
 * for a unit that takes none, a card it may not take, and past the unit's most detachments.
 */
export function addDetachment(list: ArmyList, entryId: string, cardId: string, composition: string, lookup: Pick<CardLookup, 'card'>): ListOpResult {
  const entry = list.entries.find((e) => e.id === entryId);
  if (!entry) return fail(list, { code: 'unknown-entry', entryId });
  const parent = lookup.card(entry.cardId);
  const card = lookup.card(cardId);
  const taken = entry.detachments ?? [];
  const max = Math.min(parent ? (detachmentLimits(parent).max ?? MAX_ENTRY_DETACHMENTS) : 0, MAX_ENTRY_DETACHMENTS);
  if (!parent || !card || !takesDetachments(parent) || !detachmentAllowed(parent, card, composition) || taken.length >= max) {
    return fail(list, { code: 'unknown-detachment', entryId, cardId });
  }
  const options = defaultOptions(card, composition);
  const added: EntryDetachment = { cardId, count: Math.max(1, Math.min(detachmentSize(entry.count, card, parent).min, MAX_COUNT)), ...(options.length ? { options } : {}) };
  return { ok: true, list: withDetachments(list, entry, [...taken, added]) };
}

/** Takes a unit's detachment (by its place) away. */
export function removeDetachment(list: ArmyList, entryId: string, index: number): ListOpResult {
  const entry = list.entries.find((e) => e.id === entryId);
  if (!entry) return fail(list, { code: 'unknown-entry', entryId });
  const taken = entry.detachments ?? [];
  if (!taken[index]) return fail(list, { code: 'unknown-detachment', entryId, index });
  return { ok: true, list: withDetachments(list, entry, taken.filter((_, i) => i !== index)) };
}

/** Sets a detachment's models (1 to MAX_COUNT; the rule checks its size). */
export function setDetachmentCount(list: ArmyList, entryId: string, index: number, count: number): ListOpResult {
  const entry = list.entries.find((e) => e.id === entryId);
  if (!entry) return fail(list, { code: 'unknown-entry', entryId });
  const taken = entry.detachments ?? [];
  const d = taken[index];
  if (!d) return fail(list, { code: 'unknown-detachment', entryId, index });
  if (!Number.isInteger(count) || count < 1 || count > MAX_COUNT) return fail(list, { code: 'invalid-count', count });
  if (d.count === count) return { ok: true, list };
  return { ok: true, list: withDetachments(list, entry, taken.map((x, i) => (i === index ? { ...x, count } : x))) };
}

/**
 * Runs a unit operation (choosing an option, a stackable count) on a detachment, as on an entry
 * of its own card: one set of choosing rules for units and detachments.
 */
function onDetachment(list: ArmyList, entryId: string, index: number, op: (single: ArmyList) => ListOpResult): ListOpResult {
  const entry = list.entries.find((e) => e.id === entryId);
  if (!entry) return fail(list, { code: 'unknown-entry', entryId });
  const taken = entry.detachments ?? [];
  const d = taken[index];
  if (!d) return fail(list, { code: 'unknown-detachment', entryId, index });
  const single: ArmyList = { ...list, entries: [detachmentEntry(d, entryId)] };
  const result = op(single);
  if (!result.ok) return fail(list, result.error);
  const changed = result.list.entries[0];
  if (result.list === single || !changed) return { ok: true, list };
  const next: EntryDetachment = { cardId: d.cardId, count: d.count, ...(changed.options ? { options: changed.options } : {}), ...(changed.counts ? { counts: changed.counts } : {}) };
  return { ok: true, list: withDetachments(list, entry, taken.map((x, i) => (i === index ? next : x))) };
}

/** Chooses or drops an option of a detachment (setChoice's rules: one of a group, sub-options, ...). */
export function setDetachmentChoice(list: ArmyList, entryId: string, index: number, optionId: string, on: boolean, lookup: CardLookup): ListOpResult {
  return onDetachment(list, entryId, index, (single) => setChoice(single, entryId, optionId, on, lookup));
}

/** Chooses a detachment's options carried together in place of the single one chosen (chooseTogether). */
export function chooseDetachmentTogether(list: ArmyList, entryId: string, index: number, optionId: string, lookup: CardLookup): ListOpResult {
  return onDetachment(list, entryId, index, (single) => chooseTogether(single, entryId, optionId, lookup));
}

/** How many of a stackable option a detachment takes. */
export function setDetachmentOptionCount(list: ArmyList, entryId: string, index: number, optionId: string, count: number, lookup: CardLookup): ListOpResult {
  return onDetachment(list, entryId, index, (single) => setOptionCount(single, entryId, optionId, count, lookup));
}
