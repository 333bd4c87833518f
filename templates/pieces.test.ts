import { describe, expect, it } from 'vitest';
import { STRAY_DISTANCES_CM } from '../core/systems/confrontation/fortification';
import { MAX_TEMPLATE_DIAMETER_MM } from '../core/print/job';
import { CALIBRATION_BAND_MM, HEADER_BAND_MM, MARGINS_MM, PAPERS } from './paper';
import { BLAST, CALIBRATION, DISPERSION, MARKERS, PIECE_GAP_MM, RANGE_RULERS, STRAY_RULER } from './pieces';

describe('piece sizes', () => {
  it('keep at least 2 mm between cut pieces', () => {
    expect(PIECE_GAP_MM).toBeGreaterThanOrEqual(2);
  });

  it('have the sizes of the rules', () => {
    expect(BLAST.diametersMm.map((d) => Math.round(d * 100) / 100)).toEqual([76.2, 127]);
    expect([MARKERS.camp, MARKERS.edge, MARKERS.barricade, MARKERS.footprint]).toEqual([
      { widthMm: 50, heightMm: 50 },
      { widthMm: 50, heightMm: 50 },
      { widthMm: 25, heightMm: 50 },
      { widthMm: 60, heightMm: 100 },
    ]);
    expect(STRAY_RULER.lengthMm).toBe(Math.max(...STRAY_DISTANCES_CM) * 10);
    expect(RANGE_RULERS.metric.lengthMm).toBe(200);
    expect(RANGE_RULERS.imperial.lengthIn).toBe(12);
    expect(CALIBRATION.metric.lengthMm).toBe(100);
    expect(CALIBRATION.imperial.lengthIn).toBe(4);
    expect(DISPERSION.ringStepMm).toBe(10);
  });

  it('fit the printable area of both papers without scaling', () => {
    for (const paper of Object.values(PAPERS)) {
      const width = paper.widthMm - MARGINS_MM.left - MARGINS_MM.right;
      const height = paper.heightMm - MARGINS_MM.top - MARGINS_MM.bottom - HEADER_BAND_MM - CALIBRATION_BAND_MM;
      expect(MAX_TEMPLATE_DIAMETER_MM).toBeLessThanOrEqual(Math.min(width, height));
      expect(RANGE_RULERS.metric.lengthMm).toBeLessThanOrEqual(height);
      expect(RANGE_RULERS.imperial.segmentIn * 25.4).toBeLessThanOrEqual(height);
      expect(BLAST.diametersMm[1]).toBeLessThanOrEqual(width);
      expect(CALIBRATION.noteOffsetMm).toBeLessThan(width);
    }
  });
});
