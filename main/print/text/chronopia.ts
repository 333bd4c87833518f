import { gameSizeLabel, gameSizeOf } from '../../../core/systems/chronopia/game-size';
import type { ArmyList } from '../../../core/model/list';
import type { Lang } from '../../../core/model/system';
import { translate } from '../../../core/i18n/translate';
import { sheetPlural, sheetTexts } from './sheet-texts';

/** Words on the Chronopia sheets (quick reference and status markers), per language. */
interface ChronopiaLabels {
  quickrefTitle: string;
  /** Word before an entry's warband (group) on the list sheet. */
  warband: string;
  markersTitle: string;
  markersHint(units: number, figures: number): string;
  /** The markers sheet printed without a list: `n` of each kind, or the extras asked for. */
  markersHintWithoutList(n: number): string;
  gameSize: string;
  fallTable: string;
  fallHow: string;
  sizeColumn: string;
  inch(n: number): string;
  term: string;
  rule: string;
  /** The quick reference's sections (turn, actions, falling, melee): title and rows of [term, rule]. */
  quickref: Record<ChronopiaQuickrefSection, { title: string; rows: [string, string][] }>;
}

/** The sections of the Chronopia quick reference, in print order. */
export const CHRONOPIA_QUICKREF_SECTIONS = ['turn', 'actions', 'falling', 'melee'] as const;
type ChronopiaQuickrefSection = (typeof CHRONOPIA_QUICKREF_SECTIONS)[number];

const CHRONOPIA_FUNCTIONS = { inch: ['n'], markersHintWithoutList: ['n'] } as const;

function chronopiaLabels(lang: Lang): ChronopiaLabels {
  const base = sheetTexts<ChronopiaLabels>(lang, 'chronopia', CHRONOPIA_FUNCTIONS);
  return {
    ...base,
    // "1 unit", "2 units": each number with its own plural form.
    markersHint: (units, figures) =>
      translate(lang, 'sheet.chronopia.markersHint', { units: sheetPlural(lang, 'chronopia', 'markersCount.units', units), figures: sheetPlural(lang, 'chronopia', 'markersCount.figures', figures) }),
  };
}

/** Chronopia sheet words from the catalogue (`sheet.chronopia`). */
export const CHRONOPIA_LABELS: Readonly<Record<Lang, ChronopiaLabels>> = { en: chronopiaLabels('en'), de: chronopiaLabels('de') };

/** " · Patrol (up to 200)" after the points limit of a Chronopia list; empty for other systems or limits between sizes. */
export function chronopiaSize(list: Pick<ArmyList, 'system' | 'pointsLimit'>, lang: Lang): string {
  if (list.system !== 'chronopia') return '';
  const size = gameSizeOf(list.pointsLimit);
  return size ? ` · ${gameSizeLabel(size, lang)}` : '';
}
