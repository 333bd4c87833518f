import type { CardLookup } from '../../core/db/types';
import { entryNamer } from '../../core/i18n/issues';
import type { ArmyList, Entry } from '../../core/model/list';
import type { Lang } from '../../core/model/system';
import type { Labels } from './text/labels';

/** How entries are named on the sheets: card name and row number, e.g. "Goblin Minelayer (#2)" (core's one namer). */
export function sheetEntryNamer(list: ArmyList, lookup: CardLookup, lang: Lang, labels: Labels): (entryId: string) => string {
  return entryNamer(list, lookup, lang, { numbered: 'always', unknownCard: labels.unknownCard });
}

/** The "assigned" column of an entry: what it serves or rides or is carried by, and what is assigned to it. */
export function assignmentText(list: ArmyList, entry: Entry, labels: Labels, name: (entryId: string) => string): string {
  const parts: string[] = [];
  for (const a of entry.assignments) {
    if (a.type === 'crew' && list.system === 'chronopia') parts.push(labels.assignment.chariotCrew(name(a.machine)));
    else if (a.type === 'crew') parts.push(a.role === 'servant' ? labels.assignment.servant(name(a.machine)) : labels.assignment.substitute(name(a.machine)));
    if (a.type === 'aboard') parts.push(labels.assignment.aboard(name(a.vehicle)));
    if (a.type === 'bearer') parts.push(labels.assignment.bearer(name(a.bearer)));
  }
  const crew: string[] = [];
  const aboard: string[] = [];
  const carries: string[] = [];
  for (const other of list.entries) {
    for (const a of other.assignments) {
      const who = other.count > 1 ? `${other.count}× ${name(other.id)}` : name(other.id);
      if (a.type === 'crew' && a.machine === entry.id) crew.push(who);
      if (a.type === 'aboard' && a.vehicle === entry.id) aboard.push(who);
      if (a.type === 'bearer' && a.bearer === entry.id) carries.push(who);
    }
  }
  if (crew.length) parts.push(`${labels.assignment.crew}: ${crew.join(', ')}`);
  if (aboard.length) parts.push(`${labels.assignment.passengers}: ${aboard.join(', ')}`);
  if (carries.length) parts.push(`${labels.assignment.carries}: ${carries.join(', ')}`);
  return parts.join('; ');
}
