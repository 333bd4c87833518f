import type { DocumentId } from '../../core/print/job';
import { PIECE_GAP_MM } from '../../templates/pieces';
import { COLORS, ICON_MM, LINE_MM, TYPE_PT } from '../../templates/style';
import { contentArea, startPage, type DrawContext, type PageRecord, type PieceRecord } from './context';
import { drawIcon } from './icons';
import { mirrorForBack, PieceTooLargeError, SheetPacker, type Area, type Placement } from './layout';

/** A piece to print: its size, the shape of its cut line, and how to draw its face. */
export interface PieceSpec {
  kind: string;
  widthMm: number;
  heightMm: number;
  /** Cut line: around the rectangle, along the circle (round counters, templates), or none (printed info). */
  cut: 'rect' | 'circle' | 'none';
  label?: string;
  data?: Record<string, number | string>;
  /** Draws the face with the piece's top-left corner at (x, y). */
  draw(x: number, y: number): void;
  /** Draws the back; used when the pieces are placed with `duplex`. */
  drawBack?(x: number, y: number): void;
  /** Pieces kept together as one (see `cluster`): each is drawn, cut and recorded at its offset. */
  parts?: readonly { dxMm: number; dyMm: number; spec: PieceSpec }[];
  /** Other shapes of the piece (a cluster laid out the other way); the packer picks one. */
  variants?: readonly PieceSpec[];
}

const CUT = { color: COLORS.cut, widthMm: LINE_MM.cut };

/**
 * Pieces that belong together (a dispersion template and its stray table), packed as one: side by
 * side with the gap between them, or one below the other, whichever the packer finds room for;
 * as separate pieces when neither fits the area (a 180 mm template and its table).
 */
export function cluster(kind: string, parts: readonly PieceSpec[], area: Pick<Area, 'widthMm' | 'heightMm'>): PieceSpec[] {
  const shape = (sideBySide: boolean): PieceSpec => {
    let at = 0;
    const placed = parts.map((spec) => {
      const offset = sideBySide ? { dxMm: at, dyMm: 0 } : { dxMm: 0, dyMm: at };
      at += (sideBySide ? spec.widthMm : spec.heightMm) + PIECE_GAP_MM;
      return { ...offset, spec };
    });
    const along = at - PIECE_GAP_MM;
    const across = Math.max(...parts.map((p) => (sideBySide ? p.heightMm : p.widthMm)));
    return { kind, widthMm: sideBySide ? along : across, heightMm: sideBySide ? across : along, cut: 'none', parts: placed, draw: () => undefined };
  };
  const shapes = [shape(true), shape(false)].filter((s) => s.widthMm <= area.widthMm + 1e-6 && s.heightMm <= area.heightMm + 1e-6);
  const [first, ...others] = shapes;
  if (!first) return [...parts];
  return [others.length > 0 ? { ...first, variants: others } : first];
}

/** Pieces of one document waiting to be packed with the job's other pieces. */
export interface PieceGroup {
  document: DocumentId;
  /** Page title over this group's pieces; the document's name when not given. */
  title?: string;
  /** A note printed once above the pieces (how to print double-sided, what the markers are for). */
  hint?: string;
  /** Each front page is followed by its back page, pieces mirrored for a flip on the long edge. */
  duplex?: boolean;
  specs: readonly PieceSpec[];
}

interface PlaceOptions {
  title?: string;
  duplex?: boolean;
  hint?: string;
}

/** A page left blank (with a short note) so that the next page is odd. */
function blankPage(ctx: DrawContext, document: DocumentId): PageRecord {
  const page = startPage(ctx, document, { physical: false, side: 'blank', title: ' ' });
  const mid = page.content.yMm + page.content.heightMm / 2;
  drawIcon(ctx.pdf, 'turn-over', page.content.xMm + page.content.widthMm / 2 - ICON_MM.badge, mid - 2 * ICON_MM.badge - 2, 2 * ICON_MM.badge);
  ctx.pdf.text(ctx.labels.blankForDuplex, page.content.xMm, mid, {
    sizePt: TYPE_PT.small,
    color: COLORS.muted,
    widthMm: page.content.widthMm,
    align: 'center',
  });
  return page;
}

/**
 * Queues a document's pieces. They are packed when the job's documents are drawn (`flushPieces`),
 * together with every other document's pieces, so a goblin army's templates, rulers, counters and
 * markers share their sheets instead of each leaving half a page empty.
 */
export function placePieces(ctx: DrawContext, document: DocumentId, specs: readonly PieceSpec[], options: PlaceOptions = {}): void {
  // A piece that cannot be printed at true scale is refused now, while its document is being drawn.
  const area = contentArea(ctx.paper, true);
  const leaves = specs.flatMap((s) => (s.parts ? s.parts.map((p) => p.spec) : [s]));
  const tooLarge = [...leaves, ...specs].find((s) => s.widthMm > area.widthMm + 1e-6 || s.heightMm > area.heightMm + 1e-6);
  if (tooLarge) throw new PieceTooLargeError(tooLarge, area);
  const group: PieceGroup = { document, specs };
  if (options.title !== undefined) group.title = options.title;
  if (options.hint !== undefined) group.hint = options.hint;
  if (options.duplex) group.duplex = true;
  ctx.pieces.push(group);
}

interface Flat {
  group: number;
  spec: PieceSpec;
  p?: Placement | undefined;
}

function drawCut(ctx: DrawContext, spec: PieceSpec, p: Placement): void {
  if (spec.cut === 'rect') ctx.pdf.rect(p.xMm, p.yMm, p.widthMm, p.heightMm, CUT);
  if (spec.cut === 'circle') ctx.pdf.circle(p.xMm + p.widthMm / 2, p.yMm + p.heightMm / 2, p.widthMm / 2, CUT);
}

function record(spec: PieceSpec, p: Placement, document: DocumentId, kindSuffix = ''): PieceRecord {
  const r: PieceRecord = { kind: spec.kind + kindSuffix, document, cut: spec.cut, xMm: p.xMm, yMm: p.yMm, widthMm: p.widthMm, heightMm: p.heightMm };
  if (spec.label !== undefined) r.label = spec.label;
  if (spec.data !== undefined) r.data = spec.data;
  return r;
}

/** Draws a piece (or each part of a cluster) with its cut line at `p`, front or back, and records it. */
function drawPiece(ctx: DrawContext, page: PageRecord, spec: PieceSpec, p: Placement, document: DocumentId, back: boolean): void {
  for (const part of spec.parts ?? []) {
    // A back is the front mirrored left to right: so are the parts inside a cluster.
    const dx = back ? spec.widthMm - part.dxMm - part.spec.widthMm : part.dxMm;
    drawPiece(ctx, page, part.spec, { page: p.page, xMm: p.xMm + dx, yMm: p.yMm + part.dyMm, widthMm: part.spec.widthMm, heightMm: part.spec.heightMm }, document, back);
  }
  if (spec.parts) return;
  drawCut(ctx, spec, p);
  if (back) spec.drawBack?.(p.xMm, p.yMm);
  else spec.draw(p.xMm, p.yMm);
  page.pieces.push(record(spec, p, document, back ? '-back' : ''));
}

/**
 * Draws every queued piece. The double-sided ones (counters with backs, mission cards) are packed
 * first; the single-sided ones (templates, rulers, markers, other counters) fill the room left
 * beside them, then pages of their own. A page with double-sided pieces is a front, followed by
 * its back with those pieces mirrored for a flip on the long edge; it starts on an odd page (a
 * single-sided page, else a blank one, goes before it when needed).
 */
export function flushPieces(ctx: DrawContext): void {
  const groups = ctx.pieces.splice(0);
  if (groups.length === 0) return;
  const { pdf, labels } = ctx;
  const area: Area = contentArea(ctx.paper, true);
  const hints = [...new Set(groups.flatMap((g) => (g.hint ? [g.hint] : [])))];
  const hintStyle = { sizePt: TYPE_PT.small, color: COLORS.muted, widthMm: area.widthMm };
  const hint = hints.join('\n');
  const offset = hint ? pdf.textHeight(hint, hintStyle) + 2 : 0;
  const packer = new SheetPacker(area, PIECE_GAP_MM, { ...area, yMm: area.yMm + offset, heightMm: area.heightMm - offset });
  const flat: Flat[] = [];
  const pack = (duplex: boolean): void => {
    const mine: Flat[] = groups.flatMap((g, group) => (Boolean(g.duplex) === duplex ? g.specs.map((spec) => ({ group, spec, p: undefined as Placement | undefined })) : []));
    packer.pack(mine.map((f) => f.spec)).forEach((p, i) => {
      const f = mine[i]!;
      flat.push({ group: f.group, spec: p.variant ? (f.spec.variants?.[p.variant - 1] ?? f.spec) : f.spec, p });
    });
  };
  pack(true);
  const duplexPages = packer.pageCount;
  pack(false);
  const pages = Math.max(1, packer.pageCount);
  // Pages in print order: fronts (with their backs) first; a single-sided page before them when a front would be even.
  const order = Array.from({ length: pages }, (_, i) => i);
  if (duplexPages > 0 && pdf.pages % 2 === 1) {
    if (pages > duplexPages) order.unshift(...order.splice(duplexPages, 1));
    else blankPage(ctx, groups[0]!.document);
  }
  for (const index of order) {
    const on = flat.filter((x) => x.p!.page === index);
    const present = [...new Set(on.map((x) => x.group))];
    const shown = present.length > 0 ? present : groups.map((_, i) => i);
    const title = [...new Set(shown.map((g) => groups[g]!.title ?? labels.documents[groups[g]!.document]))].join(' · ');
    const documents = [...new Set(shown.map((g) => groups[g]!.document))];
    const duplex = index < duplexPages;
    const front = startPage(ctx, documents[0]!, { physical: true, side: duplex ? 'front' : 'single', title, icon: duplex ? 'turn-over' : 'scissors' });
    front.documents = documents;
    if (index === 0 && hint) pdf.text(hint, area.xMm, area.yMm, hintStyle);
    for (const x of on) drawPiece(ctx, front, x.spec, x.p!, groups[x.group]!.document, false);
    if (!duplex) continue;
    // The back names only what has a back.
    const sided = shown.filter((g) => groups[g]!.duplex);
    const backTitle = [...new Set(sided.map((g) => groups[g]!.title ?? labels.documents[groups[g]!.document]))].join(' · ');
    const backDocuments = [...new Set(sided.map((g) => groups[g]!.document))];
    const back = startPage(ctx, backDocuments[0]!, { physical: true, side: 'back', backOf: front.number, title: backTitle, icon: 'turn-over' });
    back.documents = backDocuments;
    for (const x of on) if (groups[x.group]!.duplex) drawPiece(ctx, back, x.spec, mirrorForBack(x.p!, front.widthMm), groups[x.group]!.document, true);
  }
}
