import { issueOf } from '../../../checks/issue';
import type { Issue, Rule } from '../../../checks/types';
import { owFacts, textParams } from '../facts';
import { itemTypeParams } from '../item-types';
import { combinationsOf, type ItemCombination } from '../magic-items';

/** A combination in words: its items by name, each with how often taken ("Rune of Fire + 2× Rune of Speed"). */
function combinationText(c: ItemCombination, lang: 'de' | 'en'): string {
  return [...c.items]
    .sort((a, b) => a.card.name[lang].localeCompare(b.card.name[lang], lang))
    .map((i) => `${i.count > 1 ? `${i.count}× ` : ''}${i.card.name[lang]}`)
    .join(' + ');
}

/**
 * Old World: the Rule of Pride — two bearers carry the same combination of one type of runes,
 * runic tattoos or incantation scrolls (the same items, each taken as often; COMBINATION_TYPES),
 * as Old World Builder's `combosUsedElsewhere` finds them. Reported on the later bearer, naming the
 * first and the combination; one bearer's own allowances are not compared with each other.
 */
export const magicItemCombination: Rule = {
  code: 'oldworld.magic-item-combination',
  severity: 'error',
  systems: ['oldworld'],
  check(ctx) {
    const facts = owFacts(ctx.list, ctx);
    /** The first bearer of each combination (by type and key). */
    const first = new Map<string, string>();
    const issues: Issue[] = [];
    for (const u of facts.units) {
      if (!u.entry.items?.length) continue;
      for (const c of combinationsOf(u.entry, u.card, ctx)) {
        const id = `${c.type}\n${c.key}`;
        const holder = first.get(id);
        if (holder === undefined) first.set(id, u.entry.id);
        else if (holder !== u.entry.id) {
          issues.push(issueOf(magicItemCombination, u.entry.id, { ...itemTypeParams('type', c.type), ...textParams('items', { de: combinationText(c, 'de'), en: combinationText(c, 'en') }), first: holder }));
        }
      }
    }
    return issues;
  },
};
