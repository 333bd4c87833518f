import type { CardLookup, CardQuery } from '../../db/types';
import type { DbCard } from '../../model/card';
import type { OwText } from './model';
import { isObject, slug, uniqueIds, type Json, type JsonObject } from './import/reader';

/**
 * Old World Builder's list files (`*.owb.json`, written by its export as `JSON.stringify(list)`):
 * `{ name, description, game: 'the-old-world', army, armyComposition, compositionRule, points,
 * characters, core, special, rare, mercenaries, allies, id }`, each unit being the dataset's unit
 * object with the player's choices marked (`active`, `strength`, `stackableCount`,
 * `items[].selected`, `command[].magic.selected`). See docs/oldworld-data.md.
 *
 * importOwbList (owb-list-import.ts) turns such a file into a Muster list, exportOwbList
 * (owb-list-export.ts) writes one, owbListPoints (owb-points.ts) adds up its points as Old World
 * Builder does. Option ids are computed exactly as the dataset importer computes them.
 */

export type { JsonObject };

/** The game id of The Old World in Old World Builder's files. */
export const OWB_GAME = 'the-old-world';

/** An Old World Builder list file as Muster writes it (and reads it, loosely). */
export interface OwbListFile {
  name: string;
  description: string;
  game: typeof OWB_GAME;
  army: string;
  armyComposition: string;
  compositionRule: string;
  points: number;
  characters: JsonObject[];
  core: JsonObject[];
  special: JsonObject[];
  rare: JsonObject[];
  mercenaries: JsonObject[];
  allies: JsonObject[];
  id: string;
}

/** Cards the import searches: by id, the armies, and every Old World card (a card database does this). */
export interface OwbCardSource extends CardLookup {
  query(q: CardQuery): DbCard[];
}

/** Whether a file is an Old World Builder list: by its name (`.owb.json`) or by its content. */
export function isOwbListFile(fileName: string, value: unknown): boolean {
  if (/\.owb\.json$/i.test(fileName)) return true;
  return looksLikeOwbList(value);
}

/** Content check: `game: "the-old-world"` and the category arrays (Characters, Core, Special, Rare) of an Old World Builder list. */
function looksLikeOwbList(value: unknown): boolean {
  if (!isObject(value as Json)) return false;
  const obj = value as JsonObject;
  return obj.game === OWB_GAME && (['characters', 'core', 'special', 'rare'] as const).every((c) => Array.isArray(obj[c]));
}

/** `name_en`, `name_de`, ... of a text with every language it has. */
export function owbNames(text: OwText | { de: string; en: string }): JsonObject {
  const out: JsonObject = { name_en: text.en, name_de: text.de };
  for (const [lang, value] of Object.entries(text)) if (lang !== 'en' && lang !== 'de' && typeof value === 'string') out[`name_${lang}`] = value;
  return out;
}

/** The English name of a dataset object as the importer reads it (trimmed; German, then `?`, when missing). */
export function englishName(o: JsonObject): string {
  const en = typeof o.name_en === 'string' ? o.name_en.trim() : '';
  if (en) return en;
  const de = typeof o.name_de === 'string' ? o.name_de.trim() : '';
  return de || '?';
}

/**
 * Muster's option ids for an array of Old World Builder options, exactly as the dataset importer
 * makes them: `<prefix>.<slug of the option's own string id, else its English name>`, a repeat
 * getting `-2`, `-3`, ... in array order.
 */
export function optionIds(prefix: string, options: readonly Json[]): string[] {
  const ids = uniqueIds();
  return options.map((o) => {
    const obj = isObject(o) ? o : {};
    return `${prefix}.${ids(slug(typeof obj.id === 'string' ? obj.id : englishName(obj)))}`;
  });
}

/** Muster's allowance ids for a unit's `items` array: `items.<slug of name_en>` (`items.magic-items` without a name). */
export function allowanceIds(items: readonly Json[]): string[] {
  const ids = uniqueIds();
  return items.map((i) => {
    const obj = isObject(i) ? i : {};
    return `items.${ids(slug(typeof obj.name_en === 'string' && obj.name_en ? obj.name_en : 'magic-items'))}`;
  });
}

/**
 * The dataset unit ids a list unit's id may stand for, most likely first: Old World Builder
 * appends `.<random letters>` to the dataset id (`empire-knights.xkqz`), and some dataset ids
 * have a dot of their own (`sea-guard-garrison.commander.xkqz`).
 */
export function owbUnitIds(id: unknown): string[] {
  if (typeof id !== 'string' || id === '') return [];
  const dot = id.lastIndexOf('.');
  const out = dot > 0 ? [id.slice(0, dot), id] : [id];
  const first = id.split('.')[0];
  if (first && !out.includes(first)) out.push(first);
  return out;
}
