import { z } from 'zod';
import { owArmySchema, owItemSchema, owUnitSchema, provenanceSchema } from '../systems/oldworld/model';
import { localizedSchema, systemIdSchema } from './system-schema';
import {
  ACCESS_SIDES,
  CARD_FILE_FORMAT,
  CARD_FILE_VERSION,
  CARD_ID,
  CARD_ID_HINT,
  CARD_KINDS,
  CARD_SOURCES,
  MAX_CARDS_PER_FILE,
  MAX_TEMPLATE_DIAMETER_MM,
  MIN_TEMPLATE_DIAMETER_MM,
  SIZES,
  TROOP_TYPES,
  VALUE_ABILITIES,
} from './card-terms';
export type { CardKind, CardSource, Size } from './card-terms';

/** Ids are lower-case words joined by dashes, e.g. `goblin-mountain-breaker`. */
export const idSchema = z.string().regex(CARD_ID, CARD_ID_HINT);

export const cardSourceSchema = z.enum(CARD_SOURCES);

export const sizeSchema = z.enum(SIZES);

export const cardKindSchema = z.enum(CARD_KINDS);

export const abilitySchema = z.object({
  /** `transport`, `impact`, ... or a free id for other abilities. */
  id: idSchema,
  /** The X of "Transport / X", "Impact / X", "Sapper / X", "Mechanic / X". */
  value: z.number().int().min(0).optional(),
  /** Side a vehicle is boarded from (Transport only). */
  access: z.enum(ACCESS_SIDES).optional(),
  /** Display name for abilities that are not in KNOWN_ABILITIES. */
  name: localizedSchema.optional(),
}).superRefine((a, ctx) => {
  // "Transport / X", "Impact / X", ...: these abilities mean nothing without their X.
  if ((VALUE_ABILITIES as readonly string[]).includes(a.id) && a.value === undefined) {
    ctx.addIssue({ code: 'custom', path: ['value'], message: `${a.id} needs its value X` });
  }
});

export type Ability = z.infer<typeof abilitySchema>;

/** Profile values keyed by the English abbreviation: MOV, INI, ATT, STR, DEF, RES, AIM, COU, FEAR, DIS, POW, FAITH. */
const statsSchema = z.record(z.string().regex(/^[A-Z]{1,6}$/), z.number().int());

/** A threshold a figure must meet to serve a machine as substitute, e.g. AIM >= 3. */
export const statConditionSchema = z.object({
  stat: z.string().regex(/^[A-Z]{1,6}$/),
  min: z.number().int(),
});
export type StatCondition = z.infer<typeof statConditionSchema>;

export const artillerySchema = z.object({
  class: z.enum(['light', 'heavy']),
  kind: z.enum(['perforating', 'zone']),
  /** Diameter of the dispersion template in millimetres (zone artillery): what can be printed true to scale. */
  templateDiameterMm: z
    .number()
    .min(MIN_TEMPLATE_DIAMETER_MM, `a dispersion template is at least ${MIN_TEMPLATE_DIAMETER_MM} mm across (room for its arrows and numbers)`)
    .max(MAX_TEMPLATE_DIAMETER_MM, `a dispersion template is at most ${MAX_TEMPLATE_DIAMETER_MM} mm across (the most that prints true to scale on A4 and Letter)`)
    .optional(),
});

export const warMachineSchema = z.object({
  mobility: z.enum(['mobile', 'immobile']),
  /** Weight; absent for light mobile machines. */
  weight: z.number().int().positive().optional(),
  /** Structure Points; absent when the machine is destroyed only by killing its crew. */
  structurePoints: z.number().int().positive().optional(),
  /** Crew value: minimum servants or substitutes (immobile machines). */
  crew: z.number().int().min(0).optional(),
  /** Card ids that count as this machine's servants. Empty: only figures that come with it. */
  servants: z.array(idSchema).default([]),
  /** Conditions a figure must meet to be a substitute. Empty: no substitutes allowed. */
  substitute: z.array(statConditionSchema).default([]),
  /** Servants needed for full operation, when larger than the crew value. */
  fullOperationCrew: z.number().int().positive().optional(),
  artillery: artillerySchema.optional(),
  /** Steam or naphtha equipment (Pressure / Injection roll, incidents). */
  equipment: z.enum(['steam', 'naphtha']).optional(),
});

/** Where a Confrontation card or item was published, where a rule depends on it (TJOST). */
const ORIGINS = ['confrontation-1', 'confrontation-2', 'confrontation-3', 'incarnation', 'fortification'] as const;

/** Old World: an option a unit can buy (per model or once per unit). */
const unitOptionSchema = z.object({
  id: idSchema,
  name: localizedSchema,
  points: z.number().min(0),
  per: z.enum(['model', 'unit']).default('unit'),
});

/** Chronopia chariot: the figures that crew it and the animals that draw it. */
const chariotSchema = z.object({
  crew: z.array(z.object({ cardId: idSchema, count: z.number().int().min(1) })).min(1),
  draft: z.array(z.object({ name: localizedSchema, count: z.number().int().min(1) })).default([]),
});

export const cardSchema = z.object({
  id: idSchema,
  kind: cardKindSchema,
  name: localizedSchema,
  source: cardSourceSchema,
  /** Cost in the system's points (AP for Confrontation). */
  points: z.number().int().min(0),
  rank: localizedSchema.optional(),
  personality: z.boolean().default(false),
  size: sizeSchema.optional(),
  /** Figures represented by one card (a blister card may cover several). */
  figures: z.number().int().min(0).default(1),
  mount: z.boolean().default(false),
  throne: z.boolean().default(false),
  stats: statsSchema.default({}),
  abilities: z.array(abilitySchema).default([]),
  warMachine: warMachineSchema.optional(),
  /** Short description in Muster's own words. */
  notes: localizedSchema.optional(),

  // Confrontation / TJOST
  /** Where the card was published (INCARNATION and CONFRONTATION 1 cards are not allowed in TJOST). */
  origin: z.enum(ORIGINS).optional(),
  /** An ally from another people: the faction id it belongs to. */
  allyOf: idSchema.optional(),
  /** A mercenary of the own people (allowed in TJOST). */
  mercenary: z.boolean().optional(),
  elemental: z.boolean().optional(),
  familiar: z.boolean().optional(),
  /** A homeless figure (Heimatlose): counts as the people of the army it joins (TJOST point 9). */
  homeless: z.boolean().optional(),
  /**
   * The clan or theme box the card comes in (e.g. `wolfen-clan-box`); every card of that box names it.
   * A figure of another people from a box of the list's people may join it while at least half of
   * the box's AP is fielded (TJOST point 10, `tjost.clan-share`).
   */
  box: idSchema.optional(),
  /** The spell card that summons this figure: the spell is paid and listed, the figure is not (TJOST point 11). */
  summonedBy: idSchema.optional(),
  /**
   * Artifacts and equipment that came in this figure's blister or box: all an Inalterable
   * (Resistent) figure may carry in the German edition (`item.not-in-blister`).
   */
  blisterItems: z.array(idSchema).max(50).optional(),

  // Warhammer: The Old World
  troopType: z.enum(TROOP_TYPES).optional(),
  /** Models per unit; `points` is then the cost per model. */
  unitSize: z.object({ min: z.number().int().min(1), max: z.number().int().min(1).optional() }).optional(),
  options: z.array(unitOptionSchema).optional(),

  /** Old World units converted from a dataset: categories, choices, magic item allowances, profiles. */
  oldworld: owUnitSchema.optional(),
  /** Old World magic items (kind `artifact`): type, list, once per army. */
  item: owItemSchema.optional(),

  // Chronopia
  /** A warband (Kampfverband) card rather than a single figure. */
  warband: z.boolean().optional(),
  chariot: chariotSchema.optional(),

  /** Where converted data comes from (dataset, version, original id, licence). */
  provenance: provenanceSchema.optional(),
});
export type Card = z.infer<typeof cardSchema>;
/** What a card file may contain before defaults are applied. */
export type CardInput = z.input<typeof cardSchema>;

export const factionSchema = z.object({
  id: idSchema,
  name: localizedSchema,
  /** A file of magic items rather than an army: not offered as a faction for new lists. */
  itemList: z.boolean().optional(),
  /** Old World armies: compositions, item lists, allies and mercenaries. */
  oldworld: owArmySchema.optional(),
  provenance: provenanceSchema.optional(),
});
export type Faction = z.infer<typeof factionSchema>;

/** One card file: the cards of one faction of one system. */
export const cardFileSchema = z.object({
  format: z.literal(CARD_FILE_FORMAT),
  version: z.literal(CARD_FILE_VERSION),
  system: systemIdSchema,
  faction: factionSchema,
  cards: z.array(cardSchema).max(MAX_CARDS_PER_FILE, `a card file holds at most ${MAX_CARDS_PER_FILE} cards`),
});
export type CardFile = z.infer<typeof cardFileSchema>;

/** A card as held by the database: with its system and faction. */
export interface DbCard extends Card {
  system: z.infer<typeof systemIdSchema>;
  faction: string;
  /**
   * Chronopia: the chariot cards of the database that name this card as crew (`chariot.crew`), set
   * by the database when it is built (core/systems/chronopia/chariot.ts markCrewCards). A derived
   * mark, never part of a card file: a crew card fielded in a list without any of these chariots
   * is crew without its chariot.
   */
  crewOf?: CrewMark[];
}

/** A chariot card that names a card as its crew (DbCard.crewOf). */
export interface CrewMark {
  id: string;
  name: z.infer<typeof localizedSchema>;
}

