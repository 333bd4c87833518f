import type { Ability } from '../../../core/model/card';
import type { Lang } from '../../../core/model/system';
import { sheetTexts } from './sheet-texts';

/** Short explanations in Muster's own words of the abilities the FORTIFICATION rules define (catalogue `sheet.abilities`); X stands for the value. */
const EXPLANATIONS: Readonly<Record<Lang, Readonly<Record<string, string>>>> = { en: sheetTexts('en', 'abilities'), de: sheetTexts('de', 'abilities') };


/** The explanation with X replaced by the value; undefined for abilities Muster does not know. */
export function abilityExplanation(a: Ability, lang: Lang): string | undefined {
  const text = EXPLANATIONS[lang][a.id];
  if (text === undefined) return undefined;
  return a.value === undefined ? text : text.replace(/\bX\b/g, String(a.value));
}
