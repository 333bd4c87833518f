import type { ArmyList, Entry } from '../../model/list';

/**
 * Which entries of a Chronopia list act with a chariot as its crew. An entry crews the first
 * entry of the list its `crew` assignments name; it is folded into that chariot's unit (and is
 * no figure of its own on the table) unless that entry crews something itself, in which case
 * the chain is broken and the entry stays a unit of its own. Shared by the list's figures
 * (core/list/totals) and its units (warbands.ts), so both count the same.
 */
export interface CrewLinks {
  /** The entry `e` crews, if its assignments name an entry of the list. */
  targetOf(e: Entry): Entry | undefined;
  /** `e` acts with the chariot it crews (it is one figure with it). */
  folded(e: Entry): boolean;
}

export function crewLinks(list: Pick<ArmyList, 'entries'>): CrewLinks {
  const byId = new Map(list.entries.map((e) => [e.id, e]));
  const targetOf = (e: Entry): Entry | undefined => {
    for (const a of e.assignments) if (a.type === 'crew' && byId.has(a.machine)) return byId.get(a.machine);
    return undefined;
  };
  return {
    targetOf,
    folded(e) {
      const target = targetOf(e);
      return target !== undefined && targetOf(target) === undefined;
    },
  };
}
