import { describe, expect, it } from 'vitest';
import { card, listOf, lookupOf } from '../checks/test-fixtures';
import { cheapestFigure, entryFigures, entryPoints, gameLimits, listPoints, listTotals } from './totals';
import { OW, OW_LOOKUP, owList, WARRIORS } from '../systems/oldworld/test-fixtures';

const spears = card({
  id: 'spears',
  points: 9,
  troopType: 'regular-infantry',
  unitSize: { min: 10 },
  options: [
    { id: 'shields', name: { de: 'Schilde', en: 'Shields' }, points: 1, per: 'model' },
    { id: 'standard', name: { de: 'Standarte', en: 'Standard' }, points: 6, per: 'unit' },
    { id: 'half', name: { de: 'Halb', en: 'Half' }, points: 0.5, per: 'model' },
  ],
});

describe('entryPoints', () => {
  it('is points per model x count without options', () => {
    expect(entryPoints({ id: 'e1', cardId: 'spears', count: 12, assignments: [] }, spears)).toBe(108);
  });
  it('adds per-model options x count and per-unit options once', () => {
    const e = { id: 'e1', cardId: 'spears', count: 12, assignments: [], options: ['shields', 'standard', 'half'] };
    expect(entryPoints(e, spears)).toBe(108 + 12 + 6 + 6);
  });
  it('ignores options the card does not offer, and unknown cards cost 0', () => {
    expect(entryPoints({ id: 'e1', cardId: 'spears', count: 10, assignments: [], options: ['nope'] }, spears)).toBe(90);
    expect(entryPoints({ id: 'e1', cardId: 'x', count: 10, assignments: [] }, undefined)).toBe(0);
  });
  it('listPoints sums the entries', () => {
    const list = listOf([{ id: 'a', cardId: 'spears', count: 10 }, { id: 'b', cardId: 'ghost' }], { system: 'oldworld' });
    list.entries[0]!.options = ['standard'];
    expect(listPoints(list, lookupOf([spears]))).toBe(96);
  });
});

describe('entryFigures and listTotals', () => {
  it("count an Old World unit's models with its detachments' (20 Night Goblins and 3 Fanatics: 23) and their points", () => {
    const list = owList(1000, [{ cardId: 'test-mob', count: 20, detachments: [{ cardId: 'test-fanatics', count: 3 }] }, WARRIORS(10)]);
    expect(entryFigures(list.entries[0]!, OW.mob)).toBe(23);
    expect(listTotals(list, OW_LOOKUP)).toEqual({ points: 20 * 3 + 3 * 25 + 10 * 6, limit: 1000, figures: 33, entries: 2 });
  });
});

describe('figures a spell summons (TJOST, points 11 and the 300 AP game list)', () => {
  const warrior = card({ id: 'warrior', points: 20 });
  const spirit = card({ id: 'spirit', points: 4, summonedBy: 'summon-spirit' });
  const lookup = lookupOf([warrior, spirit]);
  const list = listOf([{ id: 'a', cardId: 'warrior' }, { id: 'b', cardId: 'spirit', count: 2 }]);

  it('are no figures of the army and cost nothing: a warrior and two summoned spirits are 1 figure, 20 AP', () => {
    expect(entryFigures(list.entries[1]!, spirit)).toBe(0);
    expect(listTotals(list, lookupOf([warrior, spirit]))).toMatchObject({ points: 20, figures: 1 });
  });

  it('are not the cheapest figure: the allowance is half the warrior (10 AP, 310), not half a spirit (302)', () => {
    expect(cheapestFigure(list, lookup)).toBe(20);
    expect(gameLimits(list, lookup).max).toBe(310);
  });
});
