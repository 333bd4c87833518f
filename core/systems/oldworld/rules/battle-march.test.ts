import { describe, expect, it } from 'vitest';
import type { CardLookup } from '../../../db/types';
import type { DbCard } from '../../../model/card';
import { validateList } from '../../../checks/validate-list';
import { GENERAL, OW, OW_LOOKUP, owList, WARRIORS } from '../test-fixtures';

const march = (list: ReturnType<typeof owList>) => ({ ...list, compositionRule: 'battle-march' as const });
const codes = (list: ReturnType<typeof owList>, lookup: CardLookup = OW_LOOKUP) => validateList(list, lookup).filter((i) => i.code === 'oldworld.battle-march' || i.params.variant?.toString().startsWith('non-characters'));

describe('oldworld.battle-march', () => {
  it('a single Core unit within 35% of the limit, exactly the share being allowed; characters within 25%', () => {
    // 600 points: Core 210 at most (35 Warriors), a character 150.
    const machine: DbCard = { ...OW.cannon, id: 'test-machine', oldworld: { ...OW.cannon.oldworld!, troopType: 'WM' } };
    const lookup: CardLookup = { card: (id) => (id === machine.id ? machine : OW_LOOKUP.card(id)), faction: OW_LOOKUP.faction };
    expect(codes(march(owList(600, [GENERAL, WARRIORS(35), { cardId: machine.id, count: 1 }])), lookup)).toEqual([]);
    expect(codes(march(owList(600, [GENERAL, WARRIORS(36), { cardId: machine.id, count: 1 }])), lookup)).toEqual([
      { code: 'oldworld.battle-march', severity: 'error', entryId: 'e2', params: { points: 216, max: 210, percent: 35, limit: 600, category: 'core' } },
    ]);
    // The Lord on a warhorse (115) is over 25% of 400 (100).
    expect(codes(march(owList(400, [{ ...GENERAL, options: [...GENERAL.options, 'mounts.warhorse'] }, WARRIORS(10), { cardId: machine.id, count: 1 }])), lookup).map((i) => [i.entryId, i.params.category, i.params.max])).toEqual([['e1', 'characters', 100]]);
  });

  it('two units besides characters, war machines counting; Open War needs three without them', () => {
    const machine: DbCard = { ...OW.cannon, id: 'test-machine', oldworld: { ...OW.cannon.oldworld!, troopType: 'WM' } };
    const lookup: CardLookup = { card: (id) => (id === machine.id ? machine : OW_LOOKUP.card(id)), faction: OW_LOOKUP.faction };
    const army = [GENERAL, WARRIORS(10), { cardId: machine.id, count: 1 }];
    expect(codes(march(owList(1000, army)), lookup)).toEqual([]);
    expect(codes(owList(1000, army), lookup).map((i) => [i.params.variant, i.params.count, i.params.min])).toEqual([['non-characters', 1, 3]]);
    expect(codes(march(owList(1000, [GENERAL, WARRIORS(10)])), lookup)).toEqual([
      { code: 'oldworld.per-points', severity: 'error', params: { variant: 'non-characters-march', count: 1, min: 2 } },
    ]);
  });

  it('units limited per 1000 points are not limited by the points, but one in all', () => {
    // 600 points: "0-1 Knights per 1000 points" allows none in Open War.
    const hero = { cardId: 'test-hero', count: 1, options: ['equipment.hand-weapon', 'command.general'] };
    const knights = { cardId: 'test-knights', count: 5 };
    const limits = (list: ReturnType<typeof owList>) => validateList(list, OW_LOOKUP).filter((i) => (i.code === 'oldworld.per-points' && !String(i.params.variant ?? '').startsWith('non-characters')) || i.code === 'oldworld.battle-march');
    expect(limits(owList(600, [hero, WARRIORS(20), knights])).map((i) => [i.code, i.entryId, i.params.max])).toEqual([['oldworld.per-points', 'e3', 0]]);
    expect(limits(march(owList(600, [hero, WARRIORS(20), knights])))).toEqual([]);
    expect(limits(march(owList(600, [hero, WARRIORS(20), knights, knights])))).toEqual([
      { code: 'oldworld.battle-march', severity: 'error', entryId: 'e3', params: { variant: 'limited', units_de: 'Ritter', units_en: 'Knights', count: 2, limit: 600 } },
    ]);
  });
});
