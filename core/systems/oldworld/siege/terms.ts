import type { ElementKind, FortressElement, SiegeRoster } from './model';
import type { Lang, Localized } from '../../../model/system';
import type { TroopType } from './data';
import { localized } from '../../../i18n/localized';

/** Old World troop types in both languages. */
export const TROOP_TYPE_NAMES: Readonly<Record<TroopType, Localized>> = {
  'regular-infantry': localized('domain.siegeTerms.troopTypeNames.regular-infantry'),
  'heavy-infantry': localized('domain.siegeTerms.troopTypeNames.heavy-infantry'),
  'monstrous-infantry': localized('domain.siegeTerms.troopTypeNames.monstrous-infantry'),
  beasts: localized('domain.siegeTerms.troopTypeNames.beasts'),
  swarm: localized('domain.siegeTerms.troopTypeNames.swarm'),
  'light-cavalry': localized('domain.siegeTerms.troopTypeNames.light-cavalry'),
  'heavy-cavalry': localized('domain.siegeTerms.troopTypeNames.heavy-cavalry'),
  'monstrous-cavalry': localized('domain.siegeTerms.troopTypeNames.monstrous-cavalry'),
  'light-chariot': localized('domain.siegeTerms.troopTypeNames.light-chariot'),
  'heavy-chariot': localized('domain.siegeTerms.troopTypeNames.heavy-chariot'),
  monster: localized('domain.siegeTerms.troopTypeNames.monster'),
  behemoth: localized('domain.siegeTerms.troopTypeNames.behemoth'),
  'war-machine': localized('domain.siegeTerms.troopTypeNames.war-machine'),
  character: localized('domain.siegeTerms.troopTypeNames.character'),
};

const ELEMENT_KIND_NAMES: Readonly<Record<ElementKind, Localized>> = {
  wall: localized('domain.siegeTerms.elementKindNames.wall'),
  tower: localized('domain.siegeTerms.elementKindNames.tower'),
};

/** "on a tower" / "auf einen Turm": where a device belongs (used in siege.device-element). */
export const ELEMENT_KIND_TARGET: Readonly<Record<ElementKind, Localized>> = {
  wall: localized('domain.siegeTerms.elementKindTarget.wall'),
  tower: localized('domain.siegeTerms.elementKindTarget.tower'),
};

const GATEHOUSE_NAME: Localized = localized('domain.siegeTerms.gatehouseName');

export const SIDE_NAMES: Readonly<Record<'attacker' | 'defender', Localized>> = {
  attacker: localized('domain.siegeTerms.sideNames.attacker'),
  defender: localized('domain.siegeTerms.sideNames.defender'),
};

/**
 * Display name of an element: the player's name, else "Gatehouse" for the gatehouse, else
 * the kind numbered in fortress order ("Wall 2", "Turm 1"); the id when it is not in the fortress.
 */
export function elementName(roster: SiegeRoster, elementId: string, lang: Lang): string {
  const elements = roster.fortress.elements;
  const el = elements.find((e) => e.id === elementId);
  if (!el) return elementId;
  if (el.name.trim() !== '') return el.name.trim();
  if (roster.fortress.gatehouse === el.id) return GATEHOUSE_NAME[lang];
  return generatedName(elements, el, lang);
}

function generatedName(elements: readonly FortressElement[], el: FortressElement, lang: Lang): string {
  let n = 0;
  for (const e of elements) {
    if (e.kind === el.kind) n++;
    if (e === el) break;
  }
  return `${ELEMENT_KIND_NAMES[el.kind][lang]} ${n}`;
}
