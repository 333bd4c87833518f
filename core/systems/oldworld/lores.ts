import type { CardLookup } from '../../db/types';
import type { Card } from '../../model/card';
import type { Entry } from '../../model/list';
import type { OwOption, OwText } from './model';
import { choicesOf } from './unit';

/**
 * Old World wizards and their lores of magic, as Old World Builder offers them: a unit is a
 * wizard when it has chosen a wizard option ("Level 2 Wizard"; also a champion's or mount's);
 * it uses one of the lores its placement in the composition gives (else its own), the first
 * unless another is chosen; a wizard with an arcane familiar knows all of them.
 */

/** The chosen options that make an entry a wizard: its own options, and sub-options of its command and mount (a Daemon champion or mount may be one). */
export function wizardChoices(entry: Pick<Entry, 'options'>, card: Card): OwOption[] {
  const choices = choicesOf(card);
  const out: OwOption[] = [];
  for (const id of entry.options ?? []) {
    const choice = choices.get(id);
    if (!choice) continue;
    if (choice.group !== 'options' && !(choice.parent && (choice.group === 'command' || choice.group === 'mounts'))) continue;
    if (/wizard/i.test(choice.option.name.en)) out.push(choice.option);
  }
  return out;
}

export function isWizard(entry: Pick<Entry, 'options'>, card: Card): boolean {
  return wizardChoices(entry, card).length > 0;
}

/**
 * Lores open only in one composition or with one magic item, unless a wizard's first: Troll
 * Magic (a Troll Horde; Da Hag's Brew), the Lore of the Wilds (the Host of Talsyn; the Heartwood
 * Pendant). Old World Builder's unit page limits these two so.
 */
const LIMITED_LORES: Readonly<Record<string, { composition: string; item: string }>> = {
  'troll-magic': { composition: 'troll-horde', item: "Da Hag's Brew" },
  'lore-of-the-wilds': { composition: 'host-of-talsyn', item: 'Heartwood Pendant' },
};

/** The lores a unit may use in a composition, carrying the magic items named (English names without the dataset's stars). */
export function loresOf(card: Card, composition: string, itemNames: ReadonlySet<string>): string[] {
  const ow = card.oldworld;
  if (!ow) return [];
  const all = ow.compositions?.[composition]?.lores ?? ow.lores ?? [];
  return all.filter((lore, i) => {
    const limited = LIMITED_LORES[lore];
    return i === 0 || !limited || limited.composition === composition || itemNames.has(limited.item);
  });
}

/** The lores an entry uses: none for a unit that is no wizard; all it may use with an arcane familiar; else the chosen one when offered, or the first. */
export function loresUsed(entry: Pick<Entry, 'options' | 'lore'>, card: Card, composition: string, itemNames: ReadonlySet<string>): string[] {
  if (!isWizard(entry, card)) return [];
  const offered = loresOf(card, composition, itemNames);
  if (card.oldworld?.arcaneFamiliar) return offered;
  const used = entry.lore !== undefined && offered.includes(entry.lore) ? entry.lore : offered[0];
  return used === undefined ? [] : [used];
}

/** A lore's name as the army's data gives it (its id where the data has none). */
export function loreName(lookup: Pick<CardLookup, 'faction'> | undefined, army: string, lore: string): OwText | { de: string; en: string } {
  return lookup?.faction?.('oldworld', army)?.oldworld?.lores?.find((l) => l.id === lore)?.name ?? { de: lore, en: lore };
}
