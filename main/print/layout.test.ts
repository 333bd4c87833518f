import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mirrorForBack, packPieces, pageCount, PieceTooLargeError, type Area, type Placement } from './layout';

const AREA: Area = { xMm: 10, yMm: 20, widthMm: 100, heightMm: 60 };

/** True when the two placements are on different pages or at least `gap` apart on one side. */
function apart(a: Placement, b: Placement, gap: number): boolean {
  const eps = 1e-6;
  return (
    a.page !== b.page ||
    a.xMm + a.widthMm + gap <= b.xMm + eps ||
    b.xMm + b.widthMm + gap <= a.xMm + eps ||
    a.yMm + a.heightMm + gap <= b.yMm + eps ||
    b.yMm + b.heightMm + gap <= a.yMm + eps
  );
}

describe('packPieces', () => {
  it('fills a row left to right with the gap and puts the next piece below when the width is used up', () => {
    const p = packPieces(
      [
        { widthMm: 40, heightMm: 20 },
        { widthMm: 40, heightMm: 20 },
        { widthMm: 30, heightMm: 20 },
      ],
      AREA,
      3,
    );
    expect(p).toEqual([
      { page: 0, xMm: 10, yMm: 20, widthMm: 40, heightMm: 20 },
      { page: 0, xMm: 53, yMm: 20, widthMm: 40, heightMm: 20 },
      { page: 0, xMm: 10, yMm: 43, widthMm: 30, heightMm: 20 },
    ]);
  });

  it('puts small pieces into the space beside and below a tall one instead of starting a page', () => {
    // A 60 mm template, a 35 x 25 table beside it and two 15 mm counters: shelf packing needs a second row (and page) for the counters.
    const p = packPieces(
      [
        { widthMm: 60, heightMm: 60 },
        { widthMm: 35, heightMm: 25 },
        { widthMm: 15, heightMm: 15 },
        { widthMm: 15, heightMm: 15 },
      ],
      AREA,
      2,
    );
    expect(pageCount(p)).toBe(1);
    expect(p.map((x) => [x.xMm, x.yMm])).toEqual([
      [10, 20],
      [72, 20],
      [72, 47],
      [89, 47],
    ]);
  });

  it('places larger pieces first but keeps pieces of one size in their order, and returns placements in input order', () => {
    const p = packPieces(
      [
        { widthMm: 10, heightMm: 10 },
        { widthMm: 50, heightMm: 50 },
        { widthMm: 10, heightMm: 10 },
      ],
      AREA,
      2,
    );
    expect(p.map((x) => [x.widthMm, x.xMm, x.yMm])).toEqual([
      [10, 62, 20],
      [50, 10, 20],
      [10, 74, 20],
    ]);
  });

  it('uses a smaller first area and the full area on later pages', () => {
    const p = packPieces([{ widthMm: 45, heightMm: 55 }, { widthMm: 45, heightMm: 55 }], AREA, 3, { ...AREA, yMm: 30, heightMm: 50 });
    expect(p.map((x) => [x.page, x.xMm, x.yMm])).toEqual([
      [1, 10, 20],
      [1, 58, 20],
    ]);
  });

  it('refuses a piece larger than the area instead of scaling it; a piece of the full area fits', () => {
    expect(() => packPieces([{ widthMm: 101, heightMm: 10 }], AREA, 3)).toThrow(PieceTooLargeError);
    expect(packPieces([{ widthMm: 100, heightMm: 60 }], AREA, 3)).toEqual([{ page: 0, xMm: 10, yMm: 20, widthMm: 100, heightMm: 60 }]);
  });

  it('never overlaps, keeps the gap and stays inside the area, for any pieces', () => {
    const piece = fc.record({ widthMm: fc.double({ min: 1, max: 100, noNaN: true }), heightMm: fc.double({ min: 1, max: 60, noNaN: true }) });
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (pieces) => {
        const p = packPieces(pieces, AREA, 2);
        p.forEach((a, i) => {
          expect(a.widthMm).toBe(pieces[i]!.widthMm);
          expect(a.heightMm).toBe(pieces[i]!.heightMm);
          expect(a.xMm).toBeGreaterThanOrEqual(AREA.xMm - 1e-6);
          expect(a.yMm).toBeGreaterThanOrEqual(AREA.yMm - 1e-6);
          expect(a.xMm + a.widthMm).toBeLessThanOrEqual(AREA.xMm + AREA.widthMm + 1e-6);
          expect(a.yMm + a.heightMm).toBeLessThanOrEqual(AREA.yMm + AREA.heightMm + 1e-6);
          for (const b of p.slice(i + 1)) expect(apart(a, b, 2)).toBe(true);
        });
      }),
      { numRuns: 200 },
    );
  });
});

describe('mirrorForBack', () => {
  it('mirrors left to right for a flip on the long edge, keeping the row', () => {
    expect(mirrorForBack({ page: 0, xMm: 12, yMm: 40, widthMm: 25, heightMm: 25 }, 210)).toEqual({ page: 0, xMm: 173, yMm: 40, widthMm: 25, heightMm: 25 });
    const p = { page: 2, xMm: 30.5, yMm: 7, widthMm: 60, heightMm: 100 };
    expect(mirrorForBack(mirrorForBack(p, 215.9), 215.9).xMm).toBeCloseTo(30.5, 9);
  });
});
