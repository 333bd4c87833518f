import type { ArmyList, Assignment, Entry } from '../model/list';

function assignmentOut(a: Assignment): Assignment {
  switch (a.type) {
    case 'crew':
      return { type: 'crew', machine: a.machine, role: a.role };
    case 'aboard':
      return { type: 'aboard', vehicle: a.vehicle };
    case 'bearer':
      return { type: 'bearer', bearer: a.bearer };
  }
}

function entryOut(e: Entry): Entry {
  const out: Entry = { id: e.id, cardId: e.cardId, count: e.count, assignments: e.assignments.map(assignmentOut) };
  if (e.note !== undefined) out.note = e.note;
  if (e.options !== undefined) out.options = [...e.options];
  return out;
}

/**
 * The list as file text: pretty JSON (two spaces) with a fixed key order and a final newline,
 * so that saving the same list twice gives the same bytes and diffs stay small.
 * Unknown fields are not written.
 */
export function serializeList(list: ArmyList): string {
  const out: Record<string, unknown> = {
    format: list.format,
    version: list.version,
    id: list.id,
    name: list.name,
    system: list.system,
    faction: list.faction,
    pointsLimit: list.pointsLimit,
    kind: list.kind,
  };
  if (list.player !== undefined) out.player = list.player;
  if (list.selectionList !== undefined) out.selectionList = list.selectionList;
  out.createdAt = list.createdAt;
  out.updatedAt = list.updatedAt;
  if (list.lastEntryNumber !== undefined) out.lastEntryNumber = list.lastEntryNumber;
  out.entries = list.entries.map(entryOut);
  return JSON.stringify(out, null, 2) + '\n';
}
