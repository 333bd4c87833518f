import type { Card, CardKind, DbCard, Size } from '../../../core/model/card';
import { ACCESS_SIDES, inProfileOrder, KNOWN_ABILITIES, MAX_CARD_ID_LENGTH, PROFILE_STATS, TROOP_TYPES } from '../../../core/model/card-terms';
import { statKeyOf } from '../../../core/model/card-stats';
import type { Lang, Localized, SystemId } from '../../../core/model/system';
import type { OwAllowance, OwOption, OwText } from '../../../core/systems/oldworld/model';
import { PROFILE_KEYS } from '../../../core/systems/oldworld/siege/data';
import { troopTypeOfCode } from '../../../core/systems/oldworld/troop-type';
import { OW_GROUPS, type OwCategory, type OwGroup } from '../../../core/systems/oldworld/vocabulary';
import { SYSTEM_KINDS } from './system-kinds';

/**
 * The card editor's form model: a card as the form edits it. Numbers are `''` while their field
 * is empty; tables (stats, abilities, substitute conditions, chariot crew, an Old World unit's
 * profile lines, choices and magic item allowances) are rows; an Old World magic item's `item` is
 * `oldworldItem`. `draftToInput` turns it into the
 * object `cardSchema` checks for the card's system, `cardToDraft` goes the other way.
 *
 * A text in German and English (a name, rank, note, rule text) may be given in one language only:
 * the other field stays empty and the text serves both (filledText). A card file needs both, so the
 * text is saved in both; a text whose two languages are the same is shown in the form once again,
 * in the field of the UI's language (oneText), so that editing it changes it in both.
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

export type TroopType = (typeof TROOP_TYPES)[number];

/** A text of the Old World data as the form edits it: German and English; the dataset's other translations (fr, es, ...) are kept as they are. */
export interface OwTextDraft extends Localized {
  other: Record<string, string>;
}

/** A line of an Old World profile: the model's name and its values as printed ("3", "D6", "-"). */
export interface OwProfileRow {
  name: string;
  /** M to Ld always (`''` while empty), then any other value the card has. */
  stats: Record<string, string>;
}

/** What a bearer may take from the magic item lists (an Old World unit's `items`, a command entry's `magic`). */
export interface OwAllowanceDraft {
  /** Its id, by which lists put items in it; '' for a new one (made on save). */
  id: string;
  name: OwTextDraft;
  /** Item types (`weapon`, `banner`, `weapon-runes`, ...). */
  types: string[];
  /** Points the bearer may spend; '' for no limit. */
  maxPoints: NumberField;
  /** Its fields the form does not edit (items per type, per composition, another army's items, ...), kept as they are. */
  extra: Record<string, unknown>;
}

/** One choice of an Old World unit: a weapon, armour, mount, option or command entry (core/systems/oldworld/model.ts, OwOption). */
export interface OwChoiceRow {
  /** Its id, by which lists name it when chosen; '' for a new one (made from its English name on save). */
  id: string;
  name: OwTextDraft;
  points: NumberField;
  /** Flags as the card has them: absent, true or false (a checkbox sets true or takes it away), so an untouched flag is saved as it was. */
  perModel?: boolean;
  default?: boolean;
  exclusive?: boolean;
  /** The magic items its bearer may take (command entries); null: none. */
  magic: OwAllowanceDraft | null;
  /** Its fields the form does not edit (sub-options, notes, compositions, stackable counts, ...), kept as they are. */
  extra: Record<string, unknown>;
}

/** Where the army data places the unit in one army composition. */
export interface OwPlacementRow {
  composition: string;
  /** '' : named for the composition without a category (only a mercenary where its list names it). */
  category: OwCategory | '';
  extra: Record<string, unknown>;
}

/**
 * An Old World unit (the card's `oldworld` block with its `troopType` and `unitSize`): what the
 * list editor reads to place it, offer its choices and count its points (core/systems/oldworld/unit.ts).
 * The card's own `points` are the points per model.
 */
export interface OldWorldDraft {
  category: OwCategory;
  troopType: TroopType | '';
  /** The dataset's troop type code (`RI`, `MCr`, ...; the rules read it) and the troop type the card had with it: kept while the troop type stays or matches it. */
  troopTypeCode?: string;
  codeOf: TroopType | '';
  unitMin: NumberField;
  unitMax: NumberField;
  /** A named character (one of a kind); absent, true or false as the card has it. */
  named?: boolean;
  profiles: OwProfileRow[];
  specialRules: OwTextDraft;
  notes: OwTextDraft;
  choices: Record<OwGroup, OwChoiceRow[]>;
  /** The unit's own magic item allowances. */
  items: OwAllowanceDraft[];
  /** Its category per army composition; null where the unit belongs to every composition of its army. */
  compositions: OwPlacementRow[] | null;
  /** The block's fields the form does not edit (lores, detachments, names in other languages, ...), kept as they are. */
  extra: Record<string, unknown>;
}

/**
 * An Old World magic item (the card's `item`, core/systems/oldworld/model.ts): what the list editor
 * reads to offer it to a bearer (its list and type against the bearer's allowance and army) and
 * how often one bearer and the army may take it. The card's own `points` are the item's points.
 */
export interface OwItemDraft {
  /** The item list it belongs to: `general` (the common items) or an army's own list; '' until chosen. */
  list: string;
  /** `weapon`, `armor`, `talisman`, `banner`, `weapon-runes`, ...; '' until chosen. */
  type: string;
  onePerArmy: boolean;
  /** One bearer may take it more than once; absent, true or false as the card has it (a checkbox sets true or takes it away). */
  stackable?: boolean;
  /** How often one bearer takes it at least and at most; '' while empty. */
  minimum: NumberField;
  maximum: NumberField;
  /** May be taken beside another item of its type; absent, true or false (a rune taken alone) as the card has it. */
  nonExclusive?: boolean;
  /** Its first note (German and English, the other translations kept). */
  notes: OwTextDraft;
  /** Its further notes, kept as they are. */
  moreNotes: Record<string, string>[];
  /** The card had an `item`: it is kept even where the form does not show it (a card of another kind). */
  fromCard: boolean;
  /** Its fields the form does not edit (points per model or unit, compositions, composition rule, ...), kept as they are. */
  extra: Record<string, unknown>;
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
  /** Old World: the unit. */
  oldworld: OldWorldDraft;
  /** Old World: the magic item (a card of kind artifact). */
  oldworldItem: OwItemDraft;
  notes: Localized;
  /** Card fields the form does not edit; kept as they are (fields of another game only in that game: keptExtra). */
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
  /**
   * A figure card's rank, figures per card, personality, profile values (`stats`) and abilities,
   * as Confrontation and Chronopia print them. An Old World unit has its own (oldWorldUnit).
   */
  figureCard: boolean;
  /** The Old World unit of a card of kind fighter or war machine: category, troop type, unit size, profile lines, choices, magic items. */
  oldWorldUnit: boolean;
  /** The Old World magic item of a card of kind artifact: item list, type, how often it may be taken, notes. */
  oldWorldItem: boolean;
  /** Card kinds offered (system-kinds.ts: experience cards are Confrontation's; an Old World card is a unit or a magic item). */
  kinds: readonly CardKind[];
}

const NOT_CONFRONTATION: SystemFields = {
  sizeAndMount: false,
  warMachine: false,
  knownAbilities: false,
  warbandAndChariot: false,
  figureCard: true,
  oldWorldUnit: false,
  oldWorldItem: false,
  kinds: SYSTEM_KINDS.chronopia,
};

export const SYSTEM_FIELDS: Readonly<Record<SystemId, SystemFields>> = {
  confrontation: { ...NOT_CONFRONTATION, sizeAndMount: true, warMachine: true, knownAbilities: true, kinds: SYSTEM_KINDS.confrontation },
  chronopia: { ...NOT_CONFRONTATION, warbandAndChariot: true, kinds: SYSTEM_KINDS.chronopia },
  oldworld: { ...NOT_CONFRONTATION, figureCard: false, oldWorldUnit: true, oldWorldItem: true, kinds: SYSTEM_KINDS.oldworld },
};

/** Whether the form shows (and saves) the Old World unit of a card of `kind` in `system`: fighters and war machines are units, a magic item is not. */
export function showsOldWorldUnit(kind: CardKind, system: SystemId): boolean {
  return SYSTEM_FIELDS[system].oldWorldUnit && (kind === 'fighter' || kind === 'war-machine');
}

/** Whether the form shows (and saves) the Old World magic item of a card of `kind` in `system`: a card of kind artifact. */
export function showsOldWorldItem(kind: CardKind, system: SystemId): boolean {
  return SYSTEM_FIELDS[system].oldWorldItem && kind === 'artifact';
}

const EDITED_KEYS = new Set([
  'id', 'kind', 'name', 'source', 'points', 'rank', 'personality', 'size', 'figures', 'mount', 'throne', 'stats',
  'abilities', 'warMachine', 'warband', 'chariot', 'notes', 'system', 'faction', 'troopType', 'unitSize', 'oldworld', 'item',
]);

/**
 * Card fields of one game that the form does not edit but keeps (core/model/card.ts): a card saved
 * for another game is saved without them. Other fields (provenance) are kept in every game.
 */
const GAME_OF_KEPT: Readonly<Record<string, SystemId>> = {
  origin: 'confrontation',
  allyOf: 'confrontation',
  mercenary: 'confrontation',
  elemental: 'confrontation',
  familiar: 'confrontation',
  homeless: 'confrontation',
  box: 'confrontation',
  summonedBy: 'confrontation',
  blisterItems: 'confrontation',
  options: 'oldworld',
  item: 'oldworld',
};

/** The fields of `extra` a card of `system` keeps: those of no game and those of `system`. */
export function keptExtra(extra: Record<string, unknown>, system: SystemId): Record<string, unknown> {
  return Object.fromEntries(Object.entries(extra).filter(([k]) => (GAME_OF_KEPT[k] ?? system) === system));
}

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

const emptyOwText = (): OwTextDraft => ({ de: '', en: '', other: {} });

/** A new unit: a core unit of one model at least. */
function emptyOldWorld(): OldWorldDraft {
  return {
    category: 'core',
    troopType: '',
    codeOf: '',
    unitMin: 1,
    unitMax: '',
    profiles: [],
    specialRules: emptyOwText(),
    notes: emptyOwText(),
    choices: { equipment: [], armour: [], mounts: [], options: [], command: [] },
    items: [],
    compositions: null,
    extra: {},
  };
}

/** A new magic item: no list or type yet, taken once by one bearer, not once per army. */
function emptyOwItem(): OwItemDraft {
  return { list: '', type: '', onePerArmy: false, minimum: '', maximum: '', notes: emptyOwText(), moreNotes: [], fromCard: false, extra: {} };
}

/** A new row of an Old World profile: every value empty. */
export function emptyProfileRow(): OwProfileRow {
  return { name: '', stats: Object.fromEntries(PROFILE_KEYS.map((k) => [k, ''])) };
}

/** A new choice of a unit (free, once per unit). */
export function emptyChoiceRow(): OwChoiceRow {
  return { id: '', name: emptyOwText(), points: 0, magic: null, extra: {} };
}

/** A new magic item allowance: no types yet, no points limit. */
export function emptyAllowance(): OwAllowanceDraft {
  return { id: '', name: emptyOwText(), types: [], maxPoints: '', extra: {} };
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
    oldworld: emptyOldWorld(),
    oldworldItem: emptyOwItem(),
    notes: { de: '', en: '' },
    extra: {},
  };
}

/** A deep copy of plain JSON data (works on Vue's reactive proxies, unlike structuredClone). */
function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

const num = (v: number | undefined): NumberField => (v === undefined ? '' : v);

/** The keys of `value` but `edited`, deep-copied. */
function rest(value: object, edited: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) if (!edited.includes(k) && v !== undefined) out[k] = clone(v);
  return out;
}

/**
 * A text of a card as the form shows it in `lang`, the UI's language: a text whose two languages
 * are the same is one text for both, shown once in the field of `lang` with the other left empty
 * (filledText fills it again on save, so an edit changes both); a text that differs is shown as it is.
 */
export function oneText(text: Localized, lang: Lang): Localized {
  const same = text.de.trim() !== '' && text.de.trim() === text.en.trim();
  if (!same) return { de: text.de, en: text.en };
  return lang === 'de' ? { de: text.de, en: '' } : { de: '', en: text.en };
}

function owTextDraft(text: OwText | undefined, lang: Lang): OwTextDraft {
  if (!text) return emptyOwText();
  const { de, en, ...other } = text;
  return { ...oneText({ de, en }, lang), other: { ...other } };
}

const ALLOWANCE_EDITED = ['id', 'name', 'types', 'maxPoints'] as const;
function allowanceDraft(a: OwAllowance, lang: Lang): OwAllowanceDraft {
  return { id: a.id, name: owTextDraft(a.name, lang), types: [...a.types], maxPoints: num(a.maxPoints), extra: rest(a, ALLOWANCE_EDITED) };
}

const CHOICE_EDITED = ['id', 'name', 'points', 'perModel', 'default', 'exclusive', 'magic'] as const;
function choiceDraft(o: OwOption, lang: Lang): OwChoiceRow {
  const row: OwChoiceRow = { id: o.id, name: owTextDraft(o.name, lang), points: o.points, magic: o.magic ? allowanceDraft(o.magic, lang) : null, extra: rest(o, CHOICE_EDITED) };
  if (o.perModel !== undefined) row.perModel = o.perModel;
  if (o.default !== undefined) row.default = o.default;
  if (o.exclusive !== undefined) row.exclusive = o.exclusive;
  return row;
}

const UNIT_EDITED = ['category', 'compositions', 'troopType', 'named', 'profiles', 'specialRules', 'notes', ...OW_GROUPS, 'items'] as const;
/** The form model of an Old World unit (a card without one: a core unit, with the card's troop type and size where it has them). */
function oldWorldDraft(card: Card, lang: Lang): OldWorldDraft {
  const ow = card.oldworld;
  const out = emptyOldWorld();
  out.troopType = card.troopType ?? '';
  out.unitMax = num(card.unitSize?.max);
  if (!ow) {
    if (card.unitSize) out.unitMin = card.unitSize.min;
    return out;
  }
  out.unitMin = num(card.unitSize?.min);
  out.category = ow.category;
  if (ow.troopType !== undefined) out.troopTypeCode = ow.troopType;
  out.codeOf = out.troopType;
  if (ow.named !== undefined) out.named = ow.named;
  out.profiles = ow.profiles.map((p) => ({ name: p.name, stats: { ...emptyProfileRow().stats, ...p.stats } }));
  out.specialRules = owTextDraft(ow.specialRules, lang);
  out.notes = owTextDraft(ow.notes, lang);
  for (const group of OW_GROUPS) out.choices[group] = ow[group].map((o) => choiceDraft(o, lang));
  out.items = ow.items.map((a) => allowanceDraft(a, lang));
  out.compositions = ow.compositions
    ? Object.entries(ow.compositions).map(([composition, p]) => ({ composition, category: p.category ?? '', extra: rest(p, ['category']) }))
    : null;
  out.extra = rest(ow, UNIT_EDITED);
  return out;
}
const ITEM_EDITED = ['list', 'type', 'onePerArmy', 'stackable', 'minimum', 'maximum', 'nonExclusive', 'notes'] as const;
/** The form model of an Old World magic item (a card without one: a new item). */
function owItemDraft(item: Card['item'], lang: Lang): OwItemDraft {
  if (!item) return emptyOwItem();
  const [first, ...more] = item.notes ?? [];
  const out: OwItemDraft = {
    list: item.list,
    type: item.type,
    onePerArmy: item.onePerArmy,
    minimum: num(item.minimum),
    maximum: num(item.maximum),
    notes: owTextDraft(first, lang),
    moreNotes: more.map((n) => ({ ...n })),
    fromCard: true,
    extra: rest(item, ITEM_EDITED),
  };
  if (item.stackable !== undefined) out.stackable = item.stackable;
  if (item.nonExclusive !== undefined) out.nonExclusive = item.nonExclusive;
  return out;
}
const isKnown = (id: string): boolean => (KNOWN_ABILITIES as readonly string[]).includes(id);

/**
 * The form model of a card for a form in `lang`, the UI's language (a DbCard's system and faction
 * are left out; its profile rows are in its system's order; a text the same in both languages is
 * shown once, in `lang`: oneText).
 */
export function cardToDraft(card: Card | DbCard, lang: Lang): CardDraft {
  const extra: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(card)) if (!EDITED_KEYS.has(k) && v !== undefined) extra[k] = clone(v);
  const wm = card.warMachine;
  const statKeys = 'system' in card ? inProfileOrder(Object.keys(card.stats), card.system) : Object.keys(card.stats);
  return {
    id: card.id,
    kind: card.kind,
    name: oneText(card.name, lang),
    points: card.points,
    rank: card.rank ? oneText(card.rank, lang) : { de: '', en: '' },
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
      name: a.name ? oneText(a.name, lang) : { de: '', en: '' },
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
      animals: (card.chariot?.draft ?? []).map((a) => ({ name: oneText(a.name, lang), count: a.count })),
    },
    oldworld: oldWorldDraft(card, lang),
    oldworldItem: owItemDraft(card.item, lang),
    notes: card.notes ? oneText(card.notes, lang) : { de: '', en: '' },
    extra,
  };
}

/** Empty number fields become absent, so the schema reports required ones as missing. */
const opt = (v: NumberField): number | undefined => (v === '' ? undefined : v);

/**
 * One language is enough: an empty German text takes the English one and the other way round
 * (the editor marks the field it fills). Both empty: absent. Card texts and a new faction's name.
 */
export function filledText(t: Localized): Localized | undefined {
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
    ...clone(keptExtra(d.extra, system)),
    id: d.id.trim(),
    kind: d.kind,
    name: filledText(d.name) ?? { de: '', en: '' },
    source: 'user',
    points: opt(d.points),
    personality: d.personality,
    figures: opt(d.figures),
    mount: fields.sizeAndMount && d.mount,
    throne: fields.sizeAndMount && d.throne,
    // A profile value typed by its abbreviation in either language (Chronopia's "MV", "LD") is kept by the game's key (BW, FG).
    stats: Object.fromEntries(d.stats.map((r) => [statKeyOf(r.key, system), opt(r.value)])),
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
  if (d.kind === 'war-machine' && fields.warMachine) out.warMachine = warMachineInput(d.warMachine, system);
  if (fields.warbandAndChariot && d.warband) out.warband = true;
  if (fields.warbandAndChariot && d.chariot.on) out.chariot = chariotInput(d.chariot);
  if (!fields.figureCard) {
    // An Old World card has no rank, profile values or abilities of a figure card; its personality is its being a named character.
    delete out.rank;
    out.stats = {};
    out.abilities = [];
    out.personality = false;
  }
  if (showsOldWorldUnit(d.kind, system)) {
    const ow = d.oldworld;
    if (ow.troopType !== '') out.troopType = ow.troopType;
    if (ow.unitMin !== '' || ow.unitMax !== '') out.unitSize = ow.unitMax === '' ? { min: opt(ow.unitMin) } : { min: opt(ow.unitMin), max: ow.unitMax };
    out.oldworld = oldWorldInput(ow);
    out.personality = ow.named === true;
  }
  // A magic item's; a card of another kind keeps the item it has (the form does not show it there).
  if (fields.oldWorldItem && (showsOldWorldItem(d.kind, system) || d.oldworldItem.fromCard)) out.item = owItemInput(d.oldworldItem);
  return out;
}

/** The `item` block of a magic item: list and type as chosen, counts as typed (empty: absent), its first note in one language serving both. */
function owItemInput(item: OwItemDraft): Record<string, unknown> {
  const out: Record<string, unknown> = { ...clone(item.extra), list: item.list, type: item.type, onePerArmy: item.onePerArmy };
  if (item.stackable !== undefined) out.stackable = item.stackable;
  if (item.minimum !== '') out.minimum = item.minimum;
  if (item.maximum !== '') out.maximum = item.maximum;
  if (item.nonExclusive !== undefined) out.nonExclusive = item.nonExclusive;
  const first = owText(item.notes);
  const notes = [...(first ? [first] : []), ...clone(item.moreNotes)];
  if (notes.length) out.notes = notes;
  return out;
}

/** A text of the Old World data: one language serves both (as filledText), the other translations kept; both empty: absent. */
function owText(t: OwTextDraft): Record<string, string> | undefined {
  const filled = filledText(t);
  return filled && { ...t.other, ...filled };
}

/** `id`, or when taken `id-2`, `id-3`, ...; the one returned is taken from then on. */
function freeIn(taken: Set<string>, id: string): string {
  let free = id;
  for (let n = 2; taken.has(free); n++) free = `${id}-${n}`;
  taken.add(free);
  return free;
}

/** The slug of a text's English (else German) name, or `fallback`. */
const slugOf = (t: Localized, fallback: string): string => slugify(t.en.trim() || t.de.trim()) || fallback;

/** The id suggested for a new card or faction named `name` (English, else German); '' while it has no name. */
export const suggestedId = (name: Localized): string => slugOf(name, '');

function allowanceInput(a: OwAllowanceDraft, id: string): Record<string, unknown> {
  const out: Record<string, unknown> = { ...clone(a.extra), id, types: [...a.types] };
  const name = owText(a.name);
  if (name) out.name = name;
  if (a.maxPoints !== '') out.maxPoints = a.maxPoints;
  return out;
}

function oldWorldInput(ow: OldWorldDraft): Record<string, unknown> {
  const out: Record<string, unknown> = { ...clone(ow.extra), category: ow.category };
  const code = ow.troopTypeCode;
  if (code !== undefined && (ow.troopType === ow.codeOf || troopTypeOfCode(code) === ow.troopType)) out.troopType = code;
  if (ow.named !== undefined) out.named = ow.named;
  // Names and values as typed (the dataset has names with a space before them); a value left empty is not saved.
  out.profiles = ow.profiles.map((p) => ({ name: p.name, stats: Object.fromEntries(Object.entries(p.stats).filter(([, v]) => v.trim() !== '')) }));
  const specialRules = owText(ow.specialRules);
  if (specialRules) out.specialRules = specialRules;
  const notes = owText(ow.notes);
  if (notes) out.notes = notes;
  // A new choice's id: its group and English name (`options.shields`), unique in the unit; a choice keeps the id lists know it by.
  const taken = new Set(OW_GROUPS.flatMap((g) => ow.choices[g].map((r) => r.id).filter((id) => id !== '')));
  for (const group of OW_GROUPS) {
    out[group] = ow.choices[group].map((row) => {
      const id = row.id || freeIn(taken, `${group}.${slugOf(row.name, 'choice')}`);
      const choice: Record<string, unknown> = { ...clone(row.extra), id, name: owText(row.name) ?? { de: '', en: '' }, points: opt(row.points) };
      if (row.perModel !== undefined) choice.perModel = row.perModel;
      if (row.default !== undefined) choice.default = row.default;
      if (row.exclusive !== undefined) choice.exclusive = row.exclusive;
      if (row.magic) choice.magic = allowanceInput(row.magic, row.magic.id || `${id}.magic`);
      return choice;
    });
  }
  const allowances = new Set(ow.items.map((a) => a.id).filter((id) => id !== ''));
  out.items = ow.items.map((a) => allowanceInput(a, a.id || freeIn(allowances, `items.${slugOf(a.name, 'magic-items')}`)));
  if (ow.compositions) out.compositions = Object.fromEntries(ow.compositions.map((p) => [p.composition, { ...clone(p.extra), ...(p.category ? { category: p.category } : {}) }]));
  return out;
}

function chariotInput(c: ChariotDraft): Record<string, unknown> {
  return {
    crew: c.crew.map((r) => ({ cardId: r.cardId.trim(), count: opt(r.count) })),
    draft: c.animals.map((a) => ({ name: filledText(a.name) ?? { de: '', en: '' }, count: opt(a.count) })),
  };
}

/**
 * Whether the form shows (and saves) a war machine's crew: its Crew value, servant cards, substitute
 * conditions and full-operation crew. Only an immobile machine has them (FORTIFICATION: a mobile
 * machine's crew is part of its card, and crew assigned to it is an error); what was typed there
 * stays in the draft while the machine is mobile, so switching back brings it back, but is not saved.
 */
export const takesCrew = (w: Pick<WarMachineDraft, 'mobility'>): boolean => w.mobility === 'immobile';

function warMachineInput(w: WarMachineDraft, system: SystemId): Record<string, unknown> {
  const crew = takesCrew(w);
  const out: Record<string, unknown> = {
    mobility: w.mobility,
    servants: crew ? [...w.servants] : [],
    // A condition typed by a profile value's abbreviation in either language (German "WK", "MUT") is saved by its key (RES, COU), as profile values are.
    substitute: crew ? w.substitute.map((c) => ({ stat: statKeyOf(c.stat, system), min: opt(c.min) })) : [],
  };
  const set = (key: string, v: NumberField): void => {
    if (v !== '') out[key] = v;
  };
  set('weight', w.weight);
  set('structurePoints', w.structurePoints);
  if (crew) {
    set('crew', w.crew);
    set('fullOperationCrew', w.fullOperationCrew);
  }
  if (w.hasArtillery) {
    const artillery: Record<string, unknown> = { class: w.artilleryClass, kind: w.artilleryKind };
    if (w.templateDiameterMm !== '') artillery.templateDiameterMm = w.templateDiameterMm;
    out.artillery = artillery;
  }
  if (w.equipment !== '') out.equipment = w.equipment;
  return out;
}

/** German letters written out as a card id has them (`Größe` -> `groesse`). */
const GERMAN_LETTERS: Readonly<Record<string, string>> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', ẞ: 'ss' };

/**
 * A suggested id from a name: `Goblin Cannon` -> `goblin-cannon`, `Größenwahn` -> `groessenwahn`
 * (ä, ö, ü, ß written out; other accents dropped: `Tir-Nâ-Bor` -> `tir-na-bor`); a long name's id
 * is cut to MAX_CARD_ID_LENGTH, after its last whole word that fits.
 */
export function slugify(text: string): string {
  const id = text
    .normalize('NFC')
    .toLowerCase()
    .replace(/[äöüßẞ]/g, (c) => GERMAN_LETTERS[c] ?? c)
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (id.length <= MAX_CARD_ID_LENGTH) return id;
  const cut = id.slice(0, MAX_CARD_ID_LENGTH + 1);
  const word = cut.lastIndexOf('-');
  return (word > 0 ? cut.slice(0, word) : cut.slice(0, MAX_CARD_ID_LENGTH)).replace(/-+$/, '');
}
