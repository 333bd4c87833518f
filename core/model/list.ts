import { z } from 'zod';
import { SAFE_ID } from '../files/names';
import { idSchema } from './card';
import { systemIdSchema } from './system-schema';
import { MAX_POINTS_LIMIT } from './points-limit';
import { CREW_ROLES, LIST_FILE_FORMAT, LIST_FILE_VERSION, LIST_KINDS, MAX_ENTRY_NUMBER, MAX_ENTRY_DETACHMENTS, MAX_ENTRY_NAME, MAX_ENTRY_NOTE, MAX_LIST_ENTRIES, MAX_LIST_NOTES, OW_COMPOSITION_RULES } from './list-format';
export type { CrewRole, ListKind, OwCompositionRule } from './list-format';

export const listKindSchema = z.enum(LIST_KINDS);

/** Entry ids are stable within a list: `e1`, `e2`, ... */
export const entryIdSchema = z.string().regex(SAFE_ID, 'letters, digits, - and _');

export const assignmentSchema = z.discriminatedUnion('type', [
  /** The entry's figures serve a war machine. */
  z.object({
    type: z.literal('crew'),
    machine: entryIdSchema,
    role: z.enum(CREW_ROLES),
  }),
  /** The entry's figures ride aboard a vehicle. */
  z.object({ type: z.literal('aboard'), vehicle: entryIdSchema }),
  /** The entry (a spell, miracle, artifact or equipment) is carried by a bearer. */
  z.object({ type: z.literal('bearer'), bearer: entryIdSchema }),
]);
export type Assignment = z.infer<typeof assignmentSchema>;

/** An option id: lower-case words with dashes, parts joined by dots (`options.drilled.veteran`). */
const optionIdSchema = z.string().max(300).regex(/^[a-z0-9][a-z0-9-]*(\.[a-z0-9][a-z0-9-]*)*$/, 'lower-case letters, digits and dashes, parts joined by dots');

/** Old World: a magic item in one of the unit's allowances. */
export const entryItemSchema = z.object({
  /** The allowance (`items.magic-items`, `command.options.standard-bearer.magic`, ...). */
  slot: optionIdSchema,
  /** The magic item's card id. */
  item: idSchema,
  count: z.number().int().min(1).max(99).optional(),
});
export type EntryItem = z.infer<typeof entryItemSchema>;

/**
 * Old World: a detachment a regimental unit takes (a Night Goblin Mob's Fanatics, a Clanrat
 * unit's weapon team): a unit card of the same army marked as a detachment, its models and its
 * chosen options, bought with the unit and counted in its points.
 */
export const entryDetachmentSchema = z.object({
  cardId: idSchema,
  count: z.number().int().min(1).max(999),
  options: z.array(optionIdSchema).max(50).optional(),
  counts: z.record(optionIdSchema, z.number().int().min(0).max(999)).optional(),
});
export type EntryDetachment = z.infer<typeof entryDetachmentSchema>;

export const entrySchema = z.object({
  id: entryIdSchema,
  cardId: idSchema,
  count: z.number().int().min(1).max(999),
  assignments: z.array(assignmentSchema).default([]),
  /** The player's name for the entry ("Da Big Mob"), shown with its card's. */
  name: z.string().min(1).max(MAX_ENTRY_NAME).optional(),
  /** The player's note on the entry (printed on the organiser's copy). */
  note: z.string().max(MAX_ENTRY_NOTE).optional(),
  /** Old World: ids of the unit's chosen options (`equipment.spears`, `command.standard-bearer`, or a simple card's option id). */
  options: z.array(optionIdSchema).max(200).optional(),
  /** Chronopia: the warband (Kampfverband) the entry belongs to; absent for single figures. */
  group: z.string().max(100).optional(),
  /** Old World: magic items the unit carries, each in one of its allowances (`slot`), `count` for items taken several times. */
  items: z.array(entryItemSchema).max(60).optional(),
  /** Old World: how many of each stackable option (by option id). */
  counts: z.record(optionIdSchema, z.number().int().min(0).max(999)).optional(),
  /**
   * Old World: the unit is an ally taken from this army composition (`knightly-order-panther`):
   * a composition of the list's own army its allies name (an Empire Grand Army's Knightly Order
   * allies), or of the unit's army. Absent: a unit of the list's own army is one of its own; one of
   * another army is an ally or mercenary as the army's lists place it.
   */
  allyFrom: z.string().min(1).max(80).optional(),
  /** Old World: the lore of magic a wizard uses (`battle-magic`); absent: the first its army list gives it. */
  lore: z.string().min(1).max(80).optional(),
  /** Old World: the detachments a regimental unit takes, in the order added. */
  detachments: z.array(entryDetachmentSchema).max(MAX_ENTRY_DETACHMENTS).optional(),
});
export type Entry = z.infer<typeof entrySchema>;

export { LIST_FILE_FORMAT, LIST_FILE_VERSION };

/** A points limit as files and the API take it: the bound of points-limit.ts (isPointsLimit reads it the same). */
export const pointsLimitSchema = z.number().int().min(0).max(MAX_POINTS_LIMIT);

export const armyListSchema = z.object({
  format: z.literal(LIST_FILE_FORMAT),
  version: z.literal(LIST_FILE_VERSION),
  id: z.string().min(1).max(64),
  name: z.string().max(200),
  system: systemIdSchema,
  faction: idSchema,
  pointsLimit: pointsLimitSchema,
  kind: listKindSchema.default('standard'),
  player: z.string().max(200).optional(),
  /**
   * The player's notes on the list (the tournament, the opponent, reminders), plain text with line
   * breaks; printed on the organiser's copy and in the text export, an Old World Builder list's
   * `description`. Absent in lists made before it existed, so the version stays 2.
   */
  notes: z.string().max(MAX_LIST_NOTES).optional(),
  /**
   * Confrontation: the rulebook edition the list is played by (`de` German, `en` English). Rules
   * and game-time helpers that differ between the editions follow it (SP penalty steps, items of
   * Inalterable figures). Absent in lists made before it existed; see `listEdition`.
   */
  edition: z.enum(['de', 'en']).optional(),
  /** Old World: the army composition the list follows (the army's main list when absent). */
  composition: z.string().max(80).optional(),
  /** Old World: the matched-play composition rule the list follows besides (Open War when absent). */
  compositionRule: z.enum(OW_COMPOSITION_RULES).optional(),
  /** Game lists (TJOST): path of the selection list file, relative to this file. */
  selectionList: z.string().max(1000).optional(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  /** Highest N used for an entry id `eN`; new entries continue after it, so ids are never reused. */
  lastEntryNumber: z.number().int().min(0).max(MAX_ENTRY_NUMBER).optional(),
  entries: z.array(entrySchema).max(MAX_LIST_ENTRIES, `a list holds at most ${MAX_LIST_ENTRIES} entries`),
});
export type ArmyList = z.infer<typeof armyListSchema>;
