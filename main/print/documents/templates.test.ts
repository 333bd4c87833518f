/**
 * Dispersion template numbers are clear of the rings and the centre cross at every diameter
 * from 30 to 180 mm, measured in the pixels of the rendered PDF; the cut template says what it is.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISPERSION, PIECE_GAP_MM, RANGE_RULERS } from '../../../templates/pieces';
import type { PieceRecord, PrintRecord } from '../context';
import { defaultResourcesDir, loadCardDatabase, shippedCardsDir } from '../../services/card-db';
import { renderPrintJobDetailed, type PrintDeps } from '../engine';
import { fixtureList, fixtureLookup } from '../fixtures';
import { renderGray, type GrayImage } from '../test-support';
import { digitPlacement, templateRings } from './templates';

const RESOURCES = path.resolve(import.meta.dirname, '../../../resources');
const dir = mkdtempSync(path.join(tmpdir(), 'muster-templates-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let deps: PrintDeps;
beforeAll(async () => {
  const { db } = await loadCardDatabase([shippedCardsDir(defaultResourcesDir({}))]);
  deps = { lookup: db, resourcesDir: RESOURCES };
});

const grey = (img: GrayImage, xMm: number, yMm: number): number => {
  const x = Math.round((xMm - img.originMm.x) * img.scale);
  const y = Math.round((yMm - img.originMm.y) * img.scale);
  return img.data[y * img.width + x] ?? 255;
};

describe.each([30, 50, 70, 100, 140, 180])('a %i mm template', (d) => {
  it('has its numbers between the rings: no ink just beside any ring or the centre cross near a number', async () => {
    const out = await renderPrintJobDetailed({ documents: ['templates'], paper: 'a4', lang: 'de', options: { diameters: [d] } }, deps);
    const file = path.join(dir, `t${d}.pdf`);
    writeFileSync(file, out.pdf);
    const page = out.record.pages.find((p) => p.pieces.some((x) => x.kind === 'dispersion-template'))!;
    const piece = page.pieces.find((x) => x.kind === 'dispersion-template')!;
    const img = renderGray(file, page.number, 600, { x: piece.xMm - 1, y: piece.yMm - 1, w: piece.widthMm + 2, h: piece.heightMm + 2 });
    const cx = piece.xMm + d / 2;
    const cy = piece.yMm + d / 2;
    const place = digitPlacement(d);
    const outer = d / 2 - DISPERSION.arrowInsetMm;
    const arm = Math.min(DISPERSION.crossArmMm, DISPERSION.ringStepMm / 2);
    // Lines the numbers must keep clear of: every ring, and the end of the cross on the arrows that run along it.
    const lines = templateRings(d);
    const inked: string[] = [];
    for (let k = 0; k < DISPERSION.arrows; k++) {
      const axis = ((DISPERSION.firstArrowDeg - (360 / DISPERSION.arrows) * k) * Math.PI) / 180;
      const around = [...lines, ...(k === 0 || k === 3 ? [arm] : [])];
      for (const line of around) {
        for (const side of [-1, 1]) {
          for (const gap of [0.3, 0.45, 0.6]) {
            const rho = line + side * gap;
            if (rho >= place.tailMm - 0.4 || rho <= 0.5) continue; // the arrow itself may cross a ring
            for (const spread of [-6, -3, 0, 3, 6]) {
              // Along the cross the cross arm's own line is expected: look beside it only.
              if (line === arm && spread === 0) continue;
              const a = axis + (spread * Math.PI) / 180;
              const v = grey(img, cx + Math.cos(a) * rho, cy - Math.sin(a) * rho);
              if (v < 200) inked.push(`number ${k + 1}: ink ${gap} mm ${side < 0 ? 'inside' : 'outside'} the line at ${line} mm (${spread}°)`);
            }
          }
        }
      }
    }
    expect(inked).toEqual([]);
    // The numbers sit between two lines and the arrows still have their length.
    expect(outer - place.tailMm).toBeGreaterThanOrEqual(DISPERSION.minArrowMm - 1e-9);
  });
});

describe('the cut template', () => {
  it('carries its diameter (and its name when there is room) inside its edge', async () => {
    const out = await renderPrintJobDetailed({ documents: ['templates'], paper: 'a4', lang: 'en', options: { diameters: [30, 180] } }, deps);
    const file = path.join(dir, 'names.pdf');
    writeFileSync(file, out.pdf);
    // Set along the rim (rotated), the label is read in drawing order.
    const text = execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(text).toContain('Template on demand · Ø 180 mm');
    // The 30 mm template has room for its diameter only: once in the table's title, once on the rim.
    expect(text.match(/Ø 30 mm/g)?.length).toBe(2);
  });
});

describe('a template and its stray table', () => {
  // Testers printed 180, 30 and 80 mm: the 180 mm template's title and table went to another page.
  it.each(['a4', 'letter'] as const)('stay on one page, titled, on %s', async (paper) => {
    const out = await renderPrintJobDetailed({ documents: ['templates'], paper, lang: 'en', options: { diameters: [180, 30, 80] } }, deps);
    const file = path.join(dir, `keep-${paper}.pdf`);
    writeFileSync(file, out.pdf);
    for (const d of [180, 30, 80]) {
      const title = `Template on demand – Ø ${d} mm`;
      const page = out.record.pages.find((p) => p.pieces.some((x) => x.kind === 'dispersion-template' && x.data?.diameterMm === d));
      expect(page, `${d} mm template`).toBeDefined();
      const text = execFileSync('pdftotext', ['-f', String(page!.number), '-l', String(page!.number), '-raw', file, '-'], { encoding: 'utf8' });
      // The table's title and its distances are on the template's page.
      expect(text, `${d} mm on page ${page!.number}`).toContain(title);
      expect(text).toMatch(/14 cm/);
      // Each table's title is printed once in the document, on that page only.
      const pages = out.record.pages.filter((p) => execFileSync('pdftotext', ['-f', String(p.number), '-l', String(p.number), '-raw', file, '-'], { encoding: 'utf8' }).includes(title));
      expect(pages.map((p) => p.number)).toEqual([page!.number]);
    }
    // Every template has a stray table on its page.
    for (const p of out.record.pages) {
      const templates = p.pieces.filter((x) => x.kind === 'dispersion-template').length;
      expect(p.pieces.filter((x) => x.kind === 'stray-table').length).toBe(templates);
    }
  });
});

describe('the stray ruler', () => {
  /** Each template with the stray table and the stray ruler on its page; the ruler's place from the template's corner. */
  function rulersBeside(record: PrintRecord): { label: string; page: number; dx: number; dy: number }[] {
    const out: { label: string; page: number; dx: number; dy: number }[] = [];
    for (const page of record.pages) {
      const of = (kind: string): PieceRecord[] => page.pieces.filter((x) => x.kind === kind);
      for (const t of of('dispersion-template')) {
        // Its table: the nearest one on the page; the pair's outline.
        const near = (p: PieceRecord): number => Math.hypot(p.xMm - t.xMm, p.yMm - t.yMm);
        const table = of('stray-table').sort((a, b) => near(a) - near(b))[0]!;
        const box = { x0: Math.min(t.xMm, table.xMm), y0: Math.min(t.yMm, table.yMm), x1: Math.max(t.xMm + t.widthMm, table.xMm + table.widthMm), y1: Math.max(t.yMm + t.heightMm, table.yMm + table.heightMm) };
        // Beside it: a ruler on the page one gap from the pair's outline.
        const beside = of('stray-ruler').find((r) => {
          const gapX = Math.max(box.x0 - (r.xMm + r.widthMm), r.xMm - box.x1);
          const gapY = Math.max(box.y0 - (r.yMm + r.heightMm), r.yMm - box.y1);
          return Math.max(gapX, gapY) <= PIECE_GAP_MM + 0.01 && Math.min(gapX, gapY) < 0;
        });
        if (beside) out.push({ label: t.label ?? '', page: page.number, dx: beside.xMm - t.xMm, dy: beside.yMm - t.yMm });
      }
    }
    return out;
  }

  // Testers printed "Everything": the Mountain-Breaker's stray ruler came two pages after its template.
  it.each(['a4', 'letter'] as const)('lies beside its template in "all" as in the templates alone, and "all" prints each ruler once (%s)', async (paper) => {
    const fx = { lookup: fixtureLookup(), resourcesDir: RESOURCES };
    const job = { paper, lang: 'en' as const, list: fixtureList() };
    const all = await renderPrintJobDetailed({ ...job, documents: ['all'] }, fx);
    const alone = await renderPrintJobDetailed({ ...job, documents: ['templates'] }, fx);
    const rulers = await renderPrintJobDetailed({ ...job, documents: ['rulers'] }, fx);
    const count = (r: PrintRecord, kind: string): number => r.pages.reduce((n, p) => n + p.pieces.filter((x) => x.kind === kind).length, 0);
    const templates = count(alone.record, 'dispersion-template');
    expect(templates).toBe(2);
    // Every template has its ruler beside it, placed as the templates document places it.
    const inAll = rulersBeside(all.record);
    const single = rulersBeside(alone.record);
    expect(single.map((r) => r.label)).toEqual(['Mountain-Breaker', 'Fire mortar']);
    expect(inAll.map(({ label, dx, dy }) => ({ label, dx, dy }))).toEqual(single.map(({ label, dx, dy }) => ({ label, dx, dy })));
    // Read back: each page with a template's table carries as many stray rulers.
    const file = path.join(dir, `all-${paper}.pdf`);
    writeFileSync(file, all.pdf);
    for (const page of all.record.pages) {
      const text = execFileSync('pdftotext', ['-f', String(page.number), '-l', String(page.number), '-raw', file, '-'], { encoding: 'utf8' });
      const titles = text.match(/ – Ø \d+ mm/g)?.length ?? 0;
      expect(text.match(/Stray ruler \(d6: cm\)/g)?.length ?? 0, `page ${page.number}`).toBe(titles);
    }
    // Rulers once: a stray ruler per template, and the range rulers as the rulers document prints them.
    expect(count(all.record, 'stray-ruler')).toBe(templates);
    expect(count(all.record, 'range-ruler-cm')).toBe(count(rulers.record, 'range-ruler-cm'));
    expect(count(all.record, 'range-ruler-cm')).toBe(RANGE_RULERS.metric.count);
    expect(count(all.record, 'range-ruler-inch')).toBe(0);
  });
});
