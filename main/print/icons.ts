import { COLORS, ICON_MM, type Accent } from '../../templates/style';
import type { PathOp, Pdf, TextStyle } from './pdf';

/**
 * Icons for the sheets, drawn as vectors where a symbol reads faster than a word: valid, warning
 * and error beside the check result (always with their word too: the shape, not the colour,
 * tells them apart in black and white), scissors on pages to cut out, a turn-over mark on
 * double-sided pages. Paths are in a 24 x 24 box.
 */
export type IconName = 'valid' | 'warning' | 'error' | 'scissors' | 'turn-over';

const BOX = 24;

/** The icons' shapes, each a list of parts: path operations, and whether the part is stroked (width in box units) or filled. */
type Part = { ops: PathOp[]; stroke?: number; fill?: true; color: 'ok' | 'warning' | 'error' | 'white' | 'accent' | 'tint' };

const poly = (...pts: [number, number][]): PathOp[] => [['M', ...pts[0]!], ...pts.slice(1).map((p): PathOp => ['L', ...p]), ['Z']];
const lines = (...segs: [number, number, number, number][]): PathOp[] => segs.flatMap(([a, b, c, d]): PathOp[] => [['M', a, b], ['L', c, d]]);

const ICONS: Readonly<Record<IconName, readonly Part[]>> = {
  valid: [
    { ops: [['O', 12, 12, 11]], fill: true, color: 'ok' },
    { ops: [['M', 6.5, 12.5], ['L', 10.3, 16.3], ['L', 17.5, 8.2]], stroke: 2.8, color: 'white' },
  ],
  warning: [
    { ops: poly([12, 1.5], [23, 21.5], [1, 21.5]), fill: true, stroke: 1.2, color: 'warning' },
    { ops: lines([12, 8.5, 12, 14.5]), stroke: 2.6, color: 'white' },
    { ops: [['O', 12, 18, 1.5]], fill: true, color: 'white' },
  ],
  error: [
    { ops: poly([7.4, 1], [16.6, 1], [23, 7.4], [23, 16.6], [16.6, 23], [7.4, 23], [1, 16.6], [1, 7.4]), fill: true, color: 'error' },
    { ops: lines([8, 8, 16, 16], [16, 8, 8, 16]), stroke: 2.8, color: 'white' },
  ],
  scissors: [
    { ops: [['O', 6, 18, 3.3], ['O', 18, 18, 3.3]], stroke: 1.8, color: 'accent' },
    { ops: lines([8.3, 15.6, 17.5, 1.5], [15.7, 15.6, 6.5, 1.5]), stroke: 1.9, color: 'accent' },
    { ops: [['O', 12, 9.4, 1.1]], fill: true, color: 'accent' },
  ],
  // A sheet, and an arrow turning it over its long edge.
  'turn-over': [
    { ops: poly([3, 3], [13, 3], [13, 21], [3, 21]), fill: true, color: 'tint' },
    { ops: poly([3, 3], [13, 3], [13, 21], [3, 21]), stroke: 1.6, color: 'accent' },
    { ops: [['M', 15.5, 5], ['C', 22.5, 5, 22.5, 17.5, 16.5, 17.5]], stroke: 1.8, color: 'accent' },
    { ops: poly([18, 14.5], [14, 17.6], [18, 20.6]), fill: true, color: 'accent' },
  ],
};

/** Draws an icon `sizeMm` wide and high with its top-left corner at (x, y). */
export function drawIcon(pdf: Pdf, name: IconName, x: number, y: number, sizeMm: number, accent: Accent = pdf.accent): void {
  const colors = { ok: COLORS.ok, warning: COLORS.warning, error: COLORS.error, white: COLORS.onAccent, accent: accent.strong, tint: accent.tint };
  pdf.shapes(
    ICONS[name].map((part) => {
      const color = colors[part.color];
      return { ops: part.ops, ...(part.stroke === undefined ? {} : { stroke: { color, width: part.stroke } }), ...(part.fill ? { fill: color } : {}) };
    }),
    x,
    y,
    sizeMm,
    BOX,
  );
}

/** Room an icon takes in front of a line of text. */
const indentMm = (sizeMm: number): number => sizeMm + 1.6;

/** Height of a text with an icon in front of it (see iconText). */
export function iconTextHeight(pdf: Pdf, text: string, widthMm: number, style: TextStyle, sizeMm: number = ICON_MM.inline): number {
  return pdf.textHeight(text, { ...style, widthMm: widthMm - indentMm(sizeMm) });
}

/** A text with an icon in front of its first line (the check result, each problem); returns its height. */
export function iconText(pdf: Pdf, icon: IconName, text: string, x: number, y: number, widthMm: number, style: TextStyle, sizeMm: number = ICON_MM.inline): number {
  const s = { ...style, widthMm: widthMm - indentMm(sizeMm) };
  drawIcon(pdf, icon, x, y + Math.max(0, (pdf.textHeight('X', s) - sizeMm) / 2), sizeMm);
  return pdf.text(text, x + indentMm(sizeMm), y, s);
}
