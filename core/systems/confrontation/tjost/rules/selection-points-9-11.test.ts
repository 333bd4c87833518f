import { describe, expect, it } from 'vitest';
import { cardLookup } from '../../../../db/lookup';
import { card } from '../../../../checks/test-fixtures';
import { validateList } from '../../../../checks/validate-list';
import { listPoints } from '../../../../list/totals';
import { TJ, tjList } from '../test-fixtures';

/** TJOST, "Die Armee-Auswahlliste", points 9 and 11 (point 10 is tjost.clan-share). */
const EXTRA = {
  homeless: card({ id: 'homeless-ranger', points: 25, homeless: true }, 'other'),
  summon: card({ id: 'summon-fire', kind: 'spell', points: 20 }, 'own'),
  summoned: card({ id: 'fire-spirit', points: 45, summonedBy: 'summon-fire' }, 'neutral'),
  brother: card({ id: 'blood-brother', points: 24, rank: { de: 'Regulär', en: 'Regular' } }, 'own'),
};
const lookup = cardLookup([...Object.values(TJ), ...Object.values(EXTRA)]);

describe('TJOST selection list, points 9 and 11', () => {
  it('9: a homeless figure counts as the people it joins: allowed, no ally', () => {
    const list = tjList('tjost-selection', [{ id: 'e1', cardId: 'homeless-ranger' }]);
    expect(validateList(list, lookup)).toEqual([]);
    const stranger = tjList('tjost-selection', [{ id: 'e1', cardId: 'stranger' }]);
    expect(validateList(stranger, lookup).map((i) => i.code)).toEqual(['tjost.forbidden-card']);
  });

  it('11: a summoned figure need not be in the selection list, its spell must be; it costs no AP', () => {
    const army = [
      { id: 'e1', cardId: 'dear' },
      { id: 'e2', cardId: 'hero' },
      { id: 'e3', cardId: 'mage' },
      { id: 'e4', cardId: 'cheap', count: 2 },
    ];
    const selection = tjList('tjost-selection', [...army, { id: 'e5', cardId: 'summon-fire' }]);
    const game = tjList('tjost-game', [
      ...army,
      { id: 'e5', cardId: 'summon-fire', assignments: [{ type: 'bearer', bearer: 'e3' }] },
      { id: 'e6', cardId: 'fire-spirit' },
    ]);
    expect(listPoints(game, lookup)).toBe(276);
    expect(validateList(game, lookup, { selection }).map((i) => i.code)).toEqual([]);
    const withoutSpell = tjList('tjost-selection', army);
    expect(validateList(game, lookup, { selection: withoutSpell }).map((i) => `${i.code}@${i.entryId}`)).toEqual(['tjost.not-in-selection@e5']);
  });

  it('11: blood brothers are paid at their card AP in the selection list', () => {
    const list = tjList('tjost-selection', [{ id: 'e1', cardId: 'blood-brother' }, { id: 'e2', cardId: 'blood-brother' }]);
    expect(listPoints(list, lookup)).toBe(48);
  });
});
