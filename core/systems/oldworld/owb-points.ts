import { isObject, type Json, type JsonObject } from './import/reader';

/**
 * The points Old World Builder shows for a list file, as its points code (`src/utils/points.js`,
 * getUnitPoints and getAllPoints) adds them up, written anew from reading it. Muster uses it to
 * check that an exported file shows Muster's total there, and to say so where it would not.
 * It keeps Old World Builder's quirks on purpose: stackable options count
 * `stackableCount || minimum` whether chosen or not, command entries never pay per model, an
 * option paid per model ignores its sub-options, detachments are counted, and stored texts of
 * number inputs ("3") count as numbers.
 */

/** JavaScript truthiness of a stored value. */
function truthy(v: Json | undefined): boolean {
  return !(v === undefined || v === null || v === false || v === 0 || v === '' || (typeof v === 'number' && Number.isNaN(v)));
}

/** JavaScript's numeric value of a stored value in arithmetic (`"3" * 5`). */
function num(v: Json | undefined): number {
  if (typeof v === 'number') return v;
  if (typeof v === 'string') return v.trim() === '' ? 0 : Number(v);
  if (typeof v === 'boolean') return v ? 1 : 0;
  return v === null ? 0 : Number.NaN;
}

/** `a || b || c` over stored values. */
function or(...values: (Json | undefined)[]): Json | undefined {
  for (const v of values) if (truthy(v)) return v;
  return values[values.length - 1];
}

const objects = (v: Json | undefined): JsonObject[] => (Array.isArray(v) ? v.filter(isObject) : []);

function hasItem(unit: JsonObject, name: string): boolean {
  const lower = name.toLowerCase();
  const selected = [...objects(unit.items).flatMap((g) => objects(g.selected)), ...objects(unit.command).flatMap((c) => (isObject(c.magic) ? objects(c.magic.selected) : []))];
  return selected.some((s) => typeof s.name_en === 'string' && s.name_en.toLowerCase() === lower);
}

/** Equipment, armour and mounts: chosen ones, those that need a magic item only with it. */
function chosenWithItem(unit: JsonObject, list: Json | undefined): JsonObject[] {
  return objects(list).filter((o) => truthy(o.active) && (!truthy(o.requiredMagicItem) || hasItem(unit, String(o.requiredMagicItem))));
}

function itemPoints(item: JsonObject, unit: JsonObject, type: string): number {
  const character = type === 'characters' || unit.unitType === 'characters';
  const amount = truthy(item.amount) ? num(item.amount) : undefined;
  if (!character && truthy(item.perModel)) return num(or(unit.strength, 1)) * (amount !== undefined ? amount * num(item.perModelPoints) : num(item.perModelPoints));
  if (!character && truthy(item.perUnitPoints)) return amount !== undefined ? amount * num(item.perUnitPoints) : num(item.perUnitPoints);
  return amount !== undefined ? amount * num(item.points) : num(item.points);
}

function detachmentPoints(d: JsonObject): number {
  const strength = num(d.strength);
  let points = strength * num(d.points);
  for (const o of objects(d.equipment)) {
    if (truthy(o.stackable)) points += num(or(o.stackableCount, o.minimum, 0)) * num(o.points);
    else if (truthy(o.active)) points += truthy(o.perModel) ? strength * num(o.points) : num(o.points);
  }
  for (const o of [...objects(d.armor), ...objects(d.options)]) if (truthy(o.active)) points += truthy(o.perModel) ? strength * num(o.points) : num(o.points);
  return points;
}

/** Points of one unit of a list file in category `type`, with the list's army composition. */
export function owbUnitPoints(value: unknown, type: string, armyComposition: string): number {
  if (!isObject(value as Json)) return 0;
  const unit = value as JsonObject;
  const perModel = num(or(unit.strength, 1));
  const size = num(or(unit.strength, unit.minimum, 1));
  const each = (o: JsonObject): number => (truthy(o.perModel) ? perModel * num(o.points) : num(o.points));
  const detachmentActive = objects(unit.options).some((o) => o.name_en === 'Detachment' && truthy(o.active));
  let points = size > 1 ? size * num(unit.points) : num(unit.points);

  for (const o of objects(unit.options)) {
    const on = truthy(o.active) || truthy(o.alwaysActive);
    if (truthy(o.stackable)) points += num(or(o.stackableCount, o.minimum, 0)) * num(o.points);
    else if (on && truthy(o.perModel)) points += perModel * num(o.points);
    else if (on && objects(o.options).length > 0) {
      points += num(o.points);
      for (const s of objects(o.options)) if (truthy(s.active)) points += each(s);
    } else if (truthy(o.active) || (truthy(o.alwaysActive) && (o.armyComposition === unit.army || o.armyComposition === armyComposition || o.armyComposition === undefined))) {
      points += num(o.points);
    }
  }
  for (const o of [...chosenWithItem(unit, unit.equipment), ...chosenWithItem(unit, unit.armor)]) points += each(o);
  if (!detachmentActive) {
    for (const c of objects(unit.command)) {
      if (!truthy(c.active)) continue;
      points += num(c.points);
      if (isObject(c.magic)) for (const s of objects(c.magic.selected)) points += truthy(s.amount) ? num(s.amount) * num(s.points) : num(s.points);
      for (const s of objects(c.options)) if (truthy(s.active)) points += each(s);
    }
  }
  for (const m of chosenWithItem(unit, unit.mounts)) {
    points += each(m);
    for (const s of objects(m.options)) if (truthy(s.active)) points += each(s);
  }
  for (const g of objects(unit.items)) for (const s of objects(g.selected)) points += itemPoints(s, unit, type);
  for (const d of objects(unit.detachments)) points += detachmentPoints(d);
  return points;
}

/** The total Old World Builder shows for a list file (every category of units). */
export function owbListPoints(value: unknown): number {
  if (!isObject(value as Json)) return 0;
  const file = value as JsonObject;
  const composition = typeof file.armyComposition === 'string' && file.armyComposition ? file.armyComposition : String(file.army ?? '');
  let total = 0;
  for (const type of ['lords', 'heroes', 'characters', 'core', 'special', 'rare', 'mercenaries', 'allies']) {
    for (const unit of objects(file[type])) total += owbUnitPoints(unit, type, composition);
  }
  return total;
}
