import type { CardLookup } from '../../db/types';
import type { ListOpError, ListOpResult } from '../../list/ops';
import type { Card, DbCard } from '../../model/card';
import type { ArmyList, Entry, EntryItem, OwCompositionRule } from '../../model/list';
import { entryCompositionOf } from './composition';
import { carriedTogether, choicesOf, defaultOptions, inCommandSlot, isCommandChoice, itemNamesOf, siblingsOf } from './unit';

/**
 * List operations for Old World units: choosing options (one of a group, exclusive options,
 * sub-options), stackable counts, magic items and the army composition. Each returns a new
 * list, or the same list with a typed error; nothing is thrown.
 */

function fail(list: ArmyList, error: ListOpError): ListOpResult {
  return { ok: false, list, error };
}

function withEntry(list: ArmyList, entryId: string, lookup: CardLookup): { entry: Entry; card: DbCard | undefined } | undefined {
  const entry = list.entries.find((e) => e.id === entryId);
  return entry ? { entry, card: lookup.card(entry.cardId) } : undefined;
}

function replace(list: ArmyList, entry: Entry): ArmyList {
  return { ...list, entries: list.entries.map((e) => (e.id === entry.id ? entry : e)) };
}

function withOptions(entry: Entry, options: string[]): Entry {
  const out: Entry = { ...entry };
  if (options.length) out.options = options;
  else delete out.options;
  return out;
}

/** An option and every sub-option under it, at any depth. */
function subtree(card: Card, optionId: string): string[] {
  const out = [optionId];
  for (const sub of choicesOf(card).get(optionId)?.option.options ?? []) out.push(...subtree(card, sub.id));
  return out;
}

/** Orders chosen ids as the card lists its options (ids the card does not know stay, at the end). */
function ordered(card: Card, chosen: ReadonlySet<string>): string[] {
  const known = [...choicesOf(card).keys()];
  return [...known.filter((id) => chosen.has(id)), ...[...chosen].filter((id) => !choicesOf(card).has(id))];
}

/**
 * Chooses (`on`) or drops an option of an Old World unit:
 * - in a choose-one group (equipment, armour, mounts) choosing one drops the others (also where
 *   it was chosen with others carried together: chooseTogether); the chosen one cannot be
 *   dropped, only replaced;
 * - choosing an `exclusive` option drops the other exclusive ones of its group (or of its
 *   parent's sub-options, which may all be left unchosen);
 * - a character's command entries (General, Battle Standard Bearer) exclude each other unless
 *   marked otherwise;
 * - a sub-option needs its parent; dropping a parent drops its sub-options; choosing a parent
 *   chooses its default sub-options;
 * - fixed options (always chosen) cannot be dropped.
 * Simple cards (with `options` but no Old World block) buy or drop the option as before.
 */
export function setChoice(list: ArmyList, entryId: string, optionId: string, on: boolean, lookup: CardLookup): ListOpResult {
  const found = withEntry(list, entryId, lookup);
  if (!found) return fail(list, { code: 'unknown-entry', entryId });
  const { entry, card } = found;
  if (card && !card.oldworld) return setSimpleOption(list, entry, card, optionId, on);
  const choice = card ? choicesOf(card).get(optionId) : undefined;
  if (!card || !choice) return fail(list, { code: 'unknown-option', entryId, optionId });
  const chosen = new Set(entry.options ?? []);
  // In a choose-one set carried together (carriedTogether), picking one of the set makes it stand alone, as Old World Builder's radio button does.
  const alone = on && choice.chooseOne && siblingsOf(card, choice).some((s) => s.id !== optionId && chosen.has(s.id) && !s.fixed);
  if (chosen.has(optionId) === on && !alone) return { ok: true, list };
  if (!on) {
    if (choice.option.fixed) return fail(list, { code: 'fixed-option', entryId, optionId });
    if (choice.chooseOne) return fail(list, { code: 'choose-one', entryId, optionId });
    for (const id of subtree(card, optionId)) chosen.delete(id);
    return { ok: true, list: replace(list, withOptions(entry, ordered(card, chosen))) };
  }
  // A sub-option of an option not chosen: choose that option first (it replaces its siblings, as any choice does).
  if (choice.parent && !chosen.has(choice.parent)) {
    const withParent = setChoice(list, entryId, choice.parent, true, lookup);
    return withParent.ok ? setChoice(withParent.list, entryId, optionId, true, lookup) : withParent;
  }
  const siblings = siblingsOf(card, choice);
  const character = card.oldworld?.category === 'characters';
  for (const s of siblings) {
    if (s.id === optionId || !chosen.has(s.id)) continue;
    const drop =
      choice.chooseOne ||
      (choice.option.exclusive === true && s.exclusive === true) ||
      (choice.group === 'command' && !choice.parent && character && choice.option.exclusive !== false && s.exclusive !== false);
    if (drop && !s.fixed) for (const id of subtree(card, s.id)) chosen.delete(id);
  }
  // Its default sub-options come with it when it is newly chosen (not when it stays, standing alone now).
  if (!chosen.has(optionId) && choice.option.options?.length) {
    const sub = { ...card, oldworld: { ...card.oldworld!, equipment: [], armour: [], mounts: [], command: [], options: choice.option.options } };
    for (const id of defaultOptions(sub, entryCompositionOf(entry, card.faction, list, lookup))) chosen.add(id);
  }
  chosen.add(optionId);
  // A detachment has no command: taking it as one drops its command (and their items); choosing command drops the detachment.
  // (A unit may have a Detachment option per composition: Elven Archers have two.)
  const detachments = card.oldworld!.options.filter((o) => o.name.en === 'Detachment').map((o) => o.id);
  let items = entry.items;
  if (detachments.includes(optionId)) {
    for (const id of [...chosen]) if (isCommandChoice(card, id)) chosen.delete(id);
    items = items?.filter((i) => !inCommandSlot(card, i.slot));
  } else if (choice.group === 'command') for (const id of detachments) chosen.delete(id);
  const next = withOptions(entry, ordered(card, chosen));
  if (items?.length) next.items = items;
  else delete next.items;
  return { ok: true, list: replace(list, next) };
}

/**
 * Chooses the options of a choose-one set that are carried together (carriedTogether: Skeleton
 * Archers' hand weapons and warbows) in place of the one chosen: `optionId` names any of them.
 * Fails with `unknown-option` where the option is in no such set.
 */
export function chooseTogether(list: ArmyList, entryId: string, optionId: string, lookup: CardLookup): ListOpResult {
  const found = withEntry(list, entryId, lookup);
  if (!found) return fail(list, { code: 'unknown-entry', entryId });
  const { entry, card } = found;
  const choice = card?.oldworld ? choicesOf(card).get(optionId) : undefined;
  if (!card || !choice?.chooseOne) return fail(list, { code: 'unknown-option', entryId, optionId });
  const siblings = siblingsOf(card, choice);
  const composition = entryCompositionOf(entry, card.faction, list, lookup);
  const together = carriedTogether(siblings, composition, itemNamesOf(entry, lookup));
  if (!together.some((o) => o.id === optionId)) return fail(list, { code: 'unknown-option', entryId, optionId });
  // The first of the set as any choice is made (it drops the others, chooses its parent), then the rest beside it.
  const first = setChoice(list, entryId, together[0]!.id, true, lookup);
  if (!first.ok) return first;
  const next = first.list.entries.find((e) => e.id === entryId)!;
  const chosen = new Set(next.options ?? []);
  for (const o of together.slice(1)) {
    chosen.add(o.id);
    if (o.options?.length) {
      const sub = { ...card, oldworld: { ...card.oldworld!, equipment: [], armour: [], mounts: [], command: [], options: o.options } };
      for (const id of defaultOptions(sub, composition)) chosen.add(id);
    }
  }
  const options = ordered(card, chosen);
  if (options.length === (entry.options ?? []).length && options.every((id, i) => entry.options![i] === id)) return { ok: true, list };
  return { ok: true, list: replace(first.list, withOptions(next, options)) };
}

function setSimpleOption(list: ArmyList, entry: Entry, card: Card, optionId: string, on: boolean): ListOpResult {
  const offered = card.options ?? [];
  if (on && !offered.some((o) => o.id === optionId)) return fail(list, { code: 'unknown-option', entryId: entry.id, optionId });
  const current = new Set(entry.options ?? []);
  if (current.has(optionId) === on) return { ok: true, list };
  if (on) current.add(optionId);
  else current.delete(optionId);
  // Offered options in the card's order, then any unknown ones the file had (kept for the rule to name).
  const next = [...offered.map((o) => o.id).filter((id) => current.has(id)), ...[...current].filter((id) => !offered.some((o) => o.id === id))];
  return { ok: true, list: replace(list, withOptions(entry, next)) };
}

/** How many of a stackable option the unit takes (0 drops it). */
export function setOptionCount(list: ArmyList, entryId: string, optionId: string, count: number, lookup: CardLookup): ListOpResult {
  const found = withEntry(list, entryId, lookup);
  if (!found) return fail(list, { code: 'unknown-entry', entryId });
  const { entry, card } = found;
  const choice = card ? choicesOf(card).get(optionId) : undefined;
  if (!card || !choice?.option.stackable) return fail(list, { code: 'unknown-option', entryId, optionId });
  if (!Number.isInteger(count) || count < 0 || count > 999) return fail(list, { code: 'invalid-count', count });
  const counts = { ...(entry.counts ?? {}) };
  const chosen = new Set(entry.options ?? []);
  if (count === 0) {
    delete counts[optionId];
    chosen.delete(optionId);
  } else {
    counts[optionId] = count;
    chosen.add(optionId);
  }
  const next: Entry = withOptions(entry, ordered(card, chosen));
  if (Object.keys(counts).length) next.counts = counts;
  else delete next.counts;
  return { ok: true, list: replace(list, next) };
}

/** Gives a unit a magic item in one of its allowances (`slot`); the rules check what is allowed. */
export function addItem(list: ArmyList, entryId: string, slot: string, itemId: string, lookup: CardLookup): ListOpResult {
  const found = withEntry(list, entryId, lookup);
  if (!found) return fail(list, { code: 'unknown-entry', entryId });
  if (!lookup.card(itemId)?.item) return fail(list, { code: 'invalid-card-id', cardId: itemId });
  const { entry } = found;
  const items: EntryItem[] = [...(entry.items ?? [])];
  const same = items.findIndex((i) => i.slot === slot && i.item === itemId);
  const item = lookup.card(itemId)?.item;
  if (same >= 0 && (item?.stackable || (item?.maximum ?? 0) > 1)) items[same] = { ...items[same]!, count: (items[same]!.count ?? 1) + 1 };
  else if (same >= 0) return { ok: true, list };
  else items.push({ slot, item: itemId });
  return { ok: true, list: replace(list, { ...entry, items }) };
}

/** Takes a magic item (by its position in the entry's items) away again. */
export function removeItem(list: ArmyList, entryId: string, index: number, lookup: CardLookup): ListOpResult {
  const found = withEntry(list, entryId, lookup);
  if (!found) return fail(list, { code: 'unknown-entry', entryId });
  const items = [...(found.entry.items ?? [])];
  if (index < 0 || index >= items.length) return { ok: true, list };
  items.splice(index, 1);
  const next: Entry = { ...found.entry, items };
  if (items.length === 0) delete next.items;
  return { ok: true, list: replace(list, next) };
}

/** Chooses the lore of magic a wizard uses (undefined: the first its army list gives it); the rules check it is one it may use. */
export function setLore(list: ArmyList, entryId: string, lore: string | undefined): ListOpResult {
  const entry = list.entries.find((e) => e.id === entryId);
  if (!entry) return fail(list, { code: 'unknown-entry', entryId });
  if (entry.lore === lore) return { ok: true, list };
  const next: Entry = { ...entry };
  if (lore === undefined) delete next.lore;
  else next.lore = lore;
  return { ok: true, list: replace(list, next) };
}

/** Sets the matched-play composition rule an Old World list follows (undefined: Open War). */
export function setCompositionRule(list: ArmyList, rule: OwCompositionRule | undefined): ListOpResult {
  if (list.compositionRule === rule) return { ok: true, list };
  const next: ArmyList = { ...list };
  if (rule === undefined) delete next.compositionRule;
  else next.compositionRule = rule;
  return { ok: true, list: next };
}

/** Chooses the army composition (the army's main list: the faction id). */
export function setComposition(list: ArmyList, composition: string): ListOpResult {
  const next: ArmyList = { ...list };
  if (composition === list.faction) delete next.composition;
  else next.composition = composition;
  return { ok: true, list: list.composition === next.composition ? list : next };
}
