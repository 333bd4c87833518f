import { zoneTemplates } from '../../../core/systems/confrontation/fortification/counters';
import { DISPERSION, STRAY_RULER } from '../../../templates/pieces';
import { COLORS, LINE_MM, TYPE_PT } from '../../../templates/style';
import { cardNameById, contentArea, type DrawContext } from '../context';
import type { Area } from '../layout';
import { cluster, placePieces, type PieceSpec } from '../place';
import { STRAY_DISTANCES_CM } from '../../../core/systems/confrontation/fortification';
import { formatMm } from '../text/labels';
import { HEAD } from '../typography';

const MARK = { color: COLORS.text, widthMm: LINE_MM.mark };
/** Narrowest stray table set across (two rows): room for the row heads and six distances. */
const WIDE_TABLE_MIN_MM = 120;

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

/** Where a template's numbers sit: in the middle between two rings (or between the centre cross and the first ring), clear of both. */
interface DigitPlacement {
  /** Distance of each number's centre from the template's centre (mm). */
  centreMm: number;
  /** Radius of the disc behind number 1 (mm). */
  markMm: number;
  /** Where each arrow starts (its tail), from the centre (mm). */
  tailMm: number;
}

/** The rings of a template (mm from the centre), every ringStepMm inside its edge. */
export function templateRings(d: number): number[] {
  const out: number[] = [];
  for (let ring = DISPERSION.ringStepMm; ring < d / 2 - 0.5; ring += DISPERSION.ringStepMm) out.push(ring);
  return out;
}

/**
 * Numbers between the rings at every diameter from 30 to 180 mm: the outermost gap between two
 * rings (the first gap starts at the centre cross) that still leaves the arrow room outside it.
 */
export function digitPlacement(d: number): DigitPlacement {
  const r = d / 2;
  const outer = r - DISPERSION.arrowInsetMm;
  const step = DISPERSION.ringStepMm;
  const arm = Math.min(DISPERSION.crossArmMm, step / 2);
  let best: DigitPlacement | undefined;
  for (let inner = 0; inner + step <= r; inner += step) {
    const from = inner === 0 ? arm : inner;
    const centre = (from + inner + step) / 2;
    const markMm = Math.min(DISPERSION.firstArrowMarkMm / 2, (inner + step - from) / 2 - 0.75);
    if (centre + markMm + 0.5 > outer - DISPERSION.minArrowMm) break;
    best = { centreMm: centre, markMm, tailMm: Math.max(outer - DISPERSION.arrowLengthMm, centre + markMm + 0.5) };
  }
  return best ?? { centreMm: (arm + step) / 2, markMm: 2, tailMm: outer - DISPERSION.minArrowMm };
}

/** The template face: 1 cm rings, centre cross, six numbered arrows, arrow 1 marked, its name and diameter on the rim. */
function drawTemplate(ctx: DrawContext, x: number, y: number, d: number, name: string): void {
  const { pdf } = ctx;
  const r = d / 2;
  const cx = x + r;
  const cy = y + r;
  const rings = templateRings(d);
  for (const ring of rings) pdf.circle(cx, cy, ring, MARK);
  const arm = Math.min(DISPERSION.crossArmMm, DISPERSION.ringStepMm / 2);
  pdf.line(cx - arm, cy, cx + arm, cy, MARK);
  pdf.line(cx, cy - arm, cx, cy + arm, MARK);

  const place = digitPlacement(d);
  const outer = r - DISPERSION.arrowInsetMm;
  const head = Math.min(DISPERSION.arrowHeadMm, (outer - place.tailMm) * 0.45);
  for (let k = 0; k < DISPERSION.arrows; k++) {
    const deg = DISPERSION.firstArrowDeg - (360 / DISPERSION.arrows) * k;
    const rad = (deg * Math.PI) / 180;
    const ux = Math.cos(rad);
    const uy = -Math.sin(rad);
    const at = (dist: number, side = 0): [number, number] => [cx + ux * dist - uy * side, cy + uy * dist + ux * side];
    const first = k === 0;
    const stroke = { color: COLORS.text, widthMm: first ? LINE_MM.box * 2 : LINE_MM.box };
    const [tx, ty] = at(place.tailMm);
    const [hx, hy] = at(outer - head);
    pdf.line(tx, ty, hx, hy, stroke);
    pdf.polygon([at(outer), at(outer - head, head / 2), at(outer - head, -head / 2)], undefined, COLORS.text);
    const [nx, ny] = at(place.centreMm);
    const label = String(k + 1);
    const box = place.markMm * 2;
    const style = { sizePt: Math.min(TYPE_PT.body, place.markMm * 3.2), weight: 'bold' as const, widthMm: box, align: 'center' as const };
    const h = pdf.textHeight(label, style);
    if (first) pdf.circle(nx, ny, place.markMm, undefined, COLORS.text);
    pdf.text(label, nx - box / 2, ny - h / 2 + h * 0.08, { ...style, color: first ? COLORS.onAccent : COLORS.text });
  }
  rimLabel(ctx, cx, cy, r, rings[rings.length - 1] ?? 0, name, d);
}

/**
 * The template's name and diameter along its rim, between the outermost ring and the edge,
 * in the gap between arrows 4 and 5 (lower left), so a cut template still says what it is.
 */
function rimLabel(ctx: DrawContext, cx: number, cy: number, r: number, lastRing: number, name: string, d: number): void {
  const { pdf, lang } = ctx;
  const size = `Ø ${formatMm(d, lang)} mm`;
  const style = { sizePt: TYPE_PT.micro };
  const h = pdf.textHeight('Ø', style);
  const near = lastRing + 0.45;
  const far = near + h;
  // The label is a straight line: its ends reach further out than its middle, and it must stay between two arrows (±24°).
  const width = Math.min(2 * Math.sqrt(Math.max(0, (r - 0.6) ** 2 - far ** 2)), 2 * near * Math.tan((24 * Math.PI) / 180));
  const full = `${name} · ${size}`;
  const text = pdf.textWidth(full, style) <= width ? full : pdf.textWidth(size, style) <= width ? size : '';
  if (!text) return;
  pdf.rotated(30, cx, cy, () => pdf.text(text, cx - width / 2, cy + near, { ...style, widthMm: width, align: 'center', color: COLORS.muted }));
}

/**
 * The stray table printed with a template: title, d6 -> distance, a hint on arrow 1. `tall` is
 * two columns (d6, distance) set beside or below the template; `wide` is two rows across
 * `widthMm`, for a template too large to have the tall one beside or below it on the sheet.
 */
function strayTable(ctx: DrawContext, title: string, layout: 'tall' | 'wide' = 'tall', wideMm: number = DISPERSION.table.widthMm): PieceSpec {
  const { pdf, labels } = ctx;
  const t = DISPERSION.table;
  const distances = STRAY_DISTANCES_CM;
  const widthMm = layout === 'tall' ? t.widthMm : wideMm;
  const titleStyle = { sizePt: TYPE_PT.subheading, weight: 'heading' as const, widthMm };
  const hintStyle = { sizePt: TYPE_PT.small, widthMm, color: COLORS.muted };
  const titleH = pdf.textHeight(title, titleStyle) + 1;
  const rows = layout === 'tall' ? distances.length + 1 : 2;
  const tableH = t.rowMm * rows;
  const hintH = pdf.textHeight(labels.templates.lineOfFire, hintStyle);
  const head = { ...HEAD };
  const d6Head = labels.templates.d6;
  const strayHead = `${labels.templates.strayTable} (${labels.cm})`;
  // Wide: the first column takes the longer of the two row heads, the six dice share the rest.
  const firstMm = layout === 'wide' ? Math.max(pdf.textWidth(d6Head, head), pdf.textWidth(strayHead, head)) + 4 : 0;
  const columns = layout === 'tall' ? [0, widthMm / 2, widthMm] : [0, ...distances.map((_, i) => firstMm + ((widthMm - firstMm) * i) / distances.length), widthMm];
  return {
    kind: 'stray-table',
    widthMm,
    heightMm: titleH + tableH + 1.5 + hintH,
    cut: 'none',
    draw(x, y) {
      pdf.text(title, x, y, titleStyle);
      const top = y + titleH;
      const cell = (text: string, row: number, col: number, bold = false, isHead = false): void => {
        const w = (columns[col + 1] ?? widthMm) - (columns[col] ?? 0);
        const style = { ...(isHead ? HEAD : { sizePt: TYPE_PT.table, weight: bold ? ('bold' as const) : ('regular' as const) }), widthMm: w, align: 'center' as const };
        pdf.text(text, x + (columns[col] ?? 0), top + row * t.rowMm + (t.rowMm - pdf.textHeight(text, style)) / 2, style);
      };
      if (layout === 'tall') {
        pdf.rect(x, top, widthMm, t.rowMm, undefined, pdf.accent.strong);
        cell(d6Head, 0, 0, true, true);
        cell(strayHead, 0, 1, true, true);
        distances.forEach((cm, i) => {
          cell(String(i + 1), i + 1, 0, true);
          cell(`${cm} ${labels.cm}`, i + 1, 1);
        });
      } else {
        pdf.rect(x, top, firstMm, tableH, undefined, pdf.accent.strong);
        cell(d6Head, 0, 0, true, true);
        cell(strayHead, 1, 0, true, true);
        distances.forEach((cm, i) => {
          cell(String(i + 1), 0, i + 1, true);
          cell(`${cm} ${labels.cm}`, 1, i + 1);
        });
      }
      const box = { color: COLORS.text, widthMm: LINE_MM.rule };
      for (let i = 0; i <= rows; i++) pdf.line(x, top + i * t.rowMm, x + widthMm, top + i * t.rowMm, box);
      for (const col of columns) pdf.line(x + col, top, x + col, top + tableH, box);
      pdf.text(labels.templates.lineOfFire, x, top + tableH + 1.5, hintStyle);
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

/** Dispersion templates: each with its stray table beside it (below it when both do not fit across) on its page, and a stray ruler. */
export function drawTemplates(ctx: DrawContext): void {
  const specs: PieceSpec[] = [];
  const area = contentArea(ctx.paper, true);
  for (const source of templateSources(ctx)) {
    const d = source.diameterMm;
    const template: PieceSpec = {
      kind: 'dispersion-template',
      widthMm: d,
      heightMm: d,
      cut: 'circle',
      label: source.name,
      data: { diameterMm: d, ringStepMm: DISPERSION.ringStepMm },
      draw: (x, y) => drawTemplate(ctx, x, y, d, source.name),
    };
    const title = `${source.name} – Ø ${formatMm(d, ctx.lang)} mm`;
    // The table goes with its template, on its page: beside or below it, else (a template too large
    // for that) set across below it; the packer moves the whole block to a new page when it does not fit.
    const kept = cluster('dispersion-template-with-table', [template, strayTable(ctx, title)], area);
    const block = kept.length === 1 ? kept : cluster('dispersion-template-with-table', [template, strayTable(ctx, title, 'wide', Math.min(area.widthMm, Math.max(d, WIDE_TABLE_MIN_MM)))], area);
    specs.push(...withRuler(block.length === 1 ? block : kept, strayRuler(ctx), area));
  }
  placePieces(ctx, 'templates', specs);
}

/**
 * A template and its table (one piece, or its parts when they are not) with the stray ruler beside
 * them, as one piece: the ruler below (or beside) whichever shape of the pair the packer finds room
 * for, so the ruler is on the template's page however many other pieces share the sheets ("all").
 * Separate pieces only when no shape with the ruler fits the page.
 */
function withRuler(pair: readonly PieceSpec[], ruler: PieceSpec, area: Pick<Area, 'widthMm' | 'heightMm'>): PieceSpec[] {
  const [one] = pair;
  if (pair.length !== 1 || !one) return [...pair, ruler];
  const shapes = [one, ...(one.variants ?? [])].flatMap((shape) => {
    const joined = cluster('dispersion-template-with-ruler', [shape, ruler], area);
    const [first] = joined;
    return joined.length === 1 && first ? [first, ...(first.variants ?? [])] : [];
  });
  const [first, ...others] = shapes;
  if (!first) return [...pair, ruler];
  return [{ ...first, variants: others }];
}
