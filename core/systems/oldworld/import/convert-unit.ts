import type { Card } from '../../../model/card';
import type { OwAllowance, OwOption, OwProfile, OwText, OwUnit, Provenance } from '../model';
import { OW_CATEGORIES, type OwCategory } from '../vocabulary';
import { Reader, slug, uniqueIds, type ReadReport } from './reader';
import { troopTypeOfCode } from '../troop-type';
import { plainName, plainText } from '../plain-name';

/** Profiles and troop types by lower-case English name (the dataset's rules index). */
export interface ProfileIndex {
  get(name: string): { profiles: OwProfile[]; troopType?: string } | undefined;
  /** The rules index's own name for a unit it files under another (its `synonyms`: `steam tank` -> `empire steam tank`). */
  alias?(name: string): string | undefined;
}

export interface UnitContext {
  army: string;
  report: ReadReport;
  profiles: ProfileIndex;
  provenance: Omit<Provenance, 'originalId'>;
}

function profileOf(ctx: UnitContext, name: string): { profiles: OwProfile[]; troopType?: string } | undefined {
  const key = name.toLowerCase().trim();
  const plain = plainName(key).replace(/\*+$/, '');
  const unbraced = key.replace(/[{}]/g, '').replace(/\s+/g, ' ').trim();
  const candidates = [key, unbraced, plain, plain.replace(/\s*\(.*?\)\s*/g, ' ').trim(), plain.replace(/s$/, ''), plain.replace(/ies$/, 'y')];
  for (const c of candidates) {
    const found = ctx.profiles.get(c);
    if (found) return found;
  }
  // As the dataset's own app does: a name the index does not hold, looked up under the index's name for it.
  for (const c of candidates) {
    const alias = ctx.profiles.alias?.(c);
    const found = alias === undefined ? undefined : ctx.profiles.get(alias);
    if (found) return found;
  }
  return undefined;
}

/** A magic item allowance (`items[]` of a unit, `magic` of a command entry or unit). */
function convertAllowance(r: Reader, id: string): OwAllowance {
  const out: OwAllowance = { id, types: r.strings('types') ?? [] };
  if (Object.keys(r.obj).some((k) => /^name[_-][a-z]{2}$/.test(k))) out.name = r.names();
  const maxPoints = r.num('maxPoints');
  if (maxPoints !== undefined) out.maxPoints = maxPoints;
  const perType = r.num('maxItemsPerCategory');
  if (perType !== undefined) out.maxPerType = perType;
  const points = r.num('points');
  if (points !== undefined) out.points = points;
  const army = r.str('magicItemsArmy');
  if (army !== undefined) out.itemsArmy = army;
  const notes = r.texts('notes');
  if (notes) out.notes = notes;
  // `armyComposition`: a per-composition allowance (object), or the compositions it exists in.
  if (r.has('armyComposition')) {
    const v = r.raw('armyComposition');
    if (typeof v === 'string' || Array.isArray(v)) out.only = (Array.isArray(v) ? v : [v]).filter((x): x is string => typeof x === 'string');
    else if (v && typeof v === 'object') {
      const compositions: Record<string, { maxPoints: number }> = {};
      const comp = new Reader(v, `${r.path}.armyComposition`, r.report);
      for (const key of Object.keys(v)) {
        const c = comp.object(key);
        const mp = c?.num('maxPoints');
        if (mp !== undefined) compositions[key] = { maxPoints: mp };
        c?.done();
      }
      comp.done();
      out.compositions = compositions;
    }
  }
  // Items already chosen in the dataset (always empty in the shipped data): a list's choices live in the list.
  const selected = r.list('selected');
  if (selected.length > 0) r.count('preselectedItemsIgnored', selected.length);
  r.count('magicItemAllowances');
  r.done();
  return out;
}

const plainOf = (text: OwText | undefined): OwText | undefined => text && plainText(text);

/** One choice of a unit (equipment, armour, mount, option, command entry) with its sub-options. */
function convertOption(r: Reader, idPrefix: string, ids: (base: string) => string, ctx: UnitContext, withProfiles = false): OwOption {
  const name = r.names();
  const sourceId = r.raw('id');
  const id = `${idPrefix}.${ids(slug(typeof sourceId === 'string' ? sourceId : name.en))}`;
  // Ids come from the dataset's names as they are (lists name options by them); names are shown without their notes.
  const shown = plainText(name);
  const out: OwOption = { id, name: shown, ...(Object.keys(name).some((lang) => name[lang] !== shown[lang]) ? { names: name } : {}), points: r.num('points') ?? 0 };
  if (withProfiles) {
    // Looked up under the dataset's own name (`Great Eagle {mount}`: the mount's profile, not the unit's).
    const p = profileOf(ctx, name.en);
    if (p && p.profiles.length) out.profiles = p.profiles;
    if (p?.troopType) out.troopType = p.troopType;
  }
  if (sourceId !== undefined) r.count('optionsWithOwnId');
  const flags: [keyof OwOption, string][] = [
    ['perModel', 'perModel'],
    ['default', 'active'],
    ['fixed', 'alwaysActive'],
    ['exclusive', 'exclusive'],
    ['equippedDefault', 'equippedDefault'],
    ['defaultSelected', 'defaultSelected'],
    ['stackable', 'stackable'],
  ];
  for (const [to, from] of flags) {
    const v = r.bool(from);
    if (v !== undefined) (out as unknown as Record<string, unknown>)[to] = v;
  }
  for (const key of ['minimum', 'maximum', 'stackableCount'] as const) {
    const v = r.num(key);
    if (v !== undefined) out[key] = v;
  }
  const group = r.str('group');
  if (group !== undefined) out.group = group;
  const requiresItem = r.str('requiredMagicItem');
  if (requiresItem !== undefined) out.requiresItem = requiresItem;
  const only = r.strings('armyComposition');
  if (only) out.only = only;
  const notes = r.texts('notes');
  if (notes) out.notes = notes;
  const rules = r.text('specialRules');
  if (rules) out.specialRules = plainText(rules);
  const magic = r.object('magic');
  if (magic) out.magic = convertAllowance(magic, `${id}.magic`);
  const perType = r.num('maxItemsPerCategory');
  if (perType !== undefined) out.magic = { ...(out.magic ?? { id: `${id}.magic`, types: [] }), maxPerType: perType };
  const subIds = uniqueIds();
  const subs = r.objects('options').map((o) => convertOption(o, id, subIds, ctx));
  if (subs.length) out.options = subs;
  r.count('choices');
  r.done();
  return out;
}

function convertOptions(r: Reader, key: string, group: string, ctx: UnitContext, withProfiles = false): OwOption[] {
  const ids = uniqueIds();
  return r.objects(key).map((o) => {
    return convertOption(o, group, ids, ctx, withProfiles);
  });
}

/** A unit of the dataset as a Muster card with its `oldworld` block. */
export function convertUnit(r: Reader, category: OwCategory, cardIds: (base: string) => string, ctx: UnitContext): Card {
  const sourceId = r.str('id') ?? slug(r.names().en);
  const name = r.names();
  const ow: OwUnit = {
    category,
    profiles: [],
    equipment: convertOptions(r, 'equipment', 'equipment', ctx),
    armour: [...convertOptions(r, 'armor', 'armour', ctx), ...convertOptions(r, 'armour', 'armour', ctx)],
    mounts: convertOptions(r, 'mounts', 'mounts', ctx, true),
    options: convertOptions(r, 'options', 'options', ctx),
    command: convertOptions(r, 'command', 'command', ctx),
    items: [],
  };
  const itemIds = uniqueIds();
  ow.items = r.objects('items').map((i) => convertAllowance(i, `items.${itemIds(slug(i.obj.name_en && typeof i.obj.name_en === 'string' ? i.obj.name_en : 'magic-items'))}`));
  const magic = r.object('magic');
  if (magic) ow.magic = convertAllowance(magic, 'magic');
  const rules = r.text('specialRules');
  if (rules) ow.specialRules = plainText(rules);
  const notes = r.text('notes');
  if (notes) ow.notes = notes;
  const lores = r.strings('lores');
  if (lores) ow.lores = lores;
  for (const [to, from] of [
    ['spellCount', 'spellCount'],
    ['maxSignatureSpells', 'maxSignatureSpells'],
    ['minDetachmentSize', 'minDetachmentSize'],
    ['maxDetachmentSize', 'maxDetachmentSize'],
    ['minDetachments', 'minDetachments'],
    ['maxDetachments', 'maxDetachments'],
  ] as const) {
    const v = r.num(from);
    if (v !== undefined) ow[to] = v;
  }
  for (const [to, from] of [
    ['arcaneFamiliar', 'arcaneFamiliar'],
    ['named', 'named'],
    ['regimentalUnit', 'regimentalUnit'],
    ['detachment', 'detachment'],
    ['detachmentsInUnitStrength', 'detachmentsInUnitStr'],
    ['ignoreNoDetachment', 'ignoreNoDetachment'],
    ['scaleWithUnit', 'scaleWithUnit'],
  ] as const) {
    const v = r.bool(from);
    if (v !== undefined) ow[to] = v;
  }
  const itemsArmy = r.str('magicItemsArmy');
  if (itemsArmy !== undefined) ow.itemsArmy = itemsArmy;
  const army = r.str('army');
  if (army !== undefined) ow.army = army;
  const shared = r.strings('sharedCombinedArmsUnits');
  if (shared) ow.sharedCombinedArms = shared;
  const detachments = r.objects('detachments').map((d) => {
    const dIds = uniqueIds();
    const det = {
      id: d.str('id') ?? 'detachment',
      name: plainText(d.names()),
      points: d.num('points') ?? 0,
      equipment: d.objects('equipment').map((o) => convertOption(o, 'equipment', dIds, ctx)),
      armour: d.objects('armor').map((o) => convertOption(o, 'armour', dIds, ctx)),
      options: d.objects('options').map((o) => convertOption(o, 'options', dIds, ctx)),
      ...(d.has('strength') ? { strength: d.num('strength') } : {}),
      ...(d.has('minDetachmentSize') ? { minSize: d.num('minDetachmentSize') } : {}),
      ...(d.has('specialRules') ? { specialRules: plainOf(d.text('specialRules')) } : {}),
    };
    d.done();
    return det;
  });
  if (detachments.length) ow.detachments = detachments;
  const compositions = r.object('armyComposition');
  if (compositions) {
    ow.compositions = {};
    for (const comp of Object.keys(compositions.obj)) {
      const c = compositions.object(comp);
      if (!c) continue;
      const cat = c.str('category');
      // No category: named for the composition only as a mercenary (Old World Builder keeps it out of the composition's categories).
      const placement: NonNullable<OwUnit['compositions']>[string] = cat === undefined ? {} : { category: (OW_CATEGORIES as readonly string[]).includes(cat) ? (cat as OwCategory) : category };
      if (cat !== undefined && !(OW_CATEGORIES as readonly string[]).includes(cat)) ctx.report.problems.push({ code: 'unknownCategory', at: `${c.path}.category`, category: cat });
      const cNotes = c.text('notes');
      if (cNotes) placement.notes = cNotes;
      const cRules = c.text('specialRules');
      if (cRules) placement.specialRules = plainText(cRules);
      const cLores = c.strings('lores');
      if (cLores) placement.lores = cLores;
      const cMax = c.num('maximum');
      if (cMax !== undefined) placement.maximum = cMax;
      c.done();
      ow.compositions[comp] = placement;
    }
    compositions.done();
  }
  const profile = profileOf(ctx, name.en);
  if (profile) {
    ow.profiles = profile.profiles;
    if (profile.troopType) ow.troopType = profile.troopType;
    r.count('unitsWithProfiles');
  } else r.count('unitsWithoutProfile');
  const min = r.num('minimum');
  const max = r.num('maximum');
  const points = r.num('points') ?? 0;
  const troopType = troopTypeOfCode(ow.troopType);
  const card: Card = {
    id: cardIds(`${ctx.army}-${slug(sourceId)}`),
    kind: troopType === 'war-machine' ? 'war-machine' : 'fighter',
    name: { de: plainName(name.de), en: plainName(name.en) },
    source: 'dataset',
    points,
    personality: ow.named === true,
    figures: 1,
    mount: false,
    throne: false,
    stats: {},
    abilities: [],
    ...(troopType ? { troopType } : {}),
    unitSize: { min: Math.max(1, min ?? 1), ...(max !== undefined && max > 0 ? { max } : {}) },
    oldworld: { ...ow, names: name },
    provenance: { ...ctx.provenance, originalId: sourceId },
  };
  r.count('units');
  r.done();
  return card;
}
