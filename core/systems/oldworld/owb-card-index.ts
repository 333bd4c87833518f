import type { DbCard } from '../../model/card';
import type { JsonObject } from './import/reader';
import { englishName, type OwbCardSource } from './owb-list';

/** Old World cards by what Old World Builder files name them by: units by army and dataset id, magic items by their dataset name. */
export interface OwbCardIndex {
  /** Army id -> dataset unit id -> cards (two where the dataset has a unit in two categories). */
  units: Map<string, Map<string, DbCard[]>>;
  /** Dataset item name (`name`, else the lower-case English name) -> item cards of every list. */
  items: Map<string, DbCard[]>;
  /** Item cards by English name, for files whose items lack `name`. */
  itemsByName: Map<string, DbCard[]>;
  /** Armies that have unit cards. */
  factions: Set<string>;
}

const indexes = new WeakMap<OwbCardSource, OwbCardIndex>();

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** The index of a card source (built once per source object; one pass over the Old World cards). */
export function owbCardIndex(source: OwbCardSource): OwbCardIndex {
  const known = indexes.get(source);
  if (known) return known;
  const index: OwbCardIndex = { units: new Map(), items: new Map(), itemsByName: new Map(), factions: new Set() };
  for (const card of source.query({ system: 'oldworld' })) {
    const original = card.provenance?.originalId;
    if (card.item) {
      push(index.items, original ?? card.name.en.toLowerCase(), card);
      push(index.itemsByName, card.name.en, card);
    } else if (card.oldworld && original) {
      let byId = index.units.get(card.faction);
      if (!byId) index.units.set(card.faction, (byId = new Map()));
      push(byId, original, card);
      index.factions.add(card.faction);
    }
  }
  indexes.set(source, index);
  return index;
}

/**
 * The item card of a selected magic item: by its dataset name, preferring the item lists the
 * bearer chooses from, then the same type and points. Undefined when no list has it.
 */
export function chooseOwbItem(index: OwbCardIndex, selected: JsonObject, lists: readonly string[]): DbCard | undefined {
  const key = typeof selected.name === 'string' && selected.name !== '' ? selected.name : englishName(selected).toLowerCase();
  const candidates = index.items.get(key) ?? index.itemsByName.get(englishName(selected)) ?? [];
  if (candidates.length <= 1) return candidates[0];
  const score = (c: DbCard): number =>
    (lists.includes(c.item?.list ?? '') ? 4 : 0) + (c.item?.type === selected.type ? 2 : 0) + (c.points === selected.points ? 1 : 0) + (c.name.en === selected.name_en ? 1 : 0);
  return [...candidates].sort((a, b) => score(b) - score(a))[0];
}
