import type { FactionInfo, FileIssue, LoadProblem } from '../../db/types';
import { coded, formatPath, zodIssue, type FileProblemCode } from '../../files/problems';
import type { DbCard } from '../../model/card';
import { armyListSchema, LIST_FILE_FORMAT, LIST_FILE_VERSION, pointsLimitSchema, type ArmyList, type Entry, type EntryDetachment } from '../../model/list';
import { MAX_POINTS_LIMIT } from '../../model/points-limit';
import { cutText } from '../../files/cut-text';
import { MAX_ENTRY_DETACHMENTS, MAX_ENTRY_NAME, MAX_ENTRY_NOTE, MAX_LIST_NOTES, OW_COMPOSITION_RULES } from '../../model/list-format';
import { isObject, type Json, type JsonObject } from './import/reader';
import { OW_CATEGORIES, type OwCategory } from './vocabulary';
import { chooseOwbItem, owbCardIndex, type OwbCardIndex } from './owb-card-index';
import { mapOwbChoices } from './owb-list-choices';
import { OWB_GAME, owbUnitIds, type OwbCardSource } from './owb-list';
import { categoryOf, inCommandSlot, inComposition, isCommandChoice, itemNamesOf, takenAsDetachment } from './unit';
import { isWizard, loresOf } from './lores';
import { unitCompositionOf } from './composition';
import { takesDetachments } from './detachments';
import { textParams } from './facts';

interface OwbListImport {
  /** The Muster list; absent when the file is not a usable Old World Builder list. */
  list?: ArmyList;
  /** What could not be mapped, each naming the field (`core[2].options[4]`). */
  problems: LoadProblem[];
  /**
   * What Muster does not keep (a composition rule it does not know, a lore a unit may not use, ...), each a coded
   * problem whose text names its field (`path` is empty): `problemMessage(note, lang)` is its line.
   */
  notes: LoadProblem[];
}

export interface OwbImportOptions {
  /** Id of the new list (default: a random UUID). */
  id?: string;
  now?: Date;
}

/** Muster lists hold whole numbers of models from 1 to 999. */
const MAX_COUNT = 999;

/** A value Old World Builder stores as a number or as the text of a number input (`"3"`). */
function owbNumber(v: Json | undefined): number | undefined {
  if (typeof v === 'number' && Number.isFinite(v)) return v;
  if (typeof v === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(v)) return Number(v);
  return undefined;
}

interface Context {
  file: string;
  lookup: OwbCardSource;
  index: OwbCardIndex;
  army: FactionInfo;
  composition: string;
  problems: LoadProblem[];
  notes: LoadProblem[];
}

/** The army a unit of another army comes from: an army id, or the id of one of its compositions (as allies are stored). */
function unitArmy(raw: string, ctx: Context): string | undefined {
  if (ctx.index.factions.has(raw)) return raw;
  const ally = ctx.army.oldworld?.allies.find((a) => (a.composition ?? a.army) === raw);
  if (ally) return ally.army;
  for (const f of ctx.index.factions) if (ctx.lookup.faction?.('oldworld', f)?.oldworld?.compositions.some((c) => c.id === raw)) return f;
  return undefined;
}

/** The card of a list unit: same army, same dataset id, and where the dataset has it twice, the one in the unit's category. */
function cardFor(unit: JsonObject, category: OwCategory, at: string, ctx: Context): DbCard | undefined {
  const ids = owbUnitIds(unit.id);
  if (ids.length === 0) {
    ctx.problems.push(coded(ctx.file, `${at}.id`, 'owb-unit-no-id'));
    return undefined;
  }
  const rawArmy = typeof unit.army === 'string' && unit.army !== '' ? unit.army : undefined;
  const faction = rawArmy ? unitArmy(rawArmy, ctx) : ctx.army.id;
  if (!faction) {
    ctx.problems.push(coded(ctx.file, `${at}.army`, 'owb-unit-army', { army: rawArmy ?? '' }));
    return undefined;
  }
  const byId = ctx.index.units.get(faction);
  let candidates = ids.map((id) => byId?.get(id) ?? []).find((c) => c.length > 0) ?? [];
  if (candidates.length === 0 && !rawArmy) {
    // A mercenary stored without its army: the one army that has the unit.
    const found = ids.flatMap((id) => [...ctx.index.units.values()].map((m) => m.get(id) ?? []).filter((c) => c.length > 0));
    if (found.length === 1) candidates = found[0]!;
  }
  if (candidates.length === 0) {
    // Named as the file names it (OWB keeps each unit's names) and by its army's name; the id after it.
    const id = ids[0] ?? '';
    const named = (v: Json | undefined): string | undefined => (typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined);
    const en = named(unit.name_en) ?? id;
    const armyName = ctx.lookup.faction?.('oldworld', faction)?.name ?? { de: faction, en: faction };
    ctx.problems.push(coded(ctx.file, `${at}.id`, 'owb-unit-unknown', { id, ...textParams('unit', { en, de: named(unit.name_de) ?? en }), ...textParams('army', armyName) }));
    return undefined;
  }
  if (candidates.length === 1) return candidates[0];
  const composition = rawArmy && faction !== ctx.army.id ? rawArmy : ctx.composition;
  const wanted = category === 'allies' || category === 'mercenaries' ? (typeof unit.unitType === 'string' ? unit.unitType : undefined) : category;
  const name = typeof unit.name_en === 'string' ? unit.name_en : undefined;
  const score = (c: DbCard): number =>
    (wanted !== undefined && inComposition(c, composition) && categoryOf(c, composition) === wanted ? 4 : 0) +
    (wanted !== undefined && c.oldworld?.category === wanted ? 2 : 0) +
    (inComposition(c, composition) ? 1 : 0) +
    (name !== undefined && c.oldworld?.names?.en === name ? 1 : 0);
  return [...candidates].sort((a, b) => score(b) - score(a))[0];
}

function unitCount(unit: JsonObject, card: DbCard, at: string, ctx: Context): number {
  const strength = owbNumber(unit.strength);
  const fallback = owbNumber(unit.minimum) ?? card.unitSize?.min ?? 1;
  const n = strength !== undefined && strength > 0 ? strength : fallback;
  const whole = Math.round(n);
  if (whole < 1 || whole > MAX_COUNT || whole !== n) {
    const fixed = Math.min(MAX_COUNT, Math.max(1, whole));
    ctx.problems.push(coded(ctx.file, `${at}.strength`, 'owb-strength', { models: n, max: MAX_COUNT, used: fixed }));
    return fixed;
  }
  return whole;
}

/** A note on a list unit, naming its field and its card (`core[2] (State Troops): ...`). */
function unitNote(ctx: Context, at: string, card: DbCard, code: FileProblemCode, params: FileIssue['params'] = {}): void {
  ctx.notes.push(coded(ctx.file, '', code, { at, ...textParams('unit', card.name), ...params }));
}

/** Fields of a list unit Muster does not keep, named in the notes. */
function unitNotes(unit: JsonObject, card: DbCard, at: string, ctx: Context): void {
  if (typeof unit.name === 'string' && unit.name.trim().length > MAX_ENTRY_NAME) unitNote(ctx, at, card, 'owb-name-cut', { max: MAX_ENTRY_NAME });
}

/**
 * The detachments the player gave a regimental unit (a Night Goblin Mob's Fanatics): each a card
 * of the unit's army marked as a detachment, found by its dataset id, with its models and choices.
 * A unit's own detachments as the dataset has them (a Primal Warherd's) are part of its card;
 * changed ones, and detachments on a unit that takes none, are named in the notes.
 */
function convertDetachments(unit: JsonObject, card: DbCard, composition: string, at: string, ctx: Context): EntryDetachment[] {
  if (!Array.isArray(unit.detachments) || unit.detachments.length === 0) return [];
  if (!takesDetachments(card)) {
    const preset = (card.oldworld?.detachments ?? []).map((d) => `${d.id}:${d.strength ?? 0}`).join(',');
    const given = unit.detachments.map((d) => (isObject(d) ? `${String(d.id)}:${String(d.strength ?? 0)}` : '?')).join(',');
    if (given !== preset) unitNote(ctx, at, card, preset ? 'owb-detachments-own' : 'owb-detachments-none', { count: unit.detachments.length });
    return [];
  }
  const out: EntryDetachment[] = [];
  const byId = ctx.index.units.get(card.faction);
  unit.detachments.forEach((d, i) => {
    const here = `${at}.detachments[${i}]`;
    if (!isObject(d)) return void ctx.problems.push(coded(ctx.file, here, 'owb-detachment-not-object'));
    const found = owbUnitIds(d.id)
      .flatMap((id) => byId?.get(id) ?? [])
      .find((c) => c.oldworld?.detachment === true);
    if (!found) return void ctx.problems.push(coded(ctx.file, `${here}.id`, 'owb-detachment-unknown', { id: owbUnitIds(d.id)[0] ?? '', army: card.faction }));
    if (out.length >= MAX_ENTRY_DETACHMENTS) return void ctx.problems.push(coded(ctx.file, here, 'owb-detachments-max', { max: MAX_ENTRY_DETACHMENTS }));
    const detachment: EntryDetachment = { cardId: found.id, count: unitCount(d, found, here, ctx) };
    const { options, counts } = mapOwbChoices(d, found, here, { ...ctx, composition, itemFor: () => undefined });
    if (options.length) detachment.options = options;
    if (Object.keys(counts).length) detachment.counts = counts;
    out.push(detachment);
  });
  return out;
}

function convertUnit(unit: JsonObject, category: OwCategory, at: string, n: number, ctx: Context): Entry | undefined {
  const card = cardFor(unit, category, at, ctx);
  if (!card) return undefined;
  const entry: Entry = { id: `e${n}`, cardId: card.id, count: unitCount(unit, card, at, ctx), assignments: [] };
  // An ally from a composition of the list's own army (an Empire Grand Army's Knightly Order allies;
  // the Renegade Crowns' own main list) is marked so: it counts as an ally, not as one of the army's own units.
  const from = typeof unit.army === 'string' ? unit.army : undefined;
  if (category === 'allies' && card.faction === ctx.army.id && from !== undefined && ctx.army.oldworld?.allies.some((a) => a.army === ctx.army.id && (a.composition ?? a.army) === from)) {
    entry.allyFrom = from;
  }
  const composition = unitCompositionOf(entry, card.faction, { faction: ctx.army.id, composition: ctx.composition }, ctx.army.oldworld?.allies);
  const mapped = mapOwbChoices(unit, card, at, { ...ctx, composition, itemFor: (s, lists) => chooseOwbItem(ctx.index, s, lists) });
  let { options, items } = mapped;
  const { counts } = mapped;
  // Old World Builder keeps a detachment's command checked but greyed out and counts it nowhere: Muster leaves it out.
  if (takenAsDetachment({ options }, card)) {
    const command = options.filter((id) => isCommandChoice(card, id));
    if (command.length) {
      unitNote(ctx, at, card, 'owb-detachment-command', { count: command.length });
      options = options.filter((id) => !isCommandChoice(card, id));
      items = items.filter((i) => !inCommandSlot(card, i.slot));
    }
  }
  if (options.length) entry.options = options;
  if (Object.keys(counts).length) entry.counts = counts;
  if (items.length) entry.items = items;
  // The lore a wizard uses, where it may use it (Old World Builder keeps the last one chosen, also after the unit stopped being a wizard).
  if (typeof unit.activeLore === 'string' && unit.activeLore !== '' && isWizard(entry, card)) {
    if (loresOf(card, composition, itemNamesOf(entry, ctx.lookup)).includes(unit.activeLore)) entry.lore = unit.activeLore;
    else unitNote(ctx, at, card, 'owb-lore', { lore: unit.activeLore });
  }
  const detachments = convertDetachments(unit, card, composition, at, ctx);
  if (detachments.length) entry.detachments = detachments;
  // The player's own name for the unit (Old World Builder's Rename).
  if (typeof unit.name === 'string' && unit.name.trim() !== '') entry.name = cutText(unit.name.trim(), MAX_ENTRY_NAME).trim();
  if (typeof unit.customNote === 'string' && unit.customNote.trim() !== '') {
    const note = unit.customNote.trim();
    entry.note = cutText(note, MAX_ENTRY_NOTE);
    if (note.length > MAX_ENTRY_NOTE) ctx.notes.push(coded(ctx.file, '', 'owb-note-cut', { at, max: MAX_ENTRY_NOTE }));
  }
  unitNotes(unit, card, at, ctx);
  return entry;
}

function listName(raw: Json | undefined, fileName: string): string {
  const given = typeof raw === 'string' ? raw.trim() : '';
  if (given) return given.slice(0, 200);
  const base = fileName.replace(/\\/g, '/').split('/').pop() ?? '';
  return base.replace(/\.owb\.json$|\.json$/i, '').slice(0, 200) || 'Old World Builder';
}

/**
 * An Old World Builder list file as a Muster list: each unit becomes an entry of its card (same
 * army, same dataset id, same category), with its size, its chosen options, mounts and command,
 * the counts of stackable options, its magic items in their allowances and its note. Never
 * throws: what cannot be mapped is a problem naming the field, and the rest is kept.
 */
export function importOwbList(json: unknown, lookup: OwbCardSource, fileName: string, options: OwbImportOptions = {}): OwbListImport {
  const problems: LoadProblem[] = [];
  const notes: LoadProblem[] = [];
  if (!isObject(json as Json)) return { problems: [coded(fileName, '', 'owb-not-object')], notes };
  const raw = json as JsonObject;
  if (raw.game !== OWB_GAME) {
    return { problems: [coded(fileName, 'game', 'owb-game', { game: typeof raw.game === 'string' ? raw.game : String(raw.game) })], notes };
  }
  const armyId = typeof raw.army === 'string' ? raw.army : '';
  const army = lookup.faction?.('oldworld', armyId);
  if (!army?.oldworld) return { problems: [coded(fileName, 'army', 'owb-army', { army: armyId })], notes };

  let composition = army.id;
  if (typeof raw.armyComposition === 'string' && raw.armyComposition !== '') {
    if (army.oldworld.compositions.some((c) => c.id === raw.armyComposition)) composition = raw.armyComposition;
    else problems.push(coded(fileName, 'armyComposition', 'owb-composition', { composition: raw.armyComposition, ...textParams('army', army.name) }));
  }
  let pointsLimit = owbNumber(raw.points) ?? Number.NaN;
  if (!pointsLimitSchema.safeParse(pointsLimit).success) {
    pointsLimit = 2000;
    problems.push(coded(fileName, 'points', 'owb-points', { points: String(raw.points), max: MAX_POINTS_LIMIT, used: pointsLimit }));
  }
  // The list's description is its notes, as written (line breaks and all); longer than a list's notes take, cut and said so.
  const description = typeof raw.description === 'string' && raw.description.trim() !== '' ? raw.description : undefined;
  if (description !== undefined && description.length > MAX_LIST_NOTES) notes.push(coded(fileName, '', 'owb-description-cut', { max: MAX_LIST_NOTES }));
  const compositionRule = OW_COMPOSITION_RULES.find((r) => r === raw.compositionRule);
  if (typeof raw.compositionRule === 'string' && raw.compositionRule !== '' && raw.compositionRule !== 'open-war' && !compositionRule) {
    notes.push(coded(fileName, '', 'owb-composition-rule', { rule: raw.compositionRule }));
  }

  const ctx: Context = { file: fileName, lookup, index: owbCardIndex(lookup), army, composition, problems, notes };
  const entries: Entry[] = [];
  for (const category of OW_CATEGORIES) {
    const units = raw[category];
    if (units === undefined || units === null) continue;
    if (!Array.isArray(units)) {
      problems.push(coded(fileName, category, 'owb-units-not-list'));
      continue;
    }
    units.forEach((unit, i) => {
      const at = `${category}[${i}]`;
      if (!isObject(unit)) return void problems.push(coded(fileName, at, 'owb-unit-not-object'));
      const entry = convertUnit(unit, category, at, entries.length + 1, ctx);
      if (entry) entries.push(entry);
    });
  }

  const stamp = (options.now ?? new Date()).toISOString();
  const list: ArmyList = {
    format: LIST_FILE_FORMAT,
    version: LIST_FILE_VERSION,
    id: options.id ?? globalThis.crypto.randomUUID(),
    name: listName(raw.name, fileName),
    system: 'oldworld',
    faction: army.id,
    pointsLimit,
    kind: 'standard',
    ...(description !== undefined ? { notes: cutText(description, MAX_LIST_NOTES) } : {}),
    ...(composition !== army.id ? { composition } : {}),
    ...(compositionRule ? { compositionRule } : {}),
    createdAt: stamp,
    updatedAt: stamp,
    lastEntryNumber: entries.length,
    entries,
  };
  const checked = armyListSchema.safeParse(list);
  if (!checked.success) {
    for (const issue of checked.error.issues) problems.push(coded(fileName, formatPath(issue.path), 'owb-invalid', {}, zodIssue(issue)));
    return { problems, notes };
  }
  return { list: checked.data, problems, notes };
}
