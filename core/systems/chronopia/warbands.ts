import { entryPoints, tableFigures } from '../../list/totals';
import type { CardLookup } from '../../db/types';
import type { ListOpResult } from '../../list/ops';
import type { DbCard } from '../../model/card';
import type { ArmyList, Entry } from '../../model/list';
import { crewLinks } from './crew-links';

/**
 * Chronopia lists are made of warbands (Kampfverbände) and single figures. In a list file an
 * entry's `group` names the warband it belongs to; entries with the same group form one
 * warband (e.g. warriors plus their standard bearer). Entries without a group:
 * - a warband card (`warband: true`) is a warband of its own;
 * - any other card is a single figure: every figure of the entry acts on its own.
 * Crew entries of a chariot (a `crew` assignment) act with their chariot, whatever their group.
 */

/** Longest warband name a list file allows. */
export const MAX_GROUP_LENGTH = 100;

/** A warband name as stored: trimmed and cut to 100 characters; undefined when empty. */
export function normalizeGroup(name: string | undefined): string | undefined {
  const g = (name ?? '').trim().slice(0, MAX_GROUP_LENGTH).trim();
  return g === '' ? undefined : g;
}

function withGroup(e: Entry, group: string | undefined): Entry {
  if (e.group === group) return e;
  if (group === undefined) {
    const copy = { ...e };
    delete copy.group;
    return copy;
  }
  return { ...e, group };
}

/** Puts an entry into a warband (by name), or takes it out with an empty name or undefined. */
export function setGroup(list: ArmyList, entryId: string, name: string | undefined): ListOpResult {
  if (!list.entries.some((e) => e.id === entryId)) return { ok: false, list, error: { code: 'unknown-entry', entryId } };
  const group = normalizeGroup(name);
  const entries = list.entries.map((e) => (e.id === entryId ? withGroup(e, group) : e));
  return entries.every((e, i) => e === list.entries[i]) ? { ok: true, list } : { ok: true, list: { ...list, entries } };
}

/** Renames a warband in every entry (an empty new name dissolves it). Unknown names change nothing. */
export function renameGroup(list: ArmyList, from: string, to: string | undefined): ListOpResult {
  const group = normalizeGroup(to);
  const entries = list.entries.map((e) => (e.group === from ? withGroup(e, group) : e));
  return entries.every((e, i) => e === list.entries[i]) ? { ok: true, list } : { ok: true, list: { ...list, entries } };
}

/** Why a warband cannot take a name: none given, or another warband of the list has it already. */
export type WarbandNameProblem = { code: 'name-empty' } | { code: 'name-taken'; other: string };

/**
 * Whether warband `from` may be renamed to `to` (as stored: trimmed, at most 100 characters). An
 * empty name is refused (renameGroup would dissolve the warband), and so is the name of another
 * warband of the list, in any letter case (renameGroup would merge the two). Undefined when the
 * name is fine, also when it is the warband's own name.
 */
export function warbandNameProblem(list: ArmyList, from: string, to: string): WarbandNameProblem | undefined {
  const name = normalizeGroup(to);
  if (name === undefined) return { code: 'name-empty' };
  const key = name.toLocaleLowerCase();
  const other = groupNames(list).find((g) => g !== from && g.toLocaleLowerCase() === key);
  return other === undefined ? undefined : { code: 'name-taken', other };
}

/** Names of the warbands of a list, in order of first appearance. */
export function groupNames(list: ArmyList): string[] {
  return [...new Set(list.entries.flatMap((e) => (e.group === undefined ? [] : [e.group])))];
}

/** A name for a new warband that no entry uses yet: "<base> 1", "<base> 2", ... */
export function nextGroupName(list: ArmyList, base: string): string {
  const used = new Set(groupNames(list));
  for (let n = 1; ; n++) {
    const name = `${base} ${n}`;
    if (!used.has(name)) return name;
  }
}

/** One unit that activates on its own: a warband, a single figure entry, or a chariot with crew. */
export interface ChronopiaUnit {
  kind: 'warband' | 'single' | 'chariot';
  /** The warband's name (group), undefined for units without one. */
  name?: string;
  /** Entries of the unit (a chariot's crew entries follow it). */
  entries: Entry[];
  /** Units this stands for: 1, or the figure count of a single-figure entry. */
  activations: number;
  /** Figures on the table: a chariot with its crew counts as one figure. */
  figures: number;
  points: number;
}

/**
 * The units of a list in list order (a warband where its first entry is). Entries with
 * unknown cards count as single figures of 0 points. A chariot's crew entries are folded into
 * the chariot's unit (or the chariot's warband); crew of something that is not in the list, or
 * of an entry that is crew itself, stays a unit of its own (core/systems/chronopia/crew-links).
 */
export function chronopiaUnits(list: ArmyList, lookup: CardLookup): ChronopiaUnit[] {
  const cardOf = (e: Entry): DbCard | undefined => lookup.card(e.cardId);
  // The one count of figures on the table (core/list/totals): a chariot with its crew is one.
  const figuresOf = tableFigures(list, lookup);
  const pointsOf = (e: Entry): number => entryPoints(e, cardOf(e), lookup);
  const links = crewLinks(list);
  const units: ChronopiaUnit[] = [];
  const unitOfEntry = new Map<string, ChronopiaUnit>();
  const groups = new Map<string, ChronopiaUnit>();
  const crew: Entry[] = [];

  for (const e of list.entries) {
    if (links.folded(e)) {
      crew.push(e);
      continue;
    }
    const card = cardOf(e);
    const figures = figuresOf(e);
    if (e.group !== undefined) {
      let unit = groups.get(e.group);
      if (!unit) {
        unit = { kind: 'warband', name: e.group, entries: [], activations: 1, figures: 0, points: 0 };
        groups.set(e.group, unit);
        units.push(unit);
      }
      unit.entries.push(e);
      unit.figures += figures;
      unit.points += pointsOf(e);
      unitOfEntry.set(e.id, unit);
      continue;
    }
    const kind = card?.chariot ? 'chariot' : card?.warband ? 'warband' : 'single';
    const unit: ChronopiaUnit = { kind, entries: [e], activations: kind === 'warband' ? 1 : figures, figures, points: pointsOf(e) };
    units.push(unit);
    unitOfEntry.set(e.id, unit);
  }
  // A folded crew entry's chariot is no crew itself (crew-links), so it has a unit.
  for (const e of crew) {
    const target = links.targetOf(e);
    const unit = target && unitOfEntry.get(target.id);
    if (!unit) continue;
    unit.entries.push(e);
    unit.points += pointsOf(e);
  }
  return units;
}
