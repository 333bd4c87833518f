import { describe, expect, it } from 'vitest';
import { mirrorForBack, packRows, pageCount, PieceTooLargeError, type Area } from './layout';

const AREA: Area = { xMm: 10, yMm: 20, widthMm: 100, heightMm: 60 };

describe('packRows', () => {
  it('fills rows left to right with the gap and wraps when the width is used up', () => {
    const p = packRows(
      [
        { widthMm: 40, heightMm: 20 },
        { widthMm: 40, heightMm: 25 },
        { widthMm: 30, heightMm: 10 },
      ],
      AREA,
      3,
    );
    expect(p).toEqual([
      { page: 0, xMm: 10, yMm: 20, widthMm: 40, heightMm: 20 },
      { page: 0, xMm: 53, yMm: 20, widthMm: 40, heightMm: 25 },
      { page: 0, xMm: 10, yMm: 48, widthMm: 30, heightMm: 10 },
    ]);
  });

  it('starts a new page when the next row does not fit, and a new row on request', () => {
    const p = packRows(
      [
        { widthMm: 20, heightMm: 30 },
        { widthMm: 20, heightMm: 30, newRow: true },
        { widthMm: 20, heightMm: 10 },
      ],
      AREA,
      3,
    );
    expect(p.map((x) => [x.page, x.xMm, x.yMm])).toEqual([
      [0, 10, 20],
      [1, 10, 20],
      [1, 33, 20],
    ]);
    expect(pageCount(p)).toBe(2);
  });

  it('uses a smaller first area and the full area on later pages', () => {
    const p = packRows([{ widthMm: 50, heightMm: 55 }, { widthMm: 50, heightMm: 55 }], AREA, 3, { ...AREA, yMm: 30, heightMm: 50 });
    expect(p.map((x) => [x.page, x.yMm])).toEqual([
      [1, 20],
      [2, 20],
    ]);
  });

  it('refuses a piece larger than the area instead of scaling it', () => {
    expect(() => packRows([{ widthMm: 101, heightMm: 10 }], AREA, 3)).toThrow(PieceTooLargeError);
    expect(() => packRows([{ widthMm: 100, heightMm: 60 }], AREA, 3)).not.toThrow();
  });
});

describe('mirrorForBack', () => {
  it('mirrors left to right for a flip on the long edge, keeping the row', () => {
    expect(mirrorForBack({ page: 0, xMm: 12, yMm: 40, widthMm: 25, heightMm: 25 }, 210)).toEqual({ page: 0, xMm: 173, yMm: 40, widthMm: 25, heightMm: 25 });
    const p = { page: 2, xMm: 30.5, yMm: 7, widthMm: 60, heightMm: 100 };
    expect(mirrorForBack(mirrorForBack(p, 215.9), 215.9).xMm).toBeCloseTo(30.5, 9);
  });
});
