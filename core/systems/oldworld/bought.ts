import type { CardLookup } from '../../db/types';
import type { Card, DbCard } from '../../model/card';
import type { Entry, EntryDetachment } from '../../model/list';
import type { OwOption, OwText } from './model';
import { loreName, loresUsed } from './lores';
import { allowanceOwner, choicesOf, countedItems, countedOptions, detachmentsOf, itemNamesOf, itemPoints, optionPoints, presetDetachments } from './unit';

/**
 * What an Old World entry has bought, as lines for the editor's summary, the text export and
 * the printed sheets: its own detachments, options, magic items, the lore its wizard uses and the
 * detachments it takes.
 */

/** One bought thing of an entry, for showing and printing: an option, a mount, a command member or a magic item. */
export interface BoughtLine {
  kind: 'option' | 'item';
  /** The option's group (`equipment`, `armour`, `mounts`, `options`, `command`; `lore`; `detachments` for detachments); for items the allowance id. */
  group: string;
  name: OwText;
  /** Points it adds to the entry (per model options already multiplied). */
  points: number;
  /** How many (stackable options, items taken several times). */
  count?: number;
  /** Options: the option's id. */
  id?: string;
  /** Items in the allowance of a bought option (a standard bearer's banner): that option's id; its line carries the item. */
  bearer?: string;
}

/**
 * What an entry has bought, in the card's order: options (with sub-options; a free "None" is
 * nothing bought and left out; the weapon a character carries whatever else it takes, at no
 * points: carriedBesides), the lore its wizard uses (in `composition`, the one the unit is
 * taken from; its own lores without it), magic items that count (countedItems), then its
 * detachments.
 */
export function boughtLines(entry: Entry, card: DbCard, lookup?: CardLookup, composition?: string): BoughtLine[] {
  const out: BoughtLine[] = presetDetachments(card);
  const choices = choicesOf(card);
  const counts = entry.counts ?? {};
  const chosen = new Set(countedOptions(entry, card));
  // A free option whose chosen sub-options are a choice of nothing ("Chaotic Cult" with "None") says nothing either; one
  // with no sub-option chosen (a General without "Arise!", a Daemon Prince's mark without a wizard level) is listed.
  const emptyParent = (option: OwOption): boolean => {
    const picked = (option.options ?? []).filter((o) => chosen.has(o.id));
    return option.points === 0 && picked.length > 0 && picked.every(isNoChoice);
  };
  for (const [id, choice] of choices) {
    if (!chosen.has(id) && carriedBesides(choice.option, choice.group, choice.parent, composition)) {
      out.push({ kind: 'option', group: choice.group, name: choice.option.name, points: 0, id });
      continue;
    }
    if (!chosen.has(id) || isNoChoice(choice.option) || emptyParent(choice.option)) continue;
    const line: BoughtLine = { kind: 'option', group: choice.group, name: choice.option.name, points: optionPoints(choice.option, entry.count, counts), id };
    if (choice.option.stackable) line.count = counts[id] ?? choice.option.stackableCount ?? choice.option.minimum ?? 0;
    out.push(line);
  }
  const lore = loreLine(entry, card, lookup, composition);
  if (lore) out.push(lore);
  for (const i of countedItems(entry, card)) {
    const item = lookup?.card(i.item);
    if (!item) continue;
    const bearer = allowanceOwner(card, i.slot);
    const borne = bearer !== undefined && out.some((l) => l.kind === 'option' && l.id === bearer);
    out.push({ kind: 'item', group: i.slot, name: item.name, points: itemPoints(item, i.count ?? 1, entry, card), ...(i.count && i.count > 1 ? { count: i.count } : {}), ...(borne ? { bearer } : {}) });
  }
  for (const d of detachmentsOf(entry, lookup)) out.push({ kind: 'option', group: 'detachments', name: detachmentName(d.detachment, d.card), points: d.points, count: d.detachment.count });
  return out;
}

/**
 * Equipment a unit carries whatever weapon is chosen (the dataset's `equippedDefault`: a Duke's
 * hand weapon beside his lance), in `composition` where known; not one that needs a magic item.
 * Old World Builder lists it with what is chosen (getAllOptions) and counts no points for it.
 */
function carriedBesides(option: OwOption, group: string, parent: string | undefined, composition: string | undefined): boolean {
  if (group !== 'equipment' || parent !== undefined || option.equippedDefault !== true || option.requiresItem !== undefined) return false;
  return composition === undefined || option.only === undefined || option.only.includes(composition);
}

/**
 * A choice of nothing: a free option named "None" (a Marauder's Chaotic Cult without a mark). It
 * stays chosen, but is no bought thing: lines and summaries leave it out.
 */
function isNoChoice(option: OwOption): boolean {
  return option.name.en.trim() === 'None' && option.points === 0;
}

/** The lore (or, with an arcane familiar, lores) a wizard uses, as a line: `Lore: Battle Magic`. */
function loreLine(entry: Entry, card: DbCard, lookup: CardLookup | undefined, composition: string | undefined): BoughtLine | undefined {
  const lores = loresUsed(entry, card, composition ?? '', lookup ? itemNamesOf(entry, lookup) : new Set());
  if (lores.length === 0) return undefined;
  const names = lores.map((l) => loreName(lookup, card.faction, l));
  const label = { de: lores.length > 1 ? 'Lehren' : 'Lehre', en: lores.length > 1 ? 'Lores' : 'Lore' };
  return { kind: 'option', group: 'lore', name: { de: `${label.de}: ${names.map((n) => n.de).join(', ')}`, en: `${label.en}: ${names.map((n) => n.en).join(', ')}` }, points: 0 };
}

/** A detachment's name with its chosen options: `State Missile Troops Detachment (Handguns, Sergeant)`. */
function detachmentName(d: EntryDetachment, card: Card): OwText {
  const choices = choicesOf(card);
  const chosen = (d.options ?? []).map((id) => choices.get(id)?.option.name).filter((n): n is OwText => n !== undefined);
  const named = (lang: 'de' | 'en'): string => (chosen.length ? `${card.name[lang]} (${chosen.map((n) => n[lang]).join(', ')})` : card.name[lang]);
  return { de: named('de'), en: named('en') };
}

/**
 * Bought lines as one text: `Shields +20, Standard bearer +5 [War Banner 25], Ogre Blade 75` (a
 * count as `2× Sword of Might 40`): the magic items a bought option carries (its `bearer`) in
 * brackets after it, as Old World Builder names them; without `points` the names alone. The text
 * export and the army list sheet both write it so.
 */
export function boughtText(lines: readonly BoughtLine[], lang: 'de' | 'en', options: { points?: boolean } = {}): string {
  const points = options.points ?? true;
  const one = (l: BoughtLine): string => {
    const name = `${l.count && l.count > 1 ? `${l.count}× ` : ''}${l.name[lang]}`;
    if (!points || (l.points === 0 && l.kind === 'option')) return name;
    return l.kind === 'item' ? `${name} ${l.points}` : `${name} +${l.points}`;
  };
  const borne = (l: BoughtLine): boolean => l.kind === 'item' && l.bearer !== undefined && lines.some((o) => o.kind === 'option' && o.id === l.bearer);
  return lines
    .filter((l) => !borne(l))
    .map((l) => {
      const carried = l.kind === 'option' && l.id !== undefined ? lines.filter((i) => borne(i) && i.bearer === l.id) : [];
      return carried.length ? `${one(l)} [${carried.map(one).join(', ')}]` : one(l);
    })
    .join(', ');
}

