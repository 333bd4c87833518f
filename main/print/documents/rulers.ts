import { RANGE_RULERS } from '../../../templates/pieces';
import { COLORS, LINE_MM, TYPE_PT } from '../../../templates/style';
import { inchToMm } from '../../../templates/units';
import type { DrawContext } from '../context';
import { placePieces, type PieceSpec } from '../place';
import { jobSystem } from '../../../core/print/job';

const MARK = { color: COLORS.text, widthMm: LINE_MM.mark };

interface Tick {
  atMm: number;
  long: boolean;
  label?: string;
}

/** A ruler standing upright on the page: its start at the top cut edge and its end at the bottom one (labelled, no tick), ticks from the left edge, name along the right. */
function ruler(ctx: DrawContext, kind: string, lengthMm: number, widthMm: number, ticks: Tick[], title: string): PieceSpec {
  const { pdf } = ctx;
  return {
    kind,
    widthMm,
    heightMm: lengthMm,
    cut: 'rect',
    label: title,
    data: { lengthMm },
    draw(x, y) {
      for (const t of ticks) {
        if (t.atMm > 0 && t.atMm < lengthMm) pdf.line(x, y + t.atMm, x + (t.long ? RANGE_RULERS.tickMm : RANGE_RULERS.halfTickMm), y + t.atMm, MARK);
        if (t.label === undefined) continue;
        const style = { sizePt: TYPE_PT.tiny, widthMm: 6 };
        const h = pdf.textHeight(t.label, style);
        const top = Math.min(Math.max(y + t.atMm - h / 2, y + 0.5), y + lengthMm - h - 0.5);
        pdf.text(t.label, x + RANGE_RULERS.tickMm + 0.8, top, style);
      }
      const cx = x + widthMm - 3.5;
      const cy = y + lengthMm / 2;
      pdf.rotated(-90, cx, cy, () => {
        pdf.text(title, cx - lengthMm / 2 + 5, cy - 1.6, { sizePt: TYPE_PT.body, weight: 'heading', widthMm: lengthMm - 10, align: 'center' });
      });
    },
  };
}

function metricRuler(ctx: DrawContext): PieceSpec {
  const m = RANGE_RULERS.metric;
  const ticks: Tick[] = [{ atMm: 0, long: true, label: '0' }];
  for (let at = m.halfStepMm; at < m.lengthMm; at += m.halfStepMm) {
    const long = at % m.stepMm === 0;
    ticks.push(long ? { atMm: at, long, label: String(at / 10) } : { atMm: at, long });
  }
  ticks.push({ atMm: m.lengthMm, long: true, label: String(m.lengthMm / 10) });
  return ruler(ctx, 'range-ruler-cm', m.lengthMm, m.widthMm, ticks, ctx.labels.rulers.metric);
}

function imperialRulers(ctx: DrawContext): PieceSpec[] {
  const r = RANGE_RULERS.imperial;
  const parts = Math.ceil(r.lengthIn / r.segmentIn);
  const out: PieceSpec[] = [];
  for (let part = 0; part < parts; part++) {
    const from = part * r.segmentIn;
    const to = Math.min(r.lengthIn, from + r.segmentIn);
    const ticks: Tick[] = [{ atMm: 0, long: true, label: String(from) }];
    for (let i = from * 2 + 1; i < to * 2; i++) {
      const inch = i / 2;
      const long = Number.isInteger(inch);
      const at = inchToMm(inch - from);
      ticks.push(long ? { atMm: at, long, label: String(inch) } : { atMm: at, long });
    }
    ticks.push({ atMm: inchToMm(to - from), long: true, label: String(to) });
    out.push(ruler(ctx, 'range-ruler-inch', inchToMm(to - from), r.widthMm, ticks, ctx.labels.rulers.imperial(part + 1, parts)));
  }
  return out;
}

/**
 * Range rulers: 20 cm (Confrontation) and 12 inch in two parts (Old World, Chronopia); a siege is
 * the Old World's; without a list or siege both.
 */
export function drawRulers(ctx: DrawContext): void {
  const system = jobSystem(ctx.job);
  const specs: PieceSpec[] = [];
  if (system === undefined || system === 'confrontation') for (let i = 0; i < RANGE_RULERS.metric.count; i++) specs.push(metricRuler(ctx));
  if (system === undefined || system !== 'confrontation') {
    for (let i = 0; i < RANGE_RULERS.imperial.count; i++) specs.push(...imperialRulers(ctx));
  }
  placePieces(ctx, 'rulers', specs);
}
