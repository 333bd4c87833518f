import { describe, expect, it } from 'vitest';
import { crewOf } from '../../checks/test-fixtures';
import { chronopiaMarkerCounts, CHRONOPIA_MARKERS, MARKER_HINTS, MARKER_NAMES } from './markers';
import { CHR_LOOKUP, chrList } from './test-fixtures';

describe('chronopiaMarkerCounts', () => {
  const list = chrList([
    { id: 'a', cardId: 'gob-warrior', count: 6, group: 'Spears' },
    { id: 'b', cardId: 'gob-archer', count: 4 },
    { id: 'c', cardId: 'gob-boss' },
    { id: 'ch', cardId: 'gob-chariot' },
    { id: 'd', cardId: 'gob-driver', assignments: [crewOf('ch')] },
    { id: 's', cardId: 'gob-spear', count: 2, assignments: [crewOf('ch')] },
  ]);

  it('activation and panic per unit, wait and hidden per figure, prone per two figures', () => {
    // units: Spears, archers, boss, chariot = 4; figures: 6 + 4 + 1 + 1 (chariot with crew) = 12
    expect(chronopiaMarkerCounts(list, CHR_LOOKUP)).toEqual({
      units: 4,
      figures: 12,
      counts: { activation: 4, wait: 12, hidden: 12, panic: 4, prone: 6 },
    });
  });
  it('adds extras, ignoring negative ones', () => {
    expect(chronopiaMarkerCounts(list, CHR_LOOKUP, { prone: 2, wait: -5 }).counts).toEqual({ activation: 4, wait: 12, hidden: 12, panic: 4, prone: 8 });
  });
  it('an empty list needs none', () => {
    expect(chronopiaMarkerCounts(chrList([]), CHR_LOOKUP).counts).toEqual({ activation: 0, wait: 0, hidden: 0, panic: 0, prone: 0 });
  });
  it('every marker has a name and a hint in both languages', () => {
    for (const m of CHRONOPIA_MARKERS) {
      expect(MARKER_NAMES[m].de && MARKER_NAMES[m].en && MARKER_HINTS[m].de && MARKER_HINTS[m].en).toBeTruthy();
    }
  });
});
