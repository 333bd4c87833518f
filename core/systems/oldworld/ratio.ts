import type { Localized } from '../../model/system';
import type { OwOption, OwText } from './model';

/**
 * Bounds an army list gives per models of a unit, which the dataset has only as a note:
 * - "Max 1 per 3 Giant Rats" (a Packmaster bought for a Giant Rat pack),
 * - "At least 1 per 5 Squigs" (Squig Herders),
 * - "May include one Ungor Ravager for every three Primal Warhounds",
 * - "0-1 Fanatic per 10 Night Goblins, to a maximum of 3" (on the detachment's own card, about the
 *   unit it goes with).
 * `count` of them per full `per` models of the unit, at most or at least. A note is read only when
 * it names the unit it speaks of (every word of "Night Goblins" in "Night Goblin Mob"): the dataset
 * repeats "Max 1 per 3 Giant Rats" on Rat Ogres, where it cannot mean their models. Bounds per
 * 1,000 points are the army composition's (per-points.ts), never read here.
 */
export interface ModelRatio {
  count: number;
  per: number;
  bound: 'most' | 'least';
}

const WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10 };

/** What a number in a note is ("3", "three"); undefined for anything else. */
function numberOf(text: string): number | undefined {
  const n = /^\d+$/.test(text) ? Number(text) : WORDS[text.toLowerCase()];
  return n !== undefined && n > 0 && n <= 1000 ? n : undefined;
}

/** Each form: the note, its count, its per, the models it names, at most or at least. */
const FORMS: { pattern: RegExp; bound: ModelRatio['bound'] }[] = [
  { pattern: /^max(?:imum)?\.?\s+(\w+)\s+per\s+(\w+)\s+([^,.;]+)/i, bound: 'most' },
  { pattern: /^at least\s+(\w+)\s+per\s+(\w+)\s+([^,.;]+)/i, bound: 'least' },
  { pattern: /\b(one|\d+)\b[^,.;]*?\bfor every\s+(\w+)\s+([^,.;]+)/i, bound: 'most' },
  { pattern: /^0-(\d+)\b[^,.;]*?\bper\s+(\w+)\s+([^,.;]+)/i, bound: 'most' },
];

/** The words of a name, each without a plural s, lower case. */
function stems(name: string): string[] {
  return name
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)
    .map((w) => (w.length > 3 && w.endsWith('s') ? w.slice(0, -1) : w));
}

/** Whether the models a note names ("Night Goblins") are the unit's (its name holds every word). */
function names(models: string, unit: string): boolean {
  const words = new Set(stems(unit));
  const named = stems(models);
  return named.length > 0 && named.every((w) => words.has(w));
}

/** The bound one English note gives per models of the unit named `unit`, if it gives one. */
export function ratioOfNote(note: string, unit: string): ModelRatio | undefined {
  for (const { pattern, bound } of FORMS) {
    const m = pattern.exec(note.trim());
    if (!m) continue;
    const count = numberOf(m[1] ?? '');
    const per = numberOf(m[2] ?? '');
    const models = (m[3] ?? '').trim();
    if (count === undefined || per === undefined || /^points?\b/i.test(models) || !names(models, unit)) return undefined;
    return { count, per, bound };
  }
  return undefined;
}

/** The bound the first of these notes that gives one gives (English text). */
export function ratioOf(notes: OwText | readonly OwText[] | undefined, unit: Localized): ModelRatio | undefined {
  const all = notes === undefined ? [] : Array.isArray(notes) ? (notes as readonly OwText[]) : [notes as OwText];
  for (const note of all) {
    const found = note.en ? ratioOfNote(note.en, unit.en) : undefined;
    if (found) return found;
  }
  return undefined;
}

/** How many a ratio allows or asks for with `models` models: per full `per` models. */
export function ratioLimit(ratio: ModelRatio, models: number): number {
  return Math.floor(Math.max(0, models) / ratio.per) * ratio.count;
}

/**
 * How many of a stackable option a unit of `models` models takes: at least and at most (undefined:
 * no limit), from the option's own bounds and the ratio its note gives for the unit (named `unit`).
 */
export function stackBounds(option: OwOption, models: number, unit: Localized): { min: number; max?: number } {
  let min = option.minimum ?? 0;
  let max = option.maximum && option.maximum > 0 ? option.maximum : undefined;
  const ratio = ratioOf(option.notes, unit);
  if (ratio?.bound === 'most') max = Math.min(max ?? Infinity, ratioLimit(ratio, models));
  if (ratio?.bound === 'least') min = Math.max(min, ratioLimit(ratio, models));
  return { min, ...(max !== undefined ? { max } : {}) };
}
