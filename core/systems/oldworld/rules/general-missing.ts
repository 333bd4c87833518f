import { issueOf } from '../../../checks/issue';
import type { Issue, Rule } from '../../../checks/types';
import { owFacts, type OwListFacts } from '../facts';

/** Command entries that raise their character's Leadership by 1 (Renegade Crowns). */
const LEADERSHIP_BONUS = new Set(['The Might of Miragliano', 'The Noble Outlaw']);

/** Leadership of a character: the best of its profile rows (as Old World Builder reads it), undefined without one. */
function leadership(u: OwListFacts['units'][number]): number | undefined {
  let best: number | undefined;
  for (const p of u.card.oldworld?.profiles ?? []) {
    const ld = Number.parseInt(p.stats.Ld ?? '', 10);
    if (Number.isFinite(ld) && (best === undefined || ld > best)) best = ld;
  }
  const chosen = new Set(u.entry.options ?? []);
  const bonus = u.card.oldworld?.command.some((c) => chosen.has(c.id) && LEADERSHIP_BONUS.has(c.name.en)) ? 1 : 0;
  return best === undefined ? undefined : best + bonus;
}

/**
 * Old World: an army needs exactly one General, a character of the army itself with the General
 * command entry, and the General is the character with the highest Leadership of those who may
 * be General. None: the issue for the whole list, an empty list too (as Old World Builder
 * reports it); more than one: variant `two` on each further
 * General; an allied or mercenary character marked General: `ally`; a General with less
 * Leadership than another character who may be General: `leadership`.
 */
export const generalMissing: Rule = {
  code: 'oldworld.general-missing',
  severity: 'error',
  systems: ['oldworld'],
  check(ctx) {
    const facts = owFacts(ctx.list, ctx);
    const issues: Issue[] = [];
    for (const foreign of facts.foreignGenerals) issues.push(issueOf(generalMissing, foreign.id, { variant: 'ally' }));
    if (facts.generals.length === 0) return [issueOf(generalMissing, undefined, {}), ...issues];
    const first = facts.generals[0]!;
    for (const extra of facts.generals.slice(1)) issues.push(issueOf(generalMissing, extra.id, { variant: 'two', first: first.id }));
    if (facts.generals.length === 1) {
      const general = facts.units.find((u) => u.entry === first)!;
      const own = leadership(general);
      let best: { id: string; ld: number } | undefined;
      for (const u of facts.units) {
        if (u.category !== 'characters' || !u.card.oldworld?.command.some((c) => c.name.en === 'General' && (!c.only || c.only.includes(facts.compositionId)))) continue;
        const ld = leadership(u);
        if (ld !== undefined && (best === undefined || ld > best.ld)) best = { id: u.entry.id, ld };
      }
      if (own !== undefined && best && own < best.ld) issues.push(issueOf(generalMissing, first.id, { variant: 'leadership', leadership: own, second: best.id, best: best.ld }));
    }
    return issues;
  },
};
