import {
  CHRONOPIA_MARKERS,
  chronopiaMarkerCounts,
  fallingTable,
  gameSizeLabel,
  gameSizeOf,
  MARKER_HINTS,
  MARKER_NAMES,
  type ChronopiaMarker,
} from '../../../core/systems/chronopia';
import { distinctCards } from '../../../core/list/cards';
import type { DocumentId } from '../../../core/print/job';
import { TOKEN_DIAMETER_MM, TOKEN_LAYOUT } from '../../../templates/pieces';
import { COLORS, FIT_PT, LINE_MM, TYPE_PT } from '../../../templates/style';
import { Block } from '../block';
import type { DrawContext } from '../context';
import { Flow } from '../flow';
import { placePieces, type PieceSpec } from '../place';
import { CHRONOPIA_LABELS, CHRONOPIA_QUICKREF_SECTIONS } from '../text/chronopia';
import { blockTable } from './fortification-tables';
import { placeBlocks } from './reference';
import { centred, fitSize } from './shapes';
import { titledBlock } from '../typography';

/** Heights (inches) in the printed falling table. */
const FALL_HEIGHTS = [1, 2, 3, 4, 5, 6, 8, 10, 12] as const;


/** Sizes for the falling table: 1 to 4 plus every size (G) of the list's cards. */
function fallSizes(ctx: DrawContext): number[] {
  const sizes = new Set([1, 2, 3, 4]);
  const list = ctx.job.list;
  if (list) for (const c of distinctCards(list, ctx.lookup)) if (c.stats.G !== undefined && c.stats.G > 0) sizes.add(c.stats.G);
  return [...sizes].sort((a, b) => a - b);
}

/** The Chronopia quick reference blocks: turn sequence, actions, falling (with the table), melee. */
function chronopiaQuickrefBlocks(ctx: DrawContext, width: number): Block[] {
  const { lang, pdf } = ctx;
  const l = CHRONOPIA_LABELS[lang];
  const blocks: Block[] = [];
  for (const id of CHRONOPIA_QUICKREF_SECTIONS) {
    const section = l.quickref[id];
    const b = titledBlock(ctx.pdf, `chronopia:${id}`, width, section.title);
    blockTable(pdf, b, [0.22, 0.78], [[l.term, l.rule], ...section.rows]);
    blocks.push(b);
    if (id !== 'falling') continue;
    const t = titledBlock(ctx.pdf, 'chronopia:falling-table', width, l.fallTable, l.fallHow);
    const rows = fallingTable(fallSizes(ctx), FALL_HEIGHTS);
    const col = 0.9 / FALL_HEIGHTS.length;
    blockTable(pdf, t, [0.1, ...FALL_HEIGHTS.map(() => col)], [
      [l.sizeColumn, ...FALL_HEIGHTS.map((h) => l.inch(h))],
      ...rows.map((r) => [String(r.size), ...r.cells]),
    ]);
    blocks.push(t);
  }
  return blocks;
}

/** The Chronopia quick reference (the `quickref` document of a Chronopia list, or of Chronopia chosen without one). */
export function drawChronopiaQuickref(ctx: DrawContext, document: DocumentId = 'quickref'): void {
  const l = CHRONOPIA_LABELS[ctx.lang];
  const flow = new Flow(ctx, document, l.quickrefTitle);
  const list = ctx.job.list;
  if (list) {
    const size = gameSizeOf(list.pointsLimit);
    const line = `${list.name} · ${list.pointsLimit}${size ? ` · ${l.gameSize}: ${gameSizeLabel(size, ctx.lang)}` : ''}`;
    flow.y += ctx.pdf.text(line, flow.x, flow.y, { sizePt: TYPE_PT.small, color: COLORS.muted, widthMm: flow.width }) + 2;
  }
  placeBlocks(flow, chronopiaQuickrefBlocks(ctx, flow.width));
}

const RING = { color: COLORS.text, widthMm: LINE_MM.box };

/** One round status marker: its name, fitted to the ring, and what it means in small type. */
function marker(ctx: DrawContext, kind: ChronopiaMarker): PieceSpec {
  const { pdf, lang } = ctx;
  const d = TOKEN_DIAMETER_MM[kind];
  const word = MARKER_NAMES[kind][lang];
  const hint = MARKER_HINTS[kind][lang];
  const inner = d - 2 * TOKEN_LAYOUT.textInsetMm;
  const size = fitSize(pdf, word, inner, FIT_PT.token.max, FIT_PT.token.min);
  return {
    kind: `marker-${kind}`,
    widthMm: d,
    heightMm: d,
    cut: 'circle',
    label: word,
    draw(x, y) {
      const r = d / 2;
      pdf.circle(x + r, y + r, r - TOKEN_LAYOUT.ringInsetMm, RING, kind === 'activation' ? COLORS.shade : undefined);
      const style = { sizePt: size, weight: 'heading' as const, widthMm: inner, align: 'center' as const };
      const h = pdf.textHeight(word, style);
      pdf.text(word, x + TOKEN_LAYOUT.textInsetMm, y + r - h / 2 - 1.5, style);
      centred(pdf, hint, x + TOKEN_LAYOUT.textInsetMm + 1, y + r + h / 2 - 1, inner - 2, TYPE_PT.micro, 'regular', COLORS.muted);
    },
  };
}

/** Markers of each kind on a sheet printed without a list (Chronopia chosen as the game): about what a small warband uses. */
const MARKERS_WITHOUT_LIST = 6;

/**
 * The status markers of Chronopia (the `markers` document of a Chronopia list, or of Chronopia
 * chosen without one): as many as the list needs plus the extras; without a list the extras
 * asked for, or MARKERS_WITHOUT_LIST of each kind when none are.
 */
export function drawChronopiaMarkers(ctx: DrawContext): void {
  const list = ctx.job.list;
  const l = CHRONOPIA_LABELS[ctx.lang];
  const extra = ctx.job.options?.extraTokens ?? {};
  let counts: Record<ChronopiaMarker, number>;
  let hint: string;
  if (list) {
    const plan = chronopiaMarkerCounts(list, ctx.lookup, extra);
    counts = plan.counts;
    hint = l.markersHint(plan.units, plan.figures);
  } else {
    const asked = CHRONOPIA_MARKERS.some((kind) => (extra[kind] ?? 0) > 0);
    counts = Object.fromEntries(CHRONOPIA_MARKERS.map((kind) => [kind, asked ? (extra[kind] ?? 0) : MARKERS_WITHOUT_LIST])) as Record<ChronopiaMarker, number>;
    hint = l.markersHintWithoutList(MARKERS_WITHOUT_LIST);
  }
  const specs: PieceSpec[] = [];
  for (const kind of CHRONOPIA_MARKERS) {
    // One piece per kind, laid out once and placed as often as needed.
    const piece = marker(ctx, kind);
    for (let i = 0; i < counts[kind]; i++) specs.push(piece);
  }
  placePieces(ctx, 'markers', specs, { title: l.markersTitle, hint });
}
