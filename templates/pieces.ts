import type { TokenKind } from '../core/print/job';
import { inchToMm } from './units';

/** Sizes of every printed piece, in millimetres. Drawing code reads these; it holds no sizes of its own. */

/** Space between two cut-out pieces: 2 mm, so each keeps its own cut line and pieces share sheets. */
export const PIECE_GAP_MM = 2;

/** Calibration ruler printed on every page with physical sizes. */
export const CALIBRATION = {
  metric: { lengthMm: 100, stepMm: 10, longEveryMm: 50 },
  imperial: { lengthIn: 4, stepIn: 1, halfTicks: true },
  /** Baselines of the two bars, measured from the top of the calibration band. */
  metricBaselineMm: 5,
  imperialBaselineMm: 15,
  /** Tick lengths below the baseline. */
  tickMm: 2.2,
  longTickMm: 3.6,
  halfTickMm: 1.1,
  /** Gap between the labels and the baseline. */
  labelGapMm: 0.6,
  /** Where the printing note starts, from the left margin. */
  noteOffsetMm: 110,
} as const;

/** Artillery dispersion template (zone artillery). */
export const DISPERSION = {
  /** Used when a card names no template size. */
  defaultDiameterMm: 100,
  ringStepMm: 10,
  /** Half length of each arm of the centre cross (kept inside the first ring). */
  crossArmMm: 4,
  arrows: 6,
  /** Arrow 1 points to the top of the page: lay it along the line of fire. */
  firstArrowDeg: 90,
  arrowLengthMm: 9,
  /** Shortest arrow, on small templates where the numbers need the room. */
  minArrowMm: 3.5,
  arrowHeadMm: 3.2,
  arrowInsetMm: 1.5,
  /** Diameter of the disc behind arrow 1's number. */
  firstArrowMarkMm: 6,
  /** Stray table printed beside the template. */
  table: { widthMm: 64, rowMm: 6.5 },
} as const;

/** Stray ruler printed with every dispersion template: marks at the stray distances. */
export const STRAY_RULER = { lengthMm: 140, widthMm: 12, tickMm: 5 } as const;

/** Range rulers: the Old World / Chronopia ruler is printed in two halves to join. */
export const RANGE_RULERS = {
  metric: { lengthMm: 200, stepMm: 10, halfStepMm: 5, widthMm: 14, count: 2 },
  imperial: { lengthIn: 12, segmentIn: 6, stepIn: 1, widthMm: 14, count: 1, overlapMm: 0 },
  tickMm: 4,
  halfTickMm: 2,
} as const;

/** Blast templates (Old World): 3 inch and 5 inch circles with a centre hole mark. */
export const BLAST = {
  diametersMm: [inchToMm(3), inchToMm(5)],
  holeMm: 4,
  crossArmMm: 3.5,
} as const;

/** Boiling oil (Old World sieges) is a 3 inch template. */
export const BOILING_OIL_TEMPLATE_MM = inchToMm(3);

/** Round counters by kind. */
export const TOKEN_DIAMETER_MM: Readonly<Record<TokenKind, number>> = {
  speed: 25,
  trap: 25,
  decoy: 25,
  jammed: 22,
  overheating: 22,
  'cracked-structure': 22,
  'damaged-valve': 22,
  leak: 22,
  'machine-stopped': 22,
  // Chronopia status markers: small enough to lie beside a figure on a 25 mm base
  activation: 22,
  wait: 22,
  hidden: 22,
  panic: 22,
  prone: 22,
};


/**
 * Structure Point tracker strip: a label and one tick box per SP. The machine's name is set on one
 * line down to the small type size, then on up to `nameLines` lines (the last ending in "…" when
 * even they are too few); the strip grows to hold it above the "SP n" line.
 */
export const SP_TRACKER = { boxMm: 6, labelMm: 36, heightMm: 14, paddingMm: 2, boxesPerRow: 10, nameLines: 3, spGapMm: 0.8 } as const;

/** Markers and footprints. */
export const MARKERS = {
  camp: { widthMm: 50, heightMm: 50 },
  edge: { widthMm: 50, heightMm: 50 },
  /** A barricade is the size of a cavalry base. */
  barricade: { widthMm: 25, heightMm: 50 },
  /** Inner frame drawn inside a marker's cut line. */
  frameInsetMm: 2.5,
  /** The camp's Structure Points and Resilience (TJOST). */
  campStructurePoints: 8,
  campResilience: 8,
  /** Barricade Resilience (FORTIFICATION, Sapper / X). */
  barricadeResilience: 10,
  /** Old World ram and siege tower base footprint. */
  footprint: { widthMm: 60, heightMm: 100 },
  /** Camp markers and edge markers printed (each player brings one of each). */
  campCount: 1,
  edgeCount: 1,
} as const;

/** Where things sit inside the markers, from the marker's top edge. */
export const MARKER_LAYOUT = {
  camp: { titleMm: 7, statsMm: 18, boxMm: 4.5, boxesFromBottomMm: 14 },
  edge: { titleMm: 20 },
  /** The Sapper's name: up to `nameLines` lines from `nameMm`, the last ending in "…" when they are too few. */
  barricade: { titleMm: 5, nameMm: 10, nameLines: 4, statsMm: 24, boxesMm: 29, boxesPerRow: 4, maxRows: 3 },
  /** Arrow marking the side that faces the table edge / the front. */
  arrow: { lengthMm: 5, halfWidthMm: 4, insetMm: 2 },
} as const;

/** Insets inside round counters; `textMarginMm`: the least room between a counter's words and the inside of its ring. */
export const TOKEN_LAYOUT = { ringInsetMm: 1.2, textInsetMm: 2.5, textMarginMm: 0.6, backDiscInsetMm: 3, duplexHintMm: 8 } as const;

/** Reference sheet blocks. */
export const REFERENCE = {
  blockGapMm: 4,
  blockPaddingMm: 2,
  statColumnMm: 11,
  tickBoxMm: 3.2,
  /** Width of the "Structure Points 8:" label before the SP tick boxes. */
  spLabelMm: 40,
} as const;

/** List sheet table columns, as fractions of the content width. */
export const LIST_TABLE = {
  columns: { row: 0.05, count: 0.06, card: 0.31, rank: 0.13, points: 0.11, assigned: 0.34 },
  /**
   * The Old World's: no assignment column (its lists have no crews, passengers or bearers); its
   * width goes to what the entries bought and to the category and role, whose longest word
   * ("Armeestandartenträger") then fits at the table's type size.
   */
  oldWorldColumns: { row: 0.05, count: 0.06, card: 0.56, rank: 0.22, points: 0.11 },
  headerLabelMm: 28,
  rowPaddingMm: 1,
} as const;
