import { describe, expect, it } from 'vitest';
import { knownRank, knownRanks } from './ranks';

describe('ranks', () => {
  const regular = { en: 'Regular', de: 'Regulär' };
  const legend = { en: 'Living Legend', de: 'Lebende Legende' };

  it('lists each rank once, by its English name whatever its case, in the cards’ order; cards without one add none', () => {
    expect(knownRanks([{ rank: legend }, {}, { rank: regular }, { rank: { en: ' regular ', de: 'x' } }, { rank: legend }])).toEqual([legend, regular]);
  });

  it('finds a rank by its name in the language typed, case and spaces aside; nothing for empty or unknown text', () => {
    expect(knownRank([regular, legend], 'de', ' lebende legende')).toBe(legend);
    expect(knownRank([regular, legend], 'en', 'REGULAR')).toBe(regular);
    expect(knownRank([regular, legend], 'en', 'Regulär')).toBeUndefined();
    expect(knownRank([regular, legend], 'en', '  ')).toBeUndefined();
  });
});
