import type { DbCard } from '../../../model/card';
import type { Entry } from '../../../model/list';
import type { OwOption } from '../model';
import { OW_GROUPS } from '../vocabulary';
import { choicesOf, isCarriedTogether, itemNamesOf, offered, takenAsDetachment } from '../unit';
import { issueOf } from '../../../checks/issue';
import type { Issue, Rule, RuleContext } from '../../../checks/types';
import { owFacts, textParams } from '../facts';
import { isWizard, loreName, loresOf } from '../lores';
import { stackBounds } from '../ratio';

function check(ctx: RuleContext, entry: Entry, card: DbCard, composition: string, issues: Issue[]): void {
  const ow = card.oldworld!;
  const chosen = new Set(entry.options ?? []);
  const items = itemNamesOf(entry, ctx);
  const choices = choicesOf(card);
  const push = (params: Record<string, string | number>): void => void issues.push(issueOf(optionGroup, entry.id, params));
  const names = (o: OwOption, key = 'option') => textParams(key, o.name);

  const siblingSet = (options: readonly OwOption[], chooseOne: boolean, group: string, parent?: OwOption): void => {
    const available = options.filter((o) => offered(o, composition, items));
    const picked = available.filter((o) => chosen.has(o.id));
    if (chooseOne && available.length > 0) {
      if (picked.length === 0) push({ variant: 'none', group, ...(parent ? names(parent, 'parent') : {}) });
      // Several the data ticks from the start are carried together (Skeleton Archers' hand weapons and warbows), as Old World Builder keeps them.
      else if (picked.length > 1 && !isCarriedTogether(available, chosen, composition, items)) push({ variant: 'many', group, ...names(picked[0]!), ...names(picked[1]!, 'other') });
    }
    const exclusive = picked.filter((o) => o.exclusive === true);
    if (!chooseOne && exclusive.length > 1) push({ variant: 'exclusive', group, ...names(exclusive[0]!), ...names(exclusive[1]!, 'other') });
  };

  for (const group of OW_GROUPS) {
    const options = ow[group];
    // Choose-one as the unit's choices are made (choicesOf): a single piece of armour not worn by default is taken or not.
    const chooseOne = options[0] !== undefined && (choices.get(options[0].id)?.chooseOne ?? false);
    siblingSet(options, chooseOne, group);
    if (group === 'command' && ow.category === 'characters') {
      // Roles the data gives a character for good (Settra is the General and the Hierophant) do not exclude each other.
      const picked = options.filter((o) => chosen.has(o.id) && o.exclusive !== false);
      if (picked.length > 1 && picked.some((o) => !o.fixed)) push({ variant: 'exclusive', group, ...names(picked[0]!), ...names(picked[1]!, 'other') });
    }
  }
  // A lore chosen for a wizard that may not use it (another composition's, one that needs a magic item).
  if (entry.lore !== undefined && isWizard(entry, card) && !card.oldworld?.arcaneFamiliar && !loresOf(card, composition, items).includes(entry.lore)) {
    push({ variant: 'lore', ...textParams('lore', loreName(ctx, card.faction, entry.lore)) });
  }
  if (takenAsDetachment(entry, card)) {
    const command = ow.command.filter((o) => chosen.has(o.id));
    if (command.length) push({ variant: 'detachment', ...names(command[0]!) });
  }
  // A stackable option the unit must take (by its minimum or its note per models) and does not.
  for (const [id, choice] of choices) {
    const option = choice.option;
    if (!option.stackable || chosen.has(id) || (choice.parent && !chosen.has(choice.parent)) || !offered(option, composition, items)) continue;
    const { min, max } = stackBounds(option, entry.count, card.name);
    if (min > 0) push({ variant: max === undefined ? 'count-min' : 'count', ...names(option), count: 0, min, ...(max !== undefined ? { max } : {}), models: entry.count });
  }
  for (const id of chosen) {
    const choice = choices.get(id);
    if (!choice) continue;
    const option = choice.option;
    if (choice.parent && !chosen.has(choice.parent)) push({ variant: 'parent', ...names(option), ...names(choices.get(choice.parent)!.option, 'parent') });
    if (option.options?.length) siblingSet(option.options, choices.get(option.options[0]!.id)?.chooseOne ?? false, choice.group, option);
    if (option.requiresItem && !items.has(option.requiresItem)) push({ variant: 'item', ...names(option), item: option.requiresItem });
    if (option.stackable) {
      const n = entry.counts?.[id] ?? option.stackableCount ?? option.minimum ?? 0;
      const { min, max } = stackBounds(option, entry.count, card.name);
      if (n < min || (max !== undefined && n > max)) {
        push({ variant: max === undefined ? 'count-min' : 'count', ...names(option), count: n, min, ...(max !== undefined ? { max } : {}), models: entry.count });
      }
    }
  }
}

/**
 * Old World: a unit's choices break their group — none or two chosen in a choose-one group
 * (a weapon, armour, a mount: `none`, `many`; not the several the data ticks from the start,
 * which are carried together: Skeleton Archers' hand weapons and warbows), two exclusive options or sub-options of one
 * option (`exclusive`, none of them is required; a character's General and Battle Standard
 * Bearer too), a sub-option without its
 * option (`parent`), an option that needs a magic item the unit does not carry (`item`), a
 * stackable option taken too few or too many times, or not at all where it must be (`count`;
 * `count-min` where it has no most), by
 * its own bounds and the bound its note gives per models of the unit (ratio.ts), command on a unit taken as a
 * detachment, which has none (`detachment`), or a wizard's lore it may not use (`lore`).
 */
export const optionGroup: Rule = {
  code: 'oldworld.option-group',
  severity: 'error',
  systems: ['oldworld'],
  check(ctx) {
    const facts = owFacts(ctx.list, ctx);
    const issues: Issue[] = [];
    for (const u of facts.units) check(ctx, u.entry, u.card, u.composition, issues);
    return issues;
  },
};
