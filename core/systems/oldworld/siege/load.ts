import { z } from 'zod';
import type { CardLookup, LoadProblem } from '../../../db/types';
import { parseJsonText } from '../../../files/json';
import { migrationProblem, type FileFormat } from '../../../files/migrate';
import { formatPath, coded, unknownKeyProblems, zodProblems } from '../../../files/problems';
import { validateListFile } from '../../../list/load';
import type { ArmyList } from '../../../model/list';
import {
  defenceDeviceSchema,
  MAX_STOREYS,
  fortressElementSchema,
  occupantSchema,
  siegeEquipmentSchema,
  siegeItemIdSchema,
  siegeRosterSchema,
  siegeSideSchema,
  siegeVictorySchema,
  type FortressElement,
  type SiegeRoster,
  type SiegeSide,
  type SiegeVictory,
} from './model';
import { SIEGE_SIDES } from './format';
import { legacyListId, migrateSiegeFile, SIEGE_FILE } from './migrate';

interface ParsedSiegeFile {
  /** The roster with every usable part; absent when the file as a whole is unusable. */
  roster?: SiegeRoster;
  problems: LoadProblem[];
  /**
   * What the loader changed without making the roster unusable, for the user to read: list
   * references of version-1 files that did not name one of the user's lists and were removed.
   */
  notes: LoadProblem[];
}

const looseArray = z.array(z.unknown()).default([]);
const envelopeSchema = siegeRosterSchema.extend({
  attacker: z.unknown().optional(),
  defender: z.unknown().optional(),
  fortress: z.object({ elements: looseArray, gatehouse: siegeItemIdSchema.optional() }).default({ elements: [] }),
  devices: looseArray,
  equipment: looseArray,
  garrison: looseArray,
  // Read field by field (readVictory): a bad part is dropped with its place, the rest kept.
  victory: z.unknown().optional(),
});
const ROSTER_KEYS = [...Object.keys(siegeRosterSchema.shape), '$schema'];

/**
 * Reads a siege roster file (`muster-siege`). Never throws. A bad element, device, equipment
 * item or occupant is reported (file, JSON path, reason) and skipped; duplicate ids keep the
 * first; a device on an element that does not exist is left unassigned; an occupant of a
 * missing element, the gatehouse mark of a missing element, an element at stake for victory
 * that is missing, and a second placement of the same entry are dropped. Embedded lists are checked like list files (`defender.list.entries[2]...`).
 */
export function parseSiegeFile(text: string, file: string, cards?: CardLookup, fmt: FileFormat = SIEGE_FILE): ParsedSiegeFile {
  const json = parseJsonText(text, file);
  if (!json.ok) return { problems: [json.problem], notes: [] };
  return validateSiegeFile(json.value, file, cards, fmt);
}

/** Like parseSiegeFile, for data that is already parsed JSON. */
function validateSiegeFile(raw: unknown, file: string, cards?: CardLookup, fmt: FileFormat = SIEGE_FILE): ParsedSiegeFile {
  const migrated = migrateSiegeFile(raw, fmt);
  if (!migrated.ok) return { problems: [migrationProblem(file, migrated)], notes: [] };
  const notes = droppedReferences(raw, file);
  const envelope = envelopeSchema.safeParse(migrated.value);
  if (!envelope.success) return { problems: zodProblems(file, envelope.error), notes };
  const env = envelope.data;
  const problems: LoadProblem[] = unknownKeyProblems(file, migrated.value, ROSTER_KEYS, '');

  // Each kept part with its index in the file, for the messages about it.
  const parts = <T extends { id: string }>(items: unknown[], schema: z.ZodType<T>, at: string): { value: T; index: number }[] => {
    const out: { value: T; index: number }[] = [];
    const first = new Map<string, number>();
    items.forEach((item, i) => {
      const path = formatPath([i], at);
      const parsed = schema.safeParse(item);
      if (!parsed.success) return void problems.push(...zodProblems(file, parsed.error, path));
      const seen = first.get(parsed.data.id);
      if (seen !== undefined) return void problems.push(coded(file, `${path}.id`, 'siege-id-twice', { id: parsed.data.id, at, first: seen }));
      first.set(parsed.data.id, i);
      out.push({ value: parsed.data, index: i });
    });
    return out;
  };

  // A tower's storeys out of the range a roster holds are set to the nearest end (said so), rather than losing the tower with its gatehouse mark, devices and garrison.
  const rawElements = env.fortress.elements.map((item, i) => {
    const storeys = (item as { storeys?: unknown } | null)?.storeys;
    if (typeof storeys !== 'number' || !Number.isInteger(storeys) || (storeys >= 1 && storeys <= MAX_STOREYS)) return item;
    const set = Math.min(MAX_STOREYS, Math.max(1, storeys));
    problems.push(coded(file, `fortress.elements[${i}].storeys`, 'storeys-out-of-range', { storeys, min: 1, max: MAX_STOREYS, set }));
    return { ...(item as object), storeys: set };
  });
  const elements: FortressElement[] = parts(rawElements, fortressElementSchema, 'fortress.elements').map((p) => p.value);
  const ids = new Set(elements.map((e) => e.id));
  let gatehouse = env.fortress.gatehouse;
  if (gatehouse !== undefined && !ids.has(gatehouse)) {
    problems.push(coded(file, 'fortress.gatehouse', 'gatehouse-missing', { element: gatehouse }));
    gatehouse = undefined;
  }

  const devices = parts(env.devices, defenceDeviceSchema, 'devices').map(({ value: d, index }) => {
    if (d.element === undefined || ids.has(d.element)) return d;
    problems.push(coded(file, `devices[${index}].element`, 'device-unassigned', { element: d.element }));
    const { element: _gone, ...rest } = d;
    return rest;
  });
  const equipment = parts(env.equipment, siegeEquipmentSchema, 'equipment').map((p) => p.value);

  const garrison: SiegeRoster['garrison'] = [];
  const placedAt = new Map<string, number>();
  env.garrison.forEach((item, i) => {
    const path = `garrison[${i}]`;
    const parsed = occupantSchema.safeParse(item);
    if (!parsed.success) return void problems.push(...zodProblems(file, parsed.error, path));
    const o = parsed.data;
    if (!ids.has(o.element)) return void problems.push(coded(file, `${path}.element`, 'element-missing', { element: o.element }));
    const first = placedAt.get(o.entry);
    if (first !== undefined) return void problems.push(coded(file, `${path}.entry`, 'entry-placed-twice', { entry: o.entry, first }));
    placedAt.set(o.entry, i);
    garrison.push(o);
  });

  const roster: SiegeRoster = {
    format: env.format,
    version: env.version,
    id: env.id,
    name: env.name,
    createdAt: env.createdAt,
    updatedAt: env.updatedAt,
    nightBattle: env.nightBattle,
    fortress: gatehouse === undefined ? { elements } : { elements, gatehouse },
    devices,
    equipment,
    garrison,
  };
  if (env.lastNumber !== undefined) roster.lastNumber = env.lastNumber;
  const victory = readVictory(env.victory, ids, file, problems);
  if (victory) roster.victory = victory;
  for (const side of SIEGE_SIDES) {
    const value = env[side];
    if (value === undefined) continue;
    const parsedSide = parseSide(value, file, side, cards, problems);
    if (parsedSide) roster[side] = parsedSide;
  }
  return { roster, problems, notes };
}

/**
 * The victory conditions, field by field: elements at stake that the fortress has, each once; the
 * rounds and the note where they are valid. A bad field is dropped with its place (the rest of the
 * roster stays usable); none at all is undefined.
 */
function readVictory(raw: unknown, ids: ReadonlySet<string>, file: string, problems: LoadProblem[]): SiegeVictory | undefined {
  if (raw === undefined) return undefined;
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) {
    problems.push(coded(file, 'victory', 'victory-not-object'));
    return undefined;
  }
  const shape = siegeVictorySchema.shape;
  const fields = raw as Record<string, unknown>;
  const field = <T>(key: 'elements' | 'rounds' | 'note', schema: z.ZodType<T>): T | undefined => {
    if (fields[key] === undefined) return undefined;
    const parsed = schema.safeParse(fields[key]);
    if (parsed.success) return parsed.data;
    problems.push(...zodProblems(file, parsed.error, `victory.${key}`).map((p) => ({ ...p, message: `${p.message}; removed` })));
    return undefined;
  };
  problems.push(...unknownKeyProblems(file, raw, Object.keys(shape), 'victory'));
  // Victory conditions name elements of the fortress, each once; others are dropped with their place.
  const named = new Set<string>();
  const elements = (field('elements', shape.elements) ?? []).filter((id, i) => {
    if (!ids.has(id)) return void problems.push(coded(file, `victory.elements[${i}]`, 'element-missing', { element: id }));
    if (named.has(id)) return void problems.push(coded(file, `victory.elements[${i}]`, 'victory-element-twice', { element: id }));
    named.add(id);
    return true;
  });
  const rounds = field('rounds', shape.rounds);
  const note = field('note', shape.note);
  return { elements, ...(rounds !== undefined ? { rounds } : {}), ...(note !== undefined ? { note } : {}) };
}

/** Notes for list references that are not list ids: version-1 paths the migration dropped, and `file` fields in newer files. */
function droppedReferences(raw: unknown, file: string): LoadProblem[] {
  if (typeof raw !== 'object' || raw === null) return [];
  const record = raw as Record<string, unknown>;
  const notes: LoadProblem[] = [];
  for (const side of SIEGE_SIDES) {
    const value = record[side];
    if (typeof value !== 'object' || value === null || !('file' in value)) continue;
    const ref = (value as { file: unknown }).file;
    if (record.version === 1 && legacyListId(ref) !== undefined) continue;
    const shown = typeof ref === 'string' ? `'${ref.slice(0, 200)}'` : 'a reference';
    notes.push(coded(file, `${side}.file`, 'side-file', { shown }));
  }
  return notes;
}

function parseSide(raw: unknown, file: string, side: string, cards: CardLookup | undefined, problems: LoadProblem[]): SiegeSide | undefined {
  const shape = siegeSideSchema.extend({ list: z.unknown().optional() }).safeParse(raw);
  if (!shape.success) {
    problems.push(...zodProblems(file, shape.error, side));
    return undefined;
  }
  const out: SiegeSide = {};
  if (shape.data.listId !== undefined) out.listId = shape.data.listId;
  if (shape.data.list !== undefined) {
    const parsed = validateListFile(shape.data.list, file, cards);
    problems.push(...parsed.problems.map((p) => ({ ...p, path: p.path === '' ? `${side}.list` : `${side}.list.${p.path}` })));
    if (parsed.list) out.list = parsed.list satisfies ArmyList;
  }
  return out.listId === undefined && out.list === undefined ? undefined : out;
}
