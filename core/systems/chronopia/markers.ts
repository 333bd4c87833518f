import type { CardLookup } from '../../db/types';
import type { Localized } from '../../model/system';
import type { ArmyList } from '../../model/list';
import { chronopiaUnits } from './warbands';
import { localized } from '../../i18n/localized';

/**
 * Status markers of Chronopia (Chronopia rules, "Der Zugverlauf" and "Handlungen") and how many a
 * list needs. Counts, decided for Muster:
 * - activation: one per unit that activates on its own (each warband, each single figure, each
 *   chariot with its crew): after its turn every unit gets one;
 * - panic: one per unit as well, since a warband panics and rallies as a whole;
 * - wait and hidden: one per figure, since each figure waits or hides on its own (a chariot
 *   with its crew is one figure);
 * - prone: one per two figures, rounded up: rarely is more than half an army knocked down.
 * Users add more with the print job's `extraTokens`.
 */
export const CHRONOPIA_MARKERS = ['activation', 'wait', 'hidden', 'panic', 'prone'] as const;
export type ChronopiaMarker = (typeof CHRONOPIA_MARKERS)[number];

/** Names of the markers (the German ones as the Chronopia community uses them). */
export const MARKER_NAMES: Readonly<Record<ChronopiaMarker, Localized>> = {
  activation: localized('domain.chronopiaMarkers.markerNames.activation'),
  wait: localized('domain.chronopiaMarkers.markerNames.wait'),
  hidden: localized('domain.chronopiaMarkers.markerNames.hidden'),
  panic: localized('domain.chronopiaMarkers.markerNames.panic'),
  prone: localized('domain.chronopiaMarkers.markerNames.prone'),
};

/** Short marker texts in Muster's words: what the marker means on the table. */
export const MARKER_HINTS: Readonly<Record<ChronopiaMarker, Localized>> = {
  activation: localized('domain.chronopiaMarkers.markerHints.activation'),
  wait: localized('domain.chronopiaMarkers.markerHints.wait'),
  hidden: localized('domain.chronopiaMarkers.markerHints.hidden'),
  panic: localized('domain.chronopiaMarkers.markerHints.panic'),
  prone: localized('domain.chronopiaMarkers.markerHints.prone'),
};

interface ChronopiaMarkerCounts {
  /** Units that activate on their own. */
  units: number;
  /** Figures on the table (a chariot with its crew is one). */
  figures: number;
  counts: Record<ChronopiaMarker, number>;
}

/** Markers a Chronopia list needs, plus `extra` per kind (negative extras count as 0). */
export function chronopiaMarkerCounts(
  list: ArmyList,
  lookup: CardLookup,
  extra: Partial<Record<ChronopiaMarker, number>> = {},
): ChronopiaMarkerCounts {
  let units = 0;
  let figures = 0;
  for (const u of chronopiaUnits(list, lookup)) {
    units += u.activations;
    figures += u.figures;
  }
  const plus = (k: ChronopiaMarker): number => {
    const v = extra[k] ?? 0;
    return Number.isFinite(v) ? Math.max(0, Math.floor(v)) : 0;
  };
  return {
    units,
    figures,
    counts: {
      activation: units + plus('activation'),
      wait: figures + plus('wait'),
      hidden: figures + plus('hidden'),
      panic: units + plus('panic'),
      prone: Math.ceil(figures / 2) + plus('prone'),
    },
  };
}
