import { choicesOf } from '../unit';
import { issueOf } from '../../../checks/issue';
import { listIndex } from '../../../checks/list-index';
import type { Issue, Rule } from '../../../checks/types';

/**
 * Old World: an entry buys an option id its card does not offer (so it costs nothing and
 * is not printed). Added by Muster (docs/rules.md).
 */
export const optionUnknown: Rule = {
  code: 'oldworld.option-unknown',
  severity: 'error',
  systems: ['oldworld'],
  check(ctx) {
    const ix = listIndex(ctx);
    const issues: Issue[] = [];
    for (const e of ix.entries) {
      const card = ix.cardOf(e);
      if (!card) continue;
      const knows = (id: string): boolean => (card.oldworld ? choicesOf(card).has(id) : (card.options?.some((o) => o.id === id) ?? false));
      for (const option of new Set(e.options ?? [])) {
        if (!knows(option)) issues.push(issueOf(optionUnknown, e.id, { option }));
      }
    }
    return issues;
  },
};
