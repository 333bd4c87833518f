import { crewCandidates, isCrewEntry } from '../../../core/systems/chronopia/chariot';
import type { CardLookup } from '../../../core/db/types';
import type { ArmyList } from '../../../core/model/list';
import type { AssignOption } from '../lists/assign-options';

/**
 * Chariot crew choices of an entry of a Chronopia list, in the shape of the editor's assignment
 * options: a figure whose card is crew of a chariot in the list (and crews nothing yet) may ride
 * on it (`machine`); a chariot offers the entries of its crew cards (`crew`).
 * Crew assignments are `{ type: 'crew', machine: <chariot entry>, role: 'servant' }`.
 */
export function chariotCrewOptions(list: ArmyList, lookup: CardLookup, entryId: string): AssignOption[] {
  if (list.system !== 'chronopia') return [];
  const entry = list.entries.find((e) => e.id === entryId);
  const card = entry && lookup.card(entry.cardId);
  if (!entry || !card) return [];
  const out: AssignOption[] = [];
  if (!card.chariot && !isCrewEntry(entry)) {
    for (const c of list.entries) {
      if (c.id !== entryId && lookup.card(c.cardId)?.chariot?.crew.some((x) => x.cardId === card.id)) {
        out.push({ group: 'machine', entryId, otherId: c.id, assignment: { type: 'crew', machine: c.id, role: 'servant' }, servantCard: true });
      }
    }
  }
  if (card.chariot) {
    for (const f of crewCandidates(list, lookup, entryId)) {
      out.push({ group: 'crew', entryId: f.id, otherId: f.id, assignment: { type: 'crew', machine: entryId, role: 'servant' }, servantCard: true });
    }
  }
  return out;
}
