import { barricades } from '../../../core/print/content';
import { MARKERS, SP_TRACKER } from '../../../templates/pieces';
import { COLORS, LINE_MM, TYPE_PT } from '../../../templates/style';
import { cardNameById, type DrawContext } from '../context';
import { placePieces, type PieceSpec } from '../place';
import { centred, tickBoxes } from './shapes';

const FRAME = { color: COLORS.text, widthMm: LINE_MM.box };

function frame(ctx: DrawContext, x: number, y: number, w: number, h: number): void {
  const i = MARKERS.frameInsetMm;
  ctx.pdf.rect(x + i, y + i, w - 2 * i, h - 2 * i, FRAME);
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
      centred(pdf, labels.markers.camp, x, y + 7, w, TYPE_PT.heading, true);
      centred(pdf, `${labels.markers.resilience} ${MARKERS.campResilience} · ${labels.markers.structurePoints} ${MARKERS.campStructurePoints}`, x, y + 18, w, TYPE_PT.small);
      const n = MARKERS.campStructurePoints;
      const box = 4.5;
      tickBoxes(pdf, x + (w - n * box) / 2, y + h - 14, n, box, n);
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
      centred(pdf, labels.markers.edge, x, y + 20, w, TYPE_PT.heading, true);
      const i = MARKERS.frameInsetMm + 1.5;
      pdf.polygon([[x + w / 2, y + h - i], [x + w / 2 - 4, y + h - i - 5], [x + w / 2 + 4, y + h - i - 5]], undefined, COLORS.shade);
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
      centred(pdf, labels.markers.barricade, x, y + 5, w, TYPE_PT.small, true);
      centred(pdf, sapper, x + 3, y + 10, w - 6, TYPE_PT.tiny, false, COLORS.muted);
      centred(pdf, `${labels.markers.resilience} ${MARKERS.barricadeResilience}`, x, y + 24, w, TYPE_PT.tiny);
      const perRow = 4;
      const box = Math.min(SP_TRACKER.boxMm, (w - 8) / perRow);
      const shown = Math.min(sp, perRow * 3);
      tickBoxes(pdf, x + (w - Math.min(shown, perRow) * box) / 2, y + 29, shown, box, perRow);
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
      centred(pdf, name, x, y + h / 2 - 6, w, TYPE_PT.heading, true);
      centred(pdf, labels.markers.base(w, h), x, y + h / 2 + 1, w, TYPE_PT.small, false, COLORS.muted);
      pdf.polygon([[x + w / 2, y + MARKERS.frameInsetMm + 2], [x + w / 2 - 4, y + MARKERS.frameInsetMm + 7], [x + w / 2 + 4, y + MARKERS.frameInsetMm + 7]], undefined, COLORS.shade);
    },
  };
}

/**
 * Markers: camp and edge markers (TJOST) and one barricade per Sapper figure for Confrontation;
 * ram and siege tower footprints for the Old World; without a list, all of them but barricades.
 */
export function drawMarkers(ctx: DrawContext): void {
  const specs: PieceSpec[] = [];
  const system = ctx.job.list?.system;
  if (system === undefined || system === 'confrontation') {
    for (let i = 0; i < MARKERS.campCount; i++) specs.push(camp(ctx));
    for (let i = 0; i < MARKERS.edgeCount; i++) specs.push(edge(ctx));
  }
  if (system === undefined || system === 'oldworld') {
    specs.push({ ...footprint(ctx, ctx.labels.markers.ram), newRow: true }, footprint(ctx, ctx.labels.markers.siegeTower));
  }
  if (ctx.job.list) {
    barricades(ctx.job.list, ctx.lookup).forEach((b, i) => {
      const spec = barricade(ctx, `${cardNameById(ctx, b.cardId)} ${b.figure}`, b.structurePoints);
      specs.push(i === 0 ? { ...spec, newRow: true } : spec);
    });
  }
  placePieces(ctx, 'markers', specs);
}
