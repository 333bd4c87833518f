import { issueOf } from '../../../checks/issue';
import { listIndex } from '../../../checks/list-index';
import type { Issue, Rule } from '../../../checks/types';
import { unitCompositionOf } from '../composition';
import { detachmentAllowed, detachmentLimits, detachmentSize, takesDetachments } from '../detachments';
import { textParams } from '../facts';
import { choicesOf } from '../unit';

/**
 * Old World: detachments (detachments.ts), as Old World Builder's unit page allows them. On the
 * unit's entry:
 * - `alone`: a unit that is only ever a detachment (Fanatics, a weapon team) taken on its own;
 * - `not-regimental`: detachments on a unit that takes none;
 * - `unknown` (`{card}`): a detachment whose card is unknown; `foreign` (`{name}`): one the unit
 *   may not take (another army's, no detachment, not in the unit's composition);
 * - `too-many` / `too-few` (`{count, max|min}`): more detachments than the unit takes, or fewer;
 * - no variant (`{name, count, min}`) / `max` (`{name, count, max}`): a detachment's models outside
 *   its size (Fanatics: 1 to 3, at most one per 10 models of the unit; 5 to half the unit where
 *   the data gives no size);
 * - `option` (`{name, option}`): an option the detachment's card does not offer.
 * Added by Muster (docs/rules.md).
 */
export const detachmentRule: Rule = {
  code: 'oldworld.detachment',
  severity: 'error',
  systems: ['oldworld'],
  check(ctx) {
    const ix = listIndex(ctx);
    const issues: Issue[] = [];
    const allies = ctx.faction(ctx.list.system, ctx.list.faction)?.oldworld?.allies;
    for (const e of ix.entries) {
      const card = ix.cardOf(e);
      if (!card?.oldworld) continue;
      if (card.oldworld.detachment && !card.oldworld.regimentalUnit) issues.push(issueOf(detachmentRule, e.id, { variant: 'alone' }));
      const taken = e.detachments ?? [];
      if (taken.length === 0 && !takesDetachments(card)) continue;
      if (!takesDetachments(card)) {
        issues.push(issueOf(detachmentRule, e.id, { variant: 'not-regimental' }));
        continue;
      }
      const limits = detachmentLimits(card);
      if (limits.max !== undefined && taken.length > limits.max) issues.push(issueOf(detachmentRule, e.id, { variant: 'too-many', count: taken.length, max: limits.max }));
      else if (taken.length < limits.min) issues.push(issueOf(detachmentRule, e.id, { variant: 'too-few', count: taken.length, min: limits.min }));
      const composition = unitCompositionOf(e, card.faction, ctx.list, allies);
      for (const d of taken) {
        const dc = ctx.card(d.cardId);
        if (!dc?.oldworld) {
          issues.push(issueOf(detachmentRule, e.id, { variant: 'unknown', card: d.cardId }));
          continue;
        }
        const name = textParams('name', dc.name);
        if (!detachmentAllowed(card, dc, composition)) {
          issues.push(issueOf(detachmentRule, e.id, { variant: 'foreign', ...name }));
          continue;
        }
        const size = detachmentSize(e.count, dc, card);
        if (d.count < size.min) issues.push(issueOf(detachmentRule, e.id, { ...name, count: d.count, min: size.min }));
        else if (d.count > size.max) issues.push(issueOf(detachmentRule, e.id, { variant: 'max', ...name, count: d.count, max: size.max }));
        const choices = choicesOf(dc);
        for (const option of new Set(d.options ?? [])) if (!choices.has(option)) issues.push(issueOf(detachmentRule, e.id, { variant: 'option', ...name, option }));
      }
    }
    return issues;
  },
};
