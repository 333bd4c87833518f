import { describe, expect, it } from 'vitest';
import { TJ_LOOKUP, tjList } from './test-fixtures';
import { cheapestFigure, listFigures, listPoints } from '../../../list/totals';
import { forbiddenReason, selectionCoverage } from './lists';
import { TJ } from './test-fixtures';

describe('TJOST list helpers', () => {
  it('selectionCoverage: copies selected, used and left per card of the selection', () => {
    const selection = tjList('tjost-selection', [
      { id: 'a', cardId: 'warrior', count: 2 },
      { id: 'b', cardId: 'spell' },
      { id: 'c', cardId: 'hero' },
    ]);
    const game = tjList('tjost-game', [
      { id: 'a', cardId: 'warrior' },
      { id: 'b', cardId: 'spell', count: 2 },
      { id: 'c', cardId: 'mage' },
    ]);
    expect(selectionCoverage(selection, game)).toEqual([
      { cardId: 'warrior', selected: 2, used: 1, remaining: 1 },
      { cardId: 'spell', selected: 1, used: 2, remaining: 0 },
      { cardId: 'hero', selected: 1, used: 0, remaining: 1 },
    ]);
  });

  it('points, figures and the cheapest figure of a list', () => {
    const list = tjList('tjost-game', [
      { id: 'a', cardId: 'trio', count: 2 },
      { id: 'b', cardId: 'familiar' },
      { id: 'c', cardId: 'spell' },
      { id: 'd', cardId: 'ghost' },
    ]);
    expect(listPoints(list, TJ_LOOKUP)).toBe(60 + 6 + 15);
    expect(listFigures(list, TJ_LOOKUP)).toBe(7);
    expect(cheapestFigure(list, TJ_LOOKUP)).toBe(6);
    expect(cheapestFigure(tjList('tjost-game', [{ id: 'a', cardId: 'spell' }]), TJ_LOOKUP)).toBeUndefined();
  });

  it('an ally of the list faction itself, or a mercenary of the own people, is allowed; a mercenary of another people is not', () => {
    expect(forbiddenReason({ ...TJ.ally, allyOf: 'own' }, 'own')).toBeUndefined();
    expect(forbiddenReason({ ...TJ.stranger, mercenary: true, allyOf: 'own' }, 'own')).toBeUndefined();
    expect(forbiddenReason({ ...TJ.stranger, mercenary: true }, 'own')).toBe('tjost-ally');
    expect(forbiddenReason(TJ.stranger, 'other')).toBeUndefined();
    expect(forbiddenReason({ ...TJ.mercenary, allyOf: 'other' }, 'own')).toBe('tjost-ally');
  });
});
