import { INCIDENT_TOKEN_KINDS, tokenPlan, type SpTracker } from '../../../core/systems/confrontation/fortification/counters';
import type { TokenKind } from '../../../core/print/job';
import { INCIDENTS } from '../../../core/systems/confrontation/fortification';
import { SP_TRACKER, TOKEN_DIAMETER_MM, TOKEN_LAYOUT } from '../../../templates/pieces';
import { COLORS, FIT_PT, LINE_MM, TYPE_PT } from '../../../templates/style';
import { entryNamer, figureName } from '../../../core/i18n/issues';
import type { DrawContext } from '../context';
import { placePieces, type PieceSpec } from '../place';
import { centred, counterTextRadius, fitLines, roundText, tickBoxes } from './shapes';

const RING = { color: COLORS.text, widthMm: LINE_MM.box };

/** The word on a counter: incident states as the rulebooks name them, the others from the labels. */
function tokenWord(ctx: DrawContext, kind: TokenKind): string {
  if (kind === 'speed' || kind === 'trap' || kind === 'decoy' || kind === 'jammed') return ctx.labels.tokens[kind];
  return INCIDENTS.find((i) => i.id === kind)?.name[ctx.lang] ?? kind;
}

/** Round counter: inner ring, its word inside it (each line fitted to the ring at its height), a small caption below. */
function counter(ctx: DrawContext, kind: TokenKind, caption: string): PieceSpec {
  const { pdf } = ctx;
  const d = TOKEN_DIAMETER_MM[kind];
  const word = tokenWord(ctx, kind);
  const r = d / 2;
  const room = counterTextRadius(d);
  const captionStyle = { sizePt: TYPE_PT.tiny };
  const fit = roundText(pdf, word, room, FIT_PT.token.max, FIT_PT.token.min, caption ? { heightMm: pdf.textHeight(caption, captionStyle), widthMm: pdf.textWidth(caption, captionStyle) } : undefined);
  return {
    kind: `token-${kind}`,
    widthMm: d,
    heightMm: d,
    cut: 'circle',
    label: word,
    draw(x, y) {
      pdf.circle(x + r, y + r, r - TOKEN_LAYOUT.ringInsetMm, RING);
      const top = y + r + fit.topMm;
      fit.lines.forEach((line, i) => centred(pdf, line, x + r - room, top + i * fit.lineMm, 2 * room, fit.sizePt, 'heading'));
      if (caption) centred(pdf, caption, x + r - room, top + fit.lines.length * fit.lineMm, 2 * room, TYPE_PT.tiny, 'regular', COLORS.muted);
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

/**
 * How a machine (or a Sapper's barricade) is named on its piece: its entry as the app names it
 * (entryNamer: the player's name for it, else the card's with its row "(#3)" where entries share
 * the name), and for an entry of several figures which one, as At the table counts them (figureName).
 */
export function figureNamer(ctx: DrawContext): (entryId: string, figure: number, figures: number) => string {
  const list = ctx.job.list;
  const entryName = list ? entryNamer(list, ctx.lookup, ctx.lang, { unknownCard: ctx.labels.unknownCard }) : (id: string) => id;
  return (entryId, figure, figures) => figureName(entryName(entryId), figure, figures);
}

/** A strip with the machine's name and "SP n" in its label column and a tick box per SP; it grows to hold a long name. */
function spTracker(ctx: DrawContext, t: SpTracker, name: string): PieceSpec {
  const { pdf, labels } = ctx;
  const perRow = SP_TRACKER.boxesPerRow;
  const cols = Math.min(t.structurePoints, perRow);
  const rows = Math.ceil(t.structurePoints / perRow);
  const pad = SP_TRACKER.paddingMm;
  const width = pad + SP_TRACKER.labelMm + cols * SP_TRACKER.boxMm + pad;
  const nameMm = SP_TRACKER.labelMm - 2;
  const fit = fitLines(pdf, name, nameMm, TYPE_PT.body, TYPE_PT.small, SP_TRACKER.nameLines);
  const nameStyle = { sizePt: fit.sizePt, weight: 'heading' as const };
  const lineMm = Math.max(...fit.lines.map((line) => pdf.textHeight(line, nameStyle)));
  const sp = `${labels.tokens.spTracker} ${t.structurePoints}`;
  const spStyle = { sizePt: TYPE_PT.tiny, color: COLORS.muted };
  const spMm = pdf.textHeight(sp, spStyle);
  const labelHeight = fit.lines.length * lineMm + SP_TRACKER.spGapMm + spMm;
  const height = Math.max(SP_TRACKER.heightMm, 2 * pad + rows * SP_TRACKER.boxMm, 2 * pad + labelHeight);
  return {
    kind: 'sp-tracker',
    widthMm: width,
    heightMm: height,
    cut: 'rect',
    label: name,
    data: { structurePoints: t.structurePoints },
    draw(x, y) {
      fit.lines.forEach((line, i) => pdf.text(line, x + pad, y + pad + i * lineMm, nameStyle));
      pdf.text(sp, x + pad, y + height - pad - spMm, spStyle);
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
  const nameOf = figureNamer(ctx);
  for (const t of plan.spTrackers) single.push(spTracker(ctx, t, nameOf(t.entryId, t.figure, t.figures)));
  if (single.length > 0 || duplex.length === 0) placePieces(ctx, 'tokens', single);
}
