import type { Card } from '../../model/card';
import type { ArmyList, Entry, OwCompositionRule } from '../../model/list';
import { wizardChoices } from './lores';
import type { OwCategory } from './vocabulary';

/**
 * The Old World's matched-play composition rules a list may follow besides its army composition
 * (its `compositionRule`; none is Open War), with their numbers in one place, as Old World
 * Builder checks them: Grand Melee (no unit above 25% of the limit, Level 3 and 4 Wizards per
 * 1000 and 2000 points, no unit with more than half the army's models), Combined Arms (how often
 * one unit may be taken per category), Battle March (single units within a share of the limit,
 * two units besides characters).
 */
export interface MatchedPlay {
  grandMelee: boolean;
  combinedArms: boolean;
  battleMarch: boolean;
}

/** The rules' names, the same in German and English (as German players use them); none is Open War. */
const NAMES: Readonly<Record<OwCompositionRule, string>> = {
  'grand-melee': 'Grand Melee',
  'combined-arms': 'Combined Arms',
  'grand-melee-combined-arms': 'Grand Melee + Combined Arms',
  'battle-march': 'Battle March',
};
export function compositionRuleName(rule: OwCompositionRule | undefined): string {
  return rule ? NAMES[rule] : 'Open War';
}

export function matchedPlayOf(list: Pick<ArmyList, 'compositionRule'>): MatchedPlay {
  const rule = list.compositionRule;
  return {
    grandMelee: rule === 'grand-melee' || rule === 'grand-melee-combined-arms',
    combinedArms: rule === 'combined-arms' || rule === 'grand-melee-combined-arms',
    battleMarch: rule === 'battle-march',
  };
}

/** Grand Melee: no single unit of these categories above this share of the limit (named characters aside). */
export const GRAND_MELEE_UNIT_PERCENT = 25;
export const GRAND_MELEE_CATEGORIES: readonly OwCategory[] = ['characters', 'core', 'special', 'rare', 'mercenaries'];
/** Grand Melee: one Level 3 Wizard per 1000 points, one Level 4 Wizard per 2000 (among characters, Special and Rare; named characters aside). */
export const GRAND_MELEE_WIZARDS: readonly { level: 3 | 4; per: number }[] = [
  { level: 3, per: 1000 },
  { level: 4, per: 2000 },
];
export const GRAND_MELEE_WIZARD_CATEGORIES: readonly OwCategory[] = ['characters', 'special', 'rare'];

/** Combined Arms: how often one unit may be taken per category, one more per full 1000 points above 2000. */
export const COMBINED_ARMS_REPEATS: Readonly<Partial<Record<OwCategory, number>>> = { characters: 3, core: 4, special: 3, rare: 2, mercenaries: 2 };
export function combinedArmsMax(category: OwCategory, pointsLimit: number): number | undefined {
  const base = COMBINED_ARMS_REPEATS[category];
  return base === undefined ? undefined : base + Math.max(Math.floor((pointsLimit - 2000) / 1000), 0);
}

/** Battle March: a single unit of a category may cost at most this share of the limit. */
export const BATTLE_MARCH_UNIT_PERCENT: Readonly<Partial<Record<OwCategory, number>>> = { characters: 25, core: 35, special: 30, rare: 25, mercenaries: 25 };

/**
 * Units an army needs besides its characters, and the troop types that do not count: three, war
 * machines, war beasts and swarms not counting; in a Battle March two, war machines counting.
 */
export function nonCharacterRule(list: Pick<ArmyList, 'compositionRule'>): { min: number; notCounted: ReadonlySet<string> } {
  return matchedPlayOf(list).battleMarch ? { min: 2, notCounted: new Set(['WB', 'Sw']) } : { min: 3, notCounted: new Set(['WM', 'WB', 'Sw']) };
}

const WIZARD = /level\s*(\d+)\s*wizard/i;

/**
 * The wizard levels an entry has chosen, one per option: the unit's own options and the options
 * of its command and mount ("Level 3 Wizard"; a Daemon champion or mount may be a wizard too), as
 * Old World Builder counts them.
 */
export function wizardLevels(entry: Pick<Entry, 'options'>, card: Card): number[] {
  const out: number[] = [];
  for (const option of wizardChoices(entry, card)) {
    const level = WIZARD.exec(option.name.en)?.[1];
    if (level !== undefined) out.push(Number(level));
  }
  return out;
}
