import { barricades } from '../../../core/systems/confrontation/fortification/counters';
import { jobSystem } from '../../../core/print/job';
import { MARKER_LAYOUT, MARKERS, SP_TRACKER } from '../../../templates/pieces';
import { COLORS, LINE_MM, TYPE_PT } from '../../../templates/style';
import type { DrawContext } from '../context';
import { placePieces, type PieceSpec } from '../place';
import { centred, fitLines, tickBoxes } from './shapes';
import { figureNamer } from './tokens';

const FRAME = { color: COLORS.text, widthMm: LINE_MM.box };

function frame(ctx: DrawContext, x: number, y: number, w: number, h: number): void {
  const i = MARKERS.frameInsetMm;
  ctx.pdf.rect(x + i, y + i, w - 2 * i, h - 2 * i, FRAME);
}

/** A shaded arrow head with its tip at (x, tipY), pointing down (1) or up (-1). */
function arrow(ctx: DrawContext, x: number, tipY: number, direction: 1 | -1): void {
  const a = MARKER_LAYOUT.arrow;
  const base = tipY - direction * a.lengthMm;
  ctx.pdf.polygon([[x, tipY], [x - a.halfWidthMm, base], [x + a.halfWidthMm, base]], undefined, COLORS.shade);
}

function camp(ctx: DrawContext): PieceSpec {
  const { pdf, labels } = ctx;
  const { widthMm: w, heightMm: h } = MARKERS.camp;
  return {
    kind: 'camp-marker',
    widthMm: w,
    heightMm: h,
    cut: 'rect',
    label: labels.markers.camp,
    draw(x, y) {
      frame(ctx, x, y, w, h);
      const l = MARKER_LAYOUT.camp;
      centred(pdf, labels.markers.camp, x, y + l.titleMm, w, TYPE_PT.heading, 'heading');
      centred(pdf, `${labels.markers.resilience} ${MARKERS.campResilience} · ${labels.markers.structurePoints} ${MARKERS.campStructurePoints}`, x, y + l.statsMm, w, TYPE_PT.small);
      const n = MARKERS.campStructurePoints;
      tickBoxes(pdf, x + (w - n * l.boxMm) / 2, y + h - l.boxesFromBottomMm, n, l.boxMm, n);
    },
  };
}

function edge(ctx: DrawContext): PieceSpec {
  const { pdf, labels } = ctx;
  const { widthMm: w, heightMm: h } = MARKERS.edge;
  return {
    kind: 'edge-marker',
    widthMm: w,
    heightMm: h,
    cut: 'rect',
    label: labels.markers.edge,
    draw(x, y) {
      frame(ctx, x, y, w, h);
      centred(pdf, labels.markers.edge, x, y + MARKER_LAYOUT.edge.titleMm, w, TYPE_PT.heading, 'heading');
      arrow(ctx, x + w / 2, y + h - MARKERS.frameInsetMm - MARKER_LAYOUT.arrow.insetMm, 1);
    },
  };
}

function barricade(ctx: DrawContext, sapper: string, sp: number): PieceSpec {
  const { pdf, labels } = ctx;
  const { widthMm: w, heightMm: h } = MARKERS.barricade;
  return {
    kind: 'barricade',
    widthMm: w,
    heightMm: h,
    cut: 'rect',
    label: sapper,
    data: { structurePoints: sp },
    draw(x, y) {
      frame(ctx, x, y, w, h);
      const l = MARKER_LAYOUT.barricade;
      const inner = w - 2 * (MARKERS.frameInsetMm + 0.5);
      centred(pdf, labels.markers.barricade, x, y + l.titleMm, w, TYPE_PT.small, 'heading');
      const name = fitLines(pdf, sapper, inner, TYPE_PT.tiny, TYPE_PT.tiny, l.nameLines, 'regular');
      const lineMm = pdf.textHeight('X', { sizePt: name.sizePt });
      name.lines.forEach((line, i) => centred(pdf, line, x + (w - inner) / 2, y + l.nameMm + i * lineMm, inner, name.sizePt, 'regular', COLORS.muted));
      centred(pdf, `${labels.markers.resilience} ${MARKERS.barricadeResilience}`, x, y + l.statsMm, w, TYPE_PT.tiny);
      const box = Math.min(SP_TRACKER.boxMm, inner / l.boxesPerRow);
      const shown = Math.min(sp, l.boxesPerRow * l.maxRows);
      tickBoxes(pdf, x + (w - Math.min(shown, l.boxesPerRow) * box) / 2, y + l.boxesMm, shown, box, l.boxesPerRow);
    },
  };
}

function footprint(ctx: DrawContext, name: string): PieceSpec {
  const { pdf, labels } = ctx;
  const { widthMm: w, heightMm: h } = MARKERS.footprint;
  return {
    kind: 'footprint',
    widthMm: w,
    heightMm: h,
    cut: 'rect',
    label: name,
    draw(x, y) {
      frame(ctx, x, y, w, h);
      const th = centred(pdf, name, x, y + h / 2 - pdf.textHeight(name, { sizePt: TYPE_PT.heading, weight: 'heading' }), w, TYPE_PT.heading, 'heading');
      centred(pdf, labels.markers.base(w, h), x, y + h / 2 + th / 4, w, TYPE_PT.small, 'regular', COLORS.muted);
      arrow(ctx, x + w / 2, y + MARKERS.frameInsetMm + MARKER_LAYOUT.arrow.insetMm, -1);
    },
  };
}

/**
 * Markers: camp and edge markers (TJOST) and one barricade per Sapper figure for Confrontation;
 * ram and siege tower footprints for the Old World; without a list those of the game chosen for the
 * job, or all of them but barricades when none is.
 */
export function drawMarkers(ctx: DrawContext): void {
  const specs: PieceSpec[] = [];
  const system = jobSystem(ctx.job);
  if (system === undefined || system === 'confrontation') {
    for (let i = 0; i < MARKERS.campCount; i++) specs.push(camp(ctx));
    for (let i = 0; i < MARKERS.edgeCount; i++) specs.push(edge(ctx));
  }
  if (system === undefined || system === 'oldworld') {
    specs.push(footprint(ctx, ctx.labels.markers.ram), footprint(ctx, ctx.labels.markers.siegeTower));
  }
  if (ctx.job.list) {
    const nameOf = figureNamer(ctx);
    for (const b of barricades(ctx.job.list, ctx.lookup)) specs.push(barricade(ctx, nameOf(b.entryId, b.figure, b.figures), b.structurePoints));
  }
  placePieces(ctx, 'markers', specs);
}
