import { describe, expect, it } from 'vitest';
import { rulesFor, validateList } from '../../../../checks/validate-list';
import { bearer, TJ_LOOKUP, tjList } from '../test-fixtures';

/** The TJOST rules together: which apply to which list kind, and a clean pair of lists. */
describe('TJOST rules together', () => {
  const codes = (kind: 'tjost-selection' | 'tjost-game' | 'standard') =>
    rulesFor('confrontation', kind).map((r) => r.code).filter((c) => c.startsWith('tjost.') || c === 'points.over-limit');

  it('selection lists and game lists get their own rules; the points limit is left to TJOST', () => {
    expect(codes('tjost-selection')).toEqual([
      'tjost.selection-points',
      'tjost.copies',
      'tjost.personality-copies',
      'tjost.forbidden-rank',
      'tjost.forbidden-card',
      'tjost.clan-share',
    ]);
    expect(codes('tjost-game')).toEqual([
      'tjost.game-points-max',
      'tjost.game-points-min',
      'tjost.figure-count',
      'tjost.copies',
      'tjost.personality-copies',
      'tjost.forbidden-rank',
      'tjost.forbidden-card',
      'tjost.clan-share',
      'tjost.not-in-selection',
      'tjost.unassigned-item',
    ]);
    expect(codes('standard')).toEqual(['points.over-limit']);
  });

  it('a valid selection list and a valid game list drawn from it', () => {
    const selection = tjList('tjost-selection', [
      { id: 'e1', cardId: 'dear' },
      { id: 'e2', cardId: 'hero' },
      { id: 'e3', cardId: 'mage' },
      { id: 'e4', cardId: 'spell' },
      { id: 'e5', cardId: 'warrior', count: 2 },
    ]); // 295 AP
    expect(validateList(selection, TJ_LOOKUP)).toEqual([]);
    const game = tjList('tjost-game', [
      { id: 'e1', cardId: 'dear' },
      { id: 'e2', cardId: 'hero' },
      { id: 'e3', cardId: 'mage' },
      { id: 'e4', cardId: 'spell', assignments: [bearer('e3')] },
      { id: 'e5', cardId: 'warrior' },
    ]); // 140 + 60 + 40 + 15 + 20 = 275
    expect(validateList(game, TJ_LOOKUP, { selection })).toEqual([]);
  });
});
