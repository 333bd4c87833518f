import { describe, expect, it } from 'vitest';
import type { CardLookup } from '../../../db/types';
import type { DbCard } from '../../../model/card';
import { ARMY, GENERAL, OW, OW_LOOKUP, owIssues, owList, WARRIORS } from '../test-fixtures';
import { validateList } from '../../../checks/validate-list';

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
});
