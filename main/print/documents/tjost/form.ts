import { entryPoints, gameLimits, listFigures } from '../../../../core/list/totals';
import { needsBearer } from '../../../../core/systems/confrontation/tjost/lists';
import { MISSIONS } from '../../../../core/systems/confrontation/tjost/missions';
import { TJOST_FORM } from '../../../../templates/tjost';
import { COLORS, LINE_MM, SPACE_MM, TYPE_PT } from '../../../../templates/style';
import { cardLabel, formatDate, formatDateText, type DrawContext } from '../../context';
import { sheetEntryNamer } from '../../entries';
import { Flow } from '../../flow';
import { headingHeight } from '../../typography';
import { TJOST_TEXT } from '../../text/tjost';
import { box, factionName, field, fieldRow, headRow, PLAIN, sectionTitle, tableRow, type TableSpec } from './table';
import { iconText, iconTextHeight } from '../../icons';
import { validateForPrint } from '../../validation';

const CELL = TJOST_FORM.cellPaddingMm;

/**
 * The header: event, round, player, table, people, opponent and the date. A long value wraps and
 * its row grows; returns the gap between the form's sections, smaller by as much as the rows grew
 * (down to TJOST_FORM.sectionGapMinMm), so a long event or opponent does not push the signatures
 * off the page.
 */
function header(ctx: DrawContext, flow: Flow): number {
  const t = TJOST_TEXT[ctx.lang].form;
  const list = ctx.job.list;
  const tour = ctx.job.options?.tournament ?? {};
  const player = ctx.job.options?.player ?? list?.player ?? '';
  const faction = list ? factionName(ctx, list.faction, list.system) : (tour.faction ?? '');
  const opponent = [tour.opponent, tour.opponentFaction].filter(Boolean).join(' – ');
  const rows: [string, string][][] = [
    [[t.event, tour.event ?? ''], [t.round, tour.round ?? '']],
    [[t.player, player], [t.table, tour.table ?? '']],
    [[t.faction, faction], [t.opponent, opponent]],
  ];
  // A row is as tall as its taller field: a long event or opponent wraps onto lines of its own.
  let grown = 0;
  for (const row of rows) grown += fieldRow(ctx, flow, TJOST_FORM.fieldLabelMm, row, TJOST_FORM.fieldRowMm);
  // Printed for an event: the event's date; else the day it was printed.
  const date = tour.date ? formatDateText(tour.date, ctx.lang) : formatDate(ctx.now, ctx.lang);
  ctx.pdf.text(date, flow.x, flow.y, { sizePt: TYPE_PT.small, color: COLORS.muted });
  // The header's gap and those after the missions, terrain and game list give up the room the rows took.
  const gap = Math.max(TJOST_FORM.sectionGapMinMm, TJOST_FORM.sectionGapMm - grown / 4);
  flow.y += 4 + gap;
  return gap;
}

function missions(ctx: DrawContext, flow: Flow, gap: number): void {
  const { pdf, lang } = ctx;
  const t = TJOST_TEXT[lang].form;
  const cols = TJOST_FORM.missionColumns;
  const rows = Math.ceil(MISSIONS.length / cols);
  sectionTitle(ctx, flow, t.mission, rows * TJOST_FORM.missionRowMm + 16);
  pdf.text(t.missionHint, flow.x, flow.y, { sizePt: TYPE_PT.small, color: COLORS.muted, widthMm: flow.width });
  flow.y += 4.5;
  const colW = flow.width / cols;
  const s = TJOST_FORM.boxMm;
  MISSIONS.forEach((m, i) => {
    const x = flow.x + (i % cols) * colW;
    const y = flow.y + Math.floor(i / cols) * TJOST_FORM.missionRowMm;
    box(ctx, x, y, s);
    pdf.text(m.name[lang], x + s + 1.5, y - 0.2, { sizePt: TYPE_PT.body, weight: 'bold', widthMm: colW - s - 3 });
  });
  flow.y += rows * TJOST_FORM.missionRowMm;
  const labelMm = Math.max(TJOST_FORM.fieldLabelMm, pdf.textWidth(`${t.designation}:`, { sizePt: TYPE_PT.body, weight: 'bold' }) + 3);
  field(ctx, flow.x, flow.y, flow.width, labelMm, t.designation, '');
  flow.y += 5.5;
  pdf.text(t.designationHint, flow.x, flow.y, { sizePt: TYPE_PT.small, color: COLORS.muted, widthMm: flow.width });
  flow.y += 4 + gap;
}

function terrain(ctx: DrawContext, flow: Flow, gap: number): void {
  const t = TJOST_TEXT[ctx.lang].form;
  const spec: TableSpec = { columns: TJOST_FORM.terrainColumns, paddingMm: CELL };
  sectionTitle(ctx, flow, t.terrain, (TJOST_FORM.terrainRows + 1) * TJOST_FORM.terrainRowMm + 6);
  headRow(ctx, flow, spec, t.terrainHead);
  for (let i = 0; i < TJOST_FORM.terrainRows; i++) tableRow(ctx, flow, spec, [`${i + 1}.`, '', '', '', ''], PLAIN, { minHeightMm: TJOST_FORM.terrainRowMm });
  flow.y += 1;
  ctx.pdf.text(`${t.terrainHint} ${t.heightClasses}`, flow.x, flow.y, { sizePt: TYPE_PT.small, color: COLORS.muted, widthMm: flow.width });
  flow.y += 4 + gap;
}

/**
 * The game list left blank to write in, for a form printed without the list (the organiser's
 * forms for a round): the player notes the 300 AP game list and each spell, miracle, artifact and
 * equipment card's bearer on the form (TJOST, "Die 300 A.P. Aufstellung").
 */
function blankGameList(ctx: DrawContext, flow: Flow, spec: TableSpec, head: string[], gap: number): void {
  const { labels, pdf } = ctx;
  const t = TJOST_TEXT[ctx.lang].form;
  const rowMm = TJOST_FORM.blankListRowMm;
  sectionTitle(ctx, flow, t.gameList, 12 + 2 * rowMm);
  pdf.text(t.blankListHint, flow.x, flow.y, { sizePt: TYPE_PT.small, color: COLORS.muted, widthMm: flow.width });
  flow.y += pdf.textHeight(t.blankListHint, { sizePt: TYPE_PT.small, widthMm: flow.width }) + 1;
  headRow(ctx, flow, spec, head);
  flow.onNewPage = () => headRow(ctx, flow, spec, head);
  const small = { sizePt: TYPE_PT.small, color: COLORS.muted, widthMm: flow.width };
  const limitsH = 1 + pdf.textHeight(t.limitsBlank, small);
  // As many lines as fit above the total line, the limits, the result and signatures: with their roomy sizes where enough fit, else the tight ones.
  const fit = (sizes: TailSizes): number => {
    const tail = tailHeights(ctx, flow, sizes);
    return Math.floor((flow.bottom - flow.y - rowMm - limitsH - gap - tail.result - tail.signatures) / rowMm);
  };
  const fitting = fit(ROOMY) >= TJOST_FORM.blankListRoomyRows ? fit(ROOMY) : fit(TJOST_FORM.tight);
  const rows = Math.min(TJOST_FORM.blankListMaxRows, Math.max(TJOST_FORM.blankListMinRows, fitting));
  for (let i = 0; i < rows; i++) tableRow(ctx, flow, spec, [String(i + 1), '', '', '', '', ''], PLAIN, { minHeightMm: rowMm });
  tableRow(ctx, flow, spec, ['', '', labels.total, '', '', ''], PLAIN, { total: true, minHeightMm: rowMm });
  flow.onNewPage = undefined;
  flow.ensure(limitsH);
  flow.y += 1;
  flow.y += pdf.text(t.limitsBlank, flow.x, flow.y, small) + gap;
}

function gameList(ctx: DrawContext, flow: Flow, gap: number): void {
  const list = ctx.job.list;
  const { labels, lang } = ctx;
  const t = TJOST_TEXT[lang].form;
  const spec: TableSpec = { columns: TJOST_FORM.listColumns, right: new Set([0, 1, 4]), paddingMm: CELL };
  if (!list) {
    blankGameList(ctx, flow, spec, [labels.columns.row, labels.columns.count, labels.columns.card, labels.columns.rank, 'A.P.', t.bearer], gap);
    return;
  }
  sectionTitle(ctx, flow, `${t.gameList}: ${list.name}`, 20);
  const head = [labels.columns.row, labels.columns.count, labels.columns.card, labels.columns.rank, 'A.P.', t.bearer];
  headRow(ctx, flow, spec, head);
  flow.onNewPage = () => headRow(ctx, flow, spec, head);
  const name = sheetEntryNamer(list, ctx.lookup, lang, labels);
  let total = 0;
  list.entries.forEach((e, i) => {
    const card = ctx.lookup.card(e.cardId);
    const sum = entryPoints(e, card, ctx.lookup);
    total += sum;
    const bearers = e.assignments.flatMap((a) => (a.type === 'bearer' ? [name(a.bearer)] : []));
    const bearerCell = card && needsBearer(card) ? (bearers.length ? bearers.join(', ') : '—') : bearers.join(', ');
    tableRow(ctx, flow, spec, [String(i + 1), String(e.count), card ? cardLabel(ctx, card) : labels.unknownCard(e.cardId), card?.rank?.[lang] ?? '', card ? String(sum) : '?', bearerCell], PLAIN);
  });
  const limits = gameLimits(list, ctx.lookup);
  const figures = listFigures(list, ctx.lookup);
  tableRow(ctx, flow, spec, ['', '', labels.total, '', String(total), t.limits(limits.max, figures)], PLAIN, { total: true });
  flow.onNewPage = undefined;
  // The form is for the 300 AP game list: a list of another kind is checked as one (its own limit is not the form's).
  const v = list.kind === 'tjost-game' ? ctx.validation : validateForPrint({ ...list, kind: 'tjost-game' }, ctx.lookup, lang, name, ctx.job.selection);
  if (v) {
    flow.y += 1;
    const text = v.valid ? labels.validation.valid : `${labels.validation.summary(v.errors, v.warnings)}: ${v.items.map((i) => i.message).join(' ')}`;
    const style = { sizePt: TYPE_PT.small, color: v.valid ? COLORS.ok : COLORS.error };
    flow.ensure(iconTextHeight(ctx.pdf, text, flow.width, style));
    flow.y += iconText(ctx.pdf, v.valid ? 'valid' : 'error', text, flow.x, flow.y, flow.width, style);
  }
  flow.y += gap;
}

/** The sizes of the result and signature blocks (TJOST_FORM, or its `tight` ones). */
type TailSizes = { resultBoxHeightMm: number; signatureGapMm: number; sectionGapMm: number };
/** The result and signatures as designed. */
const ROOMY: TailSizes = { resultBoxHeightMm: TJOST_FORM.resultBoxHeightMm, signatureGapMm: TJOST_FORM.signatureGapMm, sectionGapMm: TJOST_FORM.sectionGapMm };

/** Where the result's round boxes are laid out: each box's x, and whether "held to round 4" needs a line of its own. */
function roundBoxes(ctx: DrawContext, flow: Flow): { lead: string; xs: number[]; labels: string[]; extendedX: number; wraps: boolean } {
  const { pdf, lang } = ctx;
  const t = TJOST_TEXT[lang].form;
  const s = TJOST_FORM.boxMm;
  const lead = `${t.fulfilledIn}:`;
  let x = flow.x + pdf.textWidth(lead, LEAD_STYLE) + 3;
  const labels = ['1', '2', '3', '4', t.notFulfilled];
  const xs = labels.map((label) => {
    const at = x;
    x += s + 3 + pdf.textWidth(label, { sizePt: TYPE_PT.body }) + 4;
    return at;
  });
  // Grenzsteine: announced at the end of round 3 as held to round 4; on the same line where it fits.
  const extendedWidth = s + 1 + pdf.textWidth(t.extended, { sizePt: TYPE_PT.body });
  const wraps = x + 4 + extendedWidth > flow.x + flow.width;
  return { lead, xs, labels, extendedX: wraps ? flow.x : x + 4, wraps };
}

const LEAD_STYLE = { sizePt: TYPE_PT.body, weight: 'bold' as const };

/** Heights of the result block (with its heading) and of the signatures (with theirs) at `sizes`. */
function tailHeights(ctx: DrawContext, flow: Flow, sizes: TailSizes): { result: number; signatures: number } {
  const t = TJOST_TEXT[ctx.lang].form;
  const s = TJOST_FORM.boxMm;
  const heading = (title: string): number => headingHeight(ctx.pdf, title, flow.width) + SPACE_MM.afterHeading;
  const rounds = (roundBoxes(ctx, flow).wraps ? s + 2 : 0) + s + 3;
  return {
    result: heading(t.result) + rounds + 3.5 + sizes.resultBoxHeightMm + sizes.sectionGapMm,
    signatures: heading(t.signatures) + sizes.signatureGapMm + 5,
  };
}

/**
 * The sizes for the result and signatures: as designed where both fit below the game list (or
 * cannot stay with it either way), the tight ones where only those keep them on its page.
 */
function tailSizes(ctx: DrawContext, flow: Flow): TailSizes {
  const roomy = ROOMY;
  const left = flow.bottom - flow.y;
  const total = (sizes: TailSizes): number => {
    const h = tailHeights(ctx, flow, sizes);
    return h.result + h.signatures;
  };
  return total(roomy) > left && total(TJOST_FORM.tight) <= left ? TJOST_FORM.tight : roomy;
}

function result(ctx: DrawContext, flow: Flow, sizes: TailSizes): void {
  const { pdf, lang } = ctx;
  const t = TJOST_TEXT[lang].form;
  const s = TJOST_FORM.boxMm;
  const boxes = [t.ph, t.pf, t.bonus, t.total];
  // The result keeps with the signatures: both on one page.
  const heights = tailHeights(ctx, flow, sizes);
  sectionTitle(ctx, flow, t.result, heights.result + heights.signatures - headingHeight(pdf, t.result, flow.width));
  // Mission fulfilled in round 1-4, or not.
  const layout = roundBoxes(ctx, flow);
  pdf.text(layout.lead, flow.x, flow.y, LEAD_STYLE);
  layout.labels.forEach((label, i) => {
    const x = layout.xs[i]!;
    box(ctx, x, flow.y, s);
    pdf.text(label, x + s + 1, flow.y - 0.1, { sizePt: TYPE_PT.body });
  });
  if (layout.wraps) flow.y += s + 2;
  box(ctx, layout.extendedX, flow.y, s);
  pdf.text(t.extended, layout.extendedX + s + 1, flow.y - 0.1, { sizePt: TYPE_PT.body });
  flow.y += s + 3;
  const w = (flow.width - 3 * 4) / 4;
  boxes.forEach((label, i) => {
    const bx = flow.x + i * (w + 4);
    pdf.text(label, bx, flow.y, { sizePt: TYPE_PT.small, weight: 'bold', widthMm: w });
    pdf.rect(bx, flow.y + 3.5, w, sizes.resultBoxHeightMm, { color: COLORS.text, widthMm: LINE_MM.box });
  });
  flow.y += 3.5 + sizes.resultBoxHeightMm + sizes.sectionGapMm;
}

function signatures(ctx: DrawContext, flow: Flow, sizes: TailSizes): void {
  const t = TJOST_TEXT[ctx.lang].form;
  sectionTitle(ctx, flow, t.signatures, sizes.signatureGapMm + 5);
  const half = flow.width / 2;
  const y = flow.y + sizes.signatureGapMm;
  for (const [i, label] of [t.signPlayer, t.signOpponent].entries()) {
    const x = flow.x + i * half;
    ctx.pdf.line(x, y, x + half - 8, y, { color: COLORS.text, widthMm: LINE_MM.rule * 2 });
    ctx.pdf.text(label, x, y + 1, { sizePt: TYPE_PT.small, color: COLORS.muted });
  }
  flow.y = y + 5;
}

/**
 * The TJOST tournament form (Turnierformblatt) for one game: event, round, table, player,
 * people, opponent; the 8 missions to tick one secretly; the secret figure; up to 3 terrain
 * pieces; the game list with the bearer of every spell, miracle and artifact and its check;
 * the result block; both signatures (kept with the result, on the list's page where tighter
 * boxes and signing space let them stay there: a long list, Letter paper, German texts).
 */
export function drawTournamentForm(ctx: DrawContext): void {
  const flow = new Flow(ctx, 'form');
  const gap = header(ctx, flow);
  missions(ctx, flow, gap);
  terrain(ctx, flow, gap);
  gameList(ctx, flow, gap);
  const sizes = tailSizes(ctx, flow);
  result(ctx, flow, sizes);
  signatures(ctx, flow, sizes);
}
