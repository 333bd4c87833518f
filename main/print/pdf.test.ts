import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PAPERS } from '../../templates/paper';
import { FONT_FILES, LINE_GAP_PT } from '../../templates/style';
import { mmToPt } from '../../templates/units';
import { defaultResourcesDir } from '../services/card-db';
import PDFDocument from 'pdfkit';
import { collectContent, Pdf, type TextStyle } from './pdf';
import { renderRgb } from './test-support';

const fonts = path.join(defaultResourcesDir({}), 'fonts');
const info = { title: 't', subject: 's', lang: 'de', creationDate: new Date('2025-01-01T00:00:00Z') };
const page = PAPERS.a4;

/** The same texts drawn by Pdf.text and straight through pdfkit's line wrapper: the bytes must be equal. */
async function both(texts: [string, TextStyle][]): Promise<[Uint8Array, Uint8Array, number[]]> {
  const ours = new Pdf(fonts, info);
  const plain = new Pdf(fonts, info);
  ours.addPage(page);
  plain.addPage(page);
  const heights: number[] = [];
  texts.forEach(([str, style], i) => {
    heights.push(ours.textHeight(str, style));
    ours.text(str, 10, 10 + i * 12, style);
    plain.doc.font(path.join(fonts, FONT_FILES[style.weight ?? 'regular'])).fontSize(style.sizePt);
    // Pdf sets the text colour once while it stays the same.
    if (i === 0) plain.doc.fillColor('#000000');
    plain.doc.text(str, mmToPt(10), mmToPt(10 + i * 12), { width: mmToPt(style.widthMm!), align: style.align ?? 'left', lineGap: LINE_GAP_PT });
  });
  return [await ours.finish(), await plain.finish(), heights];
}

describe('page content', () => {
  /**
   * Two pages drawn straight with pdfkit, the first written to again after the second (as page
   * numbers are). `ahead`: the pages' content is compressed ahead (collectContent's deflateAhead)
   * before the first page is written to again, or only before the end.
   */
  async function draw(collect: boolean, ahead?: 'before-page-numbers' | 'before-end'): Promise<Buffer> {
    const doc = new PDFDocument({ autoFirstPage: false, bufferPages: true, info: { CreationDate: info.creationDate } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    const ended = new Promise((resolve) => doc.on('end', resolve));
    const deflaters: (() => Promise<void>)[] = [];
    for (let i = 0; i < 2; i++) {
      doc.addPage({ size: 'A4', margin: 0 });
      if (collect) deflaters.push(collectContent((doc as unknown as { page: { content: Parameters<typeof collectContent>[0] } }).page.content));
      doc.font(path.join(fonts, FONT_FILES.regular)).fontSize(9).fillColor('#a00000');
      doc.text(`Seite ${i + 1}: Größe, Übermacht – „Zwerge“ ½`, 40, 40, { width: 200 });
      doc.rect(30, 30, 220, 60).lineWidth(0.5).strokeColor('#333333').stroke();
      doc.circle(300, 300, 20).fill('#00a000');
    }
    if (ahead === 'before-page-numbers') await Promise.all(deflaters.map((d) => d()));
    doc.switchToPage(0);
    doc.text('1 / 2', 500, 800, { lineBreak: false });
    if (ahead === 'before-end') await Promise.all(deflaters.map((d) => d()));
    doc.end();
    await ended;
    return Buffer.concat(chunks);
  }

  it('is written in one piece per page, byte for byte what pdfkit writes operator by operator', async () => {
    const [collected, plain] = [await draw(true), await draw(false)];
    expect(collected.length).toBeGreaterThan(1000);
    expect(collected.equals(plain)).toBe(true);
  });

  it('compressed ahead of the end (all pages at once, off the main thread) is byte for byte what pdfkit compresses, also when a page is written to afterwards', async () => {
    const plain = await draw(false);
    const ahead = await draw(true, 'before-end');
    const late = await draw(true, 'before-page-numbers');
    expect(ahead.equals(plain)).toBe(true);
    expect(late.equals(plain)).toBe(true);
    // Both pages' content is compressed in the file.
    expect(plain.toString('latin1').match(/\/Filter \/FlateDecode/g)?.length).toBeGreaterThanOrEqual(2);
  });
});

describe('Pdf text', () => {
  it('draws one line that fits exactly as pdfkit wraps it (left, right, centre), and wraps long text', async () => {
    const cell = (align: TextStyle['align']): TextStyle => ({ sizePt: 8, widthMm: 30, align });
    const [a, b, heights] = await both([
      ['12', cell('right')],
      ['Goblin Minelayer', cell('left')],
      ['Mitte ', cell('center')],
      ['Ein sehr langer Kartenname, der in dreißig Millimetern nicht auf eine Zeile passt', cell('left')],
      // Set again: the font encodes a text once per document, and the page gets the same bytes.
      ['Goblin Minelayer', cell('left')],
      ['Ein sehr langer Kartenname, der in dreißig Millimetern nicht auf eine Zeile passt', cell('right')],
      // Kerned pairs end a segment of glyphs; combining marks are placed by their offsets.
      ['AVAWAY To Tä', cell('left')],
      ['Ne\u0301e\u0308 q\u0323\u0301', cell('left')],
    ]);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    expect(heights[0]).toBeCloseTo(heights[1]!, 6);
    expect(heights[3]).toBeGreaterThan(heights[0]! * 2);
  });

  it('sets wrapped text line by line exactly where pdfkit’s wrapper sets it (left, right, centre, line breaks, bold), and measures the same height', async () => {
    const long = 'Träger: 1× Goblin-Krieger (#3), 2× Goblin-Krieger (#4), 1× Minenleger (#7); Besatzung: 3× Diener (#9)';
    const texts: [string, TextStyle][] = [
      [long, { sizePt: 7, widthMm: 40, align: 'left' }],
      [long, { sizePt: 7, widthMm: 40, align: 'right' }],
      [long, { sizePt: 7, widthMm: 40, align: 'center' }],
      ['Erste Zeile\nZweite Zeile, die im Kasten umbricht, weil sie lang ist\n\nNach einer Leerzeile', { sizePt: 8, widthMm: 35 }],
      [long, { sizePt: 9, widthMm: 60, weight: 'bold' }],
    ];
    const [a, b, heights] = await both(texts);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    const pdfkit = new Pdf(fonts, info);
    pdfkit.addPage(page);
    texts.forEach(([str, style], i) => {
      pdfkit.doc.font(path.join(fonts, FONT_FILES[style.weight ?? 'regular'])).fontSize(style.sizePt);
      const expected = pdfkit.doc.heightOfString(str, { width: mmToPt(style.widthMm!), align: style.align ?? 'left', lineGap: LINE_GAP_PT });
      expect(mmToPt(heights[i]!)).toBeCloseTo(expected, 6);
    });
    expect(heights[3]).toBeGreaterThan(heights[0]! / 2);
  });

  it('sets a colour only when it changes, and again after a rotated part brought back the colour from before', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'muster-pdf-'));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    const pdf = new Pdf(fonts, info);
    pdf.addPage(page);
    const big = (color: string): TextStyle => ({ sizePt: 60, weight: 'bold', color });
    pdf.text('█', 10, 10, big('#cc0000'));
    // Blue inside a rotated part: the graphics state returns to red afterwards.
    pdf.rotated(0, 50, 50, () => pdf.text('█', 60, 10, big('#0000cc')));
    pdf.text('█', 110, 10, big('#0000cc'));
    pdf.text('█', 10, 60, big('#cc0000'));
    const file = path.join(dir, 'colours.pdf');
    writeFileSync(file, await pdf.finish());
    const img = renderRgb(file, 1, 36);
    const at = (xMm: number, yMm: number): [number, number, number] => {
      const i = (Math.round((yMm / 25.4) * 36) * img.width + Math.round((xMm / 25.4) * 36)) * 3;
      return [img.data[i]!, img.data[i + 1]!, img.data[i + 2]!];
    };
    const red = (c: [number, number, number]) => c[0] > 150 && c[2] < 80;
    const blue = (c: [number, number, number]) => c[2] > 150 && c[0] < 80;
    expect(red(at(18, 22))).toBe(true);
    expect(blue(at(68, 22))).toBe(true);
    expect(blue(at(118, 22))).toBe(true);
    expect(red(at(18, 72))).toBe(true);
  });
});
