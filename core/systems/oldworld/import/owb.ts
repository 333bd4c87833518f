import JSON5 from 'json5';
import { MAX_JSON_DEPTH, parseJsonText } from '../../../files/json';
import type { Card, CardFile, Faction } from '../../../model/card';
import { CARD_FILE_FORMAT, CARD_FILE_VERSION } from '../../../model/card-terms';
import type { OwArmy, OwCategoryRule, OwComposition, OwProfile, OwText, Provenance, OwUnitRule } from '../model';
import { OW_CATEGORIES } from '../vocabulary';
import { plainName } from '../plain-name';
import { convertUnit, type ProfileIndex, type UnitContext } from './convert-unit';
import { emptyReport, isObject, Reader, slug, uniqueIds, type Json, type ReadReport } from './reader';

/**
 * The importer of Old World Builder's datasets (github.com/nthiebes/old-world-builder, CC BY 4.0):
 * army files (`public/games/the-old-world/<army>.json`), `magic-items.json`, the army list
 * (`src/assets/the-old-world.json`), the composition rules (`src/utils/rules.js`), the names of
 * compositions and item lists (`src/pages/magic/name-map.js`) and the profiles
 * (`src/components/rules-index/rules-index-export.json`, with the names it files units under in
 * `src/components/rules-index/rules-map.js`). Pure: it takes file texts and returns
 * Muster card files and a report of what was mapped and what was dropped. See docs/oldworld-data.md.
 */

const OWB_DATASET = 'Old World Builder';
export const OWB_LICENCE = 'CC BY 4.0';
const OWB_URL = 'https://github.com/nthiebes/old-world-builder';
const OWB_CHANGES = 'converted to Muster card files: ids made from names, options grouped with stable ids, profiles attached from the rules index, names and special rules shown without the notes in braces, German names the dataset leaves in English or words otherwise given in the German wording (wizard levels, Zu Fuß, stray quotation marks)';

export interface OwbSourceFile {
  /** Path of the file relative to what the user gave (only its name matters), e.g. `public/games/the-old-world/skaven.json`. */
  name: string;
  text: string;
}

interface OwbImportOptions {
  /** Dataset version (the repository's commit), recorded in every card's provenance. */
  version?: string;
  /** Army data already known (the shipped factions), used where the given files lack the army list, rules or names. */
  known?: readonly Faction[];
  /** Cards converted before (the shipped Old World cards): their profiles are kept where the given files lack the rules index. */
  knownCards?: readonly (Card & { faction?: string })[];
}

/** What a file given to the import was read as (`owbImport.as.<role>`). */
export type OwbFileRole = 'army' | 'armyList' | 'magicItems' | 'profiles' | 'rules' | 'rulesMissing' | 'synonyms' | 'synonymsMissing' | 'names' | 'namesMissing' | 'skipped';

export interface OwbImportReport extends ReadReport {
  /** Files read and what each was taken as (`owbImport.as.<role>`). */
  files: { name: string; as: OwbFileRole }[];
}

interface OwbImportResult {
  /** Card files to write, by relative path: `<army>.json` and `magic-items/<list>.json`. */
  files: { path: string; content: CardFile }[];
  report: OwbImportReport;
}

const ARMY_KEYS = new Set<string>(OW_CATEGORIES);
const baseName = (name: string): string => name.replace(/\\/g, '/').split('/').pop() ?? name;

function parseJson(file: OwbSourceFile, report: OwbImportReport): Json | undefined {
  const parsed = parseJsonText(file.text, file.name);
  if (parsed.ok) return parsed.value as Json;
  report.problems.push({ code: 'notJson', at: file.name, problem: parsed.problem });
  return undefined;
}

/** The object literal of `export const NAME = { ... };` in a JavaScript module, read as data (never run). */
export function objectLiteral(text: string, name: string): Json | undefined {
  const start = new RegExp(`export\\s+const\\s+${name}\\s*=\\s*\\{`).exec(text);
  if (!start) return undefined;
  const open = start.index + start[0].length - 1;
  let depth = 0;
  // Braces and brackets together: an object nested deeper than MAX_JSON_DEPTH is not read (JSON5,
  // like JSON.parse, takes time per level; a 10 MB text of '[' would hold the app for seconds).
  let nesting = 0;
  let quote: string | undefined;
  for (let i = open; i < text.length; i++) {
    const ch = text[i];
    if (quote) {
      if (ch === '\\') i++;
      else if (ch === quote) quote = undefined;
      continue;
    }
    if (ch === '"' || ch === "'" || ch === '`') quote = ch;
    else if (ch === '{' || ch === '[') {
      if (++nesting > MAX_JSON_DEPTH) return undefined;
      if (ch === '{') depth++;
    } else if (ch === '}' || ch === ']') {
      nesting--;
      if (ch === '}' && --depth === 0) return JSON5.parse(text.slice(open, i + 1)) as Json;
    }
  }
  return undefined;
}

function profileIndex(raw: Json | undefined, synonyms: Json | undefined, report: OwbImportReport): ProfileIndex | undefined {
  if (!isObject(raw)) return undefined;
  const map = new Map<string, { profiles: OwProfile[]; troopType?: string }>();
  for (const [key, value] of Object.entries(raw)) {
    if (!isObject(value)) continue;
    const r = new Reader(value, `rules index.${key}`, report);
    const troopType = r.str('troopType');
    const profiles: OwProfile[] = [];
    for (const row of r.objects('stats')) {
      const stats: Record<string, string> = {};
      let name = key;
      for (const k of Object.keys(row.obj)) {
        const v = row.raw(k);
        if (k === 'Name' && typeof v === 'string') name = v;
        else if (/^[A-Za-z]{1,4}$/.test(k) && (typeof v === 'string' || typeof v === 'number')) stats[k] = String(v);
      }
      row.done();
      profiles.push({ name, stats });
    }
    // Links into the dataset's web pages and book pages are not Muster's to show.
    r.skip('url', 'page');
    r.done();
    if (profiles.length || troopType) map.set(key.toLowerCase(), { profiles, ...(troopType ? { troopType } : {}) });
  }
  report.mapped.profilesInRulesIndex = [...map.values()].filter((v) => v.profiles.length).length;
  const aliases = new Map<string, string>();
  if (isObject(synonyms)) {
    for (const [name, target] of Object.entries(synonyms)) if (typeof target === 'string') aliases.set(name.toLowerCase(), target.toLowerCase());
    report.mapped.rulesIndexAliases = aliases.size;
  }
  return { get: (name) => map.get(name), alias: (name) => aliases.get(name) };
}

/**
 * Profiles and troop types of cards converted before (the shipped data), by the same names the
 * rules index uses, for an import without the rules index (one army file, the army folder): the
 * army's own cards first, then any other army's.
 */
export function profilesOfCards(cards: readonly (Card & { faction?: string })[], army: string): ProfileIndex {
  const map = new Map<string, { profiles: OwProfile[]; troopType?: string }>();
  const add = (name: string, profiles: readonly OwProfile[] | undefined, troopType: string | undefined): void => {
    const key = name.toLowerCase().trim();
    if (map.has(key) || (!profiles?.length && !troopType)) return;
    map.set(key, { profiles: [...(profiles ?? [])], ...(troopType ? { troopType } : {}) });
  };
  const own = cards.filter((c) => c.faction === army);
  for (const c of [...own, ...cards.filter((c) => c.faction !== army)]) {
    const ow = c.oldworld;
    if (!ow) continue;
    add(ow.names?.en ?? c.name.en, ow.profiles, ow.troopType);
    for (const m of ow.mounts) add(m.names?.en ?? m.name.en, m.profiles, m.troopType);
  }
  return { get: (name) => map.get(name) };
}

/**
 * The lores of magic the army's units name (their own and per composition), in the order first
 * named, with their names from the name map; names already shipped where the map lacks one.
 */
function loreNames(cards: readonly Card[], map: Json | undefined, known: Faction | undefined, report: OwbImportReport): NonNullable<OwArmy['lores']> {
  const ids = new Set<string>();
  for (const c of cards) {
    for (const l of c.oldworld?.lores ?? []) ids.add(l);
    for (const p of Object.values(c.oldworld?.compositions ?? {})) for (const l of p.lores ?? []) ids.add(l);
  }
  const out = [...ids].map((id) => ({ id, name: namesOf(map, id, report) ?? known?.oldworld?.lores?.find((l) => l.id === id)?.name ?? titleCase(id) }));
  if (out.length) report.mapped.loresNamed = (report.mapped.loresNamed ?? 0) + out.length;
  return out;
}

function namesOf(map: Json | undefined, id: string, report: OwbImportReport): OwText | undefined {
  if (!isObject(map) || !isObject(map[id])) return undefined;
  const r = new Reader(map[id] as { [k: string]: Json }, `names.${id}`, report);
  const names = r.names(id);
  r.done();
  return names;
}

function titleCase(id: string): OwText {
  const text = id
    .split('-')
    .map((w) => (w ? w[0]!.toUpperCase() + w.slice(1) : w))
    .join(' ');
  return { de: text, en: text };
}

function convertUnitRule(raw: Json, path: string, report: OwbImportReport): OwUnitRule | undefined {
  if (!isObject(raw)) return undefined;
  const r = new Reader(raw, path, report);
  const ids = r.strings('ids');
  if (!ids?.length) {
    r.done();
    return undefined;
  }
  const rule: OwUnitRule = { ids };
  for (const k of ['min', 'max', 'points'] as const) {
    const v = r.num(k);
    if (v !== undefined) rule[k] = v;
  }
  const requires = r.strings('requires');
  if (requires) rule.requires = requires;
  for (const k of ['requiresType', 'requiredByType', 'requiresMagicItem'] as const) {
    const v = r.str(k);
    if (v !== undefined) rule[k] = v;
  }
  for (const k of ['perUnit', 'requiresGeneral', 'requiresMounted'] as const) {
    const v = r.bool(k);
    if (v !== undefined) rule[k] = v;
  }
  const option = r.object('requiresOption');
  if (option) {
    const unit = option.str('unit');
    const id = option.str('id');
    if (unit !== undefined && id !== undefined) rule.requiresOption = { unit, id };
    option.done();
  }
  // Rule fields Muster does not check yet are kept as they are (so nothing is lost).
  const extra: Record<string, unknown> = {};
  for (const k of Object.keys(raw)) {
    if (['ids', 'min', 'max', 'points', 'requires', 'requiresType', 'requiredByType', 'requiresMagicItem', 'perUnit', 'requiresGeneral', 'requiresMounted', 'requiresOption'].includes(k)) continue;
    extra[k] = r.raw(k);
  }
  if (Object.keys(extra).length) rule.extra = extra;
  r.done();
  return rule;
}

function compositionRules(rules: Json | undefined, id: string, report: OwbImportReport): Record<string, OwCategoryRule> | undefined {
  if (!isObject(rules)) return undefined;
  const raw = rules[id] ?? rules['grand-army'];
  if (!isObject(raw)) return undefined;
  const out: Record<string, OwCategoryRule> = {};
  const r = new Reader(raw, `rules.${id}`, report);
  for (const cat of Object.keys(raw)) {
    const c = r.object(cat);
    if (!c) continue;
    const rule: OwCategoryRule = { units: [] };
    const min = c.num('minPercent');
    if (min !== undefined) rule.minPercent = min;
    const max = c.num('maxPercent');
    if (max !== undefined) rule.maxPercent = max;
    c.list('units').forEach((u, i) => {
      const converted = convertUnitRule(u, `${c.path}.units[${i}]`, report);
      if (converted) rule.units.push(converted);
    });
    c.done();
    out[cat] = rule;
    report.mapped.compositionUnitRules = (report.mapped.compositionUnitRules ?? 0) + rule.units.length;
  }
  r.done();
  return out;
}

interface Inputs {
  armies: { id: string; raw: { [k: string]: Json }; name: string }[];
  magic?: { [k: string]: Json };
  armyList?: Json;
  rules?: Json;
  names?: Json;
  profiles?: Json;
  synonyms?: Json;
}

function classify(files: readonly OwbSourceFile[], report: OwbImportReport): Inputs {
  const inputs: Inputs = { armies: [] };
  for (const file of files) {
    const base = baseName(file.name);
    if (base === 'rules.js') {
      inputs.rules = objectLiteral(file.text, 'rules');
      report.files.push({ name: file.name, as: inputs.rules ? 'rules' : 'rulesMissing' });
      continue;
    }
    if (base === 'rules-map.js') {
      inputs.synonyms = objectLiteral(file.text, 'synonyms');
      report.files.push({ name: file.name, as: inputs.synonyms ? 'synonyms' : 'synonymsMissing' });
      continue;
    }
    if (base === 'name-map.js') {
      inputs.names = objectLiteral(file.text, 'nameMap');
      report.files.push({ name: file.name, as: inputs.names ? 'names' : 'namesMissing' });
      continue;
    }
    if (!base.endsWith('.json')) continue;
    const json = parseJson(file, report);
    if (json === undefined) continue;
    if (base === 'magic-items.json' && isObject(json)) {
      inputs.magic = json;
      report.files.push({ name: file.name, as: 'magicItems' });
    } else if (base === 'rules-index-export.json') {
      inputs.profiles = json;
      report.files.push({ name: file.name, as: 'profiles' });
    } else if (isObject(json) && Array.isArray(json.armies)) {
      inputs.armyList = json;
      report.files.push({ name: file.name, as: 'armyList' });
    } else if (isObject(json) && Object.keys(json).some((k) => ARMY_KEYS.has(k)) && Object.keys(json).every((k) => ARMY_KEYS.has(k) || k === '$schema')) {
      inputs.armies.push({ id: slug(base.replace(/\.json$/, '')), raw: json, name: file.name });
      report.files.push({ name: file.name, as: 'army' });
    } else report.files.push({ name: file.name, as: 'skipped' });
  }
  return inputs;
}

function armyMeta(id: string, inputs: Inputs, known: Faction | undefined, report: OwbImportReport): { name: OwText; army: OwArmy } {
  const entry = isObject(inputs.armyList) && Array.isArray(inputs.armyList.armies) ? inputs.armyList.armies.find((a) => isObject(a) && a.id === id) : undefined;
  if (!isObject(entry)) {
    if (known?.oldworld) return { name: { de: known.name.de, en: known.name.en }, army: known.oldworld };
    return { name: titleCase(id), army: { army: id, compositions: [{ id, name: titleCase(id), categories: compositionRules(inputs.rules, id, report) ?? {} }], itemLists: ['general', id], allies: [] } };
  }
  const r = new Reader(entry, `army list.${id}`, report);
  r.skip('id');
  const name = r.names(id);
  const compositionIds = r.strings('armyComposition') ?? [id];
  const compositions: OwComposition[] = compositionIds.map((c) => ({
    id: c,
    // The army's main list is the army: its names (German too) over the name map's, which leaves most untranslated.
    name: c === id ? { ...(namesOf(inputs.names, c, report) ?? {}), ...name } : (namesOf(inputs.names, c, report) ?? titleCase(c)),
    categories: compositionRules(inputs.rules, c, report) ?? known?.oldworld?.compositions.find((k) => k.id === c)?.categories ?? {},
  }));
  const allies = r.objects('allies').map((a) => {
    const ally = {
      army: a.str('army') ?? '',
      ...(a.has('armyComposition') ? { composition: a.str('armyComposition') } : {}),
      ...(a.has('magicItemsArmy') ? { itemsArmy: a.str('magicItemsArmy') } : {}),
    };
    a.done();
    return ally;
  });
  const mercenaries: NonNullable<OwArmy['mercenaries']> = {};
  const merc = r.object('mercenaries');
  if (merc) {
    for (const comp of Object.keys(merc.obj)) {
      mercenaries[comp] = merc.objects(comp).map((m) => {
        const out = { army: m.str('army') ?? '', units: m.strings('units') ?? [] };
        m.done();
        return out;
      });
    }
    merc.done();
  }
  const army: OwArmy = { army: id, compositions, itemLists: r.strings('items') ?? ['general'], allies, ...(merc ? { mercenaries } : {}) };
  r.done();
  report.mapped.armies = (report.mapped.armies ?? 0) + 1;
  report.mapped.compositions = (report.mapped.compositions ?? 0) + compositions.length;
  return { name, army };
}

function provenanceOf(version: string | undefined): Omit<Provenance, 'originalId'> {
  return { dataset: OWB_DATASET, ...(version ? { version } : {}), licence: OWB_LICENCE, url: OWB_URL, changes: OWB_CHANGES };
}

function convertItems(inputs: Inputs, version: string | undefined, report: OwbImportReport): OwbImportResult['files'] {
  if (!inputs.magic) return [];
  const out: OwbImportResult['files'] = [];
  const magic = new Reader(inputs.magic, 'magic-items.json', report);
  for (const list of Object.keys(inputs.magic)) {
    const ids = uniqueIds();
    const cards: Card[] = magic.objects(list).map((r) => {
      const name = r.names();
      const original = r.str('name') ?? name.en.toLowerCase();
      const item: NonNullable<Card['item']> = { list, type: r.str('type') ?? 'enchanted-item', onePerArmy: r.bool('onePerArmy') ?? false };
      for (const k of ['stackable', 'nonExclusive', 'perModel'] as const) {
        const v = r.bool(k);
        if (v !== undefined) item[k] = v;
      }
      for (const k of ['minimum', 'maximum', 'perModelPoints', 'perUnitPoints'] as const) {
        const v = r.num(k);
        if (v !== undefined) item[k] = v;
      }
      const only = r.strings('armyComposition');
      if (only) item.only = only;
      const rule = r.str('compositionRule');
      if (rule !== undefined) item.compositionRule = rule;
      const notes = r.texts('notes');
      if (notes) item.notes = notes;
      const card: Card = {
        id: ids(`item-${slug(list)}-${slug(original)}`),
        kind: 'artifact',
        name: { de: plainName(name.de), en: plainName(name.en) },
        source: 'dataset',
        points: r.num('points') ?? 0,
        personality: false,
        figures: 0,
        mount: false,
        throne: false,
        stats: {},
        abilities: [],
        item,
        provenance: { ...provenanceOf(version), originalId: original },
      };
      r.count('magicItems');
      r.done();
      return card;
    });
    const names = namesOf(inputs.names, list, report) ?? titleCase(list);
    out.push({
      path: `magic-items/${slug(list)}.json`,
      content: {
        format: CARD_FILE_FORMAT,
        version: CARD_FILE_VERSION,
        system: 'oldworld',
        faction: { id: `magic-${slug(list)}`, name: { de: names.de, en: names.en }, itemList: true, provenance: { ...provenanceOf(version), originalId: list } },
        cards,
      },
    });
  }
  magic.done();
  return out;
}

/** Names for the unit ids of the army's composition rules (German and English, "A or B"). */
function nameUnitRules(army: OwArmy, cards: readonly Card[]): void {
  const byOriginal = new Map<string, Card>();
  for (const c of cards) if (c.provenance && !byOriginal.has(c.provenance.originalId)) byOriginal.set(c.provenance.originalId, c);
  const join = (ids: readonly string[]): OwText => {
    const names = ids.map((id) => byOriginal.get(id)?.name ?? titleCase(id));
    const uniq = (xs: string[]): string[] => [...new Set(xs)];
    return { en: uniq(names.map((n) => n.en)).join(' or '), de: uniq(names.map((n) => n.de)).join(' oder ') };
  };
  for (const comp of army.compositions) {
    for (const cat of Object.values(comp.categories)) {
      for (const rule of cat.units) {
        rule.names = join(rule.ids);
        if (rule.requires?.length) rule.requiresNames = join(rule.requires);
      }
    }
  }
}

/** Converts Old World Builder files into Muster card files; never throws on bad input (the report says what went wrong). */
export function importOwb(files: readonly OwbSourceFile[], options: OwbImportOptions = {}): OwbImportResult {
  const report: OwbImportReport = { ...emptyReport(), files: [] };
  const inputs = classify(files, report);
  const index = inputs.profiles === undefined ? undefined : profileIndex(inputs.profiles, inputs.synonyms, report);
  const out: OwbImportResult['files'] = [];
  for (const army of inputs.armies) {
    const known = options.known?.find((f) => f.oldworld?.army === army.id);
    const meta = armyMeta(army.id, inputs, known, report);
    const profiles = index ?? profilesOfCards(options.knownCards ?? [], army.id);
    const ctx: UnitContext = { army: army.id, report, profiles, provenance: provenanceOf(options.version) };
    const cardIds = uniqueIds();
    const reader = new Reader(army.raw, baseName(army.name), report);
    const cards: Card[] = [];
    for (const category of OW_CATEGORIES) for (const unit of reader.objects(category)) cards.push(convertUnit(unit, category, cardIds, ctx));
    reader.skip('$schema');
    reader.done();
    nameUnitRules(meta.army, cards);
    const lores = loreNames(cards, inputs.names, known, report);
    if (lores.length) meta.army.lores = lores;
    const faction: Faction = {
      id: army.id,
      name: { de: meta.name.de, en: meta.name.en },
      oldworld: meta.army,
      provenance: { ...provenanceOf(options.version), originalId: army.id },
    };
    out.push({ path: `${army.id}.json`, content: { format: CARD_FILE_FORMAT, version: CARD_FILE_VERSION, system: 'oldworld', faction, cards } });
  }
  out.push(...convertItems(inputs, options.version, report));
  return { files: out, report };
}
