import { TJOST } from '../../../../core/systems/confrontation/tjost/lists';
import { entryPoints } from '../../../../core/list/totals';
import { SELECTION_FORM } from '../../../../templates/tjost';
import { COLORS, LINE_MM, TYPE_PT } from '../../../../templates/style';
import { cardLabel, formatDate, type DrawContext } from '../../context';
import { Flow } from '../../flow';
import { TJOST_TEXT } from '../../text/tjost';
import { factionName, fieldRow, PLAIN, sectionTitle, headRow, tableRow, type TableSpec } from './table';
import { iconText, iconTextHeight } from '../../icons';

type CheckName = keyof (typeof TJOST_TEXT)['en']['selection']['checkNames'];
/** The checks of a selection list, by the rule code's name after `tjost.`. */
const CHECKS: readonly CheckName[] = ['selection-points', 'copies', 'personality-copies', 'forbidden-rank', 'forbidden-card'];

/**
 * The TJOST selection list form for the organiser: player and people, every entry with its AP
 * (each and in total), the total against 400 AP, and each check of the selection list with
 * passed or failed (with the problems in words), then a line for the organiser's signature.
 */
export function drawSelectionForm(ctx: DrawContext): void {
  const list = ctx.job.list;
  if (!list) return;
  const { pdf, labels, lang } = ctx;
  const t = TJOST_TEXT[lang].selection;
  const flow = new Flow(ctx, 'selection');
  const player = ctx.job.options?.player ?? list.player ?? '';
  fieldRow(ctx, flow, 24, [[labels.header.player, player], [labels.header.faction, factionName(ctx, list.faction, list.system)]], 7.5);
  fieldRow(ctx, flow, 24, [[labels.header.list, list.name], [labels.header.date, formatDate(ctx.now, lang)]], 7.5);
  flow.y += pdf.text(t.intro, flow.x, flow.y, { sizePt: TYPE_PT.small, color: COLORS.muted, widthMm: flow.width }) + 3;

  const spec: TableSpec = { columns: SELECTION_FORM.columns, right: new Set([0, 1, 5, 6]), paddingMm: SELECTION_FORM.cellPaddingMm };
  const head = [labels.columns.row, labels.columns.count, labels.columns.card, t.kind, labels.columns.rank, t.each, 'A.P.'];
  headRow(ctx, flow, spec, head);
  flow.onNewPage = () => headRow(ctx, flow, spec, head);
  let total = 0;
  list.entries.forEach((e, i) => {
    const card = ctx.lookup.card(e.cardId);
    const sum = entryPoints(e, card, ctx.lookup);
    total += sum;
    const kind = card ? labels.reference.kinds[card.kind] + (card.personality ? ` (${labels.reference.personality})` : '') : '';
    tableRow(ctx, flow, spec, [String(i + 1), String(e.count), card ? cardLabel(ctx, card) : labels.unknownCard(e.cardId), kind, card?.rank?.[lang] ?? '', card ? String(card.points) : '?', card ? String(sum) : '?'], PLAIN);
  });
  tableRow(ctx, flow, spec, ['', '', labels.total, '', '', '', t.total(total, TJOST.selectionLimit)], PLAIN, { total: true });
  flow.onNewPage = undefined;
  flow.y += 5;

  sectionTitle(ctx, flow, t.checks, CHECKS.length * SELECTION_FORM.checkRowMm);
  const items = ctx.validation?.items ?? [];
  for (const code of CHECKS) {
    const failed = items.filter((i) => i.code === `tjost.${code}`);
    const ok = ctx.validation !== undefined && failed.length === 0;
    const line = `${t.checkNames[code]}: ${ok ? t.passed : t.failed}`;
    const style = { sizePt: TYPE_PT.body, weight: 'bold' as const, color: ok ? COLORS.ok : COLORS.error };
    flow.ensure(iconTextHeight(pdf, line, flow.width, style));
    flow.y += iconText(pdf, ok ? 'valid' : 'error', line, flow.x, flow.y, flow.width, style) + 0.5;
    for (const f of failed) {
      const s = { sizePt: TYPE_PT.small, widthMm: flow.width - 6, color: COLORS.error };
      flow.ensure(pdf.textHeight(f.message, s));
      flow.y += pdf.text(f.message, flow.x + 6, flow.y, s) + 0.5;
    }
    flow.y += 1;
  }
  for (const o of items.filter((i) => !CHECKS.some((c) => `tjost.${c}` === i.code))) {
    const word = o.severity === 'error' ? labels.validation.error : labels.validation.warning;
    const text = `${word}: ${o.message}`;
    const s = { sizePt: TYPE_PT.small, color: o.severity === 'error' ? COLORS.error : COLORS.warning };
    flow.ensure(iconTextHeight(pdf, text, flow.width, s));
    flow.y += iconText(pdf, o.severity, text, flow.x, flow.y, flow.width, s) + 0.5;
  }

  flow.ensure(SELECTION_FORM.signatureGapMm + 6);
  const y = flow.y + SELECTION_FORM.signatureGapMm;
  pdf.line(flow.x, y, flow.x + flow.width / 2 - 8, y, { color: COLORS.text, widthMm: LINE_MM.rule * 2 });
  pdf.text(t.organiser, flow.x, y + 1, { sizePt: TYPE_PT.small, color: COLORS.muted });
  flow.y = y + 5;
}
