import { zoneTemplates } from '../../../core/print/content';
import { DISPERSION, STRAY_RULER } from '../../../templates/pieces';
import { COLORS, LINE_MM, TYPE_PT } from '../../../templates/style';
import { cardNameById, type DrawContext } from '../context';
import { placePieces, type PieceSpec } from '../place';
import { STRAY_DISTANCES_CM } from '../../../core/systems/confrontation/fortification';
import { formatMm } from '../text/labels';

const MARK = { color: COLORS.text, widthMm: LINE_MM.mark };

/** Diameters to print: one per zone-artillery card of the list, then those asked for by hand. */
export function templateSources(ctx: DrawContext): { name: string; diameterMm: number }[] {
  const out: { name: string; diameterMm: number }[] = [];
  if (ctx.job.list) {
    for (const need of zoneTemplates(ctx.job.list, ctx.lookup)) {
      out.push({ name: cardNameById(ctx, need.cardId), diameterMm: need.diameterMm ?? DISPERSION.defaultDiameterMm });
    }
  }
  for (const d of ctx.job.options?.diameters ?? []) out.push({ name: ctx.labels.templates.onDemand, diameterMm: d });
  return out;
}

/** The template face: 1 cm rings, centre cross, six numbered arrows, arrow 1 marked. */
function drawTemplate(ctx: DrawContext, x: number, y: number, d: number): void {
  const { pdf } = ctx;
  const r = d / 2;
  const cx = x + r;
  const cy = y + r;
  for (let ring = DISPERSION.ringStepMm; ring < r - 0.5; ring += DISPERSION.ringStepMm) pdf.circle(cx, cy, ring, MARK);
  const arm = Math.min(DISPERSION.crossArmMm, DISPERSION.ringStepMm / 2);
  pdf.line(cx - arm, cy, cx + arm, cy, MARK);
  pdf.line(cx, cy - arm, cx, cy + arm, MARK);

  const length = Math.min(DISPERSION.arrowLengthMm, r * 0.35);
  const head = Math.min(DISPERSION.arrowHeadMm, length * 0.45);
  const outer = r - DISPERSION.arrowInsetMm;
  for (let k = 0; k < DISPERSION.arrows; k++) {
    const deg = DISPERSION.firstArrowDeg - (360 / DISPERSION.arrows) * k;
    const rad = (deg * Math.PI) / 180;
    const ux = Math.cos(rad);
    const uy = -Math.sin(rad);
    const at = (dist: number, side = 0): [number, number] => [cx + ux * dist - uy * side, cy + uy * dist + ux * side];
    const first = k === 0;
    const stroke = { color: COLORS.text, widthMm: first ? LINE_MM.box * 2 : LINE_MM.box };
    const [tx, ty] = at(outer - length);
    const [hx, hy] = at(outer - head);
    pdf.line(tx, ty, hx, hy, stroke);
    pdf.polygon([at(outer), at(outer - head, head / 2), at(outer - head, -head / 2)], undefined, COLORS.text);
    const [nx, ny] = at(outer - length - DISPERSION.firstArrowMarkMm / 2 - 0.5);
    const label = String(k + 1);
    const style = { sizePt: TYPE_PT.body, weight: 'bold' as const, widthMm: DISPERSION.firstArrowMarkMm, align: 'center' as const };
    const h = pdf.textHeight(label, style);
    if (first) pdf.circle(nx, ny, DISPERSION.firstArrowMarkMm / 2, undefined, COLORS.text);
    pdf.text(label, nx - DISPERSION.firstArrowMarkMm / 2, ny - h / 2, { ...style, color: first ? '#ffffff' : COLORS.text });
  }
}

/** The stray table printed beside a template: title, d6 -> distance, a hint on arrow 1. */
function strayTable(ctx: DrawContext, title: string): PieceSpec {
  const { pdf, labels } = ctx;
  const t = DISPERSION.table;
  const distances = STRAY_DISTANCES_CM;
  const titleStyle = { sizePt: TYPE_PT.body, weight: 'bold' as const, widthMm: t.widthMm };
  const hintStyle = { sizePt: TYPE_PT.small, widthMm: t.widthMm, color: COLORS.muted };
  const titleH = pdf.textHeight(title, titleStyle) + 1;
  const tableH = t.rowMm * (distances.length + 1);
  const hintH = pdf.textHeight(labels.templates.lineOfFire, hintStyle);
  return {
    kind: 'stray-table',
    widthMm: t.widthMm,
    heightMm: titleH + tableH + 1.5 + hintH,
    cut: 'none',
    draw(x, y) {
      pdf.text(title, x, y, titleStyle);
      let row = y + titleH;
      const half = t.widthMm / 2;
      const cell = (text: string, col: number, bold = false): void => {
        const style = { sizePt: TYPE_PT.table, weight: bold ? ('bold' as const) : ('regular' as const), widthMm: half, align: 'center' as const };
        pdf.text(text, x + col * half, row + (t.rowMm - pdf.textHeight(text, style)) / 2, style);
      };
      pdf.rect(x, row, t.widthMm, t.rowMm, undefined, COLORS.shade);
      cell(labels.templates.d6, 0, true);
      cell(`${labels.templates.strayTable} (${labels.cm})`, 1, true);
      distances.forEach((cm, i) => {
        row += t.rowMm;
        cell(String(i + 1), 0, true);
        cell(`${cm} ${labels.cm}`, 1);
      });
      const box = { color: COLORS.text, widthMm: LINE_MM.rule };
      for (let i = 0; i <= distances.length + 1; i++) pdf.line(x, y + titleH + i * t.rowMm, x + t.widthMm, y + titleH + i * t.rowMm, box);
      for (const col of [0, half, t.widthMm]) pdf.line(x + col, y + titleH, x + col, y + titleH + tableH, box);
      pdf.text(labels.templates.lineOfFire, x, y + titleH + tableH + 1.5, hintStyle);
    },
  };
}

/** The 14 cm stray ruler: 0 at the left cut edge, 1 cm ticks, long marks at the stray distances. */
function strayRuler(ctx: DrawContext): PieceSpec {
  const { pdf, labels } = ctx;
  const distances = STRAY_DISTANCES_CM;
  return {
    kind: 'stray-ruler',
    widthMm: STRAY_RULER.lengthMm,
    heightMm: STRAY_RULER.widthMm,
    cut: 'rect',
    newRow: true,
    label: labels.templates.strayRuler,
    draw(x, y) {
      for (let cm = 1; cm * 10 <= STRAY_RULER.lengthMm; cm++) {
        const long = distances.includes(cm);
        pdf.line(x + cm * 10, y, x + cm * 10, y + (long ? STRAY_RULER.tickMm : STRAY_RULER.tickMm / 2), MARK);
      }
      distances.forEach((cm, i) => {
        const style = { sizePt: TYPE_PT.tiny, widthMm: 10, align: 'center' as const };
        const left = Math.min(Math.max(x + cm * 10 - 5, x), x + STRAY_RULER.lengthMm - 10);
        pdf.text(`${i + 1}: ${cm}`, left, y + STRAY_RULER.tickMm + 0.8, { ...style, weight: 'bold' });
      });
      pdf.text(`${labels.templates.strayRuler} (${labels.templates.d6}: ${labels.cm})`, x + 2, y + STRAY_RULER.widthMm - 3.2, { sizePt: TYPE_PT.tiny, color: COLORS.muted });
    },
  };
}

/** Dispersion templates: each with its stray table beside it and a stray ruler below. */
export function drawTemplates(ctx: DrawContext): void {
  const specs: PieceSpec[] = [];
  for (const source of templateSources(ctx)) {
    const d = source.diameterMm;
    specs.push({
      kind: 'dispersion-template',
      widthMm: d,
      heightMm: d,
      cut: 'circle',
      newRow: true,
      label: source.name,
      data: { diameterMm: d, ringStepMm: DISPERSION.ringStepMm },
      draw: (x, y) => drawTemplate(ctx, x, y, d),
    });
    specs.push(strayTable(ctx, `${source.name} – Ø ${formatMm(d, ctx.lang)} mm`));
    specs.push(strayRuler(ctx));
  }
  placePieces(ctx, 'templates', specs);
}
