import type { CardLookup } from '../../../core/db/types';
import { assignmentTarget, sameAssignment } from '../../../core/list/assignments';
import type { DbCard } from '../../../core/model/card';
import { isItemCard } from '../../../core/model/card-terms';
import type { ArmyList, Assignment, Entry } from '../../../core/model/list';
import { crewRoles } from '../../../core/systems/confrontation/fortification/crew';
import { notTransportable, transportCapacity } from '../../../core/systems/confrontation/fortification/transport';
import { canCarry } from '../../../core/systems/confrontation/bearers';
import { chariotCrewOptions } from '../chronopia/crew-options';

/**
 * What an entry can be given in the editor, offering only what makes sense:
 * - a figure: serve an immobile war machine of the list (as servant when it is one of the
 *   machine's servant cards, as substitute when it meets the substitute conditions), ride in a
 *   vehicle (a card with Transport / X), unless it is already placed somewhere;
 * - an item (spell, miracle, artifact, equipment) without a bearer: a figure that may carry it
 *   (spells only magicians, miracles only the faithful: core/systems/confrontation/bearers);
 * - a war machine: figures of the list as crew (its servant cards first), a vehicle: passengers;
 * - a figure: items without a bearer that it may carry.
 * Every option says which entry gets which assignment, so applying it is one `assign` call.
 */
export type AssignGroup = 'machine' | 'vehicle' | 'bearer' | 'crew' | 'passengers' | 'items';

export interface AssignOption {
  group: AssignGroup;
  /** The entry that receives the assignment (for `crew`, `passengers`, `items`: another entry). */
  entryId: string;
  assignment: Assignment;
  /** The other entry named in the option's label. */
  otherId: string;
  /** Crew options: a servant card of the machine (offered first). */
  servantCard?: boolean;
}

const isFigure = (c: DbCard | undefined): c is DbCard => c?.kind === 'fighter';
const isImmobileMachine = (c: DbCard | undefined): c is DbCard => c?.warMachine?.mobility === 'immobile';
const isVehicle = (c: DbCard | undefined): c is DbCard => c !== undefined && transportCapacity(c) !== undefined;
const isItem = (c: DbCard | undefined): c is DbCard => c !== undefined && isItemCard(c);

/** True when the entry serves a machine or rides in a vehicle already. */
function placed(e: Entry): boolean {
  return e.assignments.some((a) => a.type === 'crew' || a.type === 'aboard');
}

function carried(e: Entry): boolean {
  return e.assignments.some((a) => a.type === 'bearer');
}

function has(entry: Entry, a: Assignment): boolean {
  return entry.assignments.some((x) => sameAssignment(x, a));
}

export function assignOptions(list: ArmyList, lookup: CardLookup, entryId: string): AssignOption[] {
  const entry = list.entries.find((e) => e.id === entryId);
  if (!entry) return [];
  const card = lookup.card(entry.cardId);
  const others = list.entries.filter((e) => e.id !== entryId);
  const cardOf = (e: Entry): DbCard | undefined => lookup.card(e.cardId);
  const out: AssignOption[] = [];
  const push = (o: AssignOption, on: Entry): void => {
    if (!has(on, o.assignment)) out.push(o);
  };

  if (isFigure(card) && !placed(entry)) {
    for (const m of others) {
      const mc = cardOf(m);
      if (!isImmobileMachine(mc)) continue;
      for (const role of crewRoles(mc, card)) {
        push({ group: 'machine', entryId, otherId: m.id, assignment: { type: 'crew', machine: m.id, role }, servantCard: role === 'servant' }, entry);
      }
    }
    if (notTransportable(card, list.edition) === undefined) {
      for (const v of others) {
        if (isVehicle(cardOf(v))) push({ group: 'vehicle', entryId, otherId: v.id, assignment: { type: 'aboard', vehicle: v.id } }, entry);
      }
    }
  }
  if (isItem(card) && !carried(entry)) {
    for (const b of others) {
      const bc = cardOf(b);
      if (bc && canCarry(card, bc)) push({ group: 'bearer', entryId, otherId: b.id, assignment: { type: 'bearer', bearer: b.id } }, entry);
    }
  }
  if (isImmobileMachine(card)) {
    const crew: AssignOption[] = [];
    for (const f of others) {
      const fc = cardOf(f);
      if (!isFigure(fc) || placed(f)) continue;
      for (const role of crewRoles(card, fc)) {
        crew.push({ group: 'crew', entryId: f.id, otherId: f.id, assignment: { type: 'crew', machine: entryId, role }, servantCard: role === 'servant' });
      }
    }
    crew.sort((a, b) => Number(b.servantCard ?? false) - Number(a.servantCard ?? false));
    out.push(...crew);
  }
  if (isVehicle(card)) {
    for (const p of others) {
      const pc = cardOf(p);
      if (isFigure(pc) && !placed(p) && notTransportable(pc, list.edition) === undefined) {
        out.push({ group: 'passengers', entryId: p.id, otherId: p.id, assignment: { type: 'aboard', vehicle: entryId } });
      }
    }
  }
  if (card) {
    for (const i of others) {
      const ic = cardOf(i);
      if (isItem(ic) && !carried(i) && canCarry(ic, card)) out.push({ group: 'items', entryId: i.id, otherId: i.id, assignment: { type: 'bearer', bearer: entryId } });
    }
  }
  out.push(...chariotCrewOptions(list, lookup, entryId));
  return out;
}

/** Assignments pointing at an entry from other entries (its crew, passengers, carried items). */
export function incomingAssignments(list: ArmyList, entryId: string): { entryId: string; assignment: Assignment }[] {
  const out: { entryId: string; assignment: Assignment }[] = [];
  for (const e of list.entries) {
    for (const a of e.assignments) {
      if (assignmentTarget(a) === entryId && e.id !== entryId) out.push({ entryId: e.id, assignment: a });
    }
  }
  return out;
}
