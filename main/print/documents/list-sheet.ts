import type { ArmyList, Entry } from '../../../core/model/list';
import type { DbCard } from '../../../core/model/card';
import { SYSTEMS, type Lang } from '../../../core/model/system';
import { translate } from '../../../core/i18n/translate';
import { categoryTotals, compositionName, listCompositionName, owFacts } from '../../../core/systems/oldworld/facts';
import { percent } from '../../../core/i18n/decimal';
import { compositionRuleName } from '../../../core/systems/oldworld/matched-play';
import { isBattleStandardBearer, isGeneral } from '../../../core/systems/oldworld/unit';
import { boughtLines, boughtText } from '../../../core/systems/oldworld/bought';
import { entryPoints, listTotals, pointsLimit } from '../../../core/list/totals';
import { ownName } from '../../../core/list/own-name';
import { LIST_TABLE } from '../../../templates/pieces';
import { COLORS, LINE_MM, SPACE_MM, TYPE_PT } from '../../../templates/style';
import { cardLabel, formatDate, type DrawContext } from '../context';
import { assignmentTexts, sheetEntryNamer } from '../entries';
import { Flow } from '../flow';
import { iconText, iconTextHeight, type IconName } from '../icons';
import { drawHeading, HEAD, headingHeight } from '../typography';
import type { TextStyle } from '../pdf';
import { CHRONOPIA_LABELS, chronopiaSize } from '../text/chronopia';

type Column = keyof typeof LIST_TABLE.columns;
const RIGHT: ReadonlySet<Column> = new Set<Column>(['row', 'count', 'points']);
const PAD = LIST_TABLE.rowPaddingMm;

function factionName(ctx: DrawContext, list: ArmyList): string {
  const f = ctx.factions.find((x) => x.id === list.faction && x.system === list.system);
  return f ? f.name[ctx.lang] : list.faction;
}

/** An Old World list's composition other than the army's main list, after the army's name. */
function oldWorldComposition(ctx: DrawContext, list: ArmyList): string {
  const name = list.system === 'oldworld' ? listCompositionName(ctx.lookup, list) : undefined;
  return name ? ` – ${name[ctx.lang]}` : '';
}

function header(ctx: DrawContext, flow: Flow, list: ArmyList): void {
  const { pdf, labels, lang } = ctx;
  const h = labels.header;
  const player = ctx.job.options?.player ?? list.player ?? '';
  const pairs: [string, string][] = [
    [h.list, list.name],
    [h.player, player],
    [h.system, SYSTEMS[list.system].name[lang]],
    [h.faction, factionName(ctx, list) + oldWorldComposition(ctx, list)],
    [h.limit, `${pointsLimit(list, ctx.lookup)} ${SYSTEMS[list.system].points[lang]}${chronopiaSize(list, lang)}`],
    [h.kind, labels.listKinds[list.kind] + (list.system === 'oldworld' ? `, ${compositionRuleName(list.compositionRule)}` : '')],
    [h.date, formatDate(ctx.now, lang)],
  ];
  const colWidth = flow.width / 2;
  const labelW = LIST_TABLE.headerLabelMm;
  for (let i = 0; i < pairs.length; i += 2) {
    let rowH = 0;
    for (let j = 0; j < 2; j++) {
      const pair = pairs[i + j];
      if (!pair) continue;
      const x = flow.x + j * colWidth;
      pdf.text(`${pair[0]}:`, x, flow.y, { sizePt: TYPE_PT.body, weight: 'heading', widthMm: labelW });
      rowH = Math.max(rowH, pdf.text(pair[1] || '–', x + labelW, flow.y, { sizePt: TYPE_PT.body, widthMm: colWidth - labelW - 2 }));
    }
    flow.y += rowH + 0.8;
  }
  flow.y += 3;
}

/** A table's columns, their widths and its cells' styles in one base style: made once per sheet, so every row measures and draws with the same style objects. */
interface Columns {
  names: Column[];
  widths: number[];
  styles: TextStyle[];
  noteStyle: TextStyle;
}

/** The list's columns: an Old World list's have no assignment column (LIST_TABLE.oldWorldColumns). */
function columns(flow: Flow, style: TextStyle, list: ArmyList): Columns {
  const spec: Partial<Record<Column, number>> = list.system === 'oldworld' ? LIST_TABLE.oldWorldColumns : LIST_TABLE.columns;
  const names = (Object.keys(spec) as Column[]).filter((c) => (spec[c] ?? 0) > 0);
  const widths = names.map((c) => (spec[c] ?? 0) * flow.width);
  const card = names.indexOf('card');
  return {
    names,
    widths,
    styles: names.map((c, i): TextStyle => ({ ...style, widthMm: (widths[i] ?? 0) - 2 * PAD, align: RIGHT.has(c) ? 'right' : 'left' })),
    noteStyle: { sizePt: TYPE_PT.small, color: COLORS.muted, widthMm: (widths[card] ?? 0) - 2 * PAD },
  };
}

/** Draws one table row (cells wrap); breaks the page before a row that does not fit. */
function row(ctx: DrawContext, flow: Flow, cells: Record<Column, string>, { names, widths, styles, noteStyle }: Columns, shade?: string, note?: string): void {
  const { pdf } = ctx;
  const noteH = note ? pdf.textHeight(note, noteStyle) : 0;
  const heights = names.map((c, i) => pdf.textHeight(cells[c] || ' ', styles[i]!) + (c === 'card' ? noteH : 0));
  const h = Math.max(...heights) + 2 * PAD;
  flow.ensure(h);
  if (shade) pdf.rect(flow.x, flow.y, flow.width, h, undefined, shade);
  let x = flow.x;
  names.forEach((c, i) => {
    const th = pdf.text(cells[c], x + PAD, flow.y + PAD, styles[i]!);
    if (c === 'card' && note) pdf.text(note, x + PAD, flow.y + PAD + th, noteStyle);
    x += widths[i] ?? 0;
  });
  flow.y += h;
  pdf.line(flow.x, flow.y, flow.x + flow.width, flow.y, { color: COLORS.rule, widthMm: LINE_MM.rule });
}

/** The list's notes under the header, under the editor's word for them, as typed (line breaks kept). */
function listNotes(ctx: DrawContext, flow: Flow, notes: string): void {
  const label = `${translate(ctx.lang, 'lists.editor.notes')}:`;
  const labelW = LIST_TABLE.headerLabelMm;
  const style: TextStyle = { sizePt: TYPE_PT.body, widthMm: flow.width - labelW };
  // Line by line, so notes longer than what is left of a page (or than a page) go on to the next.
  notes.split('\n').forEach((line, i) => {
    const text = line.trim() === '' ? ' ' : line;
    flow.ensure(ctx.pdf.textHeight(text, style));
    if (i === 0) ctx.pdf.text(label, flow.x, flow.y, { sizePt: TYPE_PT.body, weight: 'heading', widthMm: labelW });
    flow.y += ctx.pdf.text(text, flow.x + labelW, flow.y, style);
  });
  flow.y += 3;
}

/** List sheet: organiser copy (`list`) or opponent copy (`opponent`, without the list's and the entries' notes). */
export function drawListSheet(ctx: DrawContext, which: 'list' | 'opponent'): void {
  const list = ctx.job.list;
  if (!list) return;
  const { labels, lang } = ctx;
  const flow = new Flow(ctx, which);
  header(ctx, flow, list);
  // The notes, the list's and its entries', are the organiser's: not on the opponent's copy, nor when the job leaves them off.
  const showNotes = which === 'list' && !ctx.job.options?.hideNotes;
  if (showNotes && list.notes) listNotes(ctx, flow, list.notes);
  const points = SYSTEMS[list.system].points[lang];
  const oldWorld = list.system === 'oldworld';
  const head = {
    row: labels.columns.row,
    count: labels.columns.count,
    card: oldWorld ? labels.columns.unit : labels.columns.card,
    rank: oldWorld ? labels.columns.category : labels.columns.rank,
    // A heading as the others: "Points" where the unit is a word written small after numbers ("200 points").
    points: points.charAt(0).toLocaleUpperCase(lang) + points.slice(1),
    assigned: labels.columns.assigned,
  };
  const headCols = columns(flow, HEAD, list);
  const plain = columns(flow, { sizePt: TYPE_PT.table }, list);
  const bold = columns(flow, { sizePt: TYPE_PT.table, weight: 'bold' }, list);
  row(ctx, flow, head, headCols, ctx.pdf.accent.strong);
  flow.onNewPage = () => row(ctx, flow, head, headCols, ctx.pdf.accent.strong);
  const name = sheetEntryNamer(list, ctx.lookup, lang, labels);
  const assigned = assignmentTexts(list, labels, name);
  // Old World: every unit's category and the composition it is taken from, worked out once for the whole list.
  const units = oldWorld ? new Map(owFacts(list, ctx.lookup).units.map((u) => [u.entry, u])) : undefined;
  const entryRow = (entry: Entry, i: number): void => {
    const card = ctx.lookup.card(entry.cardId);
    const sum = entryPoints(entry, card, ctx.lookup);
    const own = ownName(entry, card, lang);
    const cells = {
      row: String(i + 1),
      count: String(entry.count),
      card:
        (card ? cardLabel(ctx, card) : labels.unknownCard(entry.cardId)) +
        (own ? ` "${own}"` : '') +
        (entry.group ? `\n${CHRONOPIA_LABELS[lang].warband}: ${entry.group}` : '') +
        (card?.oldworld ? oldWorldLine(entry, card, units?.get(entry)?.composition, ctx, lang) : ''),
      rank: card?.oldworld ? oldWorldRole(units?.get(entry)?.category, entry, card, ctx, lang) : (card?.rank?.[lang] ?? ''),
      points: card ? String(sum) : '?',
      assigned: assigned(entry),
    };
    row(ctx, flow, cells, plain, undefined, showNotes && entry.note ? `${labels.note}: ${entry.note}` : undefined);
  };
  if (units) {
    // Old World: the units under their categories, each with its points and share of the limit (the editor's and the text export's numbers), as a player reads an army list; row numbers stay the list's.
    const numbered = list.entries.map((entry, i) => ({ entry, i }));
    for (const total of categoryTotals(list, ctx.lookup)) {
      const inCategory = numbered.filter(({ entry }) => units.get(entry)?.category === total.category);
      if (inCategory.length === 0) continue;
      const title = `${translate(lang, `param.category.${total.category}`)} (${percent(lang, total.percent)})`;
      row(ctx, flow, { row: '', count: '', card: title, rank: '', points: String(total.points), assigned: '' }, bold, ctx.pdf.accent.tint);
      for (const { entry, i } of inCategory) entryRow(entry, i);
    }
    // What is no Old World unit (an unknown card) comes last, as it stands in the list.
    for (const { entry, i } of numbered) if (!units.has(entry)) entryRow(entry, i);
  } else list.entries.forEach(entryRow);
  // The same numbers as the editor and the command line (core/list/totals). Chronopia says "on the
  // table": a chariot with its crew is one figure there.
  const { points: total, figures, limit } = listTotals(list, ctx.lookup);
  const counted = list.system === 'chronopia' ? labels.figuresOnTable(figures) : labels.figures(figures);
  const totals = { row: '', count: '', card: `${labels.total} (${counted})`, rank: '', points: `${total}\u00a0/\u00a0${limit}`, assigned: '' };
  row(ctx, flow, totals, bold, ctx.pdf.accent.tint);
  flow.onNewPage = undefined;
  drawValidation(ctx, flow);
}

/** An Old World unit's bought options, mount, command, lore, magic items and detachments with their points, on a line of its own. */
function oldWorldLine(entry: Entry, card: DbCard, composition: string | undefined, ctx: DrawContext, lang: Lang): string {
  const text = boughtText(boughtLines(entry, card, ctx.lookup, composition), lang);
  return text ? `\n${text}` : '';
}

/** An Old World unit's category in the list (an ally with the composition it comes from), and General / Battle Standard Bearer. */
function oldWorldRole(category: string | undefined, entry: Entry, card: DbCard, ctx: DrawContext, lang: Lang): string {
  const from = entry.allyFrom ? ` (${compositionName(ctx.lookup, card.faction, entry.allyFrom)[lang]})` : '';
  const parts = category ? [translate(lang, `param.category.${category}`) + from] : [];
  if (isGeneral(entry, card)) parts.push(translate(lang, 'param.role.general'));
  if (isBattleStandardBearer(entry, card)) parts.push(translate(lang, 'param.role.bsb'));
  return parts.join(', ');
}

/** A line of the check result with its icon (valid, warning, error) in front, on a new page when it does not fit; advances the flow. */
function iconLine(ctx: DrawContext, flow: Flow, icon: IconName, text: string, style: TextStyle): void {
  flow.ensure(iconTextHeight(ctx.pdf, text, flow.width, style));
  flow.y += iconText(ctx.pdf, icon, text, flow.x, flow.y, flow.width, style) + SPACE_MM.paragraph;
}

/** The list's check result: valid, or every problem with its word and icon (the shape tells them apart in black and white). */
function drawValidation(ctx: DrawContext, flow: Flow): void {
  const { pdf, labels } = ctx;
  const v = ctx.validation;
  const body: TextStyle = { sizePt: TYPE_PT.body };
  flow.y += SPACE_MM.beforeHeading;
  const title = labels.validation.title;
  flow.ensure(headingHeight(pdf, title, flow.width) * 2 + 2);
  flow.y += drawHeading(pdf, title, flow.x, flow.y, flow.width) + SPACE_MM.afterHeading;
  if (!v) {
    flow.y += pdf.text(labels.validation.pending, flow.x, flow.y, { ...body, color: COLORS.muted, widthMm: flow.width });
    return;
  }
  if (v.items.length === 0) {
    iconLine(ctx, flow, 'valid', labels.validation.valid, { ...body, color: COLORS.ok, weight: 'bold' });
    return;
  }
  const summary = labels.validation.summary(v.errors, v.warnings);
  iconLine(ctx, flow, v.valid ? 'valid' : 'error', v.valid ? `${labels.validation.valid} (${summary})` : summary, { ...body, weight: 'bold', color: v.valid ? COLORS.ok : COLORS.error });
  for (const item of v.items) {
    const error = item.severity === 'error';
    const text = `${error ? labels.validation.error : labels.validation.warning}: ${item.message}`;
    iconLine(ctx, flow, error ? 'error' : 'warning', text, { ...body, color: error ? COLORS.error : COLORS.warning });
  }
}
