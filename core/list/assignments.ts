import { SAFE_ID } from '../files/names';
import type { ArmyList, Assignment } from '../model/list';
import { CREW_ROLES, type CrewRole } from '../model/list-format';

const isEntryId = (v: unknown): v is string => typeof v === 'string' && SAFE_ID.test(v);

/**
 * An assignment as list files take it (assignmentSchema in model/list.ts, which a test holds this
 * to): crew of a machine with a role, aboard a vehicle or carried by a bearer, the target an
 * entry id, without any other field; undefined for anything else. List edits check what they are
 * given with it, where the schema library is not loaded.
 */
export function readAssignment(value: unknown): Assignment | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const a = value as Record<string, unknown>;
  switch (a.type) {
    case 'crew':
      return isEntryId(a.machine) && (CREW_ROLES as readonly unknown[]).includes(a.role) ? { type: 'crew', machine: a.machine, role: a.role as CrewRole } : undefined;
    case 'aboard':
      return isEntryId(a.vehicle) ? { type: 'aboard', vehicle: a.vehicle } : undefined;
    case 'bearer':
      return isEntryId(a.bearer) ? { type: 'bearer', bearer: a.bearer } : undefined;
    default:
      return undefined;
  }
}

/** The entry an assignment points at: the machine, the vehicle or the bearer. */
export function assignmentTarget(a: Assignment): string {
  switch (a.type) {
    case 'crew':
      return a.machine;
    case 'aboard':
      return a.vehicle;
    case 'bearer':
      return a.bearer;
  }
}

/** Field of the assignment that names its target (for problem paths). */
export function assignmentTargetField(a: Assignment): 'machine' | 'vehicle' | 'bearer' {
  return a.type === 'crew' ? 'machine' : a.type === 'aboard' ? 'vehicle' : 'bearer';
}

export function sameAssignment(a: Assignment, b: Assignment): boolean {
  if (a.type === 'crew' && b.type === 'crew') return a.machine === b.machine && a.role === b.role;
  if (a.type === 'aboard' && b.type === 'aboard') return a.vehicle === b.vehicle;
  if (a.type === 'bearer' && b.type === 'bearer') return a.bearer === b.bearer;
  return false;
}

const ENTRY_NUMBER = /^e([1-9][0-9]{0,8})$/;

/** The highest `N` of the list's `eN` entry ids and its `lastEntryNumber` (one pass over the entries). */
function highestEntryNumber(list: Pick<ArmyList, 'entries' | 'lastEntryNumber'>): number {
  let max = list.lastEntryNumber ?? 0;
  for (const e of list.entries) {
    const m = ENTRY_NUMBER.exec(e.id);
    if (m) max = Math.max(max, Number(m[1]));
  }
  return max;
}

/** The list with `lastEntryNumber` set to at least its highest `eN`, so `nextEntryId` needs no scan. */
export function withEntryNumber(list: ArmyList): ArmyList {
  const highest = highestEntryNumber(list);
  return list.lastEntryNumber === highest ? list : { ...list, lastEntryNumber: highest };
}

/**
 * The next entry id `eN`: after the highest number ever used in this list, so removed ids are
 * never reused. Constant time for lists that carry `lastEntryNumber` (every loaded, saved or
 * edited list does); a list without it is scanned once.
 */
export function nextEntryId(list: ArmyList): { id: string; number: number } {
  const number = (list.lastEntryNumber ?? highestEntryNumber(list)) + 1;
  return { id: `e${number}`, number };
}
