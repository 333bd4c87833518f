import { choicesOf, inComposition } from '../unit';
import { issueOf } from '../../../checks/issue';
import type { Issue, IssueParams, Rule } from '../../../checks/types';
import { compositionName, compositionParams, offersOwnUnit, owFacts, textParams, type OwListFacts } from '../facts';

/**
 * Old World: a unit or an option that the army composition it is taken from does not allow — a
 * unit listed only for other compositions, or one of the army's own mercenary units the
 * composition's list does not name (variant none; a unit of the list's army in the list's
 * composition: offersOwnUnit; an ally marked from a composition in that one), an option offered only in other
 * compositions (`option`), a unit of another army that is neither an allowed ally nor one of
 * the composition's mercenaries, or an ally from a composition the army's allies do not name
 * (`foreign`), an ally in a composition that takes no allies (`no-allies`: it has no share for
 * them, as City-State of Nuln, and Old World Builder offers none), or a composition the army does
 * not have (`unknown`).
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
    const listComposition = compositionParams(facts);
    const allies = army?.allies ?? [];
    const allowed = (u: OwListFacts['units'][number]): boolean =>
      u.entry.allyFrom === undefined ? allies.some((a) => a.army === u.card.faction) : allies.some((a) => a.army === u.card.faction && (a.composition ?? a.army) === u.entry.allyFrom);
    for (const u of facts.units) {
      const own = u.card.faction === ctx.list.faction;
      const from = (): IssueParams => (u.entry.allyFrom !== undefined ? textParams('army', compositionName(ctx, u.card.faction, u.entry.allyFrom)) : textParams('army', ctx.faction(ctx.list.system, u.card.faction)?.name ?? { de: u.card.faction, en: u.card.faction }));
      const comp = u.composition === facts.compositionId ? listComposition : textParams('composition', compositionName(ctx, u.card.faction, u.composition));
      if (u.category === 'allies' && army && facts.composition && !facts.composition.categories.allies) {
        issues.push(issueOf(composition, u.entry.id, { variant: 'no-allies', ...from(), ...listComposition }));
      } else if (u.category === 'allies' && army && !allowed(u)) {
        issues.push(issueOf(composition, u.entry.id, { variant: 'foreign', ...from(), ...listComposition }));
      } else if (u.entry.allyFrom !== undefined ? !inComposition(u.card, u.composition) : own && !offersOwnUnit(u.card, facts.army, facts.compositionId)) {
        issues.push(issueOf(composition, u.entry.id, { ...comp }));
      }
      const choices = choicesOf(u.card);
      for (const id of u.entry.options ?? []) {
        const option = choices.get(id)?.option;
        if (option?.only && !option.only.includes(u.composition)) issues.push(issueOf(composition, u.entry.id, { variant: 'option', ...textParams('option', option.name), ...comp }));
      }
    }
    return issues;
  },
};
