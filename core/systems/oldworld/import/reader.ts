import type { LoadProblem } from '../../../db/types';
import type { OwText } from '../model';

/**
 * Reading a foreign dataset field by field: every key that is read is marked as used, so the
 * import report can list every key that was NOT used (dropped) with its path. Values of the
 * wrong type are reported as problems and skipped; nothing here throws on bad data.
 */

export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
export type JsonObject = { [k: string]: Json };

/** What the import counts (the report's `mapped`); the words are the catalogue's `owbImport.mapped.<code>`. */
export type OwbCount =
  | 'armies'
  | 'germanWorded'
  | 'choices'
  | 'compositionUnitRules'
  | 'compositions'
  | 'emptyTextsLeftOut'
  | 'loresNamed'
  | 'magicItemAllowances'
  | 'magicItems'
  | 'optionsWithOwnId'
  | 'preselectedItemsIgnored'
  | 'profilesInRulesIndex'
  | 'rulesIndexAliases'
  | 'units'
  | 'unitsWithProfiles'
  | 'unitsWithoutProfile';

/** What the import fills in (the report's `filled`; `owbImport.filled.<code>`). */
export type OwbFilled = 'germanFromEnglish';

/** The kind of value a field of the dataset should have had (`owbImport.expected.<kind>`). */
export type OwbExpected = 'text' | 'number' | 'boolean' | 'list' | 'texts' | 'object';

/** A value the import could not read, where (`at`, the dataset path) and why (`owbImport.problem.<code>`). */
export type OwbProblem =
  | { code: 'notJson'; at: string; problem: LoadProblem }
  | { code: 'expected'; at: string; expected: OwbExpected; found: string }
  | { code: 'expectedObject'; at: string }
  | { code: 'expectedNames'; at: string }
  | { code: 'unknownCategory'; at: string; category: string };

export interface ReadReport {
  /** Paths of keys that were not used, e.g. `dwarfen-mountain-holds.json: core[0].options[2].foo`. */
  dropped: string[];
  /** Values that had the wrong shape and were skipped. */
  problems: OwbProblem[];
  /** Counts of what was mapped (units, options, magic items, ...). */
  mapped: Partial<Record<OwbCount, number>>;
  /** Things filled in, e.g. a German name missing in the dataset (English used). */
  filled: Partial<Record<OwbFilled, number>>;
}

export function emptyReport(): ReadReport {
  return { dropped: [], problems: [], mapped: {}, filled: {} };
}

/**
 * German names the dataset leaves in English or words two ways, and its typing slips, in the
 * German wording: a wizard's level, also within a name ("Level 2 Wizard", "Stufe 2 Zauberer",
 * "Level 1 Zauberer (Exalted Flamer)": "Zauberer der Stufe 2", as most of the dataset's German
 * names have it), "Wizard" ("Zauberer"), "On foot" and "Zu fuß" ("Zu Fuß") and a stray quotation
 * mark at the end of a name. Anything else is kept as it is.
 */
export function germanWording(de: string): string {
  if (de === 'Wizard') return 'Zauberer';
  if (de === 'Zu fuß' || de === 'On foot') return 'Zu Fuß';
  const out = de.replace(/\b(?:Level|Stufe) ([1-4]) (?:Wizard|Zauberer)\b/g, 'Zauberer der Stufe $1');
  // One quotation mark, at the end, opens nothing: a slip ("Bogenschütze des Königlichen Heeres\"").
  return out.endsWith('"') && out.split('"').length === 2 ? out.slice(0, -1).trimEnd() : out;
}

export function isObject(v: unknown): v is JsonObject {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** A reader over one object of the dataset; `path` names it in the report. */
export class Reader {
  private readonly used = new Set<string>();
  constructor(
    readonly obj: JsonObject,
    readonly path: string,
    readonly report: ReadReport,
  ) {}

  has(key: string): boolean {
    return Object.prototype.hasOwnProperty.call(this.obj, key);
  }

  /** Marks keys as used without reading them (e.g. fields the importer recomputes). */
  skip(...keys: string[]): void {
    for (const k of keys) this.used.add(k);
  }

  raw(key: string): Json | undefined {
    this.used.add(key);
    return this.has(key) ? this.obj[key] : undefined;
  }

  private bad(key: string, expected: OwbExpected): undefined {
    this.report.problems.push({ code: 'expected', at: `${this.path}.${key}`, expected, found: JSON.stringify(this.obj[key])?.slice(0, 60) ?? '' });
    return undefined;
  }

  str(key: string): string | undefined {
    const v = this.raw(key);
    if (v === undefined || v === null) return undefined;
    return typeof v === 'string' ? v : this.bad(key, 'text');
  }

  num(key: string): number | undefined {
    const v = this.raw(key);
    if (v === undefined || v === null) return undefined;
    return typeof v === 'number' && Number.isFinite(v) ? v : this.bad(key, 'number');
  }

  bool(key: string): boolean | undefined {
    const v = this.raw(key);
    if (v === undefined || v === null) return undefined;
    return typeof v === 'boolean' ? v : this.bad(key, 'boolean');
  }

  list(key: string): Json[] {
    const v = this.raw(key);
    if (v === undefined || v === null) return [];
    return Array.isArray(v) ? v : (this.bad(key, 'list') ?? []);
  }

  strings(key: string): string[] | undefined {
    const v = this.raw(key);
    if (v === undefined || v === null) return undefined;
    if (typeof v === 'string') return [v];
    if (Array.isArray(v) && v.every((x) => typeof x === 'string')) return v as string[];
    return this.bad(key, 'texts');
  }

  object(key: string): Reader | undefined {
    const v = this.raw(key);
    if (v === undefined || v === null) return undefined;
    return isObject(v) ? new Reader(v, `${this.path}.${key}`, this.report) : this.bad(key, 'object');
  }

  /** Objects of a list, each with its reader; other entries are problems. */
  objects(key: string): Reader[] {
    const out: Reader[] = [];
    this.list(key).forEach((item, i) => {
      if (isObject(item)) out.push(new Reader(item, `${this.path}.${key}[${i}]`, this.report));
      else this.report.problems.push({ code: 'expectedObject', at: `${this.path}.${key}[${i}]` });
    });
    return out;
  }

  /**
   * The object's names (`name_en`, `name_de`, and every other `name_xx`) as an OwText. A missing
   * German name is filled with the English one (counted in the report); without an English name
   * the fallback is used.
   */
  names(fallback = '?', prefix = 'name'): OwText {
    return this.withGerman(this.given(prefix), fallback);
  }

  /** The object's texts in each language (`name_en` → `en`), trimmed; empty ones left out. */
  private given(prefix: string): Record<string, string> {
    const text: Record<string, string> = {};
    for (const key of Object.keys(this.obj)) {
      const m = new RegExp(`^${prefix}[_-]([a-z]{2})$`).exec(key);
      if (!m?.[1]) continue;
      const v = this.str(key);
      if (v !== undefined && v.trim() !== '') text[m[1]] = v.trim();
    }
    return text;
  }

  /**
   * Texts with English and German: a missing German one is the English one (counted), a missing
   * English one the German one, else `fallback`. The German text is given in the German wording
   * where the dataset has it otherwise (germanWording).
   */
  private withGerman(text: Record<string, string>, fallback: string): OwText {
    const en = text.en ?? text.de ?? fallback;
    if (text.de === undefined) this.report.filled.germanFromEnglish = (this.report.filled.germanFromEnglish ?? 0) + 1;
    const de = germanWording(text.de ?? en);
    if (de !== (text.de ?? en)) this.count('germanWorded');
    return { ...text, en, de };
  }

  /**
   * A names object (`{ name_en, name_de, ... }`) under `key`, or a list of them. One without any
   * text (the dataset's empty notes, `{ "name_en": "" }`, and empty special rules, `{}`) is left
   * out (counted in the report): it is no text, and Old World Builder shows none for it.
   */
  texts(key: string): OwText[] | undefined {
    const v = this.raw(key);
    if (v === undefined || v === null) return undefined;
    const items = Array.isArray(v) ? v : [v];
    const out: OwText[] = [];
    items.forEach((item, i) => {
      if (!isObject(item)) return void this.report.problems.push({ code: 'expectedNames', at: `${this.path}.${key}${Array.isArray(v) ? `[${i}]` : ''}` });
      const r = new Reader(item, `${this.path}.${key}${Array.isArray(v) ? `[${i}]` : ''}`, this.report);
      const given = r.given('name');
      const first = Object.values(given)[0];
      if (first === undefined) this.count('emptyTextsLeftOut');
      else out.push(r.withGerman(given, first));
      r.done();
    });
    return out.length ? out : undefined;
  }

  text(key: string): OwText | undefined {
    return this.texts(key)?.[0];
  }

  /** Reports the keys nobody read as dropped. Call once the object is converted. */
  done(): void {
    for (const key of Object.keys(this.obj)) if (!this.used.has(key)) this.report.dropped.push(`${this.path}.${key}`);
  }

  count(what: OwbCount, n = 1): void {
    this.report.mapped[what] = (this.report.mapped[what] ?? 0) + n;
  }
}

/** Lower-case words joined by dashes (accents removed), e.g. `Lady Élisse` -> `lady-elisse`. */
export function slug(text: string): string {
  const s = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return s === '' ? 'x' : s.slice(0, 80).replace(/-+$/, '');
}

/** Ids unique within one list: a repeated slug gets `-2`, `-3`, ... */
export function uniqueIds(): (base: string) => string {
  const seen = new Map<string, number>();
  return (base) => {
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    return n === 1 ? base : `${base}-${n}`;
  };
}
