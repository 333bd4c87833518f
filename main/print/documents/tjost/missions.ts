import { BOUNDARY_STONES_BONUS, MISSION_BONUS_BY_ROUND, MISSIONS, type Mission } from '../../../../core/systems/confrontation/tjost/missions';
import { MISSION_CARD } from '../../../../templates/tjost';
import { COLORS, FIT_PT, LINE_MM, TYPE_PT } from '../../../../templates/style';
import type { DrawContext } from '../../context';
import type { TextStyle } from '../../pdf';
import { placePieces, type PieceSpec } from '../../place';
import { TJOST_TEXT } from '../../text/tjost';
import { centred } from '../shapes';

const FRAME = { color: COLORS.text, widthMm: LINE_MM.box };

interface CardText {
  goal: string;
  fine?: string;
  note?: string;
}

/** Largest body size (FIT_PT.missionBody, half points) at which the texts fit the card's free height. */
function bodySize(ctx: DrawContext, texts: CardText, widthMm: number, heightMm: number): number {
  const total = (pt: number): number => {
    const style: TextStyle = { sizePt: pt, widthMm };
    let h = ctx.pdf.textHeight(texts.goal, style);
    if (texts.fine) h += 1.5 + ctx.pdf.textHeight(texts.fine, { ...style, sizePt: pt - 1 });
    if (texts.note) h += 1.5 + ctx.pdf.textHeight(texts.note, { ...style, sizePt: pt - 1, weight: 'bold' });
    return h;
  };
  for (let pt = FIT_PT.missionBody.max; pt > FIT_PT.missionBody.min; pt -= 0.5) if (total(pt) <= heightMm) return pt;
  return FIT_PT.missionBody.min;
}

/** The bonus PF of a mission, one cell per round (Grenzsteine: round 3 and held to round 4). */
function bonusCells(ctx: DrawContext, m: Mission): { label: string; pf: number }[] {
  const t = TJOST_TEXT[ctx.lang].missions;
  if (m.id === 'boundary-stones') {
    return [
      { label: t.round(3), pf: BOUNDARY_STONES_BONUS.round3 },
      { label: t.extended, pf: BOUNDARY_STONES_BONUS.extended },
    ];
  }
  return ([1, 2, 3, 4] as const).map((r) => ({ label: t.round(r), pf: MISSION_BONUS_BY_ROUND[r] }));
}

function missionCard(ctx: DrawContext, m: Mission): PieceSpec {
  const { pdf, lang } = ctx;
  const t = TJOST_TEXT[lang].missions;
  const { widthMm: w, heightMm: h, paddingMm: pad, frameInsetMm: inset } = MISSION_CARD;
  const inner = w - 2 * pad;
  const texts: CardText = { goal: m.goal[lang] };
  if (m.fine) texts.fine = m.fine[lang];
  if (m.designation) texts.note = t.noteOnForm(m.designation[lang]);
  return {
    kind: 'mission-card',
    widthMm: w,
    heightMm: h,
    cut: 'rect',
    label: m.name[lang],
    data: { mission: m.id },
    draw(x, y) {
      pdf.rect(x + inset, y + inset, w - 2 * inset, h - 2 * inset, { ...FRAME, color: pdf.accent.strong });
      let cy = y + pad;
      cy += centred(pdf, t.kicker.toUpperCase(), x + pad, cy, inner, TYPE_PT.tiny, 'regular', COLORS.muted) + 0.8;
      cy += centred(pdf, m.name[lang], x + pad, cy, inner, FIT_PT.missionTitle, 'heading') + 1.2;
      pdf.line(x + pad, cy, x + w - pad, cy, { color: COLORS.rule, widthMm: LINE_MM.rule });
      cy += 2;
      const bandTop = y + h - inset - MISSION_CARD.bonusBandMm;
      const size = bodySize(ctx, texts, inner, bandTop - cy - 1.5);
      cy += pdf.text(texts.goal, x + pad, cy, { sizePt: size, widthMm: inner });
      if (texts.fine) cy += 1.5 + pdf.text(texts.fine, x + pad, cy + 1.5, { sizePt: size - 1, widthMm: inner, color: COLORS.muted });
      if (texts.note) pdf.text(texts.note, x + pad, cy + 1.5, { sizePt: size - 1, widthMm: inner, weight: 'bold' });
      pdf.rect(x + inset, bandTop, w - 2 * inset, MISSION_CARD.bonusBandMm, { ...FRAME, color: pdf.accent.strong }, pdf.accent.tint);
      centred(pdf, t.bonusTitle, x + pad, bandTop + 1.2, inner, TYPE_PT.tiny, 'regular', COLORS.muted);
      const cells = bonusCells(ctx, m);
      const cw = (w - 2 * inset) / cells.length;
      cells.forEach((c, i) => {
        const cx = x + inset + i * cw;
        if (i > 0) pdf.line(cx, bandTop + 4.5, cx, bandTop + MISSION_CARD.bonusBandMm - 1.2, { color: COLORS.rule, widthMm: LINE_MM.rule });
        centred(pdf, c.label, cx + 0.5, bandTop + 4.6, cw - 1, TYPE_PT.tiny);
        centred(pdf, `+${c.pf}`, cx + 0.5, bandTop + 8, cw - 1, TYPE_PT.heading, 'heading');
      });
    },
    drawBack(x, y) {
      pdf.rect(x + inset, y + inset, w - 2 * inset, h - 2 * inset, FRAME);
      pdf.rect(x + inset + 2, y + inset + 2, w - 2 * inset - 4, h - 2 * inset - 4, { color: COLORS.rule, widthMm: LINE_MM.rule });
      const d = MISSION_CARD.backDiamondMm / 2;
      const cx = x + w / 2;
      const cyy = y + h / 2;
      pdf.polygon([[cx, cyy - d], [cx + d, cyy], [cx, cyy + d], [cx - d, cyy]], { ...FRAME, color: pdf.accent.strong }, pdf.accent.tint);
      const title = t.back;
      const th = pdf.textHeight(title, { sizePt: TYPE_PT.title, weight: 'heading' });
      centred(pdf, title, x, cyy - th, w, TYPE_PT.title, 'heading');
      centred(pdf, t.backLine, x, cyy + 0.5, w, TYPE_PT.small, 'regular');
    },
  };
}

/**
 * The 8 TJOST missions as poker-size cards (63 x 88 mm) with cut lines: name, goal and fine
 * print in Muster's own words, the PF bonus in a band at the bottom. Each front page is followed
 * by its back page, mirrored for a flip on the long edge; all backs look the same.
 */
export function drawMissionCards(ctx: DrawContext): void {
  const t = TJOST_TEXT[ctx.lang].missions;
  placePieces(
    ctx,
    'missions',
    MISSIONS.map((m) => missionCard(ctx, m)),
    { duplex: true, hint: t.duplexHint },
  );
}
