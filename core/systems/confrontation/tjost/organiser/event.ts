import { z } from 'zod';
import { SAFE_ID } from '../../../../files/names';
import { armyListSchema } from '../../../../model/list';
import { MISSION_IDS } from '../missions';
import { missionRoundSchema, pfSchema } from '../results';

/**
 * A TJOST event (`*.muster-event`): what the organiser knows of a tournament (TJOST,
 * "Turnierverlauf"): the players with their selection lists and the check of each, the rounds
 * with their pairings, tables and results. Scores are never stored: they are computed from the
 * results with the TJOST scoring (scoring.ts), so a correction changes every total at once.
 */

export const EVENT_FILE_FORMAT = 'muster-event';
export const EVENT_FILE_VERSION = 1;
export const EVENT_FILE_EXT = '.muster-event';

/** Most players an event holds. */
export const MAX_PLAYERS = 512;
/** Most rounds an event has. */
export const MAX_ROUNDS = 20;
/** Most characters of a player's name. */
export const MAX_PLAYER_NAME = 200;
/** Largest draw seed (seeds are whole numbers from 0 to 2^32 - 1). */
export const MAX_SEED = 0xffff_ffff;

export const playerIdSchema = z.string().regex(SAFE_ID, 'a player id holds letters, digits, - and _ (at most 64)');
const text = (max: number) => z.string().max(max);
const isoDate = z.string().regex(/^\d{4}-\d\d-\d\d$/, 'a date is written YYYY-MM-DD');

/** What the TJOST check of a player's selection list found when it was registered. */
export const listCheckSchema = z
  .object({
    valid: z.boolean(),
    errors: z.number().int().min(0).max(100000),
    warnings: z.number().int().min(0).max(100000),
    /** AP of the list, magic and equipment included. */
    points: z.number().int().min(0).max(10_000_000),
    /** The codes of the issues found, in the order reported. */
    codes: z.array(z.string().max(80)).max(1000),
    checkedAt: z.iso.datetime(),
  })
  .strict();
export type ListCheck = z.infer<typeof listCheckSchema>;

export const playerSchema = z
  .object({
    id: playerIdSchema,
    name: z.string().trim().min(1, 'a player needs a name').max(MAX_PLAYER_NAME),
    /** People / faction id (Confrontation faction of the list). */
    faction: text(100).optional(),
    /** Name of the selection list file as it was imported (for the organiser's reference only). */
    listFile: text(500).optional(),
    /** The 400 AP selection list, kept in the event so it travels with it. */
    list: armyListSchema.optional(),
    check: listCheckSchema.optional(),
    /** Dropped out: no longer paired; results so far stay. */
    dropped: z.boolean().optional(),
    note: text(500).optional(),
  })
  .strict();
export type Player = z.infer<typeof playerSchema>;

/** One side of a table's result as the slip says. */
export const sideResultSchema = z
  .object({
    /** Enemy AP destroyed (before any mission bonus). */
    pf: pfSchema('pf'),
    /** AP this side lost; defaults to the other side's PF (decides whether the army is broken). */
    losses: pfSchema('losses').optional(),
    /** Game round (1-4) at whose end this side fulfilled its mission. */
    missionRound: missionRoundSchema.optional(),
    mission: z.enum(MISSION_IDS).optional(),
    /** Grenzsteine held on to the end of round 4. */
    extended: z.boolean().optional(),
  })
  .strict();
export type SideResult = z.infer<typeof sideResultSchema>;

/** How a game ended, as agreed at the table: `a` or `b` won, a draw, or both armies lost. */
export const TABLE_OUTCOMES = ['a', 'b', 'draw', 'both-lose'] as const;
export type TableOutcome = (typeof TABLE_OUTCOMES)[number];

export const tableResultSchema = z
  .object({
    outcome: z.enum(TABLE_OUTCOMES),
    /**
     * Decided without a game (a walkover, German "kampflos"; walkover.ts): the player `outcome`
     * names (`a` or `b`) was there and wins; each side's PF as the organiser entered them, no
     * mission and no losses.
     */
    walkover: z.boolean().optional(),
    a: sideResultSchema,
    b: sideResultSchema,
    note: text(500).optional(),
    enteredAt: z.iso.datetime().optional(),
  })
  .strict();
export type TableResult = z.infer<typeof tableResultSchema>;

export const pairingSchema = z
  .object({
    table: z.number().int().min(1).max(1000),
    a: playerIdSchema,
    b: playerIdSchema,
    result: tableResultSchema.optional(),
  })
  .strict();
export type Pairing = z.infer<typeof pairingSchema>;

export const roundSchema = z
  .object({
    number: z.number().int().min(1).max(MAX_ROUNDS),
    pairedAt: z.iso.datetime(),
    pairings: z.array(pairingSchema).max(MAX_PLAYERS / 2),
    /** The player without an opponent this round (odd number of players). */
    bye: playerIdSchema.optional(),
    /** Set when the organiser changed the pairings by hand. */
    manual: z.boolean().optional(),
  })
  .strict();
export type Round = z.infer<typeof roundSchema>;

/** What a bye is worth: scored like a game with this outcome and PF, without an opponent. */
export const BYE_OUTCOMES = ['win', 'draw', 'loss'] as const;
export const byeSettingSchema = z
  .object({
    outcome: z.enum(BYE_OUTCOMES).default('win'),
    pf: pfSchema('byePf').default(0),
  })
  .strict();

export const eventSettingsSchema = z
  .object({
    /** Rounds the event plays (the TJOST rules' example has three). */
    rounds: z.number().int().min(1).max(MAX_ROUNDS).default(3),
    /** Game length in minutes (TJOST recommends 90). */
    gameMinutes: z.number().int().min(15).max(600).default(90),
    bye: byeSettingSchema.default({ outcome: 'win', pf: 0 }),
  })
  .strict();
export type EventSettings = z.infer<typeof eventSettingsSchema>;

export const eventFileSchema = z
  .object({
    /** Editors' schema hint; ignored. */
    $schema: text(500).optional(),
    format: z.literal(EVENT_FILE_FORMAT),
    version: z.literal(EVENT_FILE_VERSION),
    id: z.string().regex(SAFE_ID, 'an event id holds letters, digits, - and _ (at most 64)'),
    name: z.string().max(200),
    date: isoDate.optional(),
    place: text(200).optional(),
    organiser: text(200).optional(),
    settings: eventSettingsSchema.default({ rounds: 3, gameMinutes: 90, bye: { outcome: 'win', pf: 0 } }),
    /** Seed of the round 1 draw by lot: the same seed and players give the same draw. */
    seed: z.number().int().min(0).max(MAX_SEED),
    /** The last number used for a player id (`p<n>`), so ids are never reused. */
    lastPlayerNumber: z.number().int().min(0).max(1_000_000).optional(),
    players: z.array(playerSchema).max(MAX_PLAYERS, `an event holds at most ${MAX_PLAYERS} players`),
    rounds: z.array(roundSchema).max(MAX_ROUNDS, `an event has at most ${MAX_ROUNDS} rounds`),
    note: text(2000).optional(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .strict();
export type EventFile = z.infer<typeof eventFileSchema>;
