import { ABILITY_NAMES } from '../model/card-terms';
import type { DbCard, Faction } from '../model/card';
import type { Localized } from '../model/system';

/**
 * Folds text for searching: lower case, accents removed (â -> a, ü -> u), ß -> ss, and every
 * run of other characters (dashes, slashes, punctuation) turned into one space, so
 * "tir-na-bor", "Tir Na Bor" and "Tir-Nâ-Bor" all fold to "tir na bor".
 */
export function foldText(text: string): string {
  if (!NON_ASCII.test(text)) return text.toLowerCase().replace(ASCII_SEPARATORS, ' ').trim();
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

const NON_ASCII = /[^ -~]/;
const ASCII_SEPARATORS = /[^a-z0-9]+/g;


/**
 * Everything a free-text query looks at for one card, folded: id, names, rank, abilities,
 * faction. `cache` keeps folded texts that many cards share (ranks, abilities, factions).
 */
export function cardSearchText(card: DbCard, faction: Faction | undefined, cache: Map<string, string> = new Map()): string {
  const fold = (t: string): string => {
    let f = cache.get(t);
    if (f === undefined) {
      f = foldText(t);
      cache.set(t, f);
    }
    return f;
  };
  // The card's own texts in one pass (folding joined texts gives the same words as folding each).
  const parts: string[] = [foldText(`${card.id} ${card.name.de} ${card.name.en}`)];
  if (card.rank) parts.push(fold(card.rank.de), fold(card.rank.en));
  for (const a of card.abilities) {
    parts.push(fold(a.id));
    const name = a.name ?? (ABILITY_NAMES as Readonly<Record<string, Localized>>)[a.id];
    if (name) parts.push(fold(name.de), fold(name.en));
  }
  if (faction) parts.push(fold(faction.name.de), fold(faction.name.en));
  return ` ${parts.filter((p) => p !== '').join(' ')} `;
}

/** Folded words of a query; a card matches when its search text contains every one. */
export function queryWords(text: string): string[] {
  const folded = foldText(text);
  return folded === '' ? [] : folded.split(' ');
}
