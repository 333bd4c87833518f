import { describe, expect, it } from 'vitest';
import { GENERAL, owIssues, owList, WARRIORS } from '../test-fixtures';

const code = 'oldworld.magic-item-unique';
const blade = { slot: 'items.magic-items', item: 'item-general-ogre-blade' };

describe('oldworld.magic-item-unique', () => {
  it('a once-per-army item on two characters is reported on the second, naming the first', () => {
    const hero = { cardId: 'test-hero', count: 1, options: ['equipment.hand-weapon'], items: [blade] };
    expect(owIssues(owList(2000, [{ ...GENERAL, items: [blade] }, WARRIORS(40), hero]), code)).toEqual([
      { code, severity: 'error', entryId: 'e3', params: { item_de: 'Ogre Blade', item_en: 'Ogre Blade', first: 'e1' } },
    ]);
  });
  it('once is fine; an item that is not once-per-army may be taken by several bearers', () => {
    expect(owIssues(owList(2000, [{ ...GENERAL, items: [blade] }, WARRIORS(40)]), code)).toEqual([]);
    const might = { slot: 'items.magic-items', item: 'item-general-sword-of-might' };
    const hero = { cardId: 'test-hero', count: 1, options: ['equipment.hand-weapon'], items: [might] };
    expect(owIssues(owList(2000, [{ ...GENERAL, items: [might] }, WARRIORS(40), hero]), code)).toEqual([]);
  });
});
