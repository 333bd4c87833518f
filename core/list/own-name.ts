import type { Card } from '../model/card';
import type { Entry } from '../model/list';
import type { Lang } from '../model/system';

/**
 * An entry's own name where it says more than its card's ("Da Big Mob" for Orc Boyz): undefined
 * when it has none or its own name is the card's name in `lang` (case and spaces aside), so a unit
 * named as its card is not named twice ("Teutogen Guard "Teutogen Guard"").
 */
export function ownName(entry: Pick<Entry, 'name'>, card: Pick<Card, 'name'> | undefined, lang: Lang): string | undefined {
  const own = entry.name?.trim();
  if (!own) return undefined;
  const same = (a: string, b: string): boolean => a.replace(/\s+/g, ' ').trim().toLocaleLowerCase(lang) === b.replace(/\s+/g, ' ').trim().toLocaleLowerCase(lang);
  return card && same(own, card.name[lang]) ? undefined : entry.name;
}
