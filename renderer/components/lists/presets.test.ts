import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMIT, LIMIT_PRESETS, kindsFor, limitForKind } from './presets';

describe('presets', () => {
  it('offers TJOST kinds for Confrontation only, with their fixed limits', () => {
    expect(kindsFor('confrontation')).toEqual(['standard', 'tjost-selection', 'tjost-game']);
    expect(kindsFor('oldworld')).toEqual(['standard']);
    expect(limitForKind('tjost-selection')).toBe(400);
    expect(limitForKind('tjost-game')).toBe(300);
    expect(limitForKind('standard')).toBeUndefined();
    for (const s of ['confrontation', 'oldworld', 'chronopia'] as const) expect(LIMIT_PRESETS[s]).toContain(DEFAULT_LIMIT[s]);
  });

  it('Chronopia presets are the game sizes from core, named', async () => {
    const { presetSizeId } = await import('./presets');
    expect(LIMIT_PRESETS.chronopia).toEqual([40, 200, 400, 500]);
    expect(DEFAULT_LIMIT.chronopia).toBe(200);
    expect(LIMIT_PRESETS.chronopia.map((p) => presetSizeId('chronopia', p))).toEqual(['hero', 'patrol', 'army', 'grand']);
    expect(presetSizeId('confrontation', 400)).toBeUndefined();
  });
});
