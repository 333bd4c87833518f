import { MISSIONS } from '../../../../core/systems/confrontation/tjost/missions';
import { ORGANISER_SLIP } from '../../../../templates/tjost';
import { COLORS, LINE_MM, TYPE_PT } from '../../../../templates/style';
import type { DrawContext } from '../../context';
import { Flow } from '../../flow';
import type { TextStyle } from '../../pdf';
import { ORGANISER_TEXT } from '../../text/organiser';
import { box, breakAtSpaces } from '../tjost/table';
import { jobEvent, jobRound, playerOf } from './event';
import { drawHeading } from '../../typography';

const S = ORGANISER_SLIP;
const LABEL: TextStyle = { sizePt: TYPE_PT.small, weight: 'bold' };
const TICK_TEXT: TextStyle = { sizePt: TYPE_PT.small };

/**
 * Where tick boxes with their words go: left to right, a new line when the next does not fit in
 * `width`. Each entry is the box's position relative to (0, 0); `height` is that of all lines.
 */
function tickLayout(ctx: DrawContext, labels: readonly string[], width: number): { at: { x: number; y: number }[]; height: number } {
  const at: { x: number; y: number }[] = [];
  let x = 0;
  let line = 0;
  for (const label of labels) {
    const w = S.tickMm + S.tickTextGapMm + ctx.pdf.textWidth(label, TICK_TEXT);
    if (x > 0 && x + w > width) {
      x = 0;
      line += 1;
    }
    at.push({ x, y: line * S.tickRowMm });
    x += w + S.tickGapMm;
  }
  return { at, height: (line + 1) * S.tickRowMm };
}

/** Columns for the eight missions: as many (up to `missionColumns`) as keep every name on one line. */
function missionColumns(ctx: DrawContext, names: readonly string[], width: number): number {
  for (let cols = S.missionColumns; cols > 1; cols--) {
    const room = width / cols - S.tickMm - S.tickTextGapMm - S.tickGapMm;
    if (names.every((n) => ctx.pdf.textWidth(n, TICK_TEXT) <= room)) return cols;
  }
  return 1;
}

/**
 * One player's half of a slip, in the order the result is entered in the app: name and people,
 * PF and AP lost, the mission played (the eight to tick), the round it was fulfilled in, Boundary
 * Stones held and army broken, the player's own result to tick (named, so no tick is the other
 * player's), the signature. Returns its height; draws only when `draw` is set (else it measures).
 */
function side(ctx: DrawContext, x: number, y: number, width: number, player: { name: string; faction: string }, draw: boolean): number {
  const { pdf } = ctx;
  const t = ORGANISER_TEXT[ctx.lang].slips;
  // Names and peoples wrap at spaces only, as on the pairings: "Goblins von" / "No-Dan-Kar".
  const measure = (str: string, style: TextStyle): number => pdf.textHeight(breakAtSpaces(pdf, str, style), style);
  /** Sets a text (when drawing); returns its height either way. */
  const text = (str: string, tx: number, ty: number, style: TextStyle): number => (draw ? pdf.text(breakAtSpaces(pdf, str, style), tx, ty, style) : measure(str, style));
  /** Tick boxes from `dx` on, in the rest of the width; returns their height. */
  const ticks = (labels: readonly string[], ty: number, dx = 0): number => {
    const layout = tickLayout(ctx, labels, width - dx);
    if (draw) {
      labels.forEach((label, i) => {
        const p = layout.at[i]!;
        box(ctx, x + dx + p.x, ty + p.y, S.tickMm);
        pdf.text(label, x + dx + p.x + S.tickMm + S.tickTextGapMm, ty + p.y + S.tickTextDropMm, TICK_TEXT);
      });
    }
    return layout.height;
  };
  let cy = y;
  cy += text(player.name, x, cy, { sizePt: TYPE_PT.heading, weight: 'heading', widthMm: width - 2 });
  cy += text(player.faction || ' ', x, cy, { sizePt: TYPE_PT.small, color: COLORS.muted, widthMm: width - 2 }) + S.afterNameMm;

  // PF and AP lost side by side, each a box under its label; PF as wide as its label needs (within reason).
  const pfWidth = Math.min(Math.max((width - S.tickGapMm) / 2, pdf.textWidth(t.pf, LABEL) + 2), width * S.pfShare);
  const fields = [
    { label: t.pf, x, w: pfWidth },
    { label: t.losses, x: x + pfWidth + S.tickGapMm, w: width - pfWidth - S.tickGapMm },
  ];
  const labelHeight = Math.max(...fields.map((f) => measure(f.label, { ...LABEL, widthMm: f.w - 1 })));
  for (const f of fields) {
    text(f.label, f.x, cy, { ...LABEL, widthMm: f.w - 1 });
    if (draw) pdf.rect(f.x, cy + labelHeight, f.w - S.tickGapMm, S.numberBoxHeightMm, { color: COLORS.text, widthMm: LINE_MM.box });
  }
  cy += labelHeight + S.numberBoxHeightMm + S.blockGapMm;

  // The mission played: the eight, to tick one, in columns.
  cy += text(`${t.missionPlayed}:`, x, cy, { ...LABEL, widthMm: width });
  const names = MISSIONS.map((m) => m.name[ctx.lang]);
  const cols = missionColumns(ctx, names, width);
  const colW = width / cols;
  if (draw) {
    names.forEach((name, i) => {
      const mx = x + (i % cols) * colW;
      const my = cy + Math.floor(i / cols) * S.tickRowMm;
      box(ctx, mx, my, S.tickMm);
      pdf.text(name, mx + S.tickMm + S.tickTextGapMm, my + S.tickTextDropMm, TICK_TEXT);
    });
  }
  cy += Math.ceil(names.length / cols) * S.tickRowMm + S.blockGapMm;

  // The round it was fulfilled in (– not): after its label, or under it where the line is too short.
  const lead = `${t.mission}:`;
  const leadWidth = pdf.textWidth(lead, LABEL) + S.tickGapMm;
  const rounds = ['1', '2', '3', '4', '–'];
  if (tickLayout(ctx, rounds, width - leadWidth).height <= S.tickRowMm) {
    text(lead, x, cy + S.tickTextDropMm, LABEL);
    cy += ticks(rounds, cy, leadWidth);
  } else {
    cy += text(lead, x, cy, { ...LABEL, widthMm: width });
    cy += ticks(rounds, cy);
  }
  cy += ticks([t.extended, t.broken], cy) + S.blockGapMm;

  // The player's own result, named.
  cy += text(`${t.outcomeOf(player.name)}:`, x, cy, { ...LABEL, widthMm: width });
  cy += ticks([t.outcomes.won, t.outcomes.draw, t.outcomes.lost, t.outcomes['both-lose']], cy);

  cy += S.signatureGapMm;
  if (draw) pdf.line(x, cy, x + width - 6, cy, { color: COLORS.text, widthMm: LINE_MM.rule * 2 });
  cy += text(t.sign, x, cy + 0.8, { sizePt: TYPE_PT.small, color: COLORS.muted }) + 0.8;
  return cy - y;
}

/**
 * Score slips of a round, one per table, several to a page with a cut line between them: for each
 * player PF, AP lost, the mission played and the round it was fulfilled in, broken armies, their
 * own result and signature.
 */
export function drawSlips(ctx: DrawContext): void {
  const { pdf } = ctx;
  const o = ORGANISER_TEXT[ctx.lang];
  const t = o.slips;
  const event = jobEvent(ctx);
  const round = jobRound(ctx, event);
  const flow = new Flow(ctx, 'slips');
  if (!round) return;
  round.pairings.forEach((p, i) => {
    const half = flow.width / 2;
    const a = playerOf(ctx, event, p.a);
    const b = playerOf(ctx, event, p.b);
    // As tall as designed, or as its taller half needs (a name on two lines).
    const sides = Math.max(side(ctx, flow.x, 0, half - 2, a, false), side(ctx, flow.x, 0, half - 2, b, false));
    const h = Math.max(S.heightMm, S.headMm + sides + S.noteMm);
    if (i > 0) flow.ensure(h + S.gapMm);
    if (flow.y > flow.page.content.yMm + 1e-6) {
      const cut = flow.y + S.gapMm / 2;
      pdf.line(flow.x, cut, flow.x + flow.width, cut, { color: COLORS.cut, widthMm: LINE_MM.cut });
      flow.y += S.gapMm;
    }
    const top = flow.y;
    const title = `${t.title} · ${o.round(round.number)} · ${t.table} ${p.table}`;
    drawHeading(pdf, title, flow.x, top, flow.width * 0.6);
    pdf.text(event.name, flow.x + flow.width * 0.6, top, { sizePt: TYPE_PT.small, color: COLORS.muted, widthMm: flow.width * 0.4, align: 'right' });
    side(ctx, flow.x, top + S.headMm, half - 2, a, true);
    side(ctx, flow.x + half + 2, top + S.headMm, half - 2, b, true);
    pdf.line(flow.x + half, top + S.headMm, flow.x + half, top + S.headMm + sides, { color: COLORS.rule, widthMm: LINE_MM.rule });
    pdf.text(t.note, flow.x, top + h - S.noteMm + 1, { sizePt: TYPE_PT.small, color: COLORS.muted, widthMm: flow.width });
    ctx.record.pages[ctx.record.pages.length - 1]?.pieces.push({ kind: 'slip', document: 'slips', xMm: flow.x, yMm: top, widthMm: flow.width, heightMm: h, label: String(p.table) });
    flow.y = top + h;
  });
}
