import type { Card, CardKind, DbCard, Size } from '../../../core/model/card';
import { ACCESS_SIDES, CARD_KINDS, inProfileOrder, KNOWN_ABILITIES, MAX_CARD_ID_LENGTH, PROFILE_STATS } from '../../../core/model/card-terms';
import type { Localized, SystemId } from '../../../core/model/system';

/**
 * The card editor's form model: a card as the form edits it. Numbers are `''` while their field
 * is empty; tables (stats, abilities, substitute conditions, chariot crew) are rows. `draftToInput`
 * turns it into the object `cardSchema` checks for the card's system, `cardToDraft` goes the other way.
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

/** A Chronopia chariot: the figures that crew it and the animals that draw it (the card's `chariot`). */
export interface ChariotDraft {
  /** The card is a chariot. */
  on: boolean;
  crew: { cardId: string; count: NumberField }[];
  /** The animals that draw it (the card's `chariot.draft`). */
  animals: { name: Localized; count: NumberField }[];
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
  /** Chronopia: a warband (Kampfverband) card rather than a single figure. */
  warband: boolean;
  chariot: ChariotDraft;
  notes: Localized;
  /** Card fields the form does not edit; kept as they are. */
  extra: Record<string, unknown>;
}

/** Profile values the rulebooks use, offered as suggestions for stat rows. */
export const COMMON_STATS = PROFILE_STATS.confrontation;

/**
 * The card editor's fields that belong to one game system (core/model/card.ts): the form shows
 * them for that system only, and a card of another system is saved without them.
 */
export interface SystemFields {
  /** Size, mounted, on a throne: what FORTIFICATION's transport rules read (Confrontation). */
  sizeAndMount: boolean;
  /** The war-machine block of a card of kind war-machine: FORTIFICATION (Confrontation). */
  warMachine: boolean;
  /** FORTIFICATION's abilities (Transport, Impact, …) with their access side; elsewhere every ability is the player's own. */
  knownAbilities: boolean;
  /** Warband and chariot (Chronopia). */
  warbandAndChariot: boolean;
  /** Card kinds offered (experience cards are Confrontation's). */
  kinds: readonly CardKind[];
}

const NOT_CONFRONTATION: SystemFields = {
  sizeAndMount: false,
  warMachine: false,
  knownAbilities: false,
  warbandAndChariot: false,
  kinds: CARD_KINDS.filter((k) => k !== 'experience'),
};

export const SYSTEM_FIELDS: Readonly<Record<SystemId, SystemFields>> = {
  confrontation: { sizeAndMount: true, warMachine: true, knownAbilities: true, warbandAndChariot: false, kinds: CARD_KINDS },
  chronopia: { ...NOT_CONFRONTATION, warbandAndChariot: true },
  oldworld: NOT_CONFRONTATION,
};

const EDITED_KEYS = new Set([
  'id', 'kind', 'name', 'source', 'points', 'rank', 'personality', 'size', 'figures',
  'mount', 'throne', 'stats', 'abilities', 'warMachine', 'warband', 'chariot', 'notes', 'system', 'faction',
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
    warband: false,
    chariot: { on: false, crew: [], animals: [] },
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

/** The form model of a card (a DbCard's system and faction are left out; its profile rows are in its system's order). */
export function cardToDraft(card: Card | DbCard): CardDraft {
  const extra: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(card)) if (!EDITED_KEYS.has(k) && v !== undefined) extra[k] = clone(v);
  const wm = card.warMachine;
  const statKeys = 'system' in card ? inProfileOrder(Object.keys(card.stats), card.system) : Object.keys(card.stats);
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
    stats: statKeys.map((key) => ({ key, value: card.stats[key] ?? '' })),
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
    warband: card.warband === true,
    chariot: {
      on: card.chariot !== undefined,
      crew: (card.chariot?.crew ?? []).map((c) => ({ cardId: c.cardId, count: c.count })),
      animals: (card.chariot?.draft ?? []).map((a) => ({ name: { ...a.name }, count: a.count })),
    },
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

/**
 * The object `cardSchema` checks: what a card file of `system` would hold for this draft. Fields
 * of another system (SYSTEM_FIELDS), which the form does not show for this one, are left out.
 */
export function draftToInput(d: CardDraft, system: SystemId): Record<string, unknown> {
  const fields = SYSTEM_FIELDS[system];
  const out: Record<string, unknown> = {
    ...clone(d.extra),
    id: d.id.trim(),
    kind: d.kind,
    name: filledText(d.name) ?? { de: '', en: '' },
    source: 'user',
    points: opt(d.points),
    personality: d.personality,
    figures: opt(d.figures),
    mount: fields.sizeAndMount && d.mount,
    throne: fields.sizeAndMount && d.throne,
    stats: Object.fromEntries(d.stats.map((r) => [r.key.trim(), opt(r.value)])),
    abilities: d.abilities.map((a) => {
      const ability: Record<string, unknown> = { id: a.id.trim() };
      if (a.value !== '') ability.value = a.value;
      // Without FORTIFICATION's abilities every row is the player's own: its names are shown, no access side.
      if (a.access !== '' && fields.knownAbilities) ability.access = a.access;
      const name = a.custom || !fields.knownAbilities ? optText(a.name) : undefined;
      if (name) ability.name = name;
      return ability;
    }),
  };
  const rank = optText(d.rank);
  if (rank) out.rank = rank;
  if (d.size !== '' && fields.sizeAndMount) out.size = d.size;
  const notes = optText(d.notes);
  if (notes) out.notes = notes;
  if (d.kind === 'war-machine' && fields.warMachine) out.warMachine = warMachineInput(d.warMachine);
  if (fields.warbandAndChariot && d.warband) out.warband = true;
  if (fields.warbandAndChariot && d.chariot.on) out.chariot = chariotInput(d.chariot);
  return out;
}

function chariotInput(c: ChariotDraft): Record<string, unknown> {
  return {
    crew: c.crew.map((r) => ({ cardId: r.cardId.trim(), count: opt(r.count) })),
    draft: c.animals.map((a) => ({ name: filledText(a.name) ?? { de: '', en: '' }, count: opt(a.count) })),
  };
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
