import type { PaperId } from '../core/print/job';

export interface PaperSize {
  id: PaperId;
  widthMm: number;
  heightMm: number;
}

/** Paper sizes, portrait. */
export const PAPERS: Readonly<Record<PaperId, PaperSize>> = {
  a4: { id: 'a4', widthMm: 210, heightMm: 297 },
  letter: { id: 'letter', widthMm: 215.9, heightMm: 279.4 },
};

export interface Margins {
  top: number;
  right: number;
  bottom: number;
  left: number;
}

/** Page margins; wider than any common printer's unprintable border. */
export const MARGINS_MM: Readonly<Margins> = { top: 12, right: 12, bottom: 12, left: 12 };

/** Height of the title band at the top of every page. */
export const HEADER_BAND_MM = 11;

/** Height reserved at the bottom of pages with physical sizes for the calibration ruler. */
export const CALIBRATION_BAND_MM = 22;
