/** Fonts, colours, line widths and type sizes of every printed page. */

/** Font files in resources/fonts, embedded as subsets. */
export const FONT_FILES = {
  regular: 'DejaVuSans.ttf',
  bold: 'DejaVuSans-Bold.ttf',
} as const;
export type FontWeight = keyof typeof FONT_FILES;

/** Type sizes in points. */
export const TYPE_PT = {
  title: 14,
  heading: 11,
  body: 9,
  table: 8,
  small: 7,
  tiny: 6,
} as const;

/** Line height factor for text blocks (pdfkit's font line height times this). */
export const LINE_GAP_PT = 1;

export const COLORS = {
  text: '#000000',
  muted: '#555555',
  /** Cut lines around every cut-out piece: thin grey. */
  cut: '#808080',
  /** Table rules and light separators. */
  rule: '#999999',
  /** Background of table heads and block titles. */
  shade: '#e6e6e6',
  /** Problems in the validation result. */
  error: '#b00000',
  warning: '#8a5a00',
  ok: '#006000',
} as const;

/** Line widths in millimetres. */
export const LINE_MM = {
  cut: 0.2,
  /** Marks that are measured on the table: rulers, rings, calibration ticks. */
  mark: 0.25,
  /** Outlines of boxes and tables. */
  box: 0.3,
  rule: 0.15,
} as const;
