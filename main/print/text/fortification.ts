import { signed } from '../../../core/i18n/decimal';
import { translate } from '../../../core/i18n/translate';
import type { Lang } from '../../../core/model/system';
import type { Edition } from '../../../core/systems/confrontation/fortification/structure';
import { sheetTexts } from './sheet-texts';

/** Words of the FORTIFICATION quick-reference tables, in Muster's own wording. */
interface FortificationText {
  damage: { title: string; how: string; damage: string };
  exceptional: { title: string; how: string; double: string; sp: string; none: string };
  /** `how` and `jam` by edition: the German and English texts differ there (the -3 step, repairs, a jam's length). */
  penalties: { title: string; how: Record<Edition, string>; machine: string; steps(steps: { lost: number; penalty: number }[]): string; immobile: string };
  stray: { title: string; how: string; d6: string; distance: string; zone: string; perforating: string; jam: Record<Edition, string> };
  wounds: { title: string; how: string; wound: string; sp: string };
  movement: { title: string; lines: string[] };
  incidents: { title: string; how: string; roll: string; incident: string; effect: string };
}

/** The quick-reference words of one language, from the catalogue (`sheet.fortification`). */
function fortificationText(lang: Lang): FortificationText {
  const base = sheetTexts<FortificationText>(lang, 'fortification');
  const step = (s: { lost: number; penalty: number }): string => translate(lang, 'sheet.fortification.penalties.step', { penalty: signed(s.penalty), lost: s.lost });
  return { ...base, penalties: { ...base.penalties, steps: (steps) => (steps.length ? steps.map(step).join(', ') : translate(lang, 'sheet.fortification.penalties.none')) } };
}

export const FORTIFICATION_TEXT: Readonly<Record<Lang, FortificationText>> = { en: fortificationText('en'), de: fortificationText('de') };
