import type { CardLookup, FactionInfo } from '../../core/db/types';
import type { DbCard } from '../../core/model/card';
import type { Lang } from '../../core/model/system';
import { formatCalendarDate, formatDay } from '../../core/model/calendar-date';
import type { DocumentId, PrintJob } from '../../core/print/job';
import { CALIBRATION_BAND_MM, HEADER_BAND_MM, MARGINS_MM, type PaperSize } from '../../templates/paper';
import { ICON_MM, LINE_MM, TYPE_PT } from '../../templates/style';
import { drawCalibration, type CalibrationRecord } from './calibration';
import { drawIcon, type IconName } from './icons';
import type { Area } from './layout';
import type { Pdf } from './pdf';
import type { PieceGroup } from './place';
import type { Labels } from './text/labels';
import type { ValidationResult } from './validation';

/** A piece drawn on a page (page mm), recorded so tests can measure and compare it. */
export interface PieceRecord {
  kind: string;
  /** The document the piece belongs to (pieces of several documents may share a page). */
  document: DocumentId;
  /** Its cut line: around the rectangle, along the circle, or none (printed information such as a stray table). */
  cut?: 'rect' | 'circle' | 'none';
  xMm: number;
  yMm: number;
  widthMm: number;
  heightMm: number;
  label?: string;
  /** Extra facts a test may need, e.g. a template's diameter. */
  data?: Record<string, number | string>;
}

/** A block that must stay on one page (reference sheet card blocks, tables). */
export interface BlockRecord {
  id: string;
  topMm: number;
  /** Height measured before placing the block. */
  heightMm: number;
  /** Where drawing actually ended. */
  bottomMm: number;
}

export interface PageRecord {
  /** 1-based page number in the PDF. */
  number: number;
  /** The document the page belongs to; a page of cut-out pieces: the first of `documents`. */
  document: DocumentId;
  /** Pages of cut-out pieces: every document with pieces on the page. */
  documents?: DocumentId[];
  /** `blank`: left empty so that the next front page is odd and shares its sheet with its back. */
  side: 'single' | 'front' | 'back' | 'blank';
  /** For a back page: the number of the front page it mirrors. */
  backOf?: number;
  widthMm: number;
  heightMm: number;
  /** The area below the header (and above the calibration band) that content may use. */
  content: Area;
  calibration?: CalibrationRecord;
  pieces: PieceRecord[];
  blocks: BlockRecord[];
}

/** What was drawn where: the layout of a whole job. */
export interface PrintRecord {
  pages: PageRecord[];
}

/** Everything a document's drawing code needs. */
export interface DrawContext {
  pdf: Pdf;
  paper: PaperSize;
  lang: Lang;
  labels: Labels;
  job: PrintJob;
  /** The documents the job prints, `all` worked out (expandDocuments). */
  documents: readonly DocumentId[];
  lookup: CardLookup;
  factions: readonly FactionInfo[];
  now: Date;
  record: PrintRecord;
  /** The validation result of the job's list (undefined without list). */
  validation?: ValidationResult;
  /** Pieces queued by the documents, packed onto shared pages at the end of the job (place.ts). */
  pieces: PieceGroup[];
}

interface PageOptions {
  /** The page has pieces with physical sizes: it gets the calibration ruler. */
  physical: boolean;
  side?: PageRecord['side'];
  backOf?: number;
  /** Title printed at the top; defaults to the document's name. */
  title?: string;
  /** An icon before the title: scissors on pages to cut out, the turn-over mark on double-sided ones. */
  icon?: IconName;
}

/** The area of a page below the header and above the calibration band (physical pages). */
export function contentArea(paper: PaperSize, physical: boolean): Area {
  const top = MARGINS_MM.top + HEADER_BAND_MM;
  const bottom = paper.heightMm - MARGINS_MM.bottom - (physical ? CALIBRATION_BAND_MM : 0);
  return { xMm: MARGINS_MM.left, yMm: top, widthMm: paper.widthMm - MARGINS_MM.left - MARGINS_MM.right, heightMm: bottom - top };
}

/** Starts a page: header with the title, calibration band on physical pages; returns its record. */
export function startPage(ctx: DrawContext, document: DocumentId, options: PageOptions): PageRecord {
  const { pdf, paper, labels } = ctx;
  pdf.addPage(paper);
  const content = contentArea(paper, options.physical);
  const left = content.xMm;
  const width = content.widthMm;
  let title = options.title ?? labels.documents[document];
  if (options.side === 'back') title = `${title} (${labels.back})`;
  // The title in the heading face, an icon before it where one helps, the accent rule below.
  const icon = options.icon ? ICON_MM.head + 2 : 0;
  // One line: a long title (the documents sharing a sheet of pieces) is set smaller, down to the heading size.
  const room = width * 0.75 - icon;
  const wide = pdf.textWidth(title, { sizePt: TYPE_PT.title, weight: 'heading' });
  const sizePt = wide <= room ? TYPE_PT.title : Math.max(TYPE_PT.heading, Math.floor(((TYPE_PT.title * room) / wide) * 2) / 2);
  const style = { sizePt, weight: 'heading' as const, widthMm: room };
  const lift = (pdf.textHeight('X', { ...style, sizePt: TYPE_PT.title }) - pdf.textHeight('X', style)) * 0.8;
  if (options.icon) drawIcon(pdf, options.icon, left, MARGINS_MM.top + (pdf.textHeight('X', { ...style, sizePt: TYPE_PT.title }) - ICON_MM.head) / 2, ICON_MM.head);
  pdf.text(title, left + icon, MARGINS_MM.top - 0.6 + lift, style);
  const ruleY = MARGINS_MM.top + HEADER_BAND_MM - 2;
  pdf.line(left, ruleY, left + width, ruleY, { color: pdf.accent.strong, widthMm: LINE_MM.titleRule });
  const calibration = options.physical ? drawCalibration(pdf, left, content.yMm + content.heightMm + 2, width, labels) : undefined;
  const page: PageRecord = {
    number: pdf.pages,
    document,
    side: options.side ?? 'single',
    widthMm: paper.widthMm,
    heightMm: paper.heightMm,
    content,
    pieces: [],
    blocks: [],
  };
  if (options.backOf !== undefined) page.backOf = options.backOf;
  if (calibration) page.calibration = calibration;
  ctx.record.pages.push(page);
  return page;
}

/** A card's name in the job's language, marked when its values are made up for demonstration. */
export function cardLabel(ctx: DrawContext, card: DbCard): string {
  const name = card.name[ctx.lang];
  return card.source === 'sample' ? `${name} ${ctx.labels.sample}` : name;
}

/** An entry's display name: "Mountain-Breaker" or the unknown id. */
export function cardNameById(ctx: DrawContext, cardId: string): string {
  const card = ctx.lookup.card(cardId);
  return card ? card.name[ctx.lang] : ctx.labels.unknownCard(cardId);
}

/** Localized date as printed in headers (e.g. 21.11.2025 / 2025-11-21): core's formatDay, as reports write it. */
export const formatDate = formatDay;

/** A date written YYYY-MM-DD (an event's) as printed; one no calendar has (a file written before dates were checked) as written. */
export const formatDateText = formatCalendarDate;
