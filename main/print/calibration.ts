import { CALIBRATION } from '../../templates/pieces';
import { COLORS, LINE_MM, TYPE_PT } from '../../templates/style';
import { inchToMm } from '../../templates/units';
import type { Labels } from './text/labels';
import type { Pdf } from './pdf';

/** Where the calibration bars were drawn (page mm), for tests that measure them. */
export interface CalibrationRecord {
  metric: { x0Mm: number; baselineMm: number; lengthMm: number };
  imperial: { x0Mm: number; baselineMm: number; lengthMm: number };
}

const MARK = { color: COLORS.text, widthMm: LINE_MM.mark };

/** One bar: baseline, ticks hanging below it, labels above the ticks that carry one. */
function bar(pdf: Pdf, x0: number, baseline: number, ticks: { at: number; len: number; label?: string }[], length: number): void {
  pdf.line(x0, baseline, x0 + length, baseline, MARK);
  for (const t of ticks) {
    pdf.line(x0 + t.at, baseline, x0 + t.at, baseline + t.len, MARK);
    if (t.label === undefined) continue;
    const style = { sizePt: TYPE_PT.tiny, widthMm: 12, align: 'center' as const };
    const h = pdf.textHeight(t.label, style);
    pdf.text(t.label, x0 + t.at - 6, baseline - CALIBRATION.labelGapMm - h, style);
  }
}

/**
 * Draws the calibration ruler (100 mm with cm marks, 4 inches with inch marks) and the note
 * "print at 100%" into the band whose top-left corner is (x, top).
 */
export function drawCalibration(pdf: Pdf, x: number, top: number, widthMm: number, labels: Labels): CalibrationRecord {
  const m = CALIBRATION.metric;
  const metricBaseline = top + CALIBRATION.metricBaselineMm;
  const metricTicks = [];
  for (let at = 0; at <= m.lengthMm + 1e-9; at += m.stepMm) {
    const long = at % m.longEveryMm === 0;
    metricTicks.push({ at, len: long ? CALIBRATION.longTickMm : CALIBRATION.tickMm, label: at === m.lengthMm ? `${at / 10} ${labels.cm}` : String(at / 10) });
  }
  bar(pdf, x, metricBaseline, metricTicks, m.lengthMm);

  const i = CALIBRATION.imperial;
  const inchLength = inchToMm(i.lengthIn);
  const imperialBaseline = top + CALIBRATION.imperialBaselineMm;
  const inchTicks = [];
  for (let n = 0; n <= i.lengthIn; n += i.stepIn) {
    const long = n === 0 || n === i.lengthIn;
    inchTicks.push({ at: inchToMm(n), len: long ? CALIBRATION.longTickMm : CALIBRATION.tickMm, label: n === i.lengthIn ? `${n} ${labels.inch}` : String(n) });
    if (i.halfTicks && n < i.lengthIn) inchTicks.push({ at: inchToMm(n + 0.5), len: CALIBRATION.halfTickMm });
  }
  bar(pdf, x, imperialBaseline, inchTicks, inchLength);

  const noteX = x + CALIBRATION.noteOffsetMm;
  const noteWidth = Math.max(20, widthMm - CALIBRATION.noteOffsetMm);
  const h = pdf.text(labels.calibrationNote, noteX, top + 1, { sizePt: TYPE_PT.small, weight: 'bold', widthMm: noteWidth });
  pdf.text(labels.calibrationCheck, noteX, top + 2 + h, { sizePt: TYPE_PT.small, widthMm: noteWidth, color: COLORS.muted });

  return {
    metric: { x0Mm: x, baselineMm: metricBaseline, lengthMm: m.lengthMm },
    imperial: { x0Mm: x, baselineMm: imperialBaseline, lengthMm: inchLength },
  };
}
