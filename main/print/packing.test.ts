/**
 * Paper economy: the cut-out pieces of every document of a job share their sheets (templates with
 * their stray tables, rulers, counters, markers), and on those packed sheets every piece is still
 * true to scale with at least 2 mm between cut lines: measured in the rendered PDF at 300 dpi.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseListFile } from '../../core/list/load';
import type { ArmyList } from '../../core/model/list';
import type { DocumentId, PaperId } from '../../core/print/job';
import { PIECE_GAP_MM } from '../../templates/pieces';
import { defaultResourcesDir, loadCardDatabase, shippedCardsDir } from '../services/card-db';
import type { PageRecord, PieceRecord } from './context';
import { renderPrintJobDetailed, type PrintDeps } from './engine';
import { darkRunsAlongColumn, darkRunsAlongRow, renderGray } from './test-support';

const RESOURCES = path.resolve(import.meta.dirname, '../../resources');
const TOLERANCE_MM = 0.3;
const dir = mkdtempSync(path.join(tmpdir(), 'muster-packing-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

let deps: PrintDeps;
let goblins: ArmyList;
beforeAll(async () => {
  const { db } = await loadCardDatabase([shippedCardsDir(defaultResourcesDir({}))]);
  deps = { lookup: db, resourcesDir: RESOURCES, now: new Date('2025-03-04T12:00:00Z') };
  const name = 'valid-substitute.muster';
  goblins = parseListFile(readFileSync(path.join(RESOURCES, 'samples', name), 'utf8'), name, db).list!;
});

/** A cut piece's cut line as printed: its outer edges (mm), from the dark runs through its centre. */
function measured(file: string, page: number, p: PieceRecord): { left: number; right: number; top: number; bottom: number } {
  const img = renderGray(file, page, 300, { x: p.xMm - 1.5, y: p.yMm - 1.5, w: p.widthMm + 3, h: p.heightMm + 3 });
  // Through a circle's centre; beside a rectangle's centre, off the 5 mm grid of a ruler's ticks.
  const off = p.cut === 'rect' ? 2.5 : 0;
  const across = darkRunsAlongRow(img, p.yMm + p.heightMm / 2 + off, p.xMm - 1, p.xMm + p.widthMm + 1);
  const down = darkRunsAlongColumn(img, p.xMm + p.widthMm / 2 + off, p.yMm - 1, p.yMm + p.heightMm + 1);
  return { left: across[0] ?? NaN, right: across.at(-1) ?? NaN, top: down[0] ?? NaN, bottom: down.at(-1) ?? NaN };
}

const cutPages = (pages: readonly PageRecord[]): PageRecord[] => pages.filter((p) => p.pieces.length > 0);

describe.each(['a4', 'letter'] as const)('a goblin army printed with `all` on %s', (paper: PaperId) => {
  it('puts the templates, rulers and counters of several documents on one sheet, using fewer pages than each document alone', async () => {
    const all = await renderPrintJobDetailed({ documents: ['all'], paper, lang: 'en', list: goblins }, deps);
    const cut = cutPages(all.record.pages);
    const shared = cut.filter((p) => new Set(p.pieces.map((x) => x.document)).size > 1);
    expect(shared.length).toBeGreaterThan(0);
    expect(new Set(shared[0]!.pieces.map((x) => x.document))).toEqual(new Set(['rulers', 'tokens']));
    // The same documents printed one at a time, each starting its own pages.
    let alone = 0;
    for (const doc of all.documents) {
      const one = await renderPrintJobDetailed({ documents: [doc as DocumentId], paper, lang: 'en', list: goblins }, deps);
      alone += one.record.pages.length;
    }
    expect(all.record.pages.length).toBeLessThan(alone);
    // One sheet: the counters with backs, and beside them the rulers and the other counters; its back
    // has the counters' backs only. The template with its stray table and stray ruler (one piece, the
    // ruler beside its template) does not fit beside them: it goes on the page before the sheet, which
    // a front (an odd page, for printing both sides) would otherwise leave blank.
    expect(cut.map((p) => p.side)).toEqual(['single', 'front', 'back']);
    const templatePage = cut.find((p) => p.pieces.some((x) => x.kind === 'dispersion-template'))!;
    expect(templatePage.pieces.map((x) => x.kind)).toEqual(['dispersion-template', 'stray-table', 'stray-ruler']);
    expect(cut.find((p) => p.side === 'back')!.pieces.every((p) => p.document === 'tokens' && p.kind.endsWith('-back'))).toBe(true);
  });

  it('keeps every packed piece true to scale (within 0.3 mm) and at least 2 mm from its neighbours, measured at 300 dpi', async () => {
    const all = await renderPrintJobDetailed({ documents: ['all'], paper, lang: 'en', list: goblins }, deps);
    const file = path.join(dir, `goblins-${paper}.pdf`);
    writeFileSync(file, all.pdf);
    let checked = 0;
    for (const page of cutPages(all.record.pages)) {
      const pieces = page.pieces.filter((p) => p.cut === 'rect' || p.cut === 'circle');
      const edges = pieces.map((p) => measured(file, page.number, p));
      pieces.forEach((p, i) => {
        const e = edges[i]!;
        expect(Math.abs(e.right - e.left - p.widthMm), `${p.kind} width`).toBeLessThan(TOLERANCE_MM);
        expect(Math.abs(e.bottom - e.top - p.heightMm), `${p.kind} height`).toBeLessThan(TOLERANCE_MM);
        expect(Math.abs(e.left - p.xMm), `${p.kind} where it was placed`).toBeLessThan(TOLERANCE_MM);
        expect(Math.abs(e.top - p.yMm), `${p.kind} where it was placed`).toBeLessThan(TOLERANCE_MM);
        checked++;
      });
      // Between any two printed cut lines, the gap (measured between the lines' centres, with the
      // 0.085 mm of a 300 dpi pixel as the measuring error).
      edges.forEach((a, i) =>
        edges.slice(i + 1).forEach((b, j) => {
          const gap = Math.max(b.left - a.right, a.left - b.right, b.top - a.bottom, a.top - b.bottom);
          expect(gap, `${pieces[i]!.kind} and ${pieces[i + 1 + j]!.kind} on page ${page.number}`).toBeGreaterThan(PIECE_GAP_MM - 0.1);
        }),
      );
    }
    expect(PIECE_GAP_MM).toBeGreaterThanOrEqual(2);
    expect(checked).toBeGreaterThanOrEqual(10);
  });
});
