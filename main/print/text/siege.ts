import { translate } from '../../../core/i18n/translate';
import type { Lang } from '../../../core/model/system';
import { sheetPlural, sheetTexts } from './sheet-texts';

/** Words on the siege sheet, per language (rule texts are Muster's own summary of the siege rules). */
export interface SiegeLabels {
  title(name: string): string;
  valid: string;
  attacker: string;
  defender: string;
  noList: string;
  points: string;
  listPoints(list: number, extras: number, total: number, limit: number | undefined): string;
  share(percent: number): string;
  nightBattle: string;
  yes: string;
  no: string;
  fortress: string;
  noElements: string;
  wall: string;
  tower: string;
  gatehouse: string;
  rodell: string;
  storeys(n: number): string;
  toughness: string;
  wounds: string;
  strengthTest: string;
  shooters(n: number): string;
  hits: string;
  hitTarget: { element: string; unit: string; gate: string };
  gate: string;
  save: string;
  device: string;
  noDevice: string;
  garrison: string;
  empty: string;
  machine: string;
  unknownEntry(id: string): string;
  devices: string;
  equipment: string;
  noEquipment: string;
  columns: { item: string; points: string; where: string; effect: string; forWhat: string };
  unassigned: string;
  profile: string;
  troopType: string;
  base: string;
  unitSize: string;
  armourSave: string;
  specialRules: string;
  weapon: string;
  range: string;
  closeCombat: string;
  rulesTitle: string;
  term: string;
  rule: string;
  nightTitle: string;
  nightActive: string;
  nightOptional: string;
  footprints: string;
  footprintHint: string;
  total: string;
  /** Victory conditions on the summary. */
  victory: string;
  victoryTake(elements: string): string;
  victoryHold(rounds: number): string;
  /** The quick reference (all devices and equipment, the element profiles). */
  quickrefTitle: string;
  elementsTitle: string;
  element: string;
  perStorey(n: number): string;
  allArmies: string;
  army: string;
  perWarMachine: string;
  withWalkway(ranges: string): string;
  gatehouseHits: string;
}

interface RuleRow {
  term: string;
  text: string;
}

/** The siege sheet's words of one language, from the catalogue (`sheet.siege`). */
function siegeLabels(lang: Lang): SiegeLabels {
  const base = sheetTexts<SiegeLabels>(lang, 'siege', { title: ['name'], share: ['p'], shooters: ['n'], unknownEntry: ['id'], perStorey: ['n'], withWalkway: ['ranges'], victoryTake: ['elements'] });
  return {
    ...base,
    listPoints: (list, extras, total, limit) =>
      translate(lang, limit === undefined ? 'sheet.siege.listPoints' : 'sheet.siege.listPointsLimit', { list, extras, total, limit: limit ?? '' }),
    storeys: (n) => sheetPlural(lang, 'siege', 'storeys', n),
    victoryHold: (n) => sheetPlural(lang, 'siege', 'victoryHold', n),
  };
}

export const SIEGE_LABELS: Readonly<Record<Lang, SiegeLabels>> = { en: siegeLabels('en'), de: siegeLabels('de') };

/** The fortress rules, summarised in Muster's words (the siege rules; catalogue `sheet.siegeRules`). */
export const SIEGE_RULE_ROWS: Readonly<Record<Lang, readonly RuleRow[]>> = { en: sheetTexts('en', 'siegeRules'), de: sheetTexts('de', 'siegeRules') };

/** Night battles, summarised in Muster's words (the siege rules; catalogue `sheet.nightRules`). */
export const NIGHT_RULE_ROWS: Readonly<Record<Lang, readonly RuleRow[]>> = { en: sheetTexts('en', 'nightRules'), de: sheetTexts('de', 'nightRules') };
