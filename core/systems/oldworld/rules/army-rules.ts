import type { Card } from '../../../model/card';
import type { Entry } from '../../../model/list';
import { issueOf } from '../../../checks/issue';
import type { Issue, Rule } from '../../../checks/types';
import { compositionParams, owFacts, textParams, type OwListFacts } from '../facts';
import type { OwText } from '../model';
import { choicesOf } from '../unit';

type Unit = OwListFacts['units'][number];

/** The marks of the Chaos gods whose numbers must match under "The Shadow Grows". */
const DIVIDED_MARKS = ['Mark of Khorne', 'Mark of Nurgle', 'Mark of Slaanesh', 'Mark of Tzeentch'] as const;
/** The compositions of the Warriors of Chaos with "The Shadow Grows". */
const SHADOW_GROWS = new Set(['heralds-of-darkness', 'hordes-of-chaos']);
/** A Tomb King or Tomb Prince who speaks the Language of the Priests, and Settra, count as the highest wizards. */
const PRIESTLY_KINGS = new Set(['Tomb King', 'Tomb Prince']);
const LANGUAGE_OF_THE_PRIESTS = 'Arise!, Level 1 Wizard';
const ABOVE_EVERY_LEVEL = 6;

/** The chosen choices of an entry with their names (English to match, both to show). */
function chosenNames(entry: Entry, card: Card): { name: string; text: OwText; group: string }[] {
  const choices = choicesOf(card);
  return (entry.options ?? []).flatMap((id) => {
    const c = choices.get(id);
    return c ? [{ name: c.option.name.en, text: c.option.name, group: c.group }] : [];
  });
}

/** A character's wizard level: the highest "Level N Wizard" among its chosen options, command and mount choices (as Old World Builder reads it); -1 for none. */
export function wizardLevel(entry: Entry, card: Card): number {
  let level = -1;
  for (const c of chosenNames(entry, card)) {
    if (c.group === 'equipment' || c.group === 'armour') continue;
    const m = /level\s*(\d+)\s*wizard/i.exec(c.name);
    if (m?.[1]) level = Math.max(level, Number(m[1]));
  }
  return level;
}

/** The Hierophant's rank among the Liche Priests: Settra and a king speaking the Language of the Priests stand above every wizard level. */
function hierophantLevel(u: Unit): number {
  if (u.card.name.en === 'Settra the Imperishable') return ABOVE_EVERY_LEVEL;
  if (PRIESTLY_KINGS.has(u.card.name.en) && chosenNames(u.entry, u.card).some((c) => c.name === LANGUAGE_OF_THE_PRIESTS)) return ABOVE_EVERY_LEVEL;
  return wizardLevel(u.entry, u.card);
}

const isHierophant = (u: Unit): boolean => chosenNames(u.entry, u.card).some((c) => c.group === 'command' && c.name === 'The Hierophant');

function tombKings(facts: OwListFacts, issues: Issue[]): void {
  const characters = facts.units.filter((u) => u.category === 'characters');
  const hierophants = characters.filter(isHierophant);
  if (hierophants.length === 0) issues.push(issueOf(armyRules, undefined, { variant: 'hierophant-none' }));
  for (const extra of hierophants.slice(1)) issues.push(issueOf(armyRules, extra.entry.id, { variant: 'hierophant-two', first: hierophants[0]!.entry.id }));
  if (hierophants.length === 1) {
    const hierophant = hierophants[0]!;
    const own = hierophantLevel(hierophant);
    let best: { id: string; level: number } | undefined;
    for (const u of characters) {
      const may = u.card.oldworld?.command.some((c) => c.name.en === 'The Hierophant' && (!c.only || c.only.includes(facts.compositionId)));
      const level = may ? hierophantLevel(u) : -1;
      if (level > 0 && (best === undefined || level > best.level)) best = { id: u.entry.id, level };
    }
    if (own < 0) issues.push(issueOf(armyRules, hierophant.entry.id, { variant: 'hierophant-wizard' }));
    else if (best && own < best.level) issues.push(issueOf(armyRules, hierophant.entry.id, { variant: 'hierophant-level', level: own, second: best.id, best: best.level }));
  }
  if (facts.compositionId === 'mortuary-cults' && facts.generals.length === 1) {
    const general = facts.units.find((u) => u.entry === facts.generals[0]);
    if (general && !isHierophant(general)) issues.push(issueOf(armyRules, general.entry.id, { variant: 'hierophant-general' }));
  }
}

function vampireCounts(facts: OwListFacts, issues: Issue[]): void {
  if (facts.generals.length !== 1) return;
  const general = facts.units.find((u) => u.entry === facts.generals[0]);
  if (general && wizardLevel(general.entry, general.card) < 0) issues.push(issueOf(armyRules, general.entry.id, { variant: 'general-wizard' }));
}

/** How many of the units have each mark among their chosen options (not their mounts'), as Old World Builder counts them. */
function marks(units: readonly Unit[], names: Map<string, OwText>): Map<string, number> {
  const out = new Map<string, number>();
  for (const u of units) {
    for (const c of chosenNames(u.entry, u.card)) {
      if (c.group !== 'options' || !(DIVIDED_MARKS as readonly string[]).includes(c.name)) continue;
      out.set(c.name, (out.get(c.name) ?? 0) + 1);
      if (!names.has(c.name)) names.set(c.name, c.text);
    }
  }
  return out;
}

function shadowGrows(facts: OwListFacts, issues: Issue[]): void {
  const names = new Map<string, OwText>();
  const characters = marks(facts.units.filter((u) => u.category === 'characters'), names);
  const units = marks(facts.units.filter((u) => u.category === 'core' || u.category === 'special' || u.category === 'rare'), names);
  for (const mark of DIVIDED_MARKS) {
    const a = characters.get(mark) ?? 0;
    const b = units.get(mark) ?? 0;
    if (a !== b) issues.push(issueOf(armyRules, undefined, { variant: 'shadow-grows', ...textParams('mark', names.get(mark) ?? { de: mark, en: mark }), count: a, units: b, ...compositionParams(facts) }));
  }
}

/**
 * Old World: rules of single armies that Old World Builder checks in its code rather than its
 * data. Tomb Kings: exactly one Hierophant (`hierophant-none`, `hierophant-two`), a wizard or a
 * king speaking the Language of the Priests (`hierophant-wizard`), one of the highest-level
 * wizards who may be Hierophant, Settra or such a king above them all (`hierophant-level`), and in the Mortuary Cults the General is the
 * Hierophant (`hierophant-general`). Vampire Counts: the General is a wizard (`general-wizard`).
 * Warriors of Chaos in the Heralds of Darkness and Hordes of Chaos ("The Shadow Grows"): as
 * many characters as units with each mark of a Chaos god (`shadow-grows`).
 */
export const armyRules: Rule = {
  code: 'oldworld.army-rules',
  severity: 'error',
  systems: ['oldworld'],
  check(ctx) {
    const facts = owFacts(ctx.list, ctx);
    const issues: Issue[] = [];
    if (facts.units.length === 0) return issues;
    const army = facts.army?.oldworld?.army ?? ctx.list.faction;
    if (army === 'tomb-kings-of-khemri') tombKings(facts, issues);
    if (army === 'vampire-counts') vampireCounts(facts, issues);
    if (army === 'warriors-of-chaos' && SHADOW_GROWS.has(facts.compositionId)) shadowGrows(facts, issues);
    return issues;
  },
};
