import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import path from 'node:path';
import type { PaperSize } from '../../templates/paper';
import { ACCENTS, COLORS, FIT_PT, FONT_FILES, LINE_GAP_PT, type Accent, type FontWeight } from '../../templates/style';
import { mmToPt, ptToMm } from '../../templates/units';

interface Stroke {
  color: string;
  widthMm: number;
}

/** A path operation in a shape's own units: move, line, cubic curve, whole circle (centre, radius), close. */
export type PathOp = ['M', number, number] | ['L', number, number] | ['C', number, number, number, number, number, number] | ['O', number, number, number] | ['Z'];

export interface TextStyle {
  sizePt: number;
  weight?: FontWeight;
  color?: string;
  /** Box width in mm: wraps and aligns inside it. Without: one line, no wrapping. */
  widthMm?: number;
  align?: 'left' | 'center' | 'right';
}

interface PdfInfo {
  title: string;
  subject: string;
  keywords?: string;
  lang: string;
  creationDate: Date;
}

/** Text heights a document remembers at most (see Pdf.heights). */
const HEIGHT_CACHE = 20000;

/** Font files read and parsed once per process (fontkit), shared by every document: pdfkit embeds a subset per document. */
const parsed = new Map<string, { font: fontkit.Font; known: Map<number, boolean> }>();

function parsedFont(file: string): { font: fontkit.Font; known: Map<number, boolean> } {
  let entry = parsed.get(file);
  if (!entry) {
    const opened = fontkit.openSync(file);
    if (!('hasGlyphForCodePoint' in opened)) throw new Error(`${path.basename(file)} is a font collection, not a font`);
    entry = { font: opened, known: new Map() };
    parsed.set(file, entry);
  }
  return entry;
}

/** True when the font file has a glyph for every character of `str` (learnt character by character). */
function covers(file: string, str: string): boolean {
  const entry = parsedFont(file);
  for (const ch of str) {
    const cp = ch.codePointAt(0) ?? 0;
    if (cp <= 0x20) continue;
    let has = entry.known.get(cp);
    if (has === undefined) {
      has = entry.font.hasGlyphForCodePoint(cp);
      entry.known.set(cp, has);
    }
    if (!has) return false;
  }
  return true;
}

/**
 * A thin layer over pdfkit that speaks millimetres: every coordinate is in mm from the
 * page's top-left corner. Pages have no margins of their own, so pdfkit never breaks pages
 * by itself; the documents decide where everything goes.
 */
export class Pdf {
  readonly doc: PDFKit.PDFDocument;
  private readonly fonts: Record<FontWeight, string>;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<void>;
  private pageCount = 0;
  private weight: FontWeight = 'regular';

  constructor(
    fontsDir: string,
    info: PdfInfo,
    /** The game system's accent (templates/style.ts ACCENTS) for rules, heading bars and table heads. */
    readonly accent: Accent = ACCENTS.confrontation,
  ) {
    this.fonts = {
      regular: path.join(fontsDir, FONT_FILES.regular),
      bold: path.join(fontsDir, FONT_FILES.bold),
      heading: path.join(fontsDir, FONT_FILES.heading),
    };
    this.doc = new PDFDocument({
      autoFirstPage: false,
      bufferPages: true,
      // A parsed font object (pdfkit takes fontkit fonts as they are): no file is read or parsed per document.
      font: parsedFont(this.fonts.regular).font as unknown as string,
      lang: info.lang,
      displayTitle: true,
      info: {
        Title: info.title,
        Author: 'Muster',
        Subject: info.subject,
        Keywords: info.keywords ?? '',
        Creator: 'Muster',
        CreationDate: info.creationDate,
      },
    });
    this.done = new Promise((resolve, reject) => {
      this.doc.on('data', (chunk: Buffer) => this.chunks.push(chunk));
      this.doc.on('end', () => resolve());
      this.doc.on('error', (err: Error) => reject(err));
    });
  }

  get pages(): number {
    return this.pageCount;
  }

  addPage(paper: PaperSize): void {
    this.doc.addPage({ size: [mmToPt(paper.widthMm), mmToPt(paper.heightMm)], margin: 0 });
    this.pageCount += 1;
  }

  line(x1: number, y1: number, x2: number, y2: number, stroke: Stroke): void {
    this.doc
      .moveTo(mmToPt(x1), mmToPt(y1))
      .lineTo(mmToPt(x2), mmToPt(y2))
      .lineWidth(mmToPt(stroke.widthMm))
      .lineCap('butt')
      .strokeColor(stroke.color)
      .stroke();
  }

  rect(x: number, y: number, w: number, h: number, stroke?: Stroke, fill?: string): void {
    this.doc.rect(mmToPt(x), mmToPt(y), mmToPt(w), mmToPt(h));
    this.paint(stroke, fill);
  }

  circle(cx: number, cy: number, r: number, stroke?: Stroke, fill?: string): void {
    this.doc.circle(mmToPt(cx), mmToPt(cy), mmToPt(r));
    this.paint(stroke, fill);
  }

  polygon(points: readonly (readonly [number, number])[], stroke?: Stroke, fill?: string): void {
    this.doc.polygon(...points.map(([x, y]) => [mmToPt(x), mmToPt(y)]));
    this.paint(stroke, fill);
  }

  /**
   * Shapes drawn in a box of `boxUnits` x `boxUnits` units scaled to `sizeMm`, its top-left
   * corner at (x, y): the icons (icons.ts). Built from plain path operations under one transform,
   * which pdfkit writes straight out (its SVG path parser costs a tenth of a millisecond per icon).
   * Stroke widths are in box units.
   */
  shapes(parts: readonly { ops: readonly PathOp[]; stroke?: { color: string; width: number }; fill?: string }[], x: number, y: number, sizeMm: number, boxUnits: number): void {
    const k = mmToPt(sizeMm) / boxUnits;
    const d = this.doc;
    d.save();
    d.transform(k, 0, 0, k, mmToPt(x), mmToPt(y));
    d.lineCap('round').lineJoin('round');
    for (const part of parts) {
      for (const op of part.ops) {
        if (op[0] === 'M') d.moveTo(op[1], op[2]);
        else if (op[0] === 'L') d.lineTo(op[1], op[2]);
        else if (op[0] === 'C') d.bezierCurveTo(op[1], op[2], op[3], op[4], op[5], op[6]);
        else if (op[0] === 'O') d.circle(op[1], op[2], op[3]);
        else d.closePath();
      }
      if (part.stroke) d.lineWidth(part.stroke.width).strokeColor(part.stroke.color);
      if (part.fill) d.fillColor(part.fill);
      if (part.stroke && part.fill) d.fillAndStroke();
      else if (part.fill) d.fill();
      else d.stroke();
    }
    d.restore();
  }

  /** Runs `draw` rotated by `angleDeg` (clockwise on the page) around (cx, cy). */
  rotated(angleDeg: number, cx: number, cy: number, draw: () => void): void {
    this.doc.save();
    this.doc.rotate(angleDeg, { origin: [mmToPt(cx), mmToPt(cy)] });
    draw();
    this.doc.restore();
  }

  private paint(stroke: Stroke | undefined, fill: string | undefined): void {
    if (stroke) this.doc.lineWidth(mmToPt(stroke.widthMm)).strokeColor(stroke.color);
    if (fill) this.doc.fillColor(fill);
    if (stroke && fill) this.doc.fillAndStroke();
    else if (fill) this.doc.fill();
    else this.doc.stroke();
  }

  /**
   * Fonts are handed to pdfkit parsed (parsedFont, once per process) under their weight as the
   * family name, which pdfkit caches per document: no file is read or parsed again on a switch.
   */
  private setFont(style: TextStyle): void {
    const weight = style.weight ?? 'regular';
    if (weight !== this.weight) {
      this.doc.font(parsedFont(this.fonts[weight]).font as unknown as PDFKit.Mixins.PDFFontSource, weight);
      this.weight = weight;
    }
    this.doc.fontSize(style.sizePt);
  }

  private textOptions(style: TextStyle): PDFKit.Mixins.TextOptions {
    return style.widthMm === undefined
      ? { lineBreak: false, lineGap: LINE_GAP_PT }
      : { width: mmToPt(style.widthMm), align: style.align ?? 'left', lineGap: LINE_GAP_PT };
  }

  /**
   * Heights of texts laid out so far, by font, size, width, alignment and text: a table row is
   * measured before it is drawn, and many cells repeat (card names, ranks), so each is laid out
   * for its height once per document. Bounded: cleared when it grows past HEIGHT_CACHE entries.
   */
  private readonly heights = new Map<string, number>();
  private readonly widths = new Map<string, number>();
  /** Type size each text is set in inside its box (see fitted). */
  private readonly fits = new Map<string, number>();

  /** Height in points of text in the current font (setFont first). */
  private heightPt(str: string, style: TextStyle, options: PDFKit.Mixins.TextOptions): number {
    // Text that fits on one line of its box is one line high: no need to lay it out.
    if (this.oneLineOffset(str, style) !== undefined) str = 'X';
    const key = `${style.weight ?? 'regular'}|${style.sizePt}|${style.widthMm ?? ''}|${style.align ?? ''}|${str}`;
    let h = this.heights.get(key);
    if (h === undefined) {
      h = this.doc.heightOfString(str, options);
      if (this.heights.size >= HEIGHT_CACHE) this.heights.clear();
      this.heights.set(key, h);
    }
    return h;
  }

  /**
   * For left- or right-aligned text in a box that fits on one line (no line break, not blank):
   * where it starts inside the box (pt), as pdfkit's line wrapper would place it; otherwise undefined.
   */
  private oneLineOffset(str: string, style: TextStyle): number | undefined {
    // Centred text is left to the wrapper: it centres on the sum of its words' rounded widths.
    const align = style.align ?? 'left';
    if (style.widthMm === undefined || align === 'center' || str.includes('\n') || str.trim() === '') return undefined;
    const box = mmToPt(style.widthMm);
    if (this.widthPt(str, style) > box) return undefined;
    // As pdfkit's _fragment places right-aligned text: by its width without trailing spaces.
    return align === 'left' ? 0 : box - this.widthPt(str.replace(/\s+$/, ''), style);
  }

  /** Width in points of one line of text in the current font (setFont first), remembered like heights. */
  private widthPt(str: string, style: TextStyle): number {
    const key = `${style.weight ?? 'regular'}|${style.sizePt}|${str}`;
    let w = this.widths.get(key);
    if (w === undefined) {
      w = this.doc.widthOfString(str);
      if (this.widths.size >= HEIGHT_CACHE) this.widths.clear();
      this.widths.set(key, w);
    }
    return w;
  }

  /**
   * The style a text is set in: as given, except that a word wider than its box makes the whole
   * text smaller until that word fits (down to FIT_PT.minWord), so no word is ever broken inside
   * ("Coun/t", "Unentschiede/n"); the text still wraps at spaces.
   */
  private fitted(str: string, style: TextStyle): TextStyle {
    if (style.widthMm === undefined) return style;
    // Remembered per text and box: a cell is measured and then drawn, many cells repeat.
    const key = `${style.weight ?? 'regular'}|${style.sizePt}|${style.widthMm}|${str}`;
    let sizePt = this.fits.get(key);
    if (sizePt === undefined) {
      sizePt = style.sizePt;
      if (this.oneLineOffset(str, style) === undefined) {
        const box = mmToPt(style.widthMm);
        let widest = 0;
        for (const word of str.split(/[ \t\n]+/)) if (word) widest = Math.max(widest, this.widthPt(word, style));
        if (widest > box) sizePt = Math.max(FIT_PT.minWord, Math.floor(((style.sizePt * box) / widest) * 4) / 4);
      }
      if (this.fits.size >= HEIGHT_CACHE) this.fits.clear();
      this.fits.set(key, sizePt);
    }
    if (sizePt === style.sizePt) return style;
    const smaller = { ...style, sizePt };
    this.setFont(smaller);
    return smaller;
  }

  /** The heading face where it has every character of the text, else DejaVu Sans Bold (a user's card name in any script). */
  private face(str: string, style: TextStyle): TextStyle {
    return style.weight === 'heading' && !covers(this.fonts.heading, str) ? { ...style, weight: 'bold' } : style;
  }

  /** Draws text with its top at y; returns its height in mm. */
  text(str: string, x: number, y: number, requested: TextStyle): number {
    const given = this.face(str, requested);
    this.setFont(given);
    const style = this.fitted(str, given);
    const options = this.textOptions(style);
    const h = this.heightPt(str, style, options);
    this.doc.fillColor(style.color ?? COLORS.text);
    const dx = this.oneLineOffset(str, style);
    // One line that fits is drawn without pdfkit's line wrapper (the wrapping layout is the slow part of a table).
    if (dx !== undefined) this.doc.text(str, mmToPt(x) + dx, mmToPt(y), { lineBreak: false, lineGap: LINE_GAP_PT });
    else this.doc.text(str, mmToPt(x), mmToPt(y), options);
    return ptToMm(h);
  }

  /** Height of text in mm, as `text` would draw it. */
  textHeight(str: string, requested: TextStyle): number {
    const given = this.face(str, requested);
    this.setFont(given);
    const style = this.fitted(str, given);
    return ptToMm(this.heightPt(str, style, this.textOptions(style)));
  }

  /** Width of one line of text in mm. */
  textWidth(str: string, requested: TextStyle): number {
    const style = this.face(str, requested);
    this.setFont(style);
    return ptToMm(this.doc.widthOfString(str));
  }

  /** Calls `draw` on every page so far (1-based page number, total), e.g. for page numbers. */
  stampPages(draw: (page: number, total: number) => void): void {
    const range = this.doc.bufferedPageRange();
    for (let i = range.start; i < range.start + range.count; i++) {
      this.doc.switchToPage(i);
      draw(i + 1, range.count);
    }
  }

  /** Finishes the document and returns its bytes. */
  async finish(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
