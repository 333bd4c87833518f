import { z } from 'zod';
import { OW_CATEGORIES, type OwCategory, type OwGroup } from './vocabulary';

/**
 * Warhammer: The Old World army data, as Muster models it (converted from Old World Builder's
 * CC BY 4.0 datasets by core/systems/oldworld/import; see docs/oldworld-data.md). A unit card carries an
 * `oldworld` block with its choices; a magic item is a card of kind `artifact` with an `item`
 * block; an army (a card file's faction) carries its compositions and the item lists it uses.
 */

/** A text in German and English, with the dataset's other translations (fr, es, it, pl, cn, ...) kept beside them. */
export const owTextSchema = z
  .object({ de: z.string().min(1).max(2000), en: z.string().min(1).max(2000) })
  .catchall(z.string().max(2000));
export type OwText = z.infer<typeof owTextSchema>;

/**
 * A text that is "?" in every language: what imports before the dataset's empty texts were left
 * out (`{ "name_en": "" }`, core/systems/oldworld/import/reader.ts) wrote for them.
 */
function isEmptyPlaceholder(text: OwText): boolean {
  return Object.values(text).every((v) => v === '?');
}

/**
 * Notes and special rules as read: the empty placeholders of an earlier import (isEmptyPlaceholder)
 * are left out, so cards imported then show no stray "?" note and export none to Old World Builder.
 * A check that rewrites the value (zod's `overwrite`), so the file format and its JSON Schema stay as they are.
 */
function withoutEmptyTexts<T extends { notes?: OwText | OwText[] | undefined; specialRules?: OwText | undefined }>(value: T): T {
  const out: { notes?: OwText | OwText[] | undefined; specialRules?: OwText | undefined } = { ...value };
  if (Array.isArray(out.notes)) {
    const kept = out.notes.filter((n) => !isEmptyPlaceholder(n));
    if (kept.length) out.notes = kept;
    else delete out.notes;
  } else if (out.notes && isEmptyPlaceholder(out.notes)) delete out.notes;
  if (out.specialRules && isEmptyPlaceholder(out.specialRules)) delete out.specialRules;
  return out as T;
}

/** The unit categories of an Old World army list (vocabulary.ts). */
export const owCategorySchema = z.enum(OW_CATEGORIES);
export type { OwCategory, OwGroup };

/** What a bearer may take from the magic item lists: types, a points allowance, items per type. */
export const owAllowanceSchema = z.object({
  /** Stable id within the unit: `items.<slug>` or `command.<option id>.magic`. */
  id: z.string().min(1).max(200),
  name: owTextSchema.optional(),
  /** Item types, e.g. `weapon`, `banner`, `weapon-runes`. */
  types: z.array(z.string().min(1).max(60)).max(60),
  /** Points the bearer may spend on items; absent: no limit besides the types. */
  maxPoints: z.number().min(0).optional(),
  /** Items of one type a bearer may take (runes: 3); default 1. */
  maxPerType: z.number().int().min(1).optional(),
  /** Per composition: another points allowance (e.g. a Royal Clan king). */
  compositions: z.record(z.string().max(80), z.object({ maxPoints: z.number().min(0) })).optional(),
  /** Items must come from this army's lists (an ally's own items). */
  itemsArmy: z.string().max(80).optional(),
  /** Points the slot itself costs (rare: a fixed-price gift). */
  points: z.number().optional(),
  notes: z.array(owTextSchema).max(20).optional(),
  /** Only in these compositions. */
  only: z.array(z.string().max(80)).max(60).optional(),
}).overwrite(withoutEmptyTexts);
export type OwAllowance = z.infer<typeof owAllowanceSchema>;

/** A row of a profile: the model's name and its characteristics as printed ("3", "D6", "-", "2D3"). */
export const owProfileSchema = z.object({
  name: z.string().min(1).max(200),
  stats: z.record(z.string().regex(/^[A-Za-z]{1,4}$/), z.string().max(20)),
});
export type OwProfile = z.infer<typeof owProfileSchema>;

export interface OwOption {
  /** Stable id within the unit: `<group>.<slug>`, sub-options `<parent id>.<slug>`. */
  id: string;
  name: OwText;
  /** The dataset's own name where it differs from `name` (its note in braces: `Griffon {empire}`), as lists of Old World Builder name the option. */
  names?: OwText;
  points: number;
  /** Points per model (x the unit's size) rather than once per unit. */
  perModel?: boolean;
  /** Chosen when the unit is added (the dataset's `active`). */
  default?: boolean;
  /** Always chosen; cannot be taken away (the dataset's `alwaysActive`). */
  fixed?: boolean;
  /** Options marked exclusive exclude each other (at most one). For command entries: `false` lets a character take it beside another. */
  exclusive?: boolean;
  /** Equipment a character has besides its chosen weapon (the dataset's `equippedDefault`). */
  equippedDefault?: boolean;
  /** The dataset's `defaultSelected` (shown pre-selected in some lists). */
  defaultSelected?: boolean;
  /** Equipment that is a free pick within a named group (the dataset's `group`). */
  group?: string;
  /** Bought several times: how many at least and at most (0: no upper limit). */
  stackable?: boolean;
  minimum?: number;
  maximum?: number;
  /** How many of a stackable option come with it (the dataset's `stackableCount`). */
  stackableCount?: number;
  /** Only offered when the unit carries this magic item (by English name). */
  requiresItem?: string;
  /** Only in these compositions. */
  only?: string[];
  notes?: OwText[];
  specialRules?: OwText;
  /** Command entries (champion, standard bearer) and characters: the magic items they may carry. */
  magic?: OwAllowance;
  /** Sub-options, offered once this option is chosen. */
  options?: OwOption[];
  /** Mounts: their profile rows and troop type, from the dataset's rules index. */
  profiles?: OwProfile[];
  troopType?: string;
}

const owOptionSchema: z.ZodType<OwOption> = z.lazy(() =>
  z.object({
    id: z.string().min(1).max(300),
    name: owTextSchema,
    names: owTextSchema.optional(),
    points: z.number(),
    perModel: z.boolean().optional(),
    default: z.boolean().optional(),
    fixed: z.boolean().optional(),
    exclusive: z.boolean().optional(),
    equippedDefault: z.boolean().optional(),
    defaultSelected: z.boolean().optional(),
    group: z.string().max(80).optional(),
    stackable: z.boolean().optional(),
    minimum: z.number().int().min(0).optional(),
    maximum: z.number().int().min(0).optional(),
    stackableCount: z.number().int().min(0).optional(),
    requiresItem: z.string().max(200).optional(),
    only: z.array(z.string().max(80)).max(60).optional(),
    notes: z.array(owTextSchema).max(20).optional(),
    specialRules: owTextSchema.optional(),
    magic: owAllowanceSchema.optional(),
    options: z.array(owOptionSchema).max(100).optional(),
    profiles: z.array(owProfileSchema).max(10).optional(),
    troopType: z.string().max(20).optional(),
  }).overwrite(withoutEmptyTexts),
);


/** A detachment (a small unit bought with its parent unit). */
const owDetachmentSchema = z.object({
  id: z.string().min(1).max(200),
  name: owTextSchema,
  points: z.number(),
  strength: z.number().int().min(0).optional(),
  minSize: z.number().int().min(0).optional(),
  equipment: z.array(owOptionSchema).max(100).default([]),
  armour: z.array(owOptionSchema).max(100).default([]),
  options: z.array(owOptionSchema).max(100).default([]),
  specialRules: owTextSchema.optional(),
}).overwrite(withoutEmptyTexts);

/** Where a unit stands in one army composition: its category there, and what changes with it. */
const owPlacementSchema = z.object({
  /**
   * The unit's category in that composition; absent where the dataset names the composition
   * without one (`{}`: Empire Knights of the White Wolf in an Order of the Knights Panther): the
   * unit is then not in the composition's own categories, only a mercenary where its list names it.
   */
  category: owCategorySchema.optional(),
  notes: owTextSchema.optional(),
  specialRules: owTextSchema.optional(),
  lores: z.array(z.string().max(80)).max(30).optional(),
  /** Most models in a unit (overrides the unit's maximum). */
  maximum: z.number().int().min(0).optional(),
}).overwrite(withoutEmptyTexts);

/** The `oldworld` block of a unit card. */
export const owUnitSchema = z.object({
  /** The unit's name in every language the dataset has (the card's `name` holds German and English). */
  names: owTextSchema.optional(),
  /** The category in the army's main list (`armyComposition` absent in the dataset: every composition). */
  category: owCategorySchema,
  /** Compositions the unit belongs to, with its category in each; absent: all of the army's compositions. */
  compositions: z.record(z.string().max(80), owPlacementSchema).optional(),
  /** The dataset's troop type code (RI, HI, MCa, ...), from its rules index. */
  troopType: z.string().max(20).optional(),
  profiles: z.array(owProfileSchema).max(20).default([]),
  specialRules: owTextSchema.optional(),
  notes: owTextSchema.optional(),
  equipment: z.array(owOptionSchema).max(100).default([]),
  armour: z.array(owOptionSchema).max(100).default([]),
  mounts: z.array(owOptionSchema).max(100).default([]),
  options: z.array(owOptionSchema).max(200).default([]),
  command: z.array(owOptionSchema).max(50).default([]),
  /** Magic item allowances of the unit itself (characters; some units). */
  items: z.array(owAllowanceSchema).max(20).default([]),
  /** A whole-unit allowance (the dataset's `magic`). */
  magic: owAllowanceSchema.optional(),
  /** Lores of magic the unit may use (wizards). */
  lores: z.array(z.string().max(80)).max(30).optional(),
  spellCount: z.number().int().min(0).optional(),
  maxSignatureSpells: z.number().int().min(0).optional(),
  arcaneFamiliar: z.boolean().optional(),
  /** Named characters (one of a kind). */
  named: z.boolean().optional(),
  regimentalUnit: z.boolean().optional(),
  /** May be taken as a detachment of another unit; limits on detachments. */
  detachment: z.boolean().optional(),
  detachments: z.array(owDetachmentSchema).max(10).optional(),
  minDetachmentSize: z.number().int().min(0).optional(),
  maxDetachmentSize: z.number().int().min(0).optional(),
  minDetachments: z.number().int().min(0).optional(),
  maxDetachments: z.number().int().min(0).optional(),
  detachmentsInUnitStrength: z.boolean().optional(),
  ignoreNoDetachment: z.boolean().optional(),
  scaleWithUnit: z.boolean().optional(),
  /** Items of another army this unit uses (an ally's own magic items). */
  itemsArmy: z.string().max(80).optional(),
  /** The army a mercenary or ally unit comes from. */
  army: z.string().max(80).optional(),
  /** Units that share Combined Arms limits with this one. */
  sharedCombinedArms: z.array(z.string().max(120)).max(40).optional(),
}).overwrite(withoutEmptyTexts);
export type OwUnit = z.infer<typeof owUnitSchema>;

/** The `item` block of a magic item card. */
export const owItemSchema = z.object({
  /** The item list it belongs to: `general` (the rulebook's common items) or an army's own list. */
  list: z.string().min(1).max(80),
  /** `weapon`, `armor`, `talisman`, `enchanted-item`, `arcane-item`, `banner`, `weapon-runes`, ... */
  type: z.string().min(1).max(60),
  onePerArmy: z.boolean().default(false),
  /** Can be taken several times by one bearer (potions, runes) ... */
  stackable: z.boolean().optional(),
  /** ... up to this many (with `minimum`). */
  minimum: z.number().int().min(0).optional(),
  maximum: z.number().int().min(0).optional(),
  /** May be taken beside another item of its type. */
  nonExclusive: z.boolean().optional(),
  /** Units pay per model (`perModelPoints`) or per unit. */
  perModel: z.boolean().optional(),
  perModelPoints: z.number().optional(),
  perUnitPoints: z.number().optional(),
  /** Only in these compositions, or only with this composition rule. */
  only: z.array(z.string().max(80)).max(60).optional(),
  compositionRule: z.string().max(80).optional(),
  notes: z.array(owTextSchema).max(10).optional(),
}).overwrite(withoutEmptyTexts);

/** A limit on units in one composition (the dataset's per-composition unit rules). */
export const owUnitRuleSchema = z.object({
  /** Unit ids (the dataset's, without army prefix). */
  ids: z.array(z.string().max(120)).min(1).max(60),
  /** The units' names for messages ("King or Thane"), filled in by the importer. */
  names: owTextSchema.optional(),
  /** The required units' names (for `requires`). */
  requiresNames: owTextSchema.optional(),
  min: z.number().int().min(0).optional(),
  max: z.number().int().min(0).optional(),
  /** The limits apply per this many points of the army (0-1 per 1000 points). */
  points: z.number().int().min(1).optional(),
  /** Needs one of these units (in `requiresType`, or any category for `all`). */
  requires: z.array(z.string().max(120)).max(60).optional(),
  requiresType: z.string().max(20).optional(),
  /** One allowed per unit of `requires`. */
  perUnit: z.boolean().optional(),
  /** Allowed only when the General is one of `requires`. */
  requiresGeneral: z.boolean().optional(),
  requiresOption: z.object({ unit: z.string().max(120), id: z.string().max(120) }).optional(),
  requiresMagicItem: z.string().max(200).optional(),
  requiresMounted: z.boolean().optional(),
  requiredByType: z.string().max(20).optional(),
  /** The dataset's rule fields Muster does not check yet, kept as they are. */
  extra: z.record(z.string().max(60), z.unknown()).optional(),
});
export type OwUnitRule = z.infer<typeof owUnitRuleSchema>;

/** Share limits and unit rules of one category in one composition. */
export const owCategoryRuleSchema = z.object({
  minPercent: z.number().min(0).max(100).optional(),
  maxPercent: z.number().min(0).max(100).optional(),
  units: z.array(owUnitRuleSchema).max(100).default([]),
});
export type OwCategoryRule = z.infer<typeof owCategoryRuleSchema>;

/** An army composition: the army's main list, an Arcane Journal list or another alternative. */
export const owCompositionSchema = z.object({
  id: z.string().min(1).max(80),
  name: owTextSchema,
  categories: z.record(z.string().max(20), owCategoryRuleSchema),
});
export type OwComposition = z.infer<typeof owCompositionSchema>;

/** The `oldworld` block of an army (a card file's faction). */
export const owArmySchema = z.object({
  /** The dataset's army id. */
  army: z.string().min(1).max(80),
  compositions: z.array(owCompositionSchema).max(30),
  /** Magic item lists the army's bearers choose from (`general` and the army's own). */
  itemLists: z.array(z.string().max(80)).max(30),
  /** Allied armies (optionally a composition of them). */
  allies: z.array(z.object({ army: z.string().max(80), composition: z.string().max(80).optional(), itemsArmy: z.string().max(80).optional() })).max(40).default([]),
  /** Mercenary units from other armies, per composition. */
  mercenaries: z.record(z.string().max(80), z.array(z.object({ army: z.string().max(80), units: z.array(z.string().max(120)).max(100) }))).optional(),
  /** The lores of magic the army's wizards use (`battle-magic`), with their names. */
  lores: z.array(z.object({ id: z.string().min(1).max(80), name: owTextSchema })).max(60).optional(),
});
export type OwArmy = z.infer<typeof owArmySchema>;

/** Where converted data comes from: every card and army converted from a dataset names it. */
export const provenanceSchema = z.object({
  dataset: z.string().min(1).max(120),
  version: z.string().max(120).optional(),
  /** The record's id (or name) in the dataset. */
  originalId: z.string().max(200),
  licence: z.string().max(120),
  url: z.string().max(500).optional(),
  /** What was changed in conversion, for the licence's note of changes. */
  changes: z.string().max(500).optional(),
});
export type Provenance = z.infer<typeof provenanceSchema>;
