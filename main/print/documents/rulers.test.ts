/**
 * The rulers' ticks measured in rendered pixels: range rulers at 1 cm / ½ inch steps, the stray
 * ruler at 1 cm. A tick spacing of 25 mm per inch or 9.8 mm per cm looks right on screen and is
 * wrong on the table; these tests see the difference (0.2 mm per cm adds up to 2.8 mm at 14 cm).
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RANGE_RULERS, STRAY_RULER } from '../../../templates/pieces';
import { MM_PER_INCH } from '../../../templates/units';
import type { PieceRecord, PrintRecord } from '../context';
import { renderPrintJobDetailed } from '../engine';
import { fixtureLookup } from '../fixtures';
import { darkRunsAlongColumn, darkRunsAlongRow, pdfWords, renderGray } from '../test-support';

const RESOURCES = path.resolve(import.meta.dirname, '../../../resources');
const DPI = 600;
const TOLERANCE_MM = 0.15;
const dir = mkdtempSync(path.join(tmpdir(), 'muster-rulers-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface Found {
  page: number;
  piece: PieceRecord;
}

function pieces(record: PrintRecord, kind: string): Found[] {
  return record.pages.flatMap((p) => p.pieces.filter((x) => x.kind === kind).map((piece) => ({ page: p.number, piece })));
}

/** Offsets of the ticks from the ruler's zero edge, measured along the ruler just inside its tick side. */
function tickOffsets(file: string, found: Found, along: 'column' | 'row'): number[] {
  const { piece } = found;
  const img = renderGray(file, found.page, DPI, { x: piece.xMm - 1, y: piece.yMm - 1, w: piece.widthMm + 2, h: piece.heightMm + 2 });
  if (along === 'column') {
    // Range rulers stand upright: ticks run in from the left edge; measure 1 mm in from it.
    const runs = darkRunsAlongColumn(img, piece.xMm + 1, piece.yMm + 0.4, piece.yMm + piece.heightMm - 0.4);
    return runs.map((y) => y - piece.yMm);
  }
  // The stray ruler lies flat: ticks hang down from the top edge; measure 1 mm below it.
  const runs = darkRunsAlongRow(img, piece.yMm + 1, piece.xMm + 0.4, piece.xMm + piece.widthMm - 0.4);
  return runs.map((x) => x - piece.xMm);
}

function expectEvenTicks(offsets: number[], stepMm: number, count: number): void {
  expect(offsets.length).toBe(count);
  offsets.forEach((o, i) => expect(Math.abs(o - (i + 1) * stepMm)).toBeLessThan(TOLERANCE_MM));
}

describe('ruler ticks, measured', () => {
  const file = path.join(dir, 'rulers.pdf');
  let record: PrintRecord;

  beforeAll(async () => {
    const out = await renderPrintJobDetailed(
      { documents: ['rulers', 'templates'], paper: 'a4', lang: 'en', options: { diameters: [70] } },
      { lookup: fixtureLookup(), resourcesDir: RESOURCES, now: new Date('2025-03-04T12:00:00Z') },
    );
    writeFileSync(file, out.pdf);
    record = out.record;
  });

  it('puts the inch ruler ticks every half inch (12.7 mm), not every 12.5 mm', () => {
    const rulers = pieces(record, 'range-ruler-inch');
    expect(rulers.length).toBeGreaterThan(0);
    const halfInch = MM_PER_INCH / 2;
    const segment = RANGE_RULERS.imperial.segmentIn;
    for (const r of rulers) {
      // A 6 inch part: ticks at ½, 1, …, 5½ inches (the far end is the cut edge).
      expectEvenTicks(tickOffsets(file, r, 'column'), halfInch, segment * 2 - 1);
      expect(r.piece.heightMm).toBeCloseTo(segment * MM_PER_INCH, 1);
    }
  });

  it('puts the centimetre ruler ticks every 5 mm over its 20 cm', () => {
    const rulers = pieces(record, 'range-ruler-cm');
    expect(rulers.length).toBeGreaterThan(0);
    const m = RANGE_RULERS.metric;
    for (const r of rulers) expectEvenTicks(tickOffsets(file, r, 'column'), m.halfStepMm, m.lengthMm / m.halfStepMm - 1);
  });

  it('puts the stray ruler ticks every 10 mm, the last one 140 mm from zero', () => {
    const rulers = pieces(record, 'stray-ruler');
    expect(rulers.length).toBeGreaterThan(0);
    for (const r of rulers) {
      const offsets = tickOffsets(file, r, 'row');
      // Ticks at 1 … 13 cm inside the piece; the 14 cm tick coincides with the right cut edge.
      expectEvenTicks(offsets.slice(0, STRAY_RULER.lengthMm / 10 - 1), 10, STRAY_RULER.lengthMm / 10 - 1);
    }
  });
});

describe('ruler numbers, read back', () => {
  it.each(['a4', 'letter'] as const)('label both ends of every range ruler: 0 to 20 cm, 0 to 6 and 6 to 12 inches (%s)', async (paper) => {
    const file = path.join(dir, `labels-${paper}.pdf`);
    const out = await renderPrintJobDetailed({ documents: ['rulers'], paper, lang: 'en' }, { lookup: fixtureLookup(), resourcesDir: RESOURCES });
    writeFileSync(file, out.pdf);
    const words = pdfWords(file);
    /** The numbers beside the ticks (not the ruler's name along its other edge), top to bottom, with their middles from the ruler's zero edge. */
    const numbers = (f: Found) => {
      const p = f.piece;
      return words
        .filter((w) => w.page === f.page && /^\d+$/.test(w.word) && w.xMinMm > p.xMm && w.xMinMm < p.xMm + RANGE_RULERS.tickMm + 2 && w.yMinMm >= p.yMm - 0.01 && w.yMaxMm <= p.yMm + p.heightMm + 0.01)
        .sort((a, b) => a.yMinMm - b.yMinMm)
        .map((w) => ({ n: Number(w.word), atMm: (w.yMinMm + w.yMaxMm) / 2 - p.yMm, bottomMm: p.yMm + p.heightMm - w.yMaxMm }));
    };
    const cm = pieces(out.record, 'range-ruler-cm');
    expect(cm.length).toBe(RANGE_RULERS.metric.count);
    for (const r of cm) {
      const found = numbers(r);
      expect(found.map((x) => x.n)).toEqual(Array.from({ length: 21 }, (_, i) => i));
      // Each number beside its tick; the end ones inside the ruler, against its ends.
      for (const x of found.slice(1, -1)) expect(Math.abs(x.atMm - x.n * 10), `${x.n} cm`).toBeLessThan(0.6);
      const last = found[found.length - 1]!;
      expect(last.bottomMm).toBeGreaterThanOrEqual(0);
      expect(last.bottomMm).toBeLessThan(1.5);
    }
    const inch = pieces(out.record, 'range-ruler-inch');
    expect(inch.map((r) => numbers(r).map((x) => x.n))).toEqual([
      [0, 1, 2, 3, 4, 5, 6],
      [6, 7, 8, 9, 10, 11, 12],
    ]);
    for (const r of inch) {
      const found = numbers(r);
      const from = found[0]!.n;
      for (const x of found.slice(1, -1)) expect(Math.abs(x.atMm - (x.n - from) * MM_PER_INCH), `${x.n} in`).toBeLessThan(0.6);
      const last = found[found.length - 1]!;
      expect(last.bottomMm).toBeGreaterThanOrEqual(0);
      expect(last.bottomMm).toBeLessThan(1.5);
    }
  });

  it('follows the game chosen without a list: the inch rulers for Chronopia, the 20 cm ruler for Confrontation, both for every game', async () => {
    const kinds = async (system?: 'chronopia' | 'confrontation') => {
      const out = await renderPrintJobDetailed({ documents: ['rulers'], paper: 'a4', lang: 'en', ...(system ? { system } : {}) }, { lookup: fixtureLookup(), resourcesDir: RESOURCES });
      return [pieces(out.record, 'range-ruler-cm').length, pieces(out.record, 'range-ruler-inch').length];
    };
    const chronopia = await kinds('chronopia');
    const confrontation = await kinds('confrontation');
    const every = await kinds();
    expect([chronopia[0], confrontation[1]]).toEqual([0, 0]);
    expect([chronopia[1]! > 0, confrontation[0]! > 0, every[0]! > 0 && every[1]! > 0]).toEqual([true, true, true]);
  });
});
