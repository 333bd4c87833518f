import type { Pdf, TextStyle } from '../../pdf';
import { HEAD } from '../../typography';

/** A column of an organiser's table (pairings, standings), to be made as wide as its text. */
export interface FitColumn {
  /** Its head, drawn in the table head's style (HEAD). */
  head: string;
  /** Its cells as drawn. */
  cells: readonly string[];
  /** Its part of the room left over once every column holds its text on one line. */
  share: number;
  /** Text that may wrap at spaces (names, peoples): only these give up room when not all text fits on one line. */
  wraps?: boolean;
}

/**
 * Room a line is given beyond its measured width: breakAtSpaces (tjost/table.ts) keeps a line 0.3 mm
 * narrower than its box for pdfkit's wrapper, which adds a line's words up one by one; a little
 * more keeps a measured line clear of that.
 */
const FIT_SLACK_MM = 0.5;

/**
 * Column widths as fractions of `widthMm` (TableSpec.columns), from the text measured: every
 * column first as wide as its head (HEAD) and its widest cell (`cellStyle`) on one line plus its
 * padding, then the room left over shared by `share`. Where the text cannot all fit on one line
 * (long names), the columns that do not wrap keep their width and those that wrap share the rest,
 * the narrowest wholly first (so a people's name stays on one line while a long player name wraps).
 */
export function fitColumns(pdf: Pdf, widthMm: number, columns: readonly FitColumn[], cellStyle: TextStyle, paddingMm: number): number[] {
  const need = columns.map((c) => Math.max(pdf.textWidth(c.head, HEAD), ...c.cells.map((cell) => pdf.textWidth(cell, cellStyle))) + 2 * paddingMm + FIT_SLACK_MM);
  const total = need.reduce((a, b) => a + b, 0);
  if (total <= widthMm) {
    const shares = columns.reduce((a, c) => a + c.share, 0);
    const extra = widthMm - total;
    return need.map((n, i) => (n + (shares > 0 ? (extra * columns[i]!.share) / shares : extra / columns.length)) / widthMm);
  }
  const wrapping = columns.map((c, i) => (c.wraps ? i : -1)).filter((i) => i >= 0);
  const fixed = need.reduce((a, n, i) => (columns[i]!.wraps ? a : a + n), 0);
  // Nothing to wrap, or the fixed columns alone too wide: every column in proportion to its text.
  if (wrapping.length === 0 || fixed >= widthMm) return need.map((n) => n / total);
  const widths = [...need];
  let room = widthMm - fixed;
  let left = wrapping.length;
  for (const i of [...wrapping].sort((a, b) => need[a]! - need[b]!)) {
    widths[i] = Math.min(need[i]!, room / left);
    room -= widths[i]!;
    left -= 1;
  }
  return widths.map((w) => w / widthMm);
}
