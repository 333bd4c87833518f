/**
 * Renders real PDFs and measures them with poppler: page sizes, true scale of the pieces (within
 * 0.3 mm), text extraction, fonts, structure, duplex backs.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaperId } from '../../core/print/job';
import { PAPERS } from '../../templates/paper';
import { PT_PER_MM } from '../../templates/units';
import type { PageRecord, PieceRecord, PrintRecord } from './context';
import { renderPrintJobDetailed } from './engine';
import { fixtureList, fixtureLookup } from './fixtures';
import { darkRunsAlongColumn, darkRunsAlongRow, pageSizePt, pdfFonts, pdfInfo, pdfText, qpdfCheck, renderGray } from './test-support';

const RESOURCES = path.resolve(import.meta.dirname, '../../resources');
const TOLERANCE_MM = 0.3;
const DPI = 300;
const dir = mkdtempSync(path.join(tmpdir(), 'muster-print-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function piece(record: PrintRecord, kind: string, pred: (p: PieceRecord) => boolean = () => true): { page: PageRecord; piece: PieceRecord } {
  for (const page of record.pages) {
    const found = page.pieces.find((p) => p.kind === kind && pred(p));
    if (found) return { page, piece: found };
  }
  throw new Error(`no piece ${kind}`);
}

describe.each(['a4', 'letter'] as const)('print on %s', (paper: PaperId) => {
  const file = path.join(dir, `fixture-${paper}.pdf`);
  let record: PrintRecord;

  beforeAll(async () => {
    const job = { documents: ['list', 'templates', 'tokens', 'markers'] as const, paper, lang: 'de' as const, list: fixtureList(), options: { diameters: [55] } };
    const out = await renderPrintJobDetailed({ ...job, documents: [...job.documents] }, { lookup: fixtureLookup(), resourcesDir: RESOURCES, now: new Date('2025-03-04T12:00:00Z') });
    writeFileSync(file, out.pdf);
    record = out.record;
  });

  it('has the exact page size on every page', () => {
    const size = PAPERS[paper];
    for (const page of [1, record.pages.length]) {
      const pt = pageSizePt(file, page);
      expect(pt.width).toBeCloseTo(size.widthMm * PT_PER_MM, 2);
      expect(pt.height).toBeCloseTo(size.heightMm * PT_PER_MM, 2);
    }
    expect(paper === 'a4' ? [595.28, 841.89] : [612, 792]).toEqual([
      Math.round(size.widthMm * PT_PER_MM * 100) / 100,
      Math.round(size.heightMm * PT_PER_MM * 100) / 100,
    ]);
  });

  it('draws the dispersion template at its diameter with 1 cm rings', () => {
    for (const d of [100, 70, 55]) {
      const { page, piece: t } = piece(record, 'dispersion-template', (p) => p.data?.diameterMm === d);
      const img = renderGray(file, page.number, DPI, { x: t.xMm - 3, y: t.yMm + d / 2 - 1, w: d + 6, h: 2 });
      const runs = darkRunsAlongRow(img, t.yMm + d / 2, t.xMm - 1.5, t.xMm + d + 1.5);
      const left = runs[0] ?? NaN;
      const right = runs[runs.length - 1] ?? NaN;
      expect(Math.abs(right - left - d)).toBeLessThan(TOLERANCE_MM);
      // Between the edges: rings at every 10 mm on both sides and the centre cross in the middle.
      const centre = (left + right) / 2;
      const rings = runs.slice(1, -1).map((x) => x - centre).filter((o) => Math.abs(o) > 6);
      const expected = [];
      for (let r = 10; r < d / 2 - 0.5; r += 10) expected.push(-r, r);
      expect(rings.length).toBe(expected.length);
      for (const o of rings) expect(Math.abs(Math.abs(o) - Math.round(Math.abs(o) / 10) * 10)).toBeLessThan(TOLERANCE_MM);
      const positive = rings.filter((o) => o > 0).sort((a, b) => a - b);
      for (let i = 1; i < positive.length; i++) expect(Math.abs((positive[i] ?? 0) - (positive[i - 1] ?? 0) - 10)).toBeLessThan(TOLERANCE_MM);
    }
  });

  it('prints the 100 mm and 4 inch calibration bars true to scale on every physical page', () => {
    const physical = record.pages.filter((p) => p.calibration);
    // Every page with pieces (the cut-out pieces of templates, tokens and markers share their sheets).
    expect(physical.length).toBeGreaterThanOrEqual(3);
    expect(record.pages.filter((p) => p.pieces.length > 0).every((p) => p.calibration)).toBe(true);
    expect(record.pages.filter((p) => p.document === 'list').every((p) => !p.calibration)).toBe(true);
    const page = physical[0];
    const cal = page?.calibration;
    if (!page || !cal) throw new Error('no calibration');
    const img = renderGray(file, page.number, DPI, { x: cal.metric.x0Mm - 3, y: cal.metric.baselineMm - 1, w: 110, h: 14 });
    const cm = darkRunsAlongRow(img, cal.metric.baselineMm + 1.3, cal.metric.x0Mm - 2, cal.metric.x0Mm + 103);
    expect(cm.length).toBe(11);
    expect(Math.abs((cm[10] ?? 0) - (cm[0] ?? 0) - 100)).toBeLessThan(TOLERANCE_MM);
    for (let i = 1; i < cm.length; i++) expect(Math.abs((cm[i] ?? 0) - (cm[i - 1] ?? 0) - 10)).toBeLessThan(TOLERANCE_MM);
    const inch = darkRunsAlongRow(img, cal.imperial.baselineMm + 1.6, cal.imperial.x0Mm - 2, cal.imperial.x0Mm + 105);
    expect(inch.length).toBe(5);
    expect(Math.abs((inch[4] ?? 0) - (inch[0] ?? 0) - 101.6)).toBeLessThan(TOLERANCE_MM);
    expect(pdfText(file, page.number)).toContain('in Originalgröße drucken');
  });

  it('cuts the camp marker at 50 x 50 mm', () => {
    const { page, piece: m } = piece(record, 'camp-marker');
    const img = renderGray(file, page.number, DPI, { x: m.xMm - 2, y: m.yMm - 2, w: 54, h: 54 });
    const across = darkRunsAlongRow(img, m.yMm + 25, m.xMm - 1.5, m.xMm + 51.5);
    const down = darkRunsAlongColumn(img, m.xMm + 40, m.yMm - 1.5, m.yMm + 51.5);
    expect(Math.abs((across[across.length - 1] ?? 0) - (across[0] ?? 0) - 50)).toBeLessThan(TOLERANCE_MM);
    expect(Math.abs((down[down.length - 1] ?? 0) - (down[0] ?? 0) - 50)).toBeLessThan(TOLERANCE_MM);
  });

  it('draws the 3 inch blast template at 76.2 mm', async () => {
    // The blast templates are The Old World's: printed without the (Confrontation) list.
    const blastFile = path.join(dir, `blast-${paper}.pdf`);
    const out = await renderPrintJobDetailed({ documents: ['blast'], paper, lang: 'de' }, { lookup: fixtureLookup(), resourcesDir: RESOURCES, now: new Date('2025-03-04T12:00:00Z') });
    writeFileSync(blastFile, out.pdf);
    const { page, piece: t } = piece(out.record, 'blast-template', (p) => p.data?.inch === 3);
    const img = renderGray(blastFile, page.number, DPI, { x: t.xMm - 2, y: t.yMm + 35, w: 81, h: 6 });
    const runs = darkRunsAlongRow(img, t.yMm + t.heightMm / 2, t.xMm - 1.5, t.xMm + t.widthMm + 1.5);
    expect(Math.abs((runs[runs.length - 1] ?? 0) - (runs[0] ?? 0) - 76.2)).toBeLessThan(TOLERANCE_MM);
  });

  it('keeps at least 2 mm between cut pieces', () => {
    for (const page of record.pages) {
      const cut = page.pieces.filter((p) => p.kind !== 'stray-table');
      for (const a of cut) {
        for (const b of cut) {
          if (a === b) continue;
          const apart = a.xMm + a.widthMm + 2 <= b.xMm + 1e-6 || b.xMm + b.widthMm + 2 <= a.xMm + 1e-6 || a.yMm + a.heightMm + 2 <= b.yMm + 1e-6 || b.yMm + b.heightMm + 2 <= a.yMm + 1e-6;
          expect(apart).toBe(true);
        }
      }
    }
  });

  it('mirrors every back piece to its front (long-edge flip) with identical trap and decoy backs', () => {
    const backs = record.pages.filter((p) => p.side === 'back');
    expect(backs.length).toBe(1);
    const back = backs[0];
    const front = record.pages.find((p) => p.number === back?.backOf);
    if (!back || !front) throw new Error('no duplex pages');
    // Single-sided pieces may share the front (their backs stay empty); the counters with backs are mirrored.
    const sided = front.pieces.filter((p) => p.kind === 'token-trap' || p.kind === 'token-decoy');
    expect(sided.map((p) => p.kind)).toEqual(['token-trap', 'token-trap', 'token-decoy', 'token-decoy']);
    expect(back.pieces.length).toBe(sided.length);
    sided.forEach((f, i) => {
      const b = back.pieces[i];
      expect(b?.kind).toBe(`${f.kind}-back`);
      expect(b?.yMm).toBe(f.yMm);
      expect(b?.xMm).toBeCloseTo(front.widthMm - f.xMm - f.widthMm, 9);
    });
    // The backs of a trap and a decoy look the same: compare their pixels.
    const trap = back.pieces[0];
    const decoy = back.pieces[3];
    if (!trap || !decoy) throw new Error('no backs');
    // About 150 dpi, chosen so the two pieces lie a whole number of pixels apart: both crops then
    // start at the same fraction of a pixel and are smoothed alike (else their edges differ by chance).
    const dpi = (Math.max(1, Math.round(((decoy.xMm - trap.xMm) * 150) / 25.4)) * 25.4) / (decoy.xMm - trap.xMm);
    expect(decoy.yMm).toBe(trap.yMm);
    const crop = (p: PieceRecord): Uint8Array => {
      const img = renderGray(file, back.number, dpi, { x: p.xMm, y: p.yMm, w: p.widthMm, h: p.heightMm });
      return img.data;
    };
    const a = crop(trap);
    const b = crop(decoy);
    let diff = 0;
    const n = Math.min(a.length, b.length);
    for (let i = 0; i < n; i++) diff += Math.abs((a[i] ?? 0) - (b[i] ?? 0));
    expect(diff / n).toBeLessThan(4);
  });

  it('keeps German and accented text extractable and embeds every font', () => {
    const text = pdfText(file);
    for (const word of ['Baron Ozöhn der Große', 'Wächter von Tir-Nâ-Bor', 'Musketenschütze', 'Jörg Müller', 'Köder', 'Überhitzung']) expect(text).toContain(word);
    const fonts = pdfFonts(file);
    expect(fonts.length).toBe(3);
    expect(fonts.every((f) => f.embedded)).toBe(true);
    expect(fonts.map((f) => f.name.replace(/^[A-Z]{6}\+/, '')).sort()).toEqual(['BarlowCondensed-SemiBold', 'DejaVuSans', 'DejaVuSans-Bold']);
  });

  it('is a valid PDF with Muster metadata', () => {
    const check = qpdfCheck(file);
    expect(check.ok).toBe(true);
    expect(check.output).toContain('No syntax or stream encoding errors found');
    const info = pdfInfo(file);
    expect(info.Author).toBe('Muster');
    expect(info.Title).toBe('Druckmappe – Prüfliste für Größe & Maß');
    expect(info.Subject).toBe('Druckvorlagen für eine Tabletop-Armee');
    expect(Number(info.Pages)).toBe(record.pages.length);
  });
});
