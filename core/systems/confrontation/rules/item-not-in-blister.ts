import { issueOf } from '../../../checks/issue';
import { listIndex } from '../../../checks/list-index';
import type { Issue, Rule } from '../../../checks/types';
import { bearersOf, outsideBlister } from '../bearers';
import { playsGermanEdition } from '../fortification/edition';

/**
 * German edition only (FORTIFICATION (de), Resistent): an Inalterable figure carries only the artifacts
 * and equipment of its own blister or box (its card's `blisterItems`). Applies to lists that
 * name the German edition.
 */
export const itemNotInBlister: Rule = {
  code: 'item.not-in-blister',
  severity: 'error',
  systems: ['confrontation'],
  check(ctx) {
    if (!playsGermanEdition(ctx.list)) return [];
    const ix = listIndex(ctx);
    const issues: Issue[] = [];
    for (const e of ix.entries) {
      const item = ix.cardOf(e);
      if (!item) continue;
      for (const id of bearersOf(e)) {
        const target = ix.entry(id);
        const card = target && ix.cardOf(target);
        if (card && outsideBlister(item, card)) issues.push(issueOf(itemNotInBlister, e.id, { bearer: id }));
      }
    }
    return issues;
  },
};
