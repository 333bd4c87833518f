/** Packing pieces of given size (mm) into rows on pages, and mirroring them for duplex backs. */

interface PieceSize {
  widthMm: number;
  heightMm: number;
  /** Start a new row before this piece (e.g. when a new kind of counter begins). */
  newRow?: boolean;
}

/** Where one piece lands: page index (0-based, relative to the packing) and top-left corner. */
export interface Placement {
  page: number;
  xMm: number;
  yMm: number;
  widthMm: number;
  heightMm: number;
}

/** The part of a page pieces may occupy. */
export interface Area {
  xMm: number;
  yMm: number;
  widthMm: number;
  heightMm: number;
}

/** A piece larger than the printable area: it cannot be printed at true scale. */
export class PieceTooLargeError extends Error {
  constructor(
    readonly piece: PieceSize,
    readonly area: Area,
  ) {
    super(
      `a piece of ${piece.widthMm.toFixed(1)} x ${piece.heightMm.toFixed(1)} mm does not fit the printable area ` +
        `of ${area.widthMm.toFixed(1)} x ${area.heightMm.toFixed(1)} mm`,
    );
    this.name = 'PieceTooLargeError';
  }
}

const EPS = 1e-6;

/**
 * Shelf packing in the given order: pieces go left to right with `gapMm` between them; a row
 * ends when the next piece does not fit its width, a page ends when the next row does not fit
 * its height. `area` may differ on the first page (e.g. below a heading): pass `firstArea`.
 */
export function packRows(pieces: readonly PieceSize[], area: Area, gapMm: number, firstArea: Area = area): Placement[] {
  const out: Placement[] = [];
  let page = 0;
  let cur = firstArea;
  let x = cur.xMm;
  let y = cur.yMm;
  let rowHeight = 0;
  for (const piece of pieces) {
    if (piece.widthMm > area.widthMm + EPS || piece.heightMm > area.heightMm + EPS) throw new PieceTooLargeError(piece, area);
    const rowStarted = x > cur.xMm + EPS;
    if (rowStarted && (piece.newRow || x + piece.widthMm > cur.xMm + cur.widthMm + EPS)) {
      x = cur.xMm;
      y += rowHeight + gapMm;
      rowHeight = 0;
    }
    if (y + piece.heightMm > cur.yMm + cur.heightMm + EPS) {
      page += 1;
      cur = area;
      x = cur.xMm;
      y = cur.yMm;
      rowHeight = 0;
    }
    out.push({ page, xMm: x, yMm: y, widthMm: piece.widthMm, heightMm: piece.heightMm });
    x += piece.widthMm + gapMm;
    rowHeight = Math.max(rowHeight, piece.heightMm);
  }
  return out;
}

/** Number of pages a packing uses. */
export function pageCount(placements: readonly Placement[]): number {
  return placements.reduce((n, p) => Math.max(n, p.page + 1), 0);
}

/**
 * Position of a piece's back when the sheet is printed double-sided and flipped on the long
 * edge: the same row, mirrored left to right.
 */
export function mirrorForBack(p: Placement, pageWidthMm: number): Placement {
  return { ...p, xMm: pageWidthMm - p.xMm - p.widthMm };
}
