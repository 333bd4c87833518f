import { playerReports, reportName, reportSummary, reportSummaryText } from '../../../../core/systems/confrontation/tjost/organiser/report';
import { COLORS, TYPE_PT } from '../../../../templates/style';
import type { DrawContext } from '../../context';
import { Flow } from '../../flow';
import { ORGANISER_TEXT } from '../../text/organiser';
import { eventLine, jobEvent } from './event';

/**
 * The registration check report: the summary, then per player the list's check with every issue
 * in words (the same check and words as the app and `muster event check`); a player who dropped
 * out is marked so and set in grey.
 */
export function drawRegistration(ctx: DrawContext): void {
  const { pdf, lang } = ctx;
  const t = ORGANISER_TEXT[lang].registration;
  const event = jobEvent(ctx);
  const reports = playerReports(event, ctx.lookup, lang, ctx.now);
  const s = reportSummary(reports);
  const flow = new Flow(ctx, 'registration');
  eventLine(ctx, flow, event, reportSummaryText(s, lang));
  const body = { sizePt: TYPE_PT.body, widthMm: flow.width };
  for (const r of reports) {
    const head = [reportName(r, lang), r.faction, r.listFile].filter(Boolean).join(' – ');
    const status = r.missing ? t.missing : `${r.valid ? t.valid : t.invalid} · ${t.points(r.points)} · ${t.counts(r.errors, r.warnings)}`;
    const color = r.missing || r.dropped ? COLORS.muted : r.valid ? COLORS.ok : COLORS.error;
    const lines = r.issues.map((i) => ({ text: `${ctx.labels.validation[i.severity]}: ${i.message} [${i.code}]`, color: i.severity === 'error' ? COLORS.error : COLORS.warning }));
    const headH = pdf.textHeight(head, { ...body, weight: 'bold' }) + pdf.textHeight(status, body) + 1;
    flow.ensure(headH + (lines[0] ? pdf.textHeight(lines[0].text, { ...body, widthMm: flow.width - 4 }) : 0));
    flow.y += pdf.text(head, flow.x, flow.y, { ...body, weight: 'bold', ...(r.dropped ? { color: COLORS.muted } : {}) });
    flow.y += pdf.text(status, flow.x, flow.y, { ...body, color }) + 0.5;
    if (!r.missing && lines.length === 0) flow.y += pdf.text(t.noIssues, flow.x + 4, flow.y, { ...body, sizePt: TYPE_PT.small, color: COLORS.muted, widthMm: flow.width - 4 });
    for (const l of lines) {
      const style = { ...body, sizePt: TYPE_PT.small, color: l.color, widthMm: flow.width - 4 };
      flow.ensure(pdf.textHeight(l.text, style));
      flow.y += pdf.text(l.text, flow.x + 4, flow.y, style) + 0.3;
    }
    flow.y += 3;
  }
}
