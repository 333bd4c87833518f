import { ORGANISER_SLIP } from '../../../../templates/tjost';
import { COLORS, LINE_MM, TYPE_PT } from '../../../../templates/style';
import type { DrawContext } from '../../context';
import { Flow } from '../../flow';
import { ORGANISER_TEXT } from '../../text/organiser';
import { box } from '../tjost/table';
import { jobEvent, jobRound, playerOf } from './event';
import { drawHeading } from '../../typography';

/** One player's half of a slip: name, people, then the boxes the players fill in. */
function side(ctx: DrawContext, x: number, y: number, width: number, player: { name: string; faction: string }): void {
  const { pdf } = ctx;
  const t = ORGANISER_TEXT[ctx.lang].slips;
  const label = { sizePt: TYPE_PT.small, weight: 'bold' as const, widthMm: width - 2 };
  let cy = y;
  cy += pdf.text(player.name, x, cy, { sizePt: TYPE_PT.heading, weight: 'heading', widthMm: width - 2 });
  cy += pdf.text(player.faction || ' ', x, cy, { sizePt: TYPE_PT.small, color: COLORS.muted, widthMm: width - 2 }) + 1.5;
  for (const what of [t.pf, t.losses]) {
    pdf.text(what, x, cy + 1.5, { ...label, widthMm: width - ORGANISER_SLIP.numberBoxMm - 4 });
    pdf.rect(x + width - ORGANISER_SLIP.numberBoxMm - 3, cy, ORGANISER_SLIP.numberBoxMm, ORGANISER_SLIP.rowMm - 1.5, { color: COLORS.text, widthMm: LINE_MM.box });
    cy += ORGANISER_SLIP.rowMm;
  }
  pdf.text(`${t.mission}:`, x, cy, label);
  cy += 4;
  let bx = x;
  for (const n of ['1', '2', '3', '4', '–']) {
    box(ctx, bx, cy, ORGANISER_SLIP.tickMm);
    pdf.text(n, bx + ORGANISER_SLIP.tickMm + 1, cy - 0.1, { sizePt: TYPE_PT.body });
    bx += ORGANISER_SLIP.tickMm + 8;
  }
  cy += ORGANISER_SLIP.tickMm + 2.5;
  for (const what of [t.extended, t.broken]) {
    box(ctx, x, cy, ORGANISER_SLIP.tickMm);
    pdf.text(what, x + ORGANISER_SLIP.tickMm + 1.5, cy - 0.1, { sizePt: TYPE_PT.small, widthMm: width - ORGANISER_SLIP.tickMm - 4 });
    cy += ORGANISER_SLIP.tickMm + 2;
  }
  cy += ORGANISER_SLIP.signatureGapMm;
  pdf.line(x, cy, x + width - 6, cy, { color: COLORS.text, widthMm: LINE_MM.rule * 2 });
  pdf.text(t.sign, x, cy + 0.8, { sizePt: TYPE_PT.small, color: COLORS.muted });
}

/**
 * Score slips of a round, one per table, several to a page with a cut line between them: both
 * players' PF, AP lost, the mission round, broken armies, the outcome and both signatures.
 */
export function drawSlips(ctx: DrawContext): void {
  const { pdf } = ctx;
  const o = ORGANISER_TEXT[ctx.lang];
  const t = o.slips;
  const event = jobEvent(ctx);
  const round = jobRound(ctx, event);
  const flow = new Flow(ctx, 'slips');
  if (!round) return;
  const h = ORGANISER_SLIP.heightMm;
  round.pairings.forEach((p, i) => {
    if (i > 0) flow.ensure(h + ORGANISER_SLIP.gapMm);
    if (flow.y > flow.page.content.yMm + 1e-6) {
      const cut = flow.y + ORGANISER_SLIP.gapMm / 2;
      pdf.line(flow.x, cut, flow.x + flow.width, cut, { color: COLORS.cut, widthMm: LINE_MM.cut });
      flow.y += ORGANISER_SLIP.gapMm;
    }
    const top = flow.y;
    const title = `${t.title} · ${o.round(round.number)} · ${t.table} ${p.table}`;
    drawHeading(pdf, title, flow.x, top, flow.width * 0.6);
    pdf.text(event.name, flow.x + flow.width * 0.6, top, { sizePt: TYPE_PT.small, color: COLORS.muted, widthMm: flow.width * 0.4, align: 'right' });
    const half = flow.width / 2;
    side(ctx, flow.x, top + 7, half - 2, playerOf(ctx, event, p.a));
    side(ctx, flow.x + half + 2, top + 7, half - 2, playerOf(ctx, event, p.b));
    pdf.line(flow.x + half, top + 7, flow.x + half, top + h - 12, { color: COLORS.rule, widthMm: LINE_MM.rule });
    const oy = top + h - 9;
    pdf.text(`${t.outcome}: ${t.outcomes}`, flow.x, oy, { sizePt: TYPE_PT.body, weight: 'bold', widthMm: flow.width });
    pdf.text(t.note, flow.x, oy + 4.5, { sizePt: TYPE_PT.small, color: COLORS.muted, widthMm: flow.width });
    ctx.record.pages[ctx.record.pages.length - 1]?.pieces.push({ kind: 'slip', document: 'slips', xMm: flow.x, yMm: top, widthMm: flow.width, heightMm: h, label: String(p.table) });
    flow.y = top + h;
  });
}
