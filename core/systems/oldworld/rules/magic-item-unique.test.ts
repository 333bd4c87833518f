import { describe, expect, it } from 'vitest';
import { issueMessage } from '../../../i18n/issues';
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
  it('names the item without a pronoun that would guess its gender ("Runenklinge, das ... hat es schon")', () => {
    const hero = { cardId: 'test-hero', count: 1, options: ['equipment.hand-weapon'], items: [blade] };
    const [issue] = owIssues(owList(2000, [{ ...GENERAL, items: [blade] }, WARRIORS(40), hero]), code);
    const names = { entryName: (id: string) => ({ e1: 'König', e3: 'Thain' })[id] ?? id };
    expect(issueMessage(issue!, 'de', names)).toBe('Thain: Ogre Blade ist nur einmal je Armee erlaubt und schon vergeben (Träger: König). (Old World: magische Gegenstände)');
    expect(issueMessage(issue!, 'en', names)).toBe('Thain: Ogre Blade is allowed only once per army and is already carried by König. (Old World: magic items)');
  });
  it('once is fine; an item that is not once-per-army may be taken by several bearers', () => {
    expect(owIssues(owList(2000, [{ ...GENERAL, items: [blade] }, WARRIORS(40)]), code)).toEqual([]);
    const might = { slot: 'items.magic-items', item: 'item-general-sword-of-might' };
    const hero = { cardId: 'test-hero', count: 1, options: ['equipment.hand-weapon'], items: [might] };
    expect(owIssues(owList(2000, [{ ...GENERAL, items: [might] }, WARRIORS(40), hero]), code)).toEqual([]);
  });
});
