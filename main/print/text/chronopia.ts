import { gameSizeLabel, gameSizeOf } from '../../../core/systems/chronopia/game-size';
import type { ArmyList } from '../../../core/model/list';
import type { Lang } from '../../../core/model/system';

/** Words on the Chronopia sheets (quick reference and status markers), per language. */
export interface ChronopiaLabels {
  quickrefTitle: string;
  /** Word before an entry's warband (group) on the list sheet. */
  warband: string;
  markersTitle: string;
  markersHint(units: number, figures: number): string;
  gameSize: string;
  fallTable: string;
  fallHow: string;
  sizeColumn: string;
  inch(n: number): string;
  term: string;
  rule: string;
}

export const CHRONOPIA_LABELS: Readonly<Record<Lang, ChronopiaLabels>> = {
  en: {
    quickrefTitle: 'Chronopia – quick reference',
    warband: 'Warband',
    markersTitle: 'Chronopia – status markers',
    markersHint: (units, figures) =>
      `For ${units} units and ${figures} figures: activation and panic markers one per unit, wait and hidden one per figure, prone one per two figures.`,
    gameSize: 'Game size',
    fallTable: 'Falling damage by size (G) and height',
    fallHow: 'Damage (multiplier) of the armour roll; "-" means no harm. Each height is the distance fallen in inches.',
    sizeColumn: 'G',
    inch: (n) => `${n}"`,
    term: 'What',
    rule: 'How',
  },
  de: {
    quickrefTitle: 'Chronopia – Kurzreferenz',
    warband: 'Kampfverband',
    markersTitle: 'Chronopia – Statusmarker',
    markersHint: (units, figures) =>
      `Für ${units} Einheiten und ${figures} Figuren: Aktivierungs- und Panikmarker je Einheit, Warte- und Versteckmarker je Figur, Hingestreckt je zwei Figuren einer.`,
    gameSize: 'Spielgröße',
    fallTable: 'Fallschaden nach Größe (G) und Höhe',
    fallHow: 'Schaden (Multiplikator) für den Rüstungswurf; „-“ heißt kein Schaden. Die Höhe ist die Fallstrecke in Zoll.',
    sizeColumn: 'G',
    inch: (n) => `${n}"`,
    term: 'Was',
    rule: 'Wie',
  },
};

/** " · Patrol (up to 200)" after the points limit of a Chronopia list; empty for other systems or limits between sizes. */
export function chronopiaSize(list: Pick<ArmyList, 'system' | 'pointsLimit'>, lang: Lang): string {
  if (list.system !== 'chronopia') return '';
  const size = gameSizeOf(list.pointsLimit);
  return size ? ` · ${gameSizeLabel(size, lang)}` : '';
}
