import type { Card, CardKind, DbCard, Size } from '../../../core/model/card';
import { ACCESS_SIDES, KNOWN_ABILITIES, MAX_CARD_ID_LENGTH, PROFILE_STATS } from '../../../core/model/card-terms';
import type { Localized } from '../../../core/model/system';

/**
 * The card editor's form model: a card as the form edits it. Numbers are `''` while their field
 * is empty; tables (stats, abilities, substitute conditions) are rows. `draftToInput` turns it
 * into the object `cardSchema` checks, `cardToDraft` goes the other way.
 */

export type NumberField = number | '';
export type AccessSide = (typeof ACCESS_SIDES)[number];

export interface StatRow {
  key: string;
  value: NumberField;
}

export interface AbilityRow {
  /** A known ability id, or the id of a custom ability. */
  id: string;
  custom: boolean;
  value: NumberField;
  access: AccessSide | '';
  name: Localized;
}

export interface WarMachineDraft {
  mobility: 'mobile' | 'immobile';
  weight: NumberField;
  structurePoints: NumberField;
  crew: NumberField;
  servants: string[];
  substitute: { stat: string; min: NumberField }[];
  fullOperationCrew: NumberField;
  hasArtillery: boolean;
  artilleryClass: 'light' | 'heavy';
  artilleryKind: 'perforating' | 'zone';
  templateDiameterMm: NumberField;
  equipment: '' | 'steam' | 'naphtha';
}

export interface CardDraft {
  id: string;
  kind: CardKind;
  name: Localized;
  points: NumberField;
  rank: Localized;
  personality: boolean;
  size: Size | '';
  figures: NumberField;
  mount: boolean;
  throne: boolean;
  stats: StatRow[];
  abilities: AbilityRow[];
  warMachine: WarMachineDraft;
  notes: Localized;
  /** Card fields the form does not edit; kept as they are. */
  extra: Record<string, unknown>;
}

/** Profile values the rulebooks use, offered as suggestions for stat rows. */
export const COMMON_STATS = PROFILE_STATS.confrontation;

const EDITED_KEYS = new Set([
  'id', 'kind', 'name', 'source', 'points', 'rank', 'personality', 'size', 'figures',
  'mount', 'throne', 'stats', 'abilities', 'warMachine', 'notes', 'system', 'faction',
]);

function emptyWarMachine(): WarMachineDraft {
  return {
    mobility: 'immobile',
    weight: '',
    structurePoints: '',
    crew: '',
    servants: [],
    substitute: [],
    fullOperationCrew: '',
    hasArtillery: false,
    artilleryClass: 'light',
    artilleryKind: 'zone',
    templateDiameterMm: '',
    equipment: '',
  };
}

export function emptyDraft(): CardDraft {
  return {
    id: '',
    kind: 'fighter',
    name: { de: '', en: '' },
    points: '',
    rank: { de: '', en: '' },
    personality: false,
    size: 'normal',
    figures: 1,
    mount: false,
    throne: false,
    stats: [],
    abilities: [],
    warMachine: emptyWarMachine(),
    notes: { de: '', en: '' },
    extra: {},
  };
}

/** A deep copy of plain JSON data (works on Vue's reactive proxies, unlike structuredClone). */
function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

const num = (v: number | undefined): NumberField => (v === undefined ? '' : v);
const isKnown = (id: string): boolean => (KNOWN_ABILITIES as readonly string[]).includes(id);

/** The form model of a card (a DbCard's system and faction are left out). */
export function cardToDraft(card: Card | DbCard): CardDraft {
  const extra: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(card)) if (!EDITED_KEYS.has(k) && v !== undefined) extra[k] = clone(v);
  const wm = card.warMachine;
  return {
    id: card.id,
    kind: card.kind,
    name: { ...card.name },
    points: card.points,
    rank: card.rank ? { ...card.rank } : { de: '', en: '' },
    personality: card.personality,
    size: card.size ?? '',
    figures: card.figures,
    mount: card.mount,
    throne: card.throne,
    stats: Object.entries(card.stats).map(([key, value]) => ({ key, value })),
    abilities: card.abilities.map((a) => ({
      id: a.id,
      custom: !isKnown(a.id),
      value: num(a.value),
      access: a.access ?? '',
      name: a.name ? { ...a.name } : { de: '', en: '' },
    })),
    warMachine: wm
      ? {
          mobility: wm.mobility,
          weight: num(wm.weight),
          structurePoints: num(wm.structurePoints),
          crew: num(wm.crew),
          servants: [...wm.servants],
          substitute: wm.substitute.map((c) => ({ stat: c.stat, min: c.min })),
          fullOperationCrew: num(wm.fullOperationCrew),
          hasArtillery: wm.artillery !== undefined,
          artilleryClass: wm.artillery?.class ?? 'light',
          artilleryKind: wm.artillery?.kind ?? 'zone',
          templateDiameterMm: num(wm.artillery?.templateDiameterMm),
          equipment: wm.equipment ?? '',
        }
      : emptyWarMachine(),
    notes: card.notes ? { ...card.notes } : { de: '', en: '' },
    extra,
  };
}

/** Empty number fields become absent, so the schema reports required ones as missing. */
const opt = (v: NumberField): number | undefined => (v === '' ? undefined : v);

/**
 * One language is enough: an empty German text takes the English one and the other way round
 * (the editor marks the field it fills). Both empty: absent.
 */
function filledText(t: Localized): Localized | undefined {
  const de = t.de.trim();
  const en = t.en.trim();
  return de === '' && en === '' ? undefined : { de: de || en, en: en || de };
}
const optText = filledText;

/** The object `cardSchema` checks: what a card file would hold for this draft. */
export function draftToInput(d: CardDraft): Record<string, unknown> {
  const out: Record<string, unknown> = {
    ...clone(d.extra),
    id: d.id.trim(),
    kind: d.kind,
    name: filledText(d.name) ?? { de: '', en: '' },
    source: 'user',
    points: opt(d.points),
    personality: d.personality,
    figures: opt(d.figures),
    mount: d.mount,
    throne: d.throne,
    stats: Object.fromEntries(d.stats.map((r) => [r.key.trim(), opt(r.value)])),
    abilities: d.abilities.map((a) => {
      const ability: Record<string, unknown> = { id: a.id.trim() };
      if (a.value !== '') ability.value = a.value;
      if (a.access !== '') ability.access = a.access;
      const name = a.custom ? optText(a.name) : undefined;
      if (name) ability.name = name;
      return ability;
    }),
  };
  const rank = optText(d.rank);
  if (rank) out.rank = rank;
  if (d.size !== '') out.size = d.size;
  const notes = optText(d.notes);
  if (notes) out.notes = notes;
  if (d.kind === 'war-machine') out.warMachine = warMachineInput(d.warMachine);
  return out;
}

function warMachineInput(w: WarMachineDraft): Record<string, unknown> {
  const out: Record<string, unknown> = {
    mobility: w.mobility,
    servants: [...w.servants],
    substitute: w.substitute.map((c) => ({ stat: c.stat.trim(), min: opt(c.min) })),
  };
  const set = (key: string, v: NumberField): void => {
    if (v !== '') out[key] = v;
  };
  set('weight', w.weight);
  set('structurePoints', w.structurePoints);
  set('crew', w.crew);
  set('fullOperationCrew', w.fullOperationCrew);
  if (w.hasArtillery) {
    const artillery: Record<string, unknown> = { class: w.artilleryClass, kind: w.artilleryKind };
    if (w.templateDiameterMm !== '') artillery.templateDiameterMm = w.templateDiameterMm;
    out.artillery = artillery;
  }
  if (w.equipment !== '') out.equipment = w.equipment;
  return out;
}

/**
 * A suggested id from a name: `Goblin Cannon` -> `goblin-cannon`; a long name's id is cut to
 * MAX_CARD_ID_LENGTH, after its last whole word that fits.
 */
export function slugify(text: string): string {
  const id = text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (id.length <= MAX_CARD_ID_LENGTH) return id;
  const cut = id.slice(0, MAX_CARD_ID_LENGTH + 1);
  const word = cut.lastIndexOf('-');
  return (word > 0 ? cut.slice(0, word) : cut.slice(0, MAX_CARD_ID_LENGTH)).replace(/-+$/, '');
}
