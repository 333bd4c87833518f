import type { Pdf, TextStyle } from './pdf';

type Op = (x: number, y: number) => void;

/**
 * A block measured before it is placed: content is added with relative positions, the total
 * height is known up front, and `draw` puts it anywhere. Used so a block never splits across pages.
 */
export class Block {
  private readonly ops: Op[] = [];
  height = 0;

  constructor(
    readonly id: string,
    private readonly pdf: Pdf,
    readonly widthMm: number,
  ) {}

  /** Adds text at the current height (dx from the left); advances by its height. */
  text(str: string, style: TextStyle, dx = 0): number {
    const s: TextStyle = { ...style, widthMm: style.widthMm ?? this.widthMm - dx };
    const h = this.pdf.textHeight(str, s);
    const at = this.height;
    this.ops.push((x, y) => this.pdf.text(str, x + dx, y + at, s));
    this.height += h;
    return h;
  }

  /** Adds a drawing at the current height; advances by `heightMm`. */
  custom(heightMm: number, draw: Op): void {
    const at = this.height;
    this.ops.push((x, y) => draw(x, y + at));
    this.height += heightMm;
  }

  /** Draws something on top of everything added so far, at relative height `at` (e.g. a frame). */
  overlay(at: number, draw: Op): void {
    this.ops.push((x, y) => draw(x, y + at));
  }

  /** Draws something behind everything added so far, at relative height `at` (e.g. a title's shade). */
  underlay(at: number, draw: Op): void {
    this.ops.unshift((x, y) => draw(x, y + at));
  }

  space(mm: number): void {
    this.height += mm;
  }

  draw(x: number, y: number): void {
    for (const op of this.ops) op(x, y);
  }
}
