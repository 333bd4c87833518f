import { COLORS, ICON_MM, type Accent } from '../../templates/style';
import type { Pdf, TextStyle } from './pdf';

/**
 * Icons for the sheets, drawn as vectors where a symbol reads faster than a word: valid, warning
 * and error beside the check result (always with their word too: the shape, not the colour,
 * tells them apart in black and white), scissors on pages to cut out, a turn-over mark on
 * double-sided pages. Paths are in a 24 x 24 box.
 */
export type IconName = 'valid' | 'warning' | 'error' | 'scissors' | 'turn-over';

const BOX = 24;

/** A circle as an SVG path (two arcs). */
const circle = (cx: number, cy: number, r: number): string => `M${cx - r} ${cy} a${r} ${r} 0 1 0 ${2 * r} 0 a${r} ${r} 0 1 0 ${-2 * r} 0 Z`;

/** Draws an icon `sizeMm` wide and high with its top-left corner at (x, y). */
export function drawIcon(pdf: Pdf, name: IconName, x: number, y: number, sizeMm: number, accent: Accent = pdf.accent): void {
  const line = (w: number, color: string) => ({ color, widthMm: (w * sizeMm) / BOX });
  switch (name) {
    case 'valid':
      pdf.svgPath(circle(12, 12, 11), x, y, sizeMm, BOX, undefined, COLORS.ok);
      pdf.svgPath('M6.5 12.5 L10.3 16.3 L17.5 8.2', x, y, sizeMm, BOX, line(2.8, COLORS.onAccent));
      return;
    case 'warning':
      pdf.svgPath('M12 1.5 L23 21.5 L1 21.5 Z', x, y, sizeMm, BOX, line(1.2, COLORS.warning), COLORS.warning);
      pdf.svgPath('M12 8.5 L12 14.5', x, y, sizeMm, BOX, line(2.6, COLORS.onAccent));
      pdf.svgPath(circle(12, 18, 1.5), x, y, sizeMm, BOX, undefined, COLORS.onAccent);
      return;
    case 'error':
      pdf.svgPath('M7.4 1 L16.6 1 L23 7.4 L23 16.6 L16.6 23 L7.4 23 L1 16.6 L1 7.4 Z', x, y, sizeMm, BOX, undefined, COLORS.error);
      pdf.svgPath('M8 8 L16 16 M16 8 L8 16', x, y, sizeMm, BOX, line(2.8, COLORS.onAccent));
      return;
    case 'scissors':
      pdf.svgPath(`${circle(6, 18, 3.3)} ${circle(18, 18, 3.3)}`, x, y, sizeMm, BOX, line(1.8, accent.strong));
      pdf.svgPath('M8.3 15.6 L17.5 1.5 M15.7 15.6 L6.5 1.5', x, y, sizeMm, BOX, line(1.9, accent.strong));
      pdf.svgPath(circle(12, 9.4, 1.1), x, y, sizeMm, BOX, undefined, accent.strong);
      return;
    case 'turn-over':
      // A sheet, and an arrow turning it over its long edge.
      pdf.svgPath('M3 3 L13 3 L13 21 L3 21 Z', x, y, sizeMm, BOX, line(1.6, accent.strong), accent.tint);
      pdf.svgPath('M15.5 5 C22.5 5 22.5 17.5 16.5 17.5', x, y, sizeMm, BOX, line(1.8, accent.strong));
      pdf.svgPath('M18 14.5 L14 17.6 L18 20.6 Z', x, y, sizeMm, BOX, undefined, accent.strong);
      return;
  }
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
