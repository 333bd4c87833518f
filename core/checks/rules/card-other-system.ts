import { lookupMessage } from '../../i18n/translate';
import type { SystemId } from '../../model/system';
import { issueOf } from '../issue';
import { listIndex } from '../list-index';
import type { Issue, IssueParams, Rule } from '../types';

/** The list's game as issue params: `listSystem` the id, `listSystem_de` and `listSystem_en` its name (`param.system.*`, as `system` is shown). */
function listSystemParams(system: SystemId): IssueParams {
  return {
    listSystem: system,
    listSystem_de: lookupMessage('de', `param.system.${system}`) ?? system,
    listSystem_en: lookupMessage('en', `param.system.${system}`) ?? system,
  };
}

/**
 * An entry whose card belongs to another game system than the list's (a Confrontation card in a
 * Chronopia list, say: a hand-edited or imported file). Like an unknown card, other rules skip it
 * (core/checks/validate-list.ts); unlike one, the message names the card and its game.
 */
export const cardOtherSystem: Rule = {
  code: 'card.other-system',
  severity: 'error',
  systems: 'all',
  check(ctx) {
    const other = ctx.otherSystemCard;
    if (!other) return [];
    const issues: Issue[] = [];
    for (const e of listIndex(ctx).entries) {
      const card = other(e.cardId);
      if (card) issues.push(issueOf(cardOtherSystem, e.id, { cardId: e.cardId, system: card.system, ...listSystemParams(ctx.list.system) }));
    }
    return issues;
  },
};
