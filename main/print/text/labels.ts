import type { DocumentId } from '../../../core/print/job';
import type { CardKind } from '../../../core/model/card';
import type { ArmyList } from '../../../core/model/list';
import { translate } from '../../../core/i18n/translate';
import type { Lang, SystemId } from '../../../core/model/system';
import { sheetPlural, sheetTexts, type SheetFunctions } from './sheet-texts';
import { decimal } from '../../../core/i18n/decimal';

/** Every word printed on the sheets (except rule messages and ability explanations), per language. */
export interface Labels {
  documents: Record<DocumentId, string>;
  subject: string;
  /** Title of a PDF combining several documents. */
  printSet: string;
  back: string;
  /** Note on a page left blank so that a front and its back share a sheet. */
  blankForDuplex: string;
  page(n: number, total: number): string;
  calibrationNote: string;
  calibrationCheck: string;
  cm: string;
  inch: string;
  listKinds: Record<ArmyList['kind'], string>;
  header: { player: string; system: string; faction: string; limit: string; kind: string; date: string; list: string };
  /** `unit` and `category` head an Old World list's card and rank columns. */
  columns: { row: string; count: string; card: string; rank: string; unit: string; category: string; points: string; assigned: string };
  total: string;
  /** The total row's figures with their number ("1 figure", "12 figures"). */
  figures(n: number): string;
  /** Chronopia's total row: the figures on the table, a chariot with its crew one (as the editor's Chronopia panel and the markers count them). */
  figuresOnTable(n: number): string;
  sample: string;
  unknownCard(id: string): string;
  note: string;
  assignment: {
    servant(machine: string): string;
    /** Chronopia: crew riding on a chariot. */
    chariotCrew(chariot: string): string;
    substitute(machine: string): string;
    aboard(vehicle: string): string;
    bearer(bearer: string): string;
    crew: string;
    passengers: string;
    carries: string;
  };
  validation: { title: string; valid: string; summary(errors: number, warnings: number): string; error: string; warning: string; pending: string };
  reference: {
    profile: string;
    /** The heading over a card's abilities, in each game's own word (Chronopia: "Spezialfähigkeiten"). */
    abilities: Record<SystemId, string>;
    warMachine: string;
    mobility: { mobile: string; immobile: string };
    weight: string;
    structurePoints: string;
    crew: string;
    servants: string;
    anyServant: string;
    substitutes: string;
    noSubstitutes: string;
    fullOperation: string;
    transport: string;
    access: Record<'front' | 'rear' | 'sides' | 'all', string>;
    artillery: string;
    artilleryClass: { light: string; heavy: string };
    artilleryKind: { perforating: string; zone: string };
    template(diameterMm: number): string;
    equipment: { steam: string; naphtha: string };
    size: Record<'small' | 'normal' | 'large' | 'very-large', string>;
    kinds: Record<CardKind, string>;
    personality: string;
    figuresPerCard(n: number): string;
    /** Chronopia chariots: the figures crewing it and the animals drawing it. */
    chariotCrew: string;
    drawnBy: string;
  };
  templates: { title(name: string, diameterMm: number): string; onDemand: string; strayTable: string; d6: string; distance: string; strayRuler: string; lineOfFire: string };
  blast: { title(inch: number): string; hole: string };
  rulers: { metric: string; imperial(part: number, parts: number): string };
  /** Counter words; incident states take their names from core/systems/confrontation/fortification INCIDENTS. */
  tokens: Record<'speed' | 'trap' | 'decoy' | 'jammed', string> & { trapDecoyBack: string; spTracker: string; duplexHint: string };
  markers: { camp: string; edge: string; barricade: string; resilience: string; structurePoints: string; ram: string; siegeTower: string; base(w: number, h: number): string };
}

/** Labels the print code calls as functions, with their placeholders in argument order. */
const FUNCTIONS: SheetFunctions = {
  page: ['n', 'total'],
  unknownCard: ['id'],
  'assignment.servant': ['m'],
  'assignment.chariotCrew': ['m'],
  'assignment.substitute': ['m'],
  'assignment.aboard': ['v'],
  'assignment.bearer': ['b'],
  'reference.figuresPerCard': ['n'],
  'blast.title': ['inch'],
  'rulers.imperial': ['part', 'parts'],
  'markers.base': ['w', 'h'],
};

/** The labels of one language, words from the catalogue (`sheet.labels`). */
function labels(lang: Lang): Labels {
  const base = sheetTexts<Labels>(lang, 'labels', FUNCTIONS);
  const t = (id: string, params: Record<string, string | number>): string => translate(lang, `sheet.labels.${id}`, params);
  return {
    ...base,
    validation: {
      ...base.validation,
      summary: (e, w) => t('validation.summary', { errors: sheetPlural(lang, 'labels', 'validation.errors', e), warnings: sheetPlural(lang, 'labels', 'validation.warnings', w) }),
    },
    figures: (n) => sheetPlural(lang, 'labels', 'figures', n, { n }),
    figuresOnTable: (n) => sheetPlural(lang, 'labels', 'figuresOnTable', n, { n }),
    reference: { ...base.reference, template: (d) => t('reference.template', { d: formatMm(d, lang) }) },
    templates: { ...base.templates, title: (name, d) => t('templates.title', { name, d: formatMm(d, lang) }) },
  };
}

export const LABELS: Readonly<Record<Lang, Labels>> = { en: labels('en'), de: labels('de') };

/** 100 → "100", 76.2 → "76.2" (German: "76,2"). */
export function formatMm(mm: number, lang: Lang = 'en'): string {
  return decimal(lang, mm, Number.isInteger(mm) ? undefined : 1);
}
