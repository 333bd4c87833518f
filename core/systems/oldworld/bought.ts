import type { CardLookup } from '../../db/types';
import type { Card, DbCard } from '../../model/card';
import type { Entry, EntryDetachment } from '../../model/list';
import type { OwOption, OwText } from './model';
import { loreName, loresUsed } from './lores';
import { choicesOf, countedItems, countedOptions, detachmentsOf, itemNamesOf, itemPoints, optionPoints, presetDetachments } from './unit';

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
}

/**
 * What an entry has bought, in the card's order: options (with sub-options; a free "None" is
 * nothing bought and left out), the lore its wizard uses (in `composition`, the one the unit is
 * taken from; its own lores without it), magic items that count (countedItems), then its
 * detachments.
 */
export function boughtLines(entry: Entry, card: DbCard, lookup?: CardLookup, composition?: string): BoughtLine[] {
  const out: BoughtLine[] = presetDetachments(card);
  const choices = choicesOf(card);
  const counts = entry.counts ?? {};
  const chosen = new Set(countedOptions(entry, card));
  // A free option whose chosen sub-options are all a choice of nothing ("Chaotic Cult" with "None") says nothing either.
  const emptyParent = (option: OwOption): boolean =>
    option.points === 0 && (option.options?.length ?? 0) > 0 && option.options!.every((o) => !chosen.has(o.id) || isNoChoice(o));
  for (const [id, choice] of choices) {
    if (!chosen.has(id) || isNoChoice(choice.option) || emptyParent(choice.option)) continue;
    const line: BoughtLine = { kind: 'option', group: choice.group, name: choice.option.name, points: optionPoints(choice.option, entry.count, counts) };
    if (choice.option.stackable) line.count = counts[id] ?? choice.option.stackableCount ?? choice.option.minimum ?? 0;
    out.push(line);
  }
  const lore = loreLine(entry, card, lookup, composition);
  if (lore) out.push(lore);
  for (const i of countedItems(entry, card)) {
    const item = lookup?.card(i.item);
    if (!item) continue;
    out.push({ kind: 'item', group: i.slot, name: item.name, points: itemPoints(item, i.count ?? 1, entry, card), ...(i.count && i.count > 1 ? { count: i.count } : {}) });
  }
  for (const d of detachmentsOf(entry, lookup)) out.push({ kind: 'option', group: 'detachments', name: detachmentName(d.detachment, d.card), points: d.points, count: d.detachment.count });
  return out;
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

/** Bought lines as one text: `Shields +20, Standard bearer +5, Ogre Blade 75` (a count as `2× Sword of Might 40`). */
export function boughtText(lines: readonly BoughtLine[], lang: 'de' | 'en'): string {
  return lines
    .map((l) => {
      const name = `${l.count && l.count > 1 ? `${l.count}× ` : ''}${l.name[lang]}`;
      if (l.kind === 'item') return `${name} ${l.points}`;
      return l.points === 0 ? name : `${name} +${l.points}`;
    })
    .join(', ');
}

