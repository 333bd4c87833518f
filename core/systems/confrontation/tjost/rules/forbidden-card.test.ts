import { describe, expect, it } from 'vitest';
import { checkTj, tjList } from '../test-fixtures';
import { tjostForbiddenCard } from './forbidden-card';

describe('tjost.forbidden-card', () => {
  it('reports experience cards, INCARNATION and CONFRONTATION 1 items and spells, and allies, with the reason', () => {
    const list = tjList('tjost-selection', [
      { id: 'a', cardId: 'experience' },
      { id: 'b', cardId: 'incarnation-item' },
      { id: 'c', cardId: 'c1-spell' },
      { id: 'd', cardId: 'ally' },
      { id: 'e', cardId: 'stranger' },
    ]);
    expect(checkTj(tjostForbiddenCard, list).map((i) => [i.entryId, i.params.reason])).toEqual([
      ['a', 'tjost-experience'],
      ['b', 'tjost-incarnation'],
      ['c', 'tjost-confrontation-1'],
      ['d', 'tjost-ally'],
      ['e', 'tjost-ally'],
    ]);
  });
  it('allows mercenaries of the own people, elementals, familiars, second incarnations and old fighter cards', () => {
    const list = tjList('tjost-game', [
      { id: 'a', cardId: 'mercenary' },
      { id: 'b', cardId: 'elemental' },
      { id: 'c', cardId: 'familiar' },
      { id: 'd', cardId: 'incarnation-hero' },
      { id: 'e', cardId: 'c1-fighter' },
      { id: 'f', cardId: 'warrior' },
      { id: 'g', cardId: 'spell' },
    ]);
    expect(checkTj(tjostForbiddenCard, list)).toEqual([]);
  });
  it('an issue has the documented shape', () => {
    expect(checkTj(tjostForbiddenCard, tjList('tjost-game', [{ id: 'x', cardId: 'experience' }]))).toEqual([
      { code: 'tjost.forbidden-card', severity: 'error', entryId: 'x', params: { reason: 'tjost-experience' } },
    ]);
  });
});
