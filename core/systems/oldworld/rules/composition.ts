import { choicesOf, inComposition } from '../unit';
import { issueOf } from '../../../checks/issue';
import type { Issue, Rule } from '../../../checks/types';
import { compositionParams, owFacts, textParams } from '../facts';

/**
 * Old World: a unit or an option that the list's army composition does not allow — a unit
 * listed only for other compositions (variant none), an option offered only in other
 * compositions (`option`), a unit of another army that is neither an allowed ally nor one of
 * the composition's mercenaries (`foreign`), such a unit in a composition that takes no allies
 * (`no-allies`: it has no share for them, as City-State of Nuln, and Old World Builder offers none),
 * or a composition the army does not have (`unknown`).
 */
export const composition: Rule = {
  code: 'oldworld.composition',
  severity: 'error',
  systems: ['oldworld'],
  check(ctx) {
    const facts = owFacts(ctx.list, ctx);
    const issues: Issue[] = [];
    const army = facts.army?.oldworld;
    if (army && !facts.composition) return [issueOf(composition, undefined, { variant: 'unknown', composition_de: facts.compositionId, composition_en: facts.compositionId })];
    const comp = compositionParams(facts);
    const allies = new Set((army?.allies ?? []).map((a) => a.army));
    for (const u of facts.units) {
      if (u.card.faction === ctx.list.faction) {
        if (!inComposition(u.card, facts.compositionId)) issues.push(issueOf(composition, u.entry.id, { ...comp }));
      } else if (u.category === 'allies' && army && facts.composition && !facts.composition.categories.allies) {
        const from = ctx.faction(ctx.list.system, u.card.faction)?.name ?? { de: u.card.faction, en: u.card.faction };
        issues.push(issueOf(composition, u.entry.id, { variant: 'no-allies', ...textParams('army', from), ...comp }));
      } else if (u.category === 'allies' && army && !allies.has(u.card.faction)) {
        issues.push(issueOf(composition, u.entry.id, { variant: 'foreign', army: u.card.faction, ...comp }));
      }
      const choices = choicesOf(u.card);
      for (const id of u.entry.options ?? []) {
        const option = choices.get(id)?.option;
        if (option?.only && !option.only.includes(facts.compositionId)) issues.push(issueOf(composition, u.entry.id, { variant: 'option', ...textParams('option', option.name), ...comp }));
      }
    }
    return issues;
  },
};
