import { COLORS, LINE_MM, SPACE_MM, TYPE_PT } from '../../../../templates/style';
import type { DrawContext } from '../../context';
import type { Flow } from '../../flow';
import type { TextStyle } from '../../pdf';
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
  const h = Math.max(opts.minHeightMm ?? 0, ...cells.map((c, i) => pdf.textHeight(c || ' ', cellStyle(i)) + 2 * pad));
  flow.ensure(h);
  if (shade) pdf.rect(flow.x, flow.y, flow.width, h, undefined, shade);
  let x = flow.x;
  cells.forEach((c, i) => {
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
