import { describe, expect, it } from 'vitest';
import { crewOf } from '../../checks/test-fixtures';
import { listFigures, listTotals, tableFigures } from '../../list/totals';
import { crewLinks } from './crew-links';
import { chronopiaMarkerCounts } from './markers';
import { chronopiaUnits } from './warbands';
import { CHR_LOOKUP, chrList } from './test-fixtures';

describe('crew of a chariot is one figure with it, everywhere a Chronopia list is counted', () => {
  const list = chrList([
    { id: 'boss', cardId: 'gob-boss' },
    { id: 'war', cardId: 'gob-warrior', count: 6 },
    { id: 'car', cardId: 'gob-chariot', count: 2 },
    { id: 'drv', cardId: 'gob-driver', count: 2, assignments: [crewOf('car')] },
    { id: 'spr', cardId: 'gob-spear-pair', count: 2, assignments: [crewOf('car')] },
  ]);

  it('folds crew into the chariot they crew; the totals, the units and the markers agree', () => {
    const links = crewLinks(list);
    expect(list.entries.map((e) => links.folded(e))).toEqual([false, false, false, true, true]);
    const of = tableFigures(list, CHR_LOOKUP);
    // Two chariots with their crew are two figures; the boss one, the warriors six.
    expect(list.entries.map(of)).toEqual([1, 6, 2, 0, 0]);
    expect(listFigures(list, CHR_LOOKUP)).toBe(9);
    expect(listTotals(list, CHR_LOOKUP).figures).toBe(9);
    expect(chronopiaMarkerCounts(list, CHR_LOOKUP).figures).toBe(9);
    expect(chronopiaUnits(list, CHR_LOOKUP).reduce((n, u) => n + u.figures, 0)).toBe(9);
  });

  it('crew of nothing in the list, and crew of crew, stand on the table on their own', () => {
    const odd = chrList([
      { id: 'drv', cardId: 'gob-driver', assignments: [crewOf('gone')] },
      { id: 'a', cardId: 'gob-spear', assignments: [crewOf('b')] },
      { id: 'b', cardId: 'gob-spear', assignments: [crewOf('a')] },
    ]);
    const links = crewLinks(odd);
    expect(odd.entries.map((e) => links.folded(e))).toEqual([false, false, false]);
    expect(listTotals(odd, CHR_LOOKUP).figures).toBe(3);
    expect(chronopiaUnits(odd, CHR_LOOKUP).map((u) => u.entries.map((e) => e.id))).toEqual([['drv'], ['a'], ['b']]);
  });

  it('an unknown card stands for its count of figures in Chronopia, and for none elsewhere', () => {
    const unknown = chrList([{ id: 'x', cardId: 'no-such-card', count: 4 }]);
    expect(listTotals(unknown, CHR_LOOKUP).figures).toBe(4);
    expect(listTotals({ ...unknown, system: 'confrontation' }, CHR_LOOKUP).figures).toBe(0);
  });

  it('other games count every figure of a crew (a Confrontation war machine’s servants stand on the table)', () => {
    expect(listTotals({ ...list, system: 'confrontation' }, CHR_LOOKUP).figures).toBe(1 + 6 + 2 + 2 + 4);
  });
});
