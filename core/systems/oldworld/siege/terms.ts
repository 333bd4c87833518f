import type { ElementKind, FortressElement, SiegeRoster } from './model';
import type { Lang, Localized } from '../../../model/system';
import type { HitTarget, TroopType } from './data';

/** Old World troop types in both languages. */
export const TROOP_TYPE_NAMES: Readonly<Record<TroopType, Localized>> = {
  'regular-infantry': { de: 'Reguläre Infanterie', en: 'Regular Infantry' },
  'heavy-infantry': { de: 'Schwere Infanterie', en: 'Heavy Infantry' },
  'monstrous-infantry': { de: 'Monströse Infanterie', en: 'Monstrous Infantry' },
  beasts: { de: 'Bestien', en: 'Beasts' },
  swarm: { de: 'Schwarm', en: 'Swarm' },
  'light-cavalry': { de: 'Leichte Kavallerie', en: 'Light Cavalry' },
  'heavy-cavalry': { de: 'Schwere Kavallerie', en: 'Heavy Cavalry' },
  'monstrous-cavalry': { de: 'Monströse Kavallerie', en: 'Monstrous Cavalry' },
  'light-chariot': { de: 'Leichter Streitwagen', en: 'Light Chariot' },
  'heavy-chariot': { de: 'Schwerer Streitwagen', en: 'Heavy Chariot' },
  monster: { de: 'Monster', en: 'Monster' },
  behemoth: { de: 'Behemoth', en: 'Behemoth' },
  'war-machine': { de: 'Kriegsmaschine', en: 'War Machine' },
  character: { de: 'Charakter (zu Fuß)', en: 'Character (on foot)' },
};

export const ELEMENT_KIND_NAMES: Readonly<Record<ElementKind, Localized>> = {
  wall: { de: 'Mauer', en: 'Wall' },
  tower: { de: 'Turm', en: 'Tower' },
};

/** "on a tower" / "auf einen Turm": where a device belongs (used in siege.device-element). */
export const ELEMENT_KIND_TARGET: Readonly<Record<ElementKind, Localized>> = {
  wall: { de: 'eine Mauer', en: 'a wall' },
  tower: { de: 'einen Turm', en: 'a tower' },
};

export const GATEHOUSE_NAME: Localized = { de: 'Toranlage', en: 'Gatehouse' };
export const GATE_NAME: Localized = { de: 'Tor', en: 'Gate' };

export const HIT_TARGET_NAMES: Readonly<Record<HitTarget, Localized>> = {
  element: { de: 'Element', en: 'element' },
  unit: { de: 'Einheit', en: 'unit' },
  gate: { de: 'Tor', en: 'gate' },
};

export const SIDE_NAMES: Readonly<Record<'attacker' | 'defender', Localized>> = {
  attacker: { de: 'Angreifer', en: 'Attacker' },
  defender: { de: 'Verteidiger', en: 'Defender' },
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
