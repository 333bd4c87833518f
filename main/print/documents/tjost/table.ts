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

/** Label and a value on a writing line (empty value: just the line). */
export function field(ctx: DrawContext, x: number, y: number, width: number, labelMm: number, label: string, value: string): void {
  const { pdf } = ctx;
  pdf.text(`${label}:`, x, y, { sizePt: TYPE_PT.body, weight: 'heading', widthMm: labelMm });
  if (value) pdf.text(value, x + labelMm, y, { sizePt: TYPE_PT.body, widthMm: width - labelMm - 1 });
  pdf.line(x + labelMm, y + 4.6, x + width - 3, y + 4.6, { color: COLORS.rule, widthMm: LINE_MM.rule });
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
