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
});
