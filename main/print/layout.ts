/** Packing pieces of given size (mm) onto pages, and mirroring them for duplex backs. */

interface PieceSize {
  widthMm: number;
  heightMm: number;
  /** Other shapes the piece may take (pieces kept together, laid out the other way); the packer picks one. */
  variants?: readonly PieceSize[];
}

/** Where one piece lands: page index (0-based, relative to the packing) and top-left corner. */
export interface Placement {
  page: number;
  /** The shape chosen: 0 the piece itself, n its variant n - 1. */
  variant?: number;
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

interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

const inside = (a: Rect, b: Rect): boolean => a.x >= b.x - EPS && a.y >= b.y - EPS && a.x + a.w <= b.x + b.w + EPS && a.y + a.h <= b.y + b.h + EPS;

/**
 * One page's free space as maximal rectangles (Jylänki, "A Thousand Ways to Pack the Bin"). Every
 * piece claims its size plus the gap to its right and below; the free space is the area plus one
 * gap at the right and bottom, so the last piece of a row or column may end on the area's edge.
 */
class FreeSpace {
  private free: Rect[];

  constructor(
    readonly area: Area,
    private readonly gap: number,
  ) {
    this.free = [{ x: area.xMm, y: area.yMm, w: area.widthMm + gap, h: area.heightMm + gap }];
  }

  /** The free spot for a piece nearest the top, then the left (bottom-left rule with y downwards). */
  find(w: number, h: number): Rect | undefined {
    let best: Rect | undefined;
    for (const f of this.free) {
      if (f.w + EPS < w + this.gap || f.h + EPS < h + this.gap) continue;
      if (!best || f.y < best.y - EPS || (Math.abs(f.y - best.y) <= EPS && f.x < best.x)) best = f;
    }
    return best && { x: best.x, y: best.y, w: w + this.gap, h: h + this.gap };
  }

  /** Takes `used` out of the free space: every free rectangle it overlaps splits into up to four. */
  claim(used: Rect): void {
    const next: Rect[] = [];
    for (const f of this.free) {
      if (used.x >= f.x + f.w - EPS || used.x + used.w <= f.x + EPS || used.y >= f.y + f.h - EPS || used.y + used.h <= f.y + EPS) {
        next.push(f);
        continue;
      }
      if (used.x > f.x + EPS) next.push({ x: f.x, y: f.y, w: used.x - f.x, h: f.h });
      if (used.x + used.w < f.x + f.w - EPS) next.push({ x: used.x + used.w, y: f.y, w: f.x + f.w - used.x - used.w, h: f.h });
      if (used.y > f.y + EPS) next.push({ x: f.x, y: f.y, w: f.w, h: used.y - f.y });
      if (used.y + used.h < f.y + f.h - EPS) next.push({ x: f.x, y: used.y + used.h, w: f.w, h: f.y + f.h - used.y - used.h });
    }
    // Keep only maximal rectangles (of two equal ones, the first).
    this.free = next.filter((a, i) => !next.some((b, j) => j !== i && inside(a, b) && (j < i || !inside(b, a))));
  }
}

/**
 * Packs pieces onto as few pages as it can, with `gapMm` between any two of them. Larger pieces
 * go first (by height, then width; pieces of one size keep their order), each at the free spot
 * nearest the top left of the first page that has room for it, so small pieces fill the space
 * beside and below large ones. `area` may differ on the first page (e.g. below a note): pass
 * `firstArea`. `pack` may be called again: later pieces fill what earlier ones left free
 * (single-sided pieces in the room beside double-sided ones) before new pages begin.
 *
 * Written here rather than taken from a package: maxrects-packer 2.7 resolves to a UMD file that
 * Node's ESM loader sees as empty, and binpackingjs picks the globally best piece at every step
 * (quadratic in the number of pieces, and it does not keep pieces of one size in order).
 */
export class SheetPacker {
  private readonly pages: FreeSpace[] = [];

  constructor(
    private readonly area: Area,
    private readonly gapMm: number,
    private readonly firstArea: Area = area,
  ) {}

  /** Pages used so far. */
  get pageCount(): number {
    return this.pages.length;
  }

  /** Places the pieces; returns the placements in the order of `pieces`. */
  pack(pieces: readonly PieceSize[]): Placement[] {
    const { area } = this;
    const fits = (s: PieceSize): boolean => s.widthMm <= area.widthMm + EPS && s.heightMm <= area.heightMm + EPS;
    for (const piece of pieces) if (![piece, ...(piece.variants ?? [])].some(fits)) throw new PieceTooLargeError(piece, area);
    const order = pieces.map((_, i) => i).sort((a, b) => {
      const pa = pieces[a]!;
      const pb = pieces[b]!;
      return pb.heightMm - pa.heightMm || pb.widthMm - pa.widthMm || a - b;
    });
    const out: Placement[] = new Array<Placement>(pieces.length);
    for (const i of order) out[i] = this.place(pieces[i]!);
    return out;
  }

  private place(piece: PieceSize): Placement {
    const shapes = [piece, ...(piece.variants ?? [])];
    // Of the piece's shapes, the one nearest the top left of a page.
    const best = (space: FreeSpace): { spot: Rect; variant: number } | undefined => {
      let found: { spot: Rect; variant: number } | undefined;
      shapes.forEach((s, variant) => {
        const spot = space.find(s.widthMm, s.heightMm);
        if (spot && (!found || spot.y < found.spot.y - EPS || (Math.abs(spot.y - found.spot.y) <= EPS && spot.x < found.spot.x - EPS))) found = { spot, variant };
      });
      return found;
    };
    // The first page with room; a fresh page of the full area has room for every piece that passed the check.
    let page = 0;
    let chosen: { spot: Rect; variant: number } | undefined;
    for (; ; page++) {
      if (page === this.pages.length) this.pages.push(new FreeSpace(page === 0 ? this.firstArea : this.area, this.gapMm));
      chosen = best(this.pages[page]!);
      if (chosen) break;
    }
    this.pages[page]!.claim(chosen.spot);
    const shape = shapes[chosen.variant]!;
    const placement: Placement = { page, xMm: chosen.spot.x, yMm: chosen.spot.y, widthMm: shape.widthMm, heightMm: shape.heightMm };
    if (chosen.variant > 0) placement.variant = chosen.variant;
    return placement;
  }
}

/** Packs pieces onto fresh pages (see SheetPacker). */
export function packPieces(pieces: readonly PieceSize[], area: Area, gapMm: number, firstArea: Area = area): Placement[] {
  return new SheetPacker(area, gapMm, firstArea).pack(pieces);
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
