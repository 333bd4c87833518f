import { z } from 'zod';
import { owArmySchema, owItemSchema, owUnitSchema, provenanceSchema } from '../systems/oldworld/model';
import { type Localized, type SystemId } from './system';
import { localizedSchema, systemIdSchema } from './system-schema';
import { localized } from '../i18n/localized';

/** Ids are lower-case words joined by dashes, e.g. `goblin-mountain-breaker`. */
export const idSchema = z
  .string()
  .regex(/^[a-z0-9][a-z0-9-]*$/, 'use lower-case letters, digits and dashes');

export const CARD_SOURCES = ['seed', 'sample', 'user', 'dataset'] as const;
/**
 * Where a card's values come from: the rulebooks, made up for demonstration, the user, or a
 * community dataset converted by an importer (its `provenance` names the dataset and licence).
 */
export const cardSourceSchema = z.enum(CARD_SOURCES);
export type CardSource = z.infer<typeof cardSourceSchema>;

export const SIZES = ['small', 'normal', 'large', 'very-large'] as const;

/** Card kinds a figure carries (a bearer assignment): spells, miracles, artifacts and equipment. */
const ITEM_KINDS = ['spell', 'miracle', 'artifact', 'equipment'] as const;

export function isItemCard(card: { kind: string }): boolean {
  return (ITEM_KINDS as readonly string[]).includes(card.kind);
}
export const sizeSchema = z.enum(SIZES);
export type Size = z.infer<typeof sizeSchema>;

export const CARD_KINDS = [
  'fighter',
  'war-machine',
  'spell',
  'miracle',
  'artifact',
  'equipment',
  /** Confrontation experience cards (not allowed in TJOST). */
  'experience',
] as const;
export const cardKindSchema = z.enum(CARD_KINDS);
export type CardKind = z.infer<typeof cardKindSchema>;

/** Abilities the rules know by id; any other id is allowed and shown by its name. */
export const KNOWN_ABILITIES = [
  'transport',
  'impact',
  'mowing',
  'rampart',
  'irrepressible',
  'inalterable',
  'minelayer',
  'sapper',
  'mechanic',
] as const;

type KnownAbility = (typeof KNOWN_ABILITIES)[number];

/** Names of the abilities the rules know, as the rulebooks name them (FORTIFICATION, German and English editions). */
export const ABILITY_NAMES: Readonly<Record<KnownAbility, Localized>> = {
  transport: localized('domain.cards.abilityNames.transport'),
  impact: localized('domain.cards.abilityNames.impact'),
  mowing: localized('domain.cards.abilityNames.mowing'),
  rampart: localized('domain.cards.abilityNames.rampart'),
  irrepressible: localized('domain.cards.abilityNames.irrepressible'),
  inalterable: localized('domain.cards.abilityNames.inalterable'),
  minelayer: localized('domain.cards.abilityNames.minelayer'),
  sapper: localized('domain.cards.abilityNames.sapper'),
  mechanic: localized('domain.cards.abilityNames.mechanic'),
};

/** Display name of an ability: its own name, the known name, or its id. */
export function abilityName(a: { id: string; name?: Localized }, lang: 'de' | 'en'): string {
  if (a.name) return a.name[lang];
  return (ABILITY_NAMES as Readonly<Record<string, Localized>>)[a.id]?.[lang] ?? a.id;
}

/** Abilities written with a value, "Name / X". */
const VALUE_ABILITIES = ['transport', 'impact', 'mowing', 'rampart', 'sapper', 'mechanic'] as const;

export const ACCESS_SIDES = ['front', 'rear', 'sides', 'all'] as const;

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

/**
 * The profile values a system's cards carry in `stats`, in the order the cards print them
 * (Confrontation: English abbreviations, FORTIFICATION (en); Chronopia: German, Chronopia). Old World
 * profiles live in the card's `oldworld` data, not in `stats`.
 */
export const PROFILE_STATS: Readonly<Record<SystemId, readonly string[]>> = {
  confrontation: ['MOV', 'INI', 'ATT', 'STR', 'DEF', 'RES', 'AIM', 'COU', 'FEAR', 'DIS', 'POW', 'FAITH'],
  chronopia: ['BW', 'NK', 'FK', 'ST', 'R', 'SCH', 'FG', 'G', 'HDL'],
  oldworld: [],
};

/** Profile values keyed by the English abbreviation: MOV, INI, ATT, STR, DEF, RES, AIM, COU, FEAR, DIS, POW, FAITH. */
const statsSchema = z.record(z.string().regex(/^[A-Z]{1,6}$/), z.number().int());

/** A threshold a figure must meet to serve a machine as substitute, e.g. AIM >= 3. */
export const statConditionSchema = z.object({
  stat: z.string().regex(/^[A-Z]{1,6}$/),
  min: z.number().int(),
});
export type StatCondition = z.infer<typeof statConditionSchema>;

/** Largest dispersion template that fits inside the printable area of both A4 and Letter. */
export const MAX_TEMPLATE_DIAMETER_MM = 180;
/** Smallest dispersion template that still has room for its arrows and numbers. */
export const MIN_TEMPLATE_DIAMETER_MM = 30;

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

/** Warhammer: The Old World troop types. */
export const TROOP_TYPES = [
  'regular-infantry',
  'heavy-infantry',
  'monstrous-infantry',
  'beasts',
  'swarm',
  'light-cavalry',
  'heavy-cavalry',
  'monstrous-cavalry',
  'light-chariot',
  'heavy-chariot',
  'monster',
  'behemoth',
  'war-machine',
  'character',
] as const;

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

export const CARD_FILE_FORMAT = 'muster-cards';
export const CARD_FILE_VERSION = 2;

/** One card file: the cards of one faction of one system. */
/** Most cards one card file may hold (the largest Old World army has a few hundred). */
export const MAX_CARDS_PER_FILE = 20000;

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
}

export function ability(card: Card, id: string): Ability | undefined {
  return card.abilities.find((a) => a.id === id);
}
