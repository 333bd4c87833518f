import { COLORS, LINE_MM, SPACE_MM, TYPE_PT } from '../../templates/style';
import { Block } from './block';
import type { Pdf, TextStyle } from './pdf';

/**
 * The sheets' typographic hierarchy, drawn one way everywhere: page titles (context.ts), section
 * headings with the system's accent bar, table heads in the heading face on the accent, totals on
 * its tint. Sizes, faces and spaces come from templates/style.ts.
 */

/** A table's head row: heading face, white on the accent. */
export const HEAD: TextStyle = { sizePt: TYPE_PT.tableHead, weight: 'heading', color: COLORS.onAccent };

/** A section heading's text style. */
export const HEADING: TextStyle = { sizePt: TYPE_PT.heading, weight: 'heading' };

/** Distance from a heading's left edge to its text: the accent bar and a space. */
const BAR_MM = LINE_MM.headingBar + 1.6;

/** Height of a section heading (without the space after it). */
export function headingHeight(pdf: Pdf, text: string, widthMm: number, style: TextStyle = HEADING): number {
  return pdf.textHeight(text, { ...style, widthMm: widthMm - BAR_MM });
}

/** Draws a section heading: the accent bar at the left of its first line, then the text. Returns its height. */
export function drawHeading(pdf: Pdf, text: string, x: number, y: number, widthMm: number, style: TextStyle = HEADING): number {
  const h = pdf.text(text, x + BAR_MM, y, { ...style, widthMm: widthMm - BAR_MM });
  const first = Math.min(h, pdf.textHeight('X', style));
  pdf.rect(x, y + first * 0.12, LINE_MM.headingBar, first * 0.72, undefined, pdf.accent.strong);
  return h;
}

/** A section heading at the top of a block, with the space after it. */
export function blockHeading(pdf: Pdf, block: Block, text: string, style: TextStyle = HEADING): void {
  const h = headingHeight(pdf, text, block.widthMm, style);
  block.custom(h, (x, y) => drawHeading(pdf, text, x, y, block.widthMm, style));
  block.space(SPACE_MM.afterHeading);
}

/** A block that starts with a section heading and, optionally, a line on how to read it (quick references, siege sheet). */
export function titledBlock(pdf: Pdf, id: string, widthMm: number, title: string, how?: string): Block {
  const block = new Block(id, pdf, widthMm);
  blockHeading(pdf, block, title);
  if (how) {
    block.text(how, { sizePt: TYPE_PT.small, color: COLORS.muted });
    block.space(SPACE_MM.afterHeading);
  }
  return block;
}

/**
 * The title bar of a framed block (a card on the reference sheet, a fortress element): the
 * accent's tint behind it, the accent bar at its left, the name in the heading face and a line
 * below it in small type. Adds it to the block at the current height.
 */
export function titleBar(pdf: Pdf, block: Block, paddingMm: number, name: string, line?: string): void {
  const top = block.height;
  const inner = block.widthMm - 2 * paddingMm;
  block.space(paddingMm * 0.75);
  block.text(name, { sizePt: TYPE_PT.heading, weight: 'heading', widthMm: inner }, paddingMm);
  if (line) block.text(line, { sizePt: TYPE_PT.small, color: COLORS.muted, widthMm: inner }, paddingMm);
  block.space(paddingMm / 2);
  const h = block.height - top;
  block.underlay(top, (x, y) => {
    pdf.rect(x, y, block.widthMm, h, undefined, pdf.accent.tint);
    pdf.rect(x, y, LINE_MM.headingBar, h, undefined, pdf.accent.strong);
  });
}
