import { describe, expect, it } from 'vitest';
import { validateList } from '../../../checks/validate-list';
import type { CardLookup } from '../../../db/types';
import type { DbCard } from '../../../model/card';
import { GENERAL, OW, OW_LOOKUP, owIssues, owList, WARRIORS } from '../test-fixtures';

describe('oldworld.general-missing', () => {
  it('an army without a General is reported, an empty one too (as Old World Builder does); with one it is fine', () => {
    const noGeneral = owList(1000, [{ ...GENERAL, options: GENERAL.options.filter((o) => o !== 'command.general') }, WARRIORS(30)]);
    expect(owIssues(noGeneral, 'oldworld.general-missing')).toEqual([{ code: 'oldworld.general-missing', severity: 'error', params: {} }]);
    expect(owIssues(owList(1000, [GENERAL, WARRIORS(30)]), 'oldworld.general-missing')).toEqual([]);
    expect(owIssues(owList(1000, []), 'oldworld.general-missing')).toEqual([{ code: 'oldworld.general-missing', severity: 'error', params: {} }]);
  });
  it('a second General is reported on that character, naming the first', () => {
    const two = owList(1000, [GENERAL, WARRIORS(30), { cardId: 'test-hero', count: 1, options: ['equipment.hand-weapon', 'command.general'] }]);
    expect(owIssues(two, 'oldworld.general-missing')).toEqual([{ code: 'oldworld.general-missing', severity: 'error', entryId: 'e3', params: { variant: 'two', first: 'e1' } }]);
  });
  it("an allied character cannot be the army's General: named, and the army still lacks one", () => {
    const allyCharacter: DbCard = { ...OW.hero, id: 'test-ally-hero', faction: 'friendly-army' };
    const lookup: CardLookup = { card: (id) => (id === allyCharacter.id ? allyCharacter : OW_LOOKUP.card(id)), faction: OW_LOOKUP.faction };
    const list = owList(1000, [{ cardId: 'test-lord', count: 1, options: ['equipment.hand-weapon'] }, WARRIORS(30), { cardId: allyCharacter.id, count: 1, options: ['equipment.hand-weapon', 'command.general'] }]);
    expect(validateList(list, lookup).filter((i) => i.code === 'oldworld.general-missing').map((i) => [i.entryId, i.params.variant])).toEqual([
      [undefined, undefined],
      ['e3', 'ally'],
    ]);
  });
  it('the General has the highest Leadership of the characters who may be General', () => {
    const withLd = (card: DbCard, ld: string): DbCard => ({ ...card, oldworld: { ...card.oldworld!, profiles: [{ name: card.name.en, stats: { Ld: ld } }, { name: 'Horse', stats: { Ld: '-' } }] } });
    const lord = withLd(OW.lord, '9');
    const hero = withLd(OW.hero, '8');
    const lookup: CardLookup = { card: (id) => (id === lord.id ? lord : id === hero.id ? hero : OW_LOOKUP.card(id)), faction: OW_LOOKUP.faction };
    const heroGeneral = { cardId: 'test-hero', count: 1, options: ['equipment.hand-weapon', 'command.general'] };
    const lordPlain = { cardId: 'test-lord', count: 1, options: ['equipment.hand-weapon', 'armour.heavy-armour', 'mounts.on-foot'] };
    const general = (entries: Parameters<typeof owList>[1]) => validateList(owList(1000, entries), lookup).filter((i) => i.code === 'oldworld.general-missing');
    expect(general([heroGeneral, lordPlain, WARRIORS(30)])).toEqual([{ code: 'oldworld.general-missing', severity: 'error', entryId: 'e1', params: { variant: 'leadership', leadership: 8, second: 'e2', best: 9 } }]);
    expect(general([GENERAL, { cardId: 'test-hero', count: 1, options: ['equipment.hand-weapon'] }, WARRIORS(30)])).toEqual([]);
  });
});
