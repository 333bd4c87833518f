import { issueOf } from '../../../checks/issue';
import type { Issue, Rule } from '../../../checks/types';
import { owFacts } from '../facts';

/**
 * Old World: an army needs exactly one General (a character with the General command entry).
 * None: the issue for the whole list; more than one: variant `two` on each further General.
 */
export const generalMissing: Rule = {
  code: 'oldworld.general-missing',
  severity: 'error',
  systems: ['oldworld'],
  check(ctx) {
    const facts = owFacts(ctx.list, ctx);
    if (facts.units.length === 0) return [];
    if (facts.generals.length === 0) return [issueOf(generalMissing, undefined, {})];
    const issues: Issue[] = [];
    const first = facts.generals[0]!;
    for (const extra of facts.generals.slice(1)) issues.push(issueOf(generalMissing, extra.id, { variant: 'two', first: first.id }));
    return issues;
  },
};
