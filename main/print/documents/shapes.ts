import { COLORS, LINE_MM, TYPE_PT, type FontWeight } from '../../../templates/style';
import type { Pdf } from '../pdf';

/** A row of empty tick boxes (SP tracking), numbered lightly; wraps after `perRow`. */
export function tickBoxes(pdf: Pdf, x: number, y: number, count: number, boxMm: number, perRow: number): void {
  const stroke = { color: COLORS.text, widthMm: LINE_MM.rule * 1.5 };
  for (let i = 0; i < count; i++) {
    const bx = x + (i % perRow) * boxMm;
    const by = y + Math.floor(i / perRow) * boxMm;
    pdf.rect(bx + 0.4, by + 0.4, boxMm - 0.8, boxMm - 0.8, stroke);
    if (boxMm >= 5) pdf.text(String(i + 1), bx + 0.8, by + 0.7, { sizePt: TYPE_PT.micro, color: COLORS.rule });
  }
}

/** Text centred in a box of the given width, with its top at y; returns its height. */
export function centred(pdf: Pdf, text: string, x: number, y: number, widthMm: number, sizePt: number, weight: FontWeight = 'regular', color: string = COLORS.text): number {
  return pdf.text(text, x, y, { sizePt, weight, widthMm, align: 'center', color });
}

/** Largest type size (max..min, in half points) at which every word of `text` fits `widthMm`. */
export function fitSize(pdf: Pdf, text: string, widthMm: number, maxPt: number, minPt: number, weight: FontWeight = 'heading'): number {
  const words = text.split(/\s+/).filter(Boolean);
  for (let size = maxPt; size > minPt; size -= 0.5) {
    if (words.every((w) => pdf.textWidth(w, { sizePt: size, weight }) <= widthMm)) return size;
  }
  return minPt;
}
