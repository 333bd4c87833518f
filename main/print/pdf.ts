import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
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

/**
 * About the narrowest a character of the shipped faces sets, in em (Barlow Condensed's narrowest
 * is 0.14 em, DejaVu's letters and punctuation wider; only combining marks are narrower). A text
 * longer than the box allows at this width is taken to need wrapping (see oneLineOffset).
 */
const NARROWEST_EM = 0.15;

/** Text heights a document remembers at most (see Pdf.heights). */
const HEIGHT_CACHE = 20000;

/** Words whose layout a font remembers across documents at most (see ParsedFont.layouts). */
const LAYOUT_CACHE = 50000;
/** How often (in documents) the size of the shared layouts is checked. */
const SHARES_PER_COUNT = 16;

interface ParsedFont {
  font: fontkit.Font;
  /** Characters the font has a glyph for (covers). */
  known: Map<number, boolean>;
  /**
   * pdfkit's layout of each word in this font (its EmbeddedFont.layoutCache, which it keeps per
   * document): shaping a word with fontkit is the slowest part of setting text, and the result
   * does not depend on the document (pdfkit copies a layout before it changes one). Shared by
   * every document of the process; started afresh once it holds LAYOUT_CACHE words.
   */
  layouts: Record<string, unknown>;
  /** Documents handed the layouts since their size was last counted. */
  shares: number;
}

/** Font files read and parsed once per process (fontkit), shared by every document: pdfkit embeds a subset per document. */
const parsed = new Map<string, ParsedFont>();

/**
 * fontkit keeps each glyph with the characters of its first use. A glyph first met as part of a
 * composite one while a document's font subset is written (DejaVu builds Ü from U and the
 * diaeresis, Â from A) is kept with no characters, and pdfkit's text layer of every later document
 * of the process then had nothing for that letter ("naufhaltsam"). A glyph asked for with its
 * characters gets them when it has none.
 */
function keepCharacters(font: fontkit.Font): void {
  const getGlyph = font.getGlyph.bind(font);
  font.getGlyph = (id, codePoints) => {
    const glyph = getGlyph(id, codePoints);
    if (codePoints?.length && glyph.codePoints.length === 0) glyph.codePoints = codePoints;
    return glyph;
  };
}

function parsedFont(file: string): ParsedFont {
  let entry = parsed.get(file);
  if (!entry) {
    const opened = fontkit.openSync(file);
    if (!('hasGlyphForCodePoint' in opened)) throw new Error(`${path.basename(file)} is a font collection, not a font`);
    keepCharacters(opened);
    entry = { font: opened, known: new Map(), layouts: Object.create(null) as Record<string, unknown>, shares: 0 };
    parsed.set(file, entry);
  }
  return entry;
}

/** One line as pdfkit's line wrapper broke it, with the width the wrapper gave it (pt). */
interface WrappedLine {
  text: string;
  textWidth: number;
}

/** A text broken into the lines of its box, and their height (pt). */
interface Wrapped {
  lines: WrappedLine[];
  heightPt: number;
}

/** The parts of pdfkit's document that wrapping once (Pdf.wrapped) uses: its text layout with a line callback, as heightOfString uses it. */
interface PdfkitText {
  x: number;
  y: number;
  currentLineHeight(includeGap?: boolean): number;
  _text(text: string, x: number, y: number, options: PDFKit.Mixins.TextOptions & { height?: number }, line: (text: string, options: { textWidth?: number }) => void): unknown;
}

/** A glyph's place in pdfkit's encoding of a text (font units, scaled to 1000 per em). */
interface GlyphPosition {
  xAdvance: number;
  xOffset: number;
  yOffset: number;
  advanceWidth: number;
}

/** The parts of pdfkit's document that setting one line of text (Pdf.setLine) uses, as its _fragment uses them. */
interface PdfkitLine {
  _font: { id: string; ascender: number; ref(): unknown; encode(text: string): [string[], GlyphPosition[]] };
  _fontSize: number;
  page: { height: number; fonts: Record<string, unknown> };
  save(): unknown;
  restore(): unknown;
  transform(m11: number, m12: number, m21: number, m22: number, dx: number, dy: number): unknown;
  addContent(content: string): unknown;
}

/** A number as pdfkit writes it into page content (PDFObject.number): rounded to six decimals. */
const num = (n: number): number => Math.round(n * 1e6) / 1e6;

/** Glyphs `from` to `to` (exclusive) of an encoded text as one run of a TJ array, with the kerning after the last (pdfkit's addSegment). */
function glyphRun(encoded: readonly string[], positions: readonly GlyphPosition[], from: number, to: number): string {
  const pos = positions[to - 1] as GlyphPosition;
  return `<${encoded.slice(from, to).join('')}> ${num(-(pos.xAdvance - pos.advanceWidth))}`;
}

/** Writes the runs gathered so far as one TJ operator, if there are any, and starts afresh. */
function setRuns(doc: PdfkitLine, runs: string[]): void {
  if (runs.length === 0) return;
  doc.addContent(`[${runs.join(' ')}] TJ`);
  runs.length = 0;
}

/** The part of pdfkit's current font (an EmbeddedFont) that setFont hands the shared layouts. */
interface PdfkitFont {
  layoutCache?: Record<string, unknown>;
  layoutRun(text: string, features?: unknown): { advanceWidth: number };
  encode(text: string, features?: unknown): unknown;
  /** Set once tuneFont has tuned it. */
  musterTuned?: true;
}

/**
 * Two shortcuts in a document's font (pdfkit's EmbeddedFont), which set the same text:
 * - A word's layout (a fontkit GlyphRun) works its width out from its glyphs each time it is
 *   asked, and pdfkit asks for every word each time it measures or sets a text. The layouts pdfkit
 *   keeps are never changed (it copies a word's positions before it spaces them), so each new one
 *   gets its width once, as a value.
 * - A line pdfkit sets is encoded (glyph ids in hex, positions) each time, and table rows repeat
 *   lines (card names, ranks, the list and the opponent's copy). pdfkit only reads what `encode`
 *   returns, and encoding a text again adds nothing to the font's subset, so each text is encoded
 *   once per document (up to HEIGHT_CACHE texts).
 */
function tuneFont(font: PdfkitFont): void {
  if (font.musterTuned) return;
  const layoutRun = font.layoutRun.bind(font);
  font.layoutRun = (text, features) => {
    const run = layoutRun(text, features);
    Object.defineProperty(run, 'advanceWidth', { value: run.advanceWidth, enumerable: true });
    return run;
  };
  const encode = font.encode.bind(font);
  const encoded = new Map<string, unknown>();
  font.encode = (text, features) => {
    if (features !== undefined) return encode(text, features);
    let found = encoded.get(text);
    if (found === undefined) {
      if (encoded.size >= HEIGHT_CACHE) encoded.clear();
      found = encode(text);
      encoded.set(text, found);
    }
    return found;
  };
  font.musterTuned = true;
}

/**
 * Values remembered per text style and text, in two levels (style, then text), so that no key
 * holding the whole text is built for each lookup. Bounded: it starts afresh once it holds
 * HEIGHT_CACHE texts.
 */
class TextMemo<T> {
  private readonly byStyle = new Map<string, Map<string, T>>();
  private size = 0;

  get(style: string, str: string): T | undefined {
    return this.byStyle.get(style)?.get(str);
  }

  set(style: string, str: string, value: T): T {
    if (this.size >= HEIGHT_CACHE) {
      this.byStyle.clear();
      this.size = 0;
    }
    let texts = this.byStyle.get(style);
    if (texts === undefined) {
      texts = new Map();
      this.byStyle.set(style, texts);
    }
    texts.set(str, value);
    this.size += 1;
    return value;
  }
}

/** Memo keys of style objects: a style is measured and drawn as one object, its key made once. */
const styleKeys = new WeakMap<TextStyle, string>();

/** A text style as a memo key: face, size, box width and alignment. */
function styleKey(style: TextStyle): string {
  let key = styleKeys.get(style);
  if (key === undefined) {
    key = `${style.weight ?? 'regular'}|${style.sizePt}|${style.widthMm ?? ''}|${style.align ?? ''}`;
    styleKeys.set(style, key);
  }
  return key;
}

/** A page's content stream in pdfkit (a PDFReference): every drawing operation writes to it. */
interface PdfkitStream {
  write(chunk: string | Uint8Array): void;
  end(chunk?: string | Uint8Array): void;
  /** The bytes written so far; pdfkit joins and (when `compress`) deflates them when the stream ends. */
  buffer: Uint8Array[];
  compress: boolean;
  data: { Filter?: string };
}

const deflate = promisify(zlib.deflate);

/**
 * pdfkit turns every operator it writes to a page (a few bytes each) into a byte array of its
 * own and joins them when the page ends: hundreds of thousands of small arrays for a long list,
 * a fifth of the print time in garbage collection. This keeps the page's content as one string
 * and hands it to pdfkit as bytes once, when the page ends. The bytes are the same: pdfkit keeps
 * the low byte of each character, as latin1 does (pdf.test.ts compares whole documents).
 *
 * Returns `deflateAhead`: compresses the content written so far off the main thread (zlib's
 * thread pool, all pages at once) instead of one page after another inside pdfkit's end(), with
 * the same zlib settings, so the bytes are the same. Should anything be written to the page
 * after that, the content is inflated back and pdfkit compresses it as usual.
 */
export function collectContent(stream: PdfkitStream): () => Promise<void> {
  const write = stream.write.bind(stream);
  const end = stream.end.bind(stream);
  let text = '';
  let deflated = false;
  /** Before pdfkit gets more bytes: content compressed ahead goes back to plain bytes. */
  const writeThrough = (chunk: Uint8Array): void => {
    if (deflated) {
      stream.buffer = [zlib.inflateSync(Buffer.concat(stream.buffer))];
      stream.compress = true;
      deflated = false;
    }
    write(chunk);
  };
  const flush = (): void => {
    if (text === '') return;
    writeThrough(Buffer.from(text, 'latin1'));
    text = '';
  };
  stream.write = (chunk) => {
    if (typeof chunk === 'string') text += `${chunk}\n`;
    else {
      flush();
      writeThrough(chunk);
    }
  };
  stream.end = (chunk) => {
    if (chunk !== undefined) stream.write(chunk);
    flush();
    end();
  };
  return async () => {
    flush();
    const parts = stream.buffer.length;
    if (deflated || !stream.compress || parts === 0) return;
    const packed = await deflate(Buffer.concat(stream.buffer));
    // Written to meanwhile (nothing does so while finish waits): left to pdfkit.
    if (text !== '' || stream.buffer.length !== parts) return;
    stream.buffer = [packed];
    stream.compress = false;
    stream.data.Filter = 'FlateDecode';
    deflated = true;
  };
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
  /** Each page's content compressor (collectContent), run together when the document is finished. */
  private readonly deflaters: (() => Promise<void>)[] = [];
  private readonly done: Promise<void>;
  private pageCount = 0;
  /** The face pdfkit is set to; none until the first text. */
  private weight: FontWeight | undefined;

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
      // No default font: pdfkit would register it under its family name, and then never remember
      // the same face chosen under our weight name (each switch would open it again and compare
      // the two faces' name tables). setFont picks every face, parsed once per process.
      font: null as unknown as string,
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

  /**
   * The fill colour the page's graphics state has now (undefined: not known, e.g. on a new page):
   * text sets it only when it changes, instead of writing the colour again for every text.
   */
  private fill: string | undefined;

  private setFill(color: string): void {
    if (color === this.fill) return;
    this.doc.fillColor(color);
    this.fill = color;
  }

  addPage(paper: PaperSize): void {
    this.doc.addPage({ size: [mmToPt(paper.widthMm), mmToPt(paper.heightMm)], margin: 0 });
    this.deflaters.push(collectContent((this.doc as unknown as { page: { content: PdfkitStream } }).page.content));
    this.fill = undefined;
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
    const fill = this.fill;
    this.doc.save();
    this.doc.rotate(angleDeg, { origin: [mmToPt(cx), mmToPt(cy)] });
    draw();
    this.doc.restore();
    // Restoring the graphics state brings back the colour from before.
    this.fill = fill;
  }

  private paint(stroke: Stroke | undefined, fill: string | undefined): void {
    if (stroke) this.doc.lineWidth(mmToPt(stroke.widthMm)).strokeColor(stroke.color);
    if (fill) this.setFill(fill);
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
      const entry = parsedFont(this.fonts[weight]);
      this.doc.font(entry.font as unknown as PDFKit.Mixins.PDFFontSource, weight);
      this.weight = weight;
      this.shareLayouts(entry);
    }
    this.doc.fontSize(style.sizePt);
  }

  /**
   * Gives pdfkit's font for this document the process's remembered word layouts
   * (ParsedFont.layouts). Their number is counted every SHARES_PER_COUNT documents, so the
   * cache stays near LAYOUT_CACHE words without counting at every document.
   */
  private shareLayouts(entry: ParsedFont): void {
    const font = (this.doc as unknown as { _font?: PdfkitFont })._font;
    if (!font || font.layoutCache === undefined || font.layoutCache === entry.layouts) return;
    tuneFont(font);
    entry.shares += 1;
    if (entry.shares >= SHARES_PER_COUNT) {
      entry.shares = 0;
      if (Object.keys(entry.layouts).length >= LAYOUT_CACHE) entry.layouts = Object.create(null) as Record<string, unknown>;
    }
    // Words this document laid out before it had the shared cache join it.
    Object.assign(entry.layouts, font.layoutCache);
    font.layoutCache = entry.layouts;
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
  private readonly heights = new TextMemo<number>();
  /** Widths of one line of text, by font and size (the style without its box). */
  private readonly widths = new TextMemo<number>();
  /** Type size each text is set in inside its box (see fitted). */
  private readonly fits = new TextMemo<number>();

  /** Texts broken into the lines of their box, by font, size, box and text (see wrapped). */
  private readonly wraps = new TextMemo<Wrapped>();

  /** Height in points of text in the current font (setFont first). */
  private heightPt(str: string, style: TextStyle, options: PDFKit.Mixins.TextOptions): number {
    // Text that fits on one line of its box is one line high: no need to lay it out.
    if (this.oneLineOffset(str, style) !== undefined) str = 'X';
    else if (style.widthMm !== undefined) return this.wrapped(str, style, options).heightPt;
    const key = styleKey(style);
    return this.heights.get(key, str) ?? this.heights.set(key, str, this.doc.heightOfString(str, options));
  }

  /**
   * Text in a box broken into lines by pdfkit's own line wrapper, once per font, size, box and
   * text: measuring a table cell and drawing it then use the same lines, and drawing sets each
   * line by itself (text() below) instead of wrapping the text again. The lines and their height
   * are exactly what heightOfString and text() with a width give.
   */
  private wrapped(str: string, style: TextStyle, options: PDFKit.Mixins.TextOptions): Wrapped {
    const key = styleKey(style);
    let found = this.wraps.get(key, str);
    if (found === undefined) {
      const doc = this.doc as unknown as PdfkitText;
      const { x, y } = doc;
      const step = doc.currentLineHeight(true) + (options.lineGap ?? 0);
      const lines: WrappedLine[] = [];
      doc._text(str, x, y, { ...options, height: Infinity }, (text, lineOptions) => {
        lines.push({ text, textWidth: lineOptions.textWidth ?? 0 });
        doc.y += step;
      });
      found = { lines, heightPt: doc.y - y };
      doc.x = x;
      doc.y = y;
      this.wraps.set(key, str, found);
    }
    return found;
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
    // Far too long for one line whatever its letters (NARROWEST_EM): wrapped without measuring
    // the whole text first. A text this sends to the wrapper wrongly (one made of combining
    // marks) still comes out the same, on one line.
    if (str.length * style.sizePt * NARROWEST_EM > box) return undefined;
    if (this.widthPt(str, style) > box) return undefined;
    // As pdfkit's _fragment places right-aligned text: by its width without trailing spaces.
    return align === 'left' ? 0 : box - this.widthPt(str.replace(/\s+$/, ''), style);
  }

  /** Width in points of one line of text in the current font (setFont first), remembered like heights. */
  private widthPt(str: string, style: TextStyle): number {
    const key = `${style.weight ?? 'regular'}|${style.sizePt}`;
    return this.widths.get(key, str) ?? this.widths.set(key, str, this.doc.widthOfString(str));
  }

  /**
   * The style a text is set in: as given, except that a word wider than its box makes the whole
   * text smaller until that word fits (down to FIT_PT.minWord), so no word is ever broken inside
   * ("Coun/t", "Unentschiede/n"); the text still wraps at spaces.
   */
  private fitted(str: string, style: TextStyle): TextStyle {
    if (style.widthMm === undefined) return style;
    // Remembered per text and box: a cell is measured and then drawn, many cells repeat.
    const key = styleKey(style);
    let sizePt = this.fits.get(key, str);
    if (sizePt === undefined) {
      sizePt = style.sizePt;
      if (this.oneLineOffset(str, style) === undefined) {
        const box = mmToPt(style.widthMm);
        let widest = 0;
        for (const word of str.split(/[ \t\n]+/)) if (word) widest = Math.max(widest, this.widthPt(word, style));
        if (widest > box) sizePt = Math.max(FIT_PT.minWord, Math.floor(((style.sizePt * box) / widest) * 4) / 4);
      }
      this.fits.set(key, str, sizePt);
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
    this.setFill(style.color ?? COLORS.text);
    const dx = this.oneLineOffset(str, style);
    // One line that fits is drawn without pdfkit's line wrapper (the wrapping layout is the slow part of a table).
    if (dx !== undefined) this.setLine(str, mmToPt(x) + dx, mmToPt(y));
    else if (style.widthMm !== undefined) this.drawLines(this.wrapped(str, style, options), mmToPt(x), mmToPt(y), style);
    else this.doc.text(str, mmToPt(x), mmToPt(y), options);
    return ptToMm(h);
  }

  /** Sets the lines of a wrapped text one by one where pdfkit's wrapper would set them: one line height (with its gap) apart, aligned in the box as pdfkit's _fragment aligns them. */
  private drawLines(wrapped: Wrapped, xPt: number, yPt: number, style: TextStyle): void {
    const box = mmToPt(style.widthMm ?? 0);
    const step = wrapped.lines.length > 0 ? wrapped.heightPt / wrapped.lines.length : 0;
    wrapped.lines.forEach((line, i) => {
      const text = line.text.replace(/\n/g, '');
      if (text === '') return;
      let dx = 0;
      if (style.align === 'right') dx = box - this.widthPt(text.replace(/\s+$/, ''), style);
      else if (style.align === 'center') dx = box / 2 - line.textWidth / 2;
      this.setLine(text, xPt + dx, yPt + i * step);
    });
  }

  /**
   * A line's glyphs in its font as one TJ operator ('' for none), or null when a glyph of it is
   * placed by itself (its offsets): the operator does not depend on the type size or the place,
   * so each text is turned into one once per font and document (table rows repeat texts).
   */
  private readonly lineOps = new TextMemo<string | null>();

  private glyphOps(font: PdfkitLine['_font'], text: string): string | null {
    const found = this.lineOps.get(font.id, text);
    if (found !== undefined) return found;
    const [encoded, positions] = font.encode(text);
    const runs: string[] = [];
    let last = 0;
    for (let i = 0; i < positions.length; i++) {
      const pos = positions[i] as GlyphPosition;
      if (pos.xOffset || pos.yOffset) return this.lineOps.set(font.id, text, null);
      if (pos.xAdvance - pos.advanceWidth !== 0) {
        runs.push(glyphRun(encoded, positions, last, i + 1));
        last = i + 1;
      }
    }
    if (last < positions.length) runs.push(glyphRun(encoded, positions, last, positions.length));
    return this.lineOps.set(font.id, text, runs.length === 0 ? '' : `[${runs.join(' ')}] TJ`);
  }

  /**
   * Sets one line of text (no line breaks) with its top at (x, y) in points, in the current font,
   * writing the operators pdfkit's text() writes for it (its _fragment, left-aligned, no options)
   * without the rest of its text machinery, which measures the line twice more and is most of the
   * time a table takes. pdf.test.ts compares the bytes with pdfkit's own.
   */
  private setLine(text: string, xPt: number, yPt: number): void {
    if (text.length === 0) return;
    const doc = this.doc as unknown as PdfkitLine;
    const font = doc._font;
    const scale = doc._fontSize / 1000;
    const height = doc.page.height;
    const y = height - yPt - font.ascender * scale;
    if (doc.page.fonts[font.id] == null) doc.page.fonts[font.id] = font.ref();
    const ops = this.glyphOps(font, text);
    if (ops !== null) {
      // What save(), transform() and restore() write around it, as one piece: the page content
      // is the same (collectContent ends every piece with a line break), and the transformation
      // pdfkit keeps is back where it was after restore().
      const set = ops === '' ? '' : `\n${ops}`;
      doc.addContent(`q\n1 0 0 -1 0 ${num(height)} cm\nBT\n1 0 0 1 ${num(xPt)} ${num(y)} Tm\n/${font.id} ${num(doc._fontSize)} Tf${set}\nET\nQ`);
      return;
    }
    doc.save();
    doc.transform(1, 0, 0, -1, 0, height);
    let x = xPt;
    doc.addContent('BT');
    doc.addContent(`1 0 0 1 ${num(x)} ${num(y)} Tm`);
    doc.addContent(`/${font.id} ${num(doc._fontSize)} Tf`);
    const [encoded, positions] = font.encode(text);
    // Glyphs run together in one TJ array; a kerned advance ends a run, an offset glyph is placed by itself.
    const runs: string[] = [];
    let last = 0;
    let hadOffset = false;
    for (let i = 0; i < positions.length; i++) {
      const pos = positions[i] as GlyphPosition;
      if (pos.xOffset || pos.yOffset) {
        if (last < i) runs.push(glyphRun(encoded, positions, last, i));
        setRuns(doc, runs);
        doc.addContent(`1 0 0 1 ${num(x + pos.xOffset * scale)} ${num(y + pos.yOffset * scale)} Tm`);
        runs.push(glyphRun(encoded, positions, i, i + 1));
        setRuns(doc, runs);
        last = i + 1;
        hadOffset = true;
      } else {
        if (hadOffset) {
          doc.addContent(`1 0 0 1 ${num(x)} ${num(y)} Tm`);
          hadOffset = false;
        }
        if (pos.xAdvance - pos.advanceWidth !== 0) {
          runs.push(glyphRun(encoded, positions, last, i + 1));
          last = i + 1;
        }
      }
      x += pos.xAdvance * scale;
    }
    if (last < positions.length) runs.push(glyphRun(encoded, positions, last, positions.length));
    setRuns(doc, runs);
    doc.addContent('ET');
    doc.restore();
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
      this.fill = undefined;
      draw(i + 1, range.count);
    }
  }

  /** Finishes the document and returns its bytes. */
  async finish(): Promise<Uint8Array> {
    await Promise.all(this.deflaters.map((deflateAhead) => deflateAhead()));
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}
