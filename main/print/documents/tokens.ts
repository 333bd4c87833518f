import { INCIDENT_TOKEN_KINDS, tokenPlan, type SpTracker } from '../../../core/print/content';
import type { TokenKind } from '../../../core/print/job';
import { INCIDENTS } from '../../../core/systems/confrontation/fortification';
import { SP_TRACKER, TOKEN_DIAMETER_MM, TOKEN_LAYOUT } from '../../../templates/pieces';
import { COLORS, FIT_PT, LINE_MM, TYPE_PT } from '../../../templates/style';
import { cardNameById, type DrawContext } from '../context';
import { placePieces, type PieceSpec } from '../place';
import { centred, fitSize, tickBoxes } from './shapes';

const RING = { color: COLORS.text, widthMm: LINE_MM.box };

/** The word on a counter: incident states as the rulebooks name them, the others from the labels. */
function tokenWord(ctx: DrawContext, kind: TokenKind): string {
  if (kind === 'speed' || kind === 'trap' || kind === 'decoy' || kind === 'jammed') return ctx.labels.tokens[kind];
  return INCIDENTS.find((i) => i.id === kind)?.name[ctx.lang] ?? kind;
}

/** Round counter: inner ring, its word centred (sized to fit), a small caption below. */
function counter(ctx: DrawContext, kind: TokenKind, caption: string): PieceSpec {
  const { pdf } = ctx;
  const d = TOKEN_DIAMETER_MM[kind];
  const word = tokenWord(ctx, kind);
  const inner = d - 2 * TOKEN_LAYOUT.textInsetMm;
  const size = fitSize(pdf, word, inner, FIT_PT.token.max, FIT_PT.token.min);
  return {
    kind: `token-${kind}`,
    widthMm: d,
    heightMm: d,
    cut: 'circle',
    label: word,
    draw(x, y) {
      const r = d / 2;
      pdf.circle(x + r, y + r, r - TOKEN_LAYOUT.ringInsetMm, RING);
      const style = { sizePt: size, weight: 'heading' as const, widthMm: inner, align: 'center' as const };
      const h = pdf.textHeight(word, style);
      pdf.text(word, x + TOKEN_LAYOUT.textInsetMm, y + r - h / 2 - (caption ? 1 : 0), style);
      if (caption) centred(pdf, caption, x + TOKEN_LAYOUT.textInsetMm, y + r + h / 2, inner, TYPE_PT.tiny, 'regular', COLORS.muted);
    },
  };
}

/** The back shared by traps and decoys: nothing on it tells them apart. */
function trapDecoyBack(ctx: DrawContext, d: number): (x: number, y: number) => void {
  return (x, y) => {
    const r = d / 2;
    ctx.pdf.circle(x + r, y + r, r - TOKEN_LAYOUT.ringInsetMm, RING);
    ctx.pdf.circle(x + r, y + r, r - TOKEN_LAYOUT.backDiscInsetMm, undefined, COLORS.shade);
    const h = ctx.pdf.textHeight('?', { sizePt: TYPE_PT.title, weight: 'heading' });
    centred(ctx.pdf, '?', x, y + r - h * 0.75, d, TYPE_PT.title, 'heading');
    centred(ctx.pdf, ctx.labels.tokens.trapDecoyBack, x + TOKEN_LAYOUT.textInsetMm, y + r + h * 0.45, d - 2 * TOKEN_LAYOUT.textInsetMm, TYPE_PT.tiny);
  };
}

function spTracker(ctx: DrawContext, t: SpTracker): PieceSpec {
  const { pdf, labels } = ctx;
  const perRow = SP_TRACKER.boxesPerRow;
  const cols = Math.min(t.structurePoints, perRow);
  const rows = Math.ceil(t.structurePoints / perRow);
  const pad = SP_TRACKER.paddingMm;
  const width = pad + SP_TRACKER.labelMm + cols * SP_TRACKER.boxMm + pad;
  const height = Math.max(SP_TRACKER.heightMm, 2 * pad + rows * SP_TRACKER.boxMm);
  const name = `${cardNameById(ctx, t.cardId)} ${t.figure}`;
  return {
    kind: 'sp-tracker',
    widthMm: width,
    heightMm: height,
    cut: 'rect',
    label: name,
    data: { structurePoints: t.structurePoints },
    draw(x, y) {
      const style = { sizePt: TYPE_PT.body, weight: 'heading' as const, widthMm: SP_TRACKER.labelMm - 2 };
      pdf.text(name, x + pad, y + pad, style);
      pdf.text(`${labels.tokens.spTracker} ${t.structurePoints}`, x + pad, y + height - pad - 3, { sizePt: TYPE_PT.tiny, color: COLORS.muted });
      tickBoxes(pdf, x + pad + SP_TRACKER.labelMm, y + (height - rows * SP_TRACKER.boxMm) / 2, t.structurePoints, SP_TRACKER.boxMm, perRow);
    },
  };
}

/** `n` counters of one kind: the same piece (laid out once) placed `n` times. */
function repeat(n: number, piece: PieceSpec): PieceSpec[] {
  return Array.from({ length: n }, () => piece);
}

/**
 * Token sheets: first traps and decoys on duplex pages (each front page followed by its
 * mirrored back page, identical backs), then speed, jammed and incident counters and SP trackers.
 */
export function drawTokens(ctx: DrawContext): void {
  const list = ctx.job.list;
  if (!list) return;
  const plan = tokenPlan(list, ctx.lookup, ctx.job.options?.extraTokens ?? {});
  const c = plan.counts;
  const duplex: PieceSpec[] = [];
  for (const kind of ['trap', 'decoy'] as const) {
    duplex.push(...repeat(c[kind], { ...counter(ctx, kind, ''), drawBack: trapDecoyBack(ctx, TOKEN_DIAMETER_MM[kind]) }));
  }
  if (duplex.length > 0) placePieces(ctx, 'tokens', duplex, { duplex: true, hint: ctx.labels.tokens.duplexHint });
  const single: PieceSpec[] = [];
  single.push(...repeat(c.speed, counter(ctx, 'speed', '')));
  single.push(...repeat(c.jammed, counter(ctx, 'jammed', '')));
  for (const kind of INCIDENT_TOKEN_KINDS) {
    const roll = INCIDENTS.find((i) => i.id === kind)?.roll;
    single.push(...repeat(c[kind], counter(ctx, kind, roll === undefined ? '' : `${ctx.labels.templates.d6} ${roll}`)));
  }
  for (const t of plan.spTrackers) single.push(spTracker(ctx, t));
  if (single.length > 0 || duplex.length === 0) placePieces(ctx, 'tokens', single);
}
