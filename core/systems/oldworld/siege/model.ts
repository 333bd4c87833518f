import { SAFE_ID } from '../../../files/names';
import { z } from 'zod';
import { armyListSchema, entryIdSchema } from '../../../model/list';
import { SIEGE_FILE_FORMAT, SIEGE_FILE_VERSION, type SiegeSideId } from './format';

/**
 * A siege roster (`muster-siege`): a fortress for Warhammer: The Old World sieges,
 * the defence devices on its elements, the siege equipment the attacker buys, the garrison
 * (which unit or war machine of the defender's list occupies which element) and the two
 * armies, linked by file path or embedded.
 */

/** Ids of elements, devices and equipment within one roster: `w1`, `t2`, `d1`, `q3`, ... */
export const siegeItemIdSchema = z.string().regex(SAFE_ID, 'letters, digits, - and _');

/** A fortress element is a wall section or a tower; the gatehouse is one of them, marked in the fortress. */
const ELEMENT_KINDS = ['wall', 'tower'] as const;
export const elementKindSchema = z.enum(ELEMENT_KINDS);
export type ElementKind = z.infer<typeof elementKindSchema>;

export const MAX_STOREYS = 10;

export const fortressElementSchema = z.object({
  id: siegeItemIdSchema,
  kind: elementKindSchema,
  /** The player's own name for the element, e.g. "North wall"; empty for a generated one. */
  name: z.string().max(100).default(''),
  /** Walls: a bastion (Rodell) that holds a war machine beside each unit. */
  rodell: z.boolean().optional(),
  /** Towers: number of storeys (4 Wounds each). */
  storeys: z.number().int().min(1).max(MAX_STOREYS).optional(),
});
export type FortressElement = z.infer<typeof fortressElementSchema>;

const fortressSchema = z.object({
  elements: z.array(fortressElementSchema).max(200).default([]),
  /** The element that is the gatehouse (a wall or a tower with the gate under it). */
  gatehouse: siegeItemIdSchema.optional(),
});

/** Defence devices the defender may buy (sieges, "Verteidigungsgeräte"). */
export const DEFENCE_DEVICE_IDS = ['protective-runes', 'stones', 'boiling-oil', 'covered-walkway', 'mage-tower', 'mountain-fortress'] as const;
export const defenceDeviceIdSchema = z.enum(DEFENCE_DEVICE_IDS);
export type DefenceDeviceId = z.infer<typeof defenceDeviceIdSchema>;

/** Siege equipment the attacker may buy (sieges, "Belagerungsgeräte"). */
export const SIEGE_EQUIPMENT_IDS = ['siege-ammunition', 'ram', 'siege-tower'] as const;
export const siegeEquipmentIdSchema = z.enum(SIEGE_EQUIPMENT_IDS);
export type SiegeEquipmentId = z.infer<typeof siegeEquipmentIdSchema>;

export const defenceDeviceSchema = z.object({
  id: siegeItemIdSchema,
  device: defenceDeviceIdSchema,
  /** The element the device is assigned to; absent while unassigned. */
  element: siegeItemIdSchema.optional(),
});
export type DefenceDevice = z.infer<typeof defenceDeviceSchema>;

export const siegeEquipmentSchema = z.object({
  id: siegeItemIdSchema,
  item: siegeEquipmentIdSchema,
  /** Siege ammunition: the entry of the attacker's list (a war machine) it is bought for. */
  target: entryIdSchema.optional(),
});

/** One unit or war machine of the defender's list placed in a fortress element. */
export const occupantSchema = z.object({
  entry: entryIdSchema,
  element: siegeItemIdSchema,
});

/**
 * One side's army: `listId` names one of the user's lists (`lists/<id>.muster` in the user data
 * folder), `list` is an embedded copy. With both, the embedded list wins. Rosters never name
 * files by path (version 1 did; see core/systems/oldworld/siege/migrate.ts).
 */
export const siegeSideSchema = z.object({
  listId: z.string().regex(SAFE_ID, 'a list id: letters, digits, - and _').optional(),
  list: armyListSchema.optional(),
});
export type SiegeSide = z.infer<typeof siegeSideSchema>;

export type { SiegeSideId };

/** Most rounds a defender may be asked to hold (a game lasts six; a campaign may ask more). */
export const MAX_HOLD_ROUNDS = 12;
/** Longest note on how a siege is won. */
export const MAX_VICTORY_NOTE = 500;

/**
 * How the siege is won (sieges, "Die Armee": which buildings the attacker must take, and how many
 * rounds the defender must keep them from it): the elements at stake, the rounds to hold, a note.
 */
export const siegeVictorySchema = z.object({
  elements: z.array(siegeItemIdSchema).max(200).default([]),
  rounds: z.number().int().min(1).max(MAX_HOLD_ROUNDS).optional(),
  note: z.string().max(MAX_VICTORY_NOTE).optional(),
});
export type SiegeVictory = z.infer<typeof siegeVictorySchema>;

export const siegeRosterSchema = z.object({
  format: z.literal(SIEGE_FILE_FORMAT),
  version: z.literal(SIEGE_FILE_VERSION),
  id: z.string().min(1).max(64),
  name: z.string().max(200),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  /** Play by night: 18 inch visibility (sieges, "Nächtliche Schlachten"). */
  nightBattle: z.boolean().default(false),
  /** Highest N used in generated ids (`w3`, `d7`, ...), so ids are never reused. */
  lastNumber: z.number().int().min(0).optional(),
  attacker: siegeSideSchema.optional(),
  defender: siegeSideSchema.optional(),
  fortress: fortressSchema.default({ elements: [] }),
  devices: z.array(defenceDeviceSchema).max(200).default([]),
  equipment: z.array(siegeEquipmentSchema).max(200).default([]),
  garrison: z.array(occupantSchema).max(500).default([]),
  victory: siegeVictorySchema.optional(),
});
export type SiegeRoster = z.infer<typeof siegeRosterSchema>;
export type SiegeRosterInput = z.input<typeof siegeRosterSchema>;
