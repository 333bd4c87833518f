import type { CardLookup } from '../../core/db/types';
import { entryNamer } from '../../core/i18n/issues';
import type { ArmyList, Entry } from '../../core/model/list';
import type { Lang } from '../../core/model/system';
import type { Labels } from './text/labels';

/** How entries are named on the sheets: card name and row number, e.g. "Goblin Minelayer (#2)" (core's one namer). */
export function sheetEntryNamer(list: ArmyList, lookup: CardLookup, lang: Lang, labels: Labels): (entryId: string) => string {
  return entryNamer(list, lookup, lang, { numbered: 'always', unknownCard: labels.unknownCard });
}

/**
 * The "assigned" column of the entries: what an entry serves or rides or is carried by, and
 * what is assigned to it. The assignments pointing at each entry are collected once per list.
 */
export function assignmentTexts(list: ArmyList, labels: Labels, name: (entryId: string) => string): (entry: Entry) => string {
  const towards = new Map<string, { crew: string[]; aboard: string[]; carries: string[] }>();
  const at = (id: string) => {
    let t = towards.get(id);
    if (!t) towards.set(id, (t = { crew: [], aboard: [], carries: [] }));
    return t;
  };
  for (const other of list.entries) {
    if (other.assignments.length === 0) continue;
    const who = other.count > 1 ? `${other.count}× ${name(other.id)}` : name(other.id);
    for (const a of other.assignments) {
      if (a.type === 'crew') at(a.machine).crew.push(who);
      if (a.type === 'aboard') at(a.vehicle).aboard.push(who);
      if (a.type === 'bearer') at(a.bearer).carries.push(who);
    }
  }
  return (entry) => {
    const parts: string[] = [];
    for (const a of entry.assignments) {
      if (a.type === 'crew' && list.system === 'chronopia') parts.push(labels.assignment.chariotCrew(name(a.machine)));
      else if (a.type === 'crew') parts.push(a.role === 'servant' ? labels.assignment.servant(name(a.machine)) : labels.assignment.substitute(name(a.machine)));
      if (a.type === 'aboard') parts.push(labels.assignment.aboard(name(a.vehicle)));
      if (a.type === 'bearer') parts.push(labels.assignment.bearer(name(a.bearer)));
    }
    const t = towards.get(entry.id);
    if (t?.crew.length) parts.push(`${labels.assignment.crew}: ${t.crew.join(', ')}`);
    if (t?.aboard.length) parts.push(`${labels.assignment.passengers}: ${t.aboard.join(', ')}`);
    if (t?.carries.length) parts.push(`${labels.assignment.carries}: ${t.carries.join(', ')}`);
    return parts.join('; ');
  };
}
