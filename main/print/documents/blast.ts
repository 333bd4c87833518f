import { BLAST } from '../../../templates/pieces';
import { COLORS, LINE_MM, TYPE_PT } from '../../../templates/style';
import { MM_PER_INCH } from '../../../templates/units';
import type { DrawContext } from '../context';
import { placePieces, type PieceSpec } from '../place';

const MARK = { color: COLORS.text, widthMm: LINE_MM.mark };

/** One blast template of `d` mm (a 3 or 5 inch circle with a centre hole mark), as a piece to place. */
export function blastTemplate(ctx: DrawContext, d: number): PieceSpec {
  const { pdf, labels } = ctx;
  const inch = Math.round((d / MM_PER_INCH) * 10) / 10;
  const title = labels.blast.title(inch);
  return {
    kind: 'blast-template',
    widthMm: d,
    heightMm: d,
    cut: 'circle',
    label: title,
    data: { diameterMm: d, inch },
    draw(x: number, y: number) {
      const cx = x + d / 2;
      const cy = y + d / 2;
      pdf.circle(cx, cy, BLAST.holeMm / 2, MARK);
      pdf.line(cx - BLAST.crossArmMm, cy, cx + BLAST.crossArmMm, cy, MARK);
      pdf.line(cx, cy - BLAST.crossArmMm, cx, cy + BLAST.crossArmMm, MARK);
      const style = { sizePt: TYPE_PT.subheading, weight: 'heading' as const, widthMm: d * 0.7, align: 'center' as const };
      pdf.text(title, cx - d * 0.35, cy + d * 0.22, style);
      pdf.text(labels.blast.hole, cx - d * 0.35, cy + BLAST.crossArmMm + 1.5, { ...style, weight: 'regular', sizePt: TYPE_PT.tiny, color: COLORS.muted });
    },
  };
}

/** Blast templates (Old World): 3 inch and 5 inch circles with a centre hole mark. */
export function drawBlast(ctx: DrawContext): void {
  placePieces(ctx, 'blast', BLAST.diametersMm.map((d) => blastTemplate(ctx, d)));
}
