import { describe, expect, it } from 'vitest';
import type { CardLookup } from '../../../db/types';
import type { DbCard } from '../../../model/card';
import { ARMY, GENERAL, OW, OW_LOOKUP, owIssues, owList, WARRIORS } from '../test-fixtures';
import { validateList } from '../../../checks/validate-list';
import { owFacts } from '../facts';

describe('oldworld.composition', () => {
  it('a unit of another composition only, and an option of another composition, are reported', () => {
    const guard = { cardId: 'test-guard-unit', count: 10 };
    const banner = { ...WARRIORS(20), options: [...WARRIORS().options, 'options.banner-of-the-king'] };
    expect(owIssues(owList(1000, [GENERAL, banner, guard]), 'oldworld.composition')).toEqual([
      { code: 'oldworld.composition', severity: 'error', entryId: 'e2', params: { variant: 'option', option_de: 'Banner of the King', option_en: 'Banner of the King', composition_de: 'Testarmee', composition_en: 'Test Army' } },
      { code: 'oldworld.composition', severity: 'error', entryId: 'e3', params: { composition_de: 'Testarmee', composition_en: 'Test Army' } },
    ]);
    expect(owIssues(owList(1000, [GENERAL, banner, guard], 'test-guard'), 'oldworld.composition')).toEqual([]);
  });
  it('a unit of an army that is no ally is reported; an unknown composition too', () => {
    expect(owIssues(owList(1000, [GENERAL, WARRIORS(20), { cardId: 'test-ally-spears', count: 10 }]), 'oldworld.composition').map((i) => i.params.variant)).toEqual(['foreign']);
    expect(owIssues(owList(1000, [GENERAL], 'nope'), 'oldworld.composition').map((i) => i.params.variant)).toEqual(['unknown']);
  });
  it('an ally, or a mercenary of the army’s main list only, in a composition that takes no allies is reported, naming its army', () => {
    // Spearmen of an allied army, and Ogres that are mercenaries of the main list but not of the Royal Guard.
    const friend: DbCard = { ...OW.ally, id: 'test-friendly-spears', faction: 'friendly-army' };
    const ogres: DbCard = { ...OW.ally, id: 'ogre-mercs', faction: 'ogre-army', provenance: { dataset: 'test', originalId: 'ogres', licence: 'test' } };
    const army = { ...ARMY, oldworld: { ...ARMY.oldworld!, mercenaries: { 'test-army': [{ army: 'ogre-army', units: ['ogres'] }] } } };
    const friendly = { id: 'friendly-army', name: { de: 'Freunde', en: 'Friends' }, system: 'oldworld' as const, cardCount: 1 };
    const lookup: CardLookup = {
      card: (id) => (id === friend.id ? friend : id === ogres.id ? ogres : OW_LOOKUP.card(id)),
      faction: (system, id) => (id === ARMY.id ? army : id === friendly.id ? friendly : undefined),
    };
    const issues = (composition?: string) =>
      validateList(owList(2000, [GENERAL, WARRIORS(20), { cardId: friend.id, count: 10 }, { cardId: ogres.id, count: 10 }], composition), lookup).filter((i) => i.code === 'oldworld.composition');
    // The main list takes both: the Friends as allies, the Ogres as its mercenaries.
    expect(issues()).toEqual([]);
    expect(issues('test-guard')).toEqual([
      { code: 'oldworld.composition', severity: 'error', entryId: 'e3', params: { variant: 'no-allies', army_de: 'Freunde', army_en: 'Friends', composition_de: 'Königsgarde', composition_en: 'Royal Guard' } },
      { code: 'oldworld.composition', severity: 'error', entryId: 'e4', params: { variant: 'no-allies', army_de: 'ogre-army', army_en: 'ogre-army', composition_de: 'Königsgarde', composition_en: 'Royal Guard' } },
    ]);
  });

  describe('an ally from a composition of the list\'s own army (allyFrom)', () => {
    // The army names its own Royal Guard composition among its allies, as the Empire names its Knightly Orders.
    const army = { ...ARMY, oldworld: { ...ARMY.oldworld!, allies: [{ army: 'friendly-army' }, { army: 'test-army', composition: 'test-guard' }] } };
    const lookup: CardLookup = { card: OW_LOOKUP.card, faction: (system, id) => (id === ARMY.id ? army : undefined) };
    const issues = (list: ReturnType<typeof owList>) => validateList(list, lookup).filter((i) => i.code === 'oldworld.composition');
    const guard = (allyFrom?: string) => ({ cardId: 'test-guard-unit', count: 10, ...(allyFrom ? { allyFrom } : {}) });

    it('is taken by the lists of the composition it comes from, and counts as an ally', () => {
      const list = owList(2000, [GENERAL, WARRIORS(40), guard('test-guard'), { ...WARRIORS(10), options: [...WARRIORS().options, 'options.banner-of-the-king'], allyFrom: 'test-guard' }]);
      expect(issues(list)).toEqual([]);
      const facts = owFacts(list, lookup);
      expect(facts.units.map((u) => [u.entry.id, u.category, u.composition])).toEqual([
        ['e1', 'characters', 'test-army'],
        ['e2', 'core', 'test-army'],
        ['e3', 'allies', 'test-guard'],
        ['e4', 'allies', 'test-guard'],
      ]);
      // 10 guards at 10, 10 warriors at 6 with the 5-point banner.
      expect(facts.pointsByCategory.allies).toBe(165);
      expect(facts.pointsByCategory.core).toBe(240);
    });
    it('without it, the unit is the army\'s own, and one of another composition only is reported', () => {
      expect(issues(owList(2000, [GENERAL, WARRIORS(40), guard()])).map((i) => [i.entryId, i.params.variant])).toEqual([['e3', undefined]]);
    });
    it('a composition its allies do not name, or the list\'s own, is reported, naming it', () => {
      expect(issues(owList(2000, [GENERAL, WARRIORS(40), { ...WARRIORS(10), allyFrom: 'test-army' }, guard('nope')]))).toEqual([
        { code: 'oldworld.composition', severity: 'error', entryId: 'e3', params: { variant: 'foreign', army_de: 'Testarmee', army_en: 'Test Army', composition_de: 'Testarmee', composition_en: 'Test Army' } },
        { code: 'oldworld.composition', severity: 'error', entryId: 'e4', params: { variant: 'foreign', army_de: 'nope', army_en: 'nope', composition_de: 'Testarmee', composition_en: 'Test Army' } },
      ]);
    });
    it('a unit its composition does not have is reported with that composition', () => {
      expect(issues(owList(2000, [GENERAL, WARRIORS(40), { cardId: 'test-knights', count: 5, allyFrom: 'test-guard' }]))).toEqual([]);
      const knights = { ...OW.knights, oldworld: { ...OW.knights.oldworld!, compositions: { 'test-army': { category: 'special' as const } } } };
      const lookup2: CardLookup = { card: (id) => (id === knights.id ? knights : OW_LOOKUP.card(id)), faction: lookup.faction };
      expect(validateList(owList(2000, [GENERAL, WARRIORS(40), { cardId: 'test-knights', count: 5, allyFrom: 'test-guard' }]), lookup2).filter((i) => i.code === 'oldworld.composition')).toEqual([
        { code: 'oldworld.composition', severity: 'error', entryId: 'e3', params: { composition_de: 'Königsgarde', composition_en: 'Royal Guard' } },
      ]);
    });
    it('a composition that takes no allies takes none of its own army either', () => {
      expect(issues(owList(2000, [GENERAL, WARRIORS(40), { ...WARRIORS(10), allyFrom: 'test-army' }], 'test-guard')).map((i) => [i.entryId, i.params.variant, i.params.army_en])).toEqual([['e3', 'no-allies', 'Test Army']]);
    });
    it('an ally\'s character is never the General', () => {
      const general = validateList(owList(2000, [{ ...GENERAL, allyFrom: 'test-guard' }, WARRIORS(40)]), lookup).filter((i) => i.code === 'oldworld.general-missing');
      expect(general.map((i) => [i.entryId, i.params.variant])).toEqual([[undefined, undefined], ['e1', 'ally']]);
    });
  });
});

