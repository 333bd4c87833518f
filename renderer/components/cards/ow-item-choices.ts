import type { FactionInfo } from '../../../core/db/types';
import { CATALOGUE } from '../../../core/i18n/catalogue';
import type { DbCard } from '../../../core/model/card';

/**
 * What the card editor offers for Old World magic items: the item types (of an allowance, of a
 * magic item) and the item lists a magic item may belong to, with the names the app shows.
 */

type Translate = (key: string, params?: Record<string, unknown>) => string;

/** The item list every army uses (the rulebook's common magic items). */
export const COMMON_ITEM_LIST = 'general';

/**
 * The item types the catalogue names (in its order), then those of the system's magic items that
 * it does not (an imported army's own), then `own` (the types a card has already), each once.
 */
export function itemTypes(cards: readonly Pick<DbCard, 'item'>[], own: readonly string[] = []): string[] {
  const known = new Set(Object.keys(CATALOGUE.en.oldworld.itemType));
  for (const c of cards) if (c.item) known.add(c.item.type);
  for (const type of own) if (type !== '') known.add(type);
  return [...known];
}

/** A faction as the library and the card editor name it: an item list as such ("Empire of Man (magic items)"). */
export function factionLabel(f: Pick<FactionInfo, 'name' | 'itemList'>, lang: 'de' | 'en', t: Translate): string {
  return f.itemList ? t('library.itemList', { name: f.name[lang] }) : f.name[lang];
}

/** The file of magic items that holds item list `list` (its provenance names the list; the importer names it `magic-<list>`). */
export function listFaction(list: string, factions: readonly FactionInfo[]): FactionInfo | undefined {
  const lists = factions.filter((f) => f.itemList);
  return lists.find((f) => f.provenance?.originalId === list) ?? lists.find((f) => f.id === `magic-${list}`);
}

export interface ItemListChoice {
  id: string;
  name: string;
}

/**
 * The item lists a magic item may belong to: the common list first, then the lists of the card's
 * own army (or the list its file of magic items holds), then every other list an army uses or a
 * magic item belongs to, by name; `own`, the list the card has, is always among them. Each list is
 * named as the library names its file of magic items, else by the army that uses it as its own,
 * else by its id.
 */
export function itemListChoices(
  factions: readonly FactionInfo[],
  cards: readonly Pick<DbCard, 'item'>[],
  factionId: string,
  own: string,
  lang: 'de' | 'en',
  t: Translate,
): { mine: ItemListChoice[]; others: ItemListChoice[] } {
  const all = new Set<string>([COMMON_ITEM_LIST]);
  for (const f of factions) for (const l of f.oldworld?.itemLists ?? []) all.add(l);
  for (const f of factions) if (f.itemList && f.provenance?.originalId) all.add(f.provenance.originalId);
  for (const c of cards) if (c.item) all.add(c.item.list);
  if (own !== '') all.add(own);

  const name = (list: string): string => {
    const file = listFaction(list, factions);
    if (file) return factionLabel(file, lang, t);
    const army = factions.find((f) => !f.itemList && (f.oldworld?.army === list || f.id === list));
    return army ? t('library.itemList', { name: army.name[lang] }) : list;
  };
  const faction = factions.find((f) => f.id === factionId);
  const ownLists = faction?.itemList ? [...all].filter((l) => listFaction(l, factions) === faction) : (faction?.oldworld?.itemLists ?? []);
  const first = [COMMON_ITEM_LIST, ...ownLists.filter((l) => l !== COMMON_ITEM_LIST)];
  const mine = first.map((id) => ({ id, name: name(id) }));
  const others = [...all]
    .filter((l) => !first.includes(l))
    .map((id) => ({ id, name: name(id) }))
    .sort((a, b) => a.name.localeCompare(b.name, lang));
  return { mine, others };
}
