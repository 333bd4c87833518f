import type { SystemId } from '../core/model/system';

/**
 * The look of every printed sheet: typefaces, the type scale, colours with one accent per game
 * system, spacing, line widths and icon sizes. Drawing code (main/print) takes every size,
 * colour and font from here; a test keeps it that way.
 */

/**
 * Font files in resources/fonts, embedded as subsets. Body text: DejaVu Sans (Bitstream Vera
 * licence, resources/fonts/LICENSE). Headings: Barlow Condensed SemiBold (SIL Open Font Licence
 * 1.1, resources/fonts/LICENSE-BarlowCondensed.txt; copied from the npm package
 * @expo-google-fonts/barlow-condensed). A heading with a character Barlow lacks is set in
 * DejaVu Sans Bold instead.
 */
export const FONT_FILES = {
  regular: 'DejaVuSans.ttf',
  bold: 'DejaVuSans-Bold.ttf',
  heading: 'BarlowCondensed-SemiBold.ttf',
} as const;
export type FontWeight = keyof typeof FONT_FILES;

/** Type sizes in points, largest to smallest. */
export const TYPE_PT = {
  /** Page titles (heading face). */
  title: 18,
  /** Section headings, card names, names on markers (heading face). */
  heading: 12,
  /** Names inside a block and on pieces: stray tables, SP trackers, mission notes (heading face). */
  subheading: 10,
  body: 9,
  /** Table heads (heading face, on the accent). */
  tableHead: 8.5,
  table: 8,
  /** Notes, explanations, labels over fields. */
  small: 7,
  tiny: 6,
  /** Numbers inside tick boxes, the rim label of a template. */
  micro: 5,
} as const;

/** Type size ranges for texts set at the largest size that fits (words on counters, mission card texts). */
export const FIT_PT = {
  /** Smallest size a text is shrunk to so its longest word stays whole. */
  minWord: 5,
  token: { max: 11, min: 5 },
  missionTitle: 14,
  missionBody: { max: 8.5, min: 5.5 },
} as const;

/** Line height factor for text blocks (pdfkit's font line height plus this, in points). */
export const LINE_GAP_PT = 1;

/** Vertical rhythm in millimetres: the same spaces around the same things on every sheet. */
export const SPACE_MM = {
  /** Above a section heading (unless it starts the page). */
  beforeHeading: 4,
  /** Between a heading and what it heads. */
  afterHeading: 1.5,
  /** Between paragraphs and list items. */
  paragraph: 0.8,
  /** Between blocks (reference cards, quick-reference tables). */
  block: 4,
  /** Padding inside table cells. */
  cell: 1,
} as const;

export const COLORS = {
  text: '#000000',
  muted: '#555555',
  /** Text on the accent (table heads). */
  onAccent: '#ffffff',
  /** Cut lines around every cut-out piece: thin grey. */
  cut: '#808080',
  /** Table rules and light separators. */
  rule: '#999999',
  /** Neutral shade (backs of counters, where the accent would give a piece away). */
  shade: '#e6e6e6',
  /** Problems in the validation result; each also has its word and its icon. */
  error: '#b00000',
  warning: '#8a5a00',
  ok: '#006000',
} as const;

/** A system's accent: `strong` for rules, heading bars and table heads; `tint` behind titles and totals. */
export interface Accent {
  strong: string;
  tint: string;
}

/**
 * One accent per game system (TJOST and organiser sheets are Confrontation's). Each stays
 * readable in black and white: `strong` prints as a mid grey, clearly apart from black text and
 * from the paper (luminance contrast at least 4.5 to white and 2.5 to black, tested), and it
 * never carries information alone: headings keep their words, problems their word and icon.
 */
export const ACCENTS: Readonly<Record<SystemId, Accent>> = {
  confrontation: { strong: '#b03030', tint: '#f4e2e2' },
  oldworld: { strong: '#2a5a94', tint: '#e1e8f0' },
  chronopia: { strong: '#2c6e4f', tint: '#e1ebe6' },
};

/** Line widths in millimetres. */
export const LINE_MM = {
  cut: 0.2,
  /** Marks that are measured on the table: rulers, rings, calibration ticks. */
  mark: 0.25,
  /** Outlines of boxes and tables. */
  box: 0.3,
  rule: 0.15,
  /** The accent rule under every page's title. */
  titleRule: 0.8,
  /** The accent bar left of a section heading and of a card block's title. */
  headingBar: 1.2,
} as const;

/** Icons drawn as vectors (main/print/icons.ts): their size next to body text and in page heads. */
export const ICON_MM = {
  inline: 3.2,
  /** Beside small print (problems in a list of them). */
  small: 2.6,
  head: 4.6,
  badge: 4,
} as const;
