import type { CardLookup, LoadProblem } from '../../db/types';
import { coded } from '../../files/problems';
import type { DbCard } from '../../model/card';
import type { EntryItem } from '../../model/list';
import { isObject, type Json, type JsonObject } from './import/reader';
import type { OwGroup, OwOption } from './model';
import { plainName } from './plain-name';
import { allowanceIds, englishName, optionIds } from './owb-list';
import { choicesOf } from './unit';
import { textParams } from './facts';

/** What mapping a unit's choices needs: where to report, the composition, how to find item cards. */
interface ChoiceContext {
  file: string;
  lookup: CardLookup;
  composition: string;
  problems: LoadProblem[];
  itemFor(selected: JsonObject, lists: readonly string[]): DbCard | undefined;
}

/** Old World Builder's option arrays and Muster's groups (both `armor` and `armour` are armour). */
const GROUPS: readonly [string, OwGroup][] = [
  ['equipment', 'equipment'],
  ['armor', 'armour'],
  ['armour', 'armour'],
  ['mounts', 'mounts'],
  ['options', 'options'],
  ['command', 'command'],
];

/** JavaScript's `a || b || 0` over stored values, as Old World Builder computes a stackable count. */
function stackableCount(o: JsonObject): number | undefined {
  const pick = [o.stackableCount, o.minimum].find((v) => v !== undefined && v !== null && v !== 0 && v !== '' && v !== false) ?? 0;
  if (typeof pick === 'number') return Number.isFinite(pick) ? pick : undefined;
  if (typeof pick === 'string' && /^\s*\d+\s*$/.test(pick)) return Number(pick);
  return undefined;
}

/** Whether the unit carries a magic item of this English name (Old World Builder's test for options that need one). */
function hasItem(unit: JsonObject, name: string): boolean {
  const lower = name.toLowerCase();
  const selected = (g: Json): Json[] => (isObject(g) && Array.isArray(g.selected) ? g.selected : []);
  const groups = [...(Array.isArray(unit.items) ? unit.items : []), ...(Array.isArray(unit.command) ? unit.command.map((c) => (isObject(c) ? (c.magic ?? null) : null)) : [])];
  return groups.some((g) => selected(g).some((s) => isObject(s) && typeof s.name_en === 'string' && s.name_en.toLowerCase() === lower));
}

/**
 * The choices of a list unit as Muster option ids, stackable counts and magic items. An option is
 * chosen as Old World Builder counts it: `active` (options also `alwaysActive` in their
 * composition), stackable ones with a count above 0, options that need a magic item only with it.
 */
export function mapOwbChoices(unit: JsonObject, card: DbCard, at: string, ctx: ChoiceContext): { options: string[]; counts: Record<string, number>; items: EntryItem[] } {
  const choices = choicesOf(card);
  const chosen = new Set<string>();
  const counts: Record<string, number> = {};
  const items: EntryItem[] = [];
  const unitArmy = typeof unit.army === 'string' ? unit.army : undefined;
  const compositionOk = (ac: Json | undefined): boolean => ac === undefined || ac === null || ac === ctx.composition || ac === unitArmy;

  const resolve = (id: string, name: string, siblings: readonly OwOption[]): string | undefined => {
    if (choices.has(id)) return id;
    // By name: the dataset's own (with its note in braces), else as Muster shows it.
    const free = siblings.filter((s) => !chosen.has(s.id));
    const plain = plainName(name);
    return (free.find((s) => (s.names?.en ?? s.name.en) === name) ?? free.find((s) => s.name.en === plain))?.id;
  };

  const walk = (arr: readonly Json[], prefix: string, siblings: readonly OwOption[], path: string, top: OwGroup | undefined): void => {
    const ids = optionIds(prefix, arr);
    arr.forEach((o, i) => {
      if (!isObject(o)) return;
      const here = `${path}[${i}]`;
      let on = o.active === true;
      let count: number | undefined;
      if (top === 'options' && o.stackable === true) {
        count = stackableCount(o);
        if (count === undefined) return void ctx.problems.push(coded(ctx.file, `${here}.stackableCount`, 'owb-stackable-count', { value: String(o.stackableCount) }));
        on = count > 0;
      } else if (top === 'options' && o.alwaysActive === true && compositionOk(o.armyComposition)) on = true;
      if (on && top !== 'options' && top !== 'command' && typeof o.requiredMagicItem === 'string' && !hasItem(unit, o.requiredMagicItem)) on = false;
      if (!on) return;
      const name = englishName(o);
      const id = resolve(ids[i]!, name, siblings);
      if (!id) return void ctx.problems.push(coded(ctx.file, here, 'owb-option-unknown', { ...textParams('unit', card.name), option: name }));
      chosen.add(id);
      if (count !== undefined) counts[id] = Math.min(999, Math.round(count));
      const option = choices.get(id)!.option;
      if (Array.isArray(o.options)) walk(o.options, id, option.options ?? [], `${here}.options`, undefined);
      if (top === 'command' && isObject(o.magic) && Array.isArray(o.magic.selected)) {
        const slot = option.magic?.id ?? `${id}.magic`;
        if (!option.magic && o.magic.selected.length > 0) return void ctx.problems.push(coded(ctx.file, `${here}.magic`, 'owb-option-no-magic', { ...textParams('option', option.name), ...textParams('unit', card.name) }));
        addItems(o.magic.selected, slot, option.magic?.itemsArmy, `${here}.magic.selected`);
      }
    });
  };

  const armyLists = ctx.lookup.faction?.('oldworld', card.faction)?.oldworld?.itemLists ?? [];
  const addItems = (selected: readonly Json[], slot: string, itemsArmy: string | undefined, path: string): void => {
    const lists = [...armyLists, ...[card.oldworld?.itemsArmy, typeof unit.magicItemsArmy === 'string' ? unit.magicItemsArmy : undefined, itemsArmy].filter((x): x is string => !!x)];
    selected.forEach((s, i) => {
      if (!isObject(s)) return void ctx.problems.push(coded(ctx.file, `${path}[${i}]`, 'owb-item-not-object'));
      const item = ctx.itemFor(s, lists);
      if (!item) return void ctx.problems.push(coded(ctx.file, `${path}[${i}]`, 'owb-item-unknown', { item: englishName(s) }));
      const amount = typeof s.amount === 'number' ? s.amount : typeof s.amount === 'string' && /^\s*\d+\s*$/.test(s.amount) ? Number(s.amount) : 1;
      const count = Math.min(99, Math.max(1, Math.round(amount)));
      items.push({ slot, item: item.id, ...(count > 1 ? { count } : {}) });
    });
  };

  const ow = card.oldworld;
  for (const [key, group] of GROUPS) {
    const arr = unit[key];
    if (Array.isArray(arr)) walk(arr, group, ow?.[group] ?? [], `${at}.${key}`, group);
  }
  const groups = Array.isArray(unit.items) ? unit.items : [];
  const slots = allowanceIds(groups);
  groups.forEach((g, i) => {
    if (!isObject(g) || !Array.isArray(g.selected) || g.selected.length === 0) return;
    const slot = ow?.items.some((a) => a.id === slots[i]) ? slots[i]! : ow?.items[i]?.id;
    if (!slot) return void ctx.problems.push(coded(ctx.file, `${at}.items[${i}]`, 'owb-allowance-unknown', { ...textParams('unit', card.name), allowance: englishName(g) }));
    addItems(g.selected, slot, ow?.items.find((a) => a.id === slot)?.itemsArmy, `${at}.items[${i}].selected`);
  });
  const options = [...choices.keys()].filter((id) => chosen.has(id));
  return { options, counts, items };
}
