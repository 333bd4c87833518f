import type { CardLookup } from '../../../db/types';
import type { Issue } from '../../../checks/types';
import { entryNamer, type IssueTextContext } from '../../../i18n/issues';
import { translate, type MessageParams } from '../../../i18n/translate';
import type { ArmyList } from '../../../model/list';
import type { SiegeRoster } from './model';
import { SYSTEMS, type Lang } from '../../../model/system';
import { ARMY_NAMES, DEFENCE_DEVICES, SIEGE_EQUIPMENT, type TroopType } from './data';
import { elementName, ELEMENT_KIND_TARGET, SIDE_NAMES, TROOP_TYPE_NAMES } from './terms';

/** What siege messages need to name things: the roster, the two lists and the cards. */
export interface SiegeNames {
  roster: SiegeRoster;
  attacker?: ArmyList;
  defender?: ArmyList;
  lookup: CardLookup;
  /** Display name of a faction id (e.g. from listFactions); falls back to ARMY_NAMES, then the id. */
  factionName?(id: string): string | undefined;
}

function entryLabel(list: ArmyList | undefined, entryId: string, names: SiegeNames, lang: Lang): string {
  return list ? entryNamer(list, names.lookup, lang)(entryId) : entryId;
}

function armyLabel(id: string, names: SiegeNames, lang: Lang): string {
  return names.factionName?.(id) ?? ARMY_NAMES[id]?.[lang] ?? id;
}

/** Name of an issue's subject: an element, a device, a siege equipment item, a unit of the defender, the defender's list. */
function subjectName(issue: Issue, names: SiegeNames, lang: Lang): string {
  const s = issue.subject;
  if (!s) return '';
  const r = names.roster;
  switch (s.kind) {
    case 'element':
      return elementName(r, s.id, lang);
    case 'device': {
      const d = r.devices.find((x) => x.id === s.id);
      return d ? DEFENCE_DEVICES[d.device].name[lang] : s.id;
    }
    case 'equipment': {
      const q = r.equipment.find((x) => x.id === s.id);
      return q ? SIEGE_EQUIPMENT[q.item].name[lang] : s.id;
    }
    case 'occupant':
      return entryLabel(names.defender, s.id, names, lang);
    case 'attacker':
      return names.attacker?.name || translate(lang, 'domain.siegeTerms.theSide.attacker');
    case 'defender':
      return names.defender?.name || translate(lang, 'domain.siegeTerms.theSide.defender');
  }
}

/** The params of a siege issue ready for display: element, device, unit and army names in the language. */
export function siegeIssueParams(issue: Issue, lang: Lang, names: SiegeNames): MessageParams {
  const p: MessageParams = { ...issue.params, entry: subjectName(issue, names, lang) };
  if (typeof p.element === 'string') p.element = elementName(names.roster, p.element, lang);
  if (typeof p.needs === 'string' && (p.needs === 'wall' || p.needs === 'tower')) p.needs = ELEMENT_KIND_TARGET[p.needs][lang];
  if (typeof p.troopType === 'string' && p.troopType in TROOP_TYPE_NAMES) p.troopType = TROOP_TYPE_NAMES[p.troopType as TroopType][lang];
  if (typeof p.needed === 'string') p.needed = armyLabel(p.needed, names, lang);
  if (typeof p.army === 'string') p.army = armyLabel(p.army, names, lang);
  if (typeof p.target === 'string') p.target = entryLabel(names.attacker, p.target, names, lang);
  if (p.side === 'attacker' || p.side === 'defender') p.side = SIDE_NAMES[p.side][lang];
  if (typeof p.system === 'string' && p.system in SYSTEMS) p.system = SYSTEMS[p.system as keyof typeof SYSTEMS].name[lang];
  if (typeof p.device === 'string' && p.device in DEFENCE_DEVICES) p.device = DEFENCE_DEVICES[p.device as keyof typeof DEFENCE_DEVICES].name[lang];
  return p;
}

/** How the one message function (issueMessage) names the things of a siege roster. */
export function siegeIssueText(names: SiegeNames): IssueTextContext {
  return { params: (issue, lang) => siegeIssueParams(issue, lang, names) };
}
