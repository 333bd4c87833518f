import { COLORS, LINE_MM, SPACE_MM, TYPE_PT } from '../../../../templates/style';
import type { DrawContext } from '../../context';
import type { Flow } from '../../flow';
import type { Pdf, TextStyle } from '../../pdf';
import { drawHeading, HEAD, headingHeight } from '../../typography';

export interface TableSpec {
  /** Column widths as fractions of the flow's width. */
  columns: readonly number[];
  /** Columns whose text is right-aligned (numbers). */
  right?: ReadonlySet<number>;
  paddingMm: number;
}

export const PLAIN: TextStyle = { sizePt: TYPE_PT.table };

export interface RowOptions {
  /** The table's head: heading face, white on the system's accent (the style given is ignored). */
  head?: boolean;
  /** A totals row: bold on the accent's tint. */
  total?: boolean;
  minHeightMm?: number;
  color?: string;
  /** Break the cells' lines at spaces only (breakAtSpaces): names stay whole ("Tir-Nâ-Bor"). */
  spacesOnly?: boolean;
}

/** How much narrower than its box a line is made, for the few hundredths of a millimetre pdfkit's wrapper measures a line wider (it adds its words up one by one). */
const LINE_SLACK_MM = 0.3;

/**
 * A text with its lines broken where it will wrap in its box, at spaces only: pdfkit's line
 * wrapper also breaks after a hyphen, so "Zwerge von Tir-Nâ-Bor" came out as "Zwerge von Tir-Nâ-"
 * and "Bor". Each line holds as many words as fit; a word wider than the box stays whole on its
 * own line (Pdf.text then sets the text smaller until it fits). Text without a box is unchanged.
 */
export function breakAtSpaces(pdf: Pdf, text: string, style: TextStyle): string {
  const box = style.widthMm;
  if (box === undefined || !text.includes(' ')) return text;
  return text
    .split('\n')
    .map((paragraph) => {
      const lines: string[] = [];
      let line = '';
      for (const word of paragraph.split(' ').filter(Boolean)) {
        const longer = line ? `${line} ${word}` : word;
        if (line && pdf.textWidth(longer, style) > box - LINE_SLACK_MM) {
          lines.push(line);
          line = word;
        } else line = longer;
      }
      return [...lines, line].join('\n');
    })
    .join('\n');
}

/**
 * One table row across the flow (cells wrap), with a rule below; breaks the page before a row
 * that does not fit. `minHeightMm` keeps empty rows tall enough to write in. Returns the row height.
 */
export function tableRow(ctx: DrawContext, flow: Flow, spec: TableSpec, cells: readonly string[], given: TextStyle, opts: RowOptions = {}): number {
  const { pdf } = ctx;
  const style = opts.head ? HEAD : opts.total ? { ...given, weight: 'bold' as const } : given;
  const shade = opts.head ? pdf.accent.strong : opts.total ? pdf.accent.tint : undefined;
  const pad = spec.paddingMm;
  const widths = spec.columns.map((f) => f * flow.width);
  const cellStyle = (i: number): TextStyle => ({
    ...style,
    ...(opts.color ? { color: opts.color } : {}),
    widthMm: (widths[i] ?? 0) - 2 * pad,
    align: spec.right?.has(i) ? 'right' : 'left',
  });
  const texts = opts.spacesOnly ? cells.map((c, i) => breakAtSpaces(pdf, c, cellStyle(i))) : cells;
  const h = Math.max(opts.minHeightMm ?? 0, ...texts.map((c, i) => pdf.textHeight(c || ' ', cellStyle(i)) + 2 * pad));
  flow.ensure(h);
  if (shade) pdf.rect(flow.x, flow.y, flow.width, h, undefined, shade);
  let x = flow.x;
  texts.forEach((c, i) => {
    if (c) pdf.text(c, x + pad, flow.y + pad, cellStyle(i));
    x += widths[i] ?? 0;
  });
  flow.y += h;
  pdf.line(flow.x, flow.y, flow.x + flow.width, flow.y, { color: COLORS.rule, widthMm: LINE_MM.rule });
  return h;
}

/** A table's head row: heading face, white on the system's accent; returns its height. */
export function headRow(ctx: DrawContext, flow: Flow, spec: TableSpec, cells: readonly string[]): number {
  return tableRow(ctx, flow, spec, cells, HEAD, { head: true });
}

/** A section heading (accent bar, heading face); keeps `keepMm` of room below it on the same page. */
export function sectionTitle(ctx: DrawContext, flow: Flow, title: string, keepMm = 12): void {
  const h = headingHeight(ctx.pdf, title, flow.width);
  flow.ensure(h + keepMm);
  flow.y += drawHeading(ctx.pdf, title, flow.x, flow.y, flow.width) + SPACE_MM.afterHeading;
}

/** A field's writing line: where it ends before the field's right edge, how far below the field's top it lies at least (one line of text), and below its text. */
const FIELD = { lineEndMm: 3, lineMm: 4.6, lineBelowTextMm: 0.4 } as const;

/**
 * The style of a field's value in a box `widthMm` wide: body size where it fits on one line, else
 * smaller (in quarter points) until it does, down to TYPE_PT.small; below that it wraps at spaces.
 */
function fieldValueStyle(pdf: Pdf, value: string, widthMm: number): TextStyle {
  const fits = (sizePt: number): boolean => pdf.textWidth(value, { sizePt }) <= widthMm - LINE_SLACK_MM;
  let sizePt: number = TYPE_PT.body;
  while (sizePt > TYPE_PT.small && !fits(sizePt)) sizePt -= 0.25;
  return { sizePt, widthMm };
}

/**
 * Label and a value on a writing line (empty value: just the line). A value too long for one line
 * is set smaller, then wraps, and the line goes under its last line. Returns the height from `y`
 * to the writing line, which a row of fields must clear before the next row.
 */
export function field(ctx: DrawContext, x: number, y: number, width: number, labelMm: number, label: string, value: string): number {
  const { pdf } = ctx;
  const labelStyle: TextStyle = { sizePt: TYPE_PT.body, weight: 'heading', widthMm: labelMm };
  let textMm = pdf.text(`${label}:`, x, y, labelStyle);
  if (value) {
    const style = fieldValueStyle(pdf, value, width - labelMm - FIELD.lineEndMm);
    // Line by line: pdfkit's wrapper would break a line that ends in a dash once more ("Hall 2 –").
    const lineMm = pdf.textHeight('X', style);
    const lines = breakAtSpaces(pdf, value, style).split('\n');
    lines.forEach((line, i) => pdf.text(line, x + labelMm, y + i * lineMm, style));
    textMm = Math.max(textMm, lines.length * lineMm);
  }
  const lineY = y + Math.max(FIELD.lineMm, textMm + FIELD.lineBelowTextMm);
  pdf.line(x + labelMm, lineY, x + width - FIELD.lineEndMm, lineY, { color: COLORS.rule, widthMm: LINE_MM.rule });
  return lineY - y;
}

/**
 * Fields ([label, value]) side by side across the flow, sharing its width, and the flow moved
 * below them: `rowMm` for one-line values, taller by as much as the tallest value wrapped.
 * Returns that extra height (0 when every value fits on one line).
 */
export function fieldRow(ctx: DrawContext, flow: Flow, labelMm: number, fields: readonly (readonly [string, string])[], rowMm: number): number {
  const width = flow.width / fields.length;
  const tallest = Math.max(...fields.map(([label, value], i) => field(ctx, flow.x + i * width, flow.y, width, labelMm, label, value)));
  const grown = tallest - FIELD.lineMm;
  flow.y += rowMm + grown;
  return grown;
}

/** An empty tick box with its top-left corner at (x, y). */
export function box(ctx: DrawContext, x: number, y: number, size: number): void {
  ctx.pdf.rect(x, y, size, size, { color: COLORS.text, widthMm: LINE_MM.box });
}

/** Faction name of the job's list in the job's language. */
export function factionName(ctx: DrawContext, faction: string, system: string): string {
  const f = ctx.factions.find((x) => x.id === faction && x.system === system);
  return f ? f.name[ctx.lang] : faction;
}
