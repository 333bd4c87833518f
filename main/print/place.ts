import type { DocumentId } from '../../core/print/job';
import { PIECE_GAP_MM } from '../../templates/pieces';
import { COLORS, LINE_MM, TYPE_PT } from '../../templates/style';
import { contentArea, startPage, type DrawContext, type PageRecord, type PieceRecord } from './context';
import { mirrorForBack, packRows, pageCount, type Area, type Placement } from './layout';

/** A piece to print: its size, the shape of its cut line, and how to draw its face. */
export interface PieceSpec {
  kind: string;
  widthMm: number;
  heightMm: number;
  /** Cut line: around the rectangle, along the circle (round counters, templates), or none (printed info). */
  cut: 'rect' | 'circle' | 'none';
  newRow?: boolean;
  label?: string;
  data?: Record<string, number | string>;
  /** Draws the face with the piece's top-left corner at (x, y). */
  draw(x: number, y: number): void;
  /** Draws the back; used when the pieces are placed with `duplex`. */
  drawBack?(x: number, y: number): void;
}

const CUT = { color: COLORS.cut, widthMm: LINE_MM.cut };

function drawCut(ctx: DrawContext, spec: PieceSpec, p: Placement): void {
  if (spec.cut === 'rect') ctx.pdf.rect(p.xMm, p.yMm, p.widthMm, p.heightMm, CUT);
  if (spec.cut === 'circle') ctx.pdf.circle(p.xMm + p.widthMm / 2, p.yMm + p.heightMm / 2, p.widthMm / 2, CUT);
}

function record(spec: PieceSpec, p: Placement, kindSuffix = ''): PieceRecord {
  const r: PieceRecord = { kind: spec.kind + kindSuffix, xMm: p.xMm, yMm: p.yMm, widthMm: p.widthMm, heightMm: p.heightMm };
  if (spec.label !== undefined) r.label = spec.label;
  if (spec.data !== undefined) r.data = spec.data;
  return r;
}

interface PlaceOptions {
  title?: string;
  /** Each front page is followed by its back page, pieces mirrored for a flip on the long edge. */
  duplex?: boolean;
  /** Height kept free at the top of the first page, in mm. */
  firstPageOffsetMm?: number;
  /** Draws into the free space at the top of the first page. */
  onFirstPage?(page: PageRecord): void;
}

/** A page left blank (with a short note) so that the next page is odd. */
function blankPage(ctx: DrawContext, document: DocumentId): PageRecord {
  const page = startPage(ctx, document, { physical: false, side: 'blank', title: ' ' });
  ctx.pdf.text(ctx.labels.blankForDuplex, page.content.xMm, page.content.yMm + page.content.heightMm / 2, {
    sizePt: TYPE_PT.small,
    color: COLORS.muted,
    widthMm: page.content.widthMm,
    align: 'center',
  });
  return page;
}

/** Packs pieces onto as many physical pages as needed and draws their faces and cut lines (and backs). */
export function placePieces(ctx: DrawContext, document: DocumentId, specs: readonly PieceSpec[], options: PlaceOptions = {}): PageRecord[] {
  const area: Area = contentArea(ctx.paper, true);
  const offset = options.firstPageOffsetMm ?? 0;
  const placements = packRows(specs, area, PIECE_GAP_MM, { ...area, yMm: area.yMm + offset, heightMm: area.heightMm - offset });
  const pages: PageRecord[] = [];
  const title = options.title ? { title: options.title } : {};
  // Double-sided printing: a front must be an odd page so its back is printed on the other side of the same sheet.
  if (options.duplex && ctx.pdf.pages % 2 === 1) blankPage(ctx, document);
  for (let index = 0; index < Math.max(1, pageCount(placements)); index++) {
    const front = startPage(ctx, document, { physical: true, side: options.duplex ? 'front' : 'single', ...title });
    if (index === 0) options.onFirstPage?.(front);
    specs.forEach((spec, i) => {
      const p = placements[i];
      if (!p || p.page !== index) return;
      drawCut(ctx, spec, p);
      spec.draw(p.xMm, p.yMm);
      front.pieces.push(record(spec, p));
    });
    pages.push(front);
    if (!options.duplex) continue;
    const back = startPage(ctx, document, { physical: true, side: 'back', backOf: front.number, ...title });
    specs.forEach((spec, i) => {
      const p = placements[i];
      if (!p || p.page !== index) return;
      const m = mirrorForBack(p, front.widthMm);
      drawCut(ctx, spec, m);
      spec.drawBack?.(m.xMm, m.yMm);
      back.pieces.push(record(spec, m, '-back'));
    });
    pages.push(back);
  }
  return pages;
}
