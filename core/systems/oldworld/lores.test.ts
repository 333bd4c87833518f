import { describe, expect, it } from 'vitest';
import type { CardLookup, FactionInfo } from '../../db/types';
import type { DbCard } from '../../model/card';
import { validateList } from '../../checks/validate-list';
import { boughtLines, boughtText } from './bought';
import { isWizard, loreName, loresOf, loresUsed } from './lores';
import { setLore } from './options';
import { ARMY, ITEMS, OW, OW_LOOKUP, owList, WARRIORS } from './test-fixtures';

const t = (en: string, de = en) => ({ en, de });
// A wizard as the dataset has one: Level 1 by default, Level 2 bought; Battle Magic first, Troll Magic only in a Troll Horde or with Da Hag's Brew; in the Guard composition Illusion only.
const shaman: DbCard = {
  ...OW.hero,
  id: 'test-shaman',
  oldworld: {
    ...OW.hero.oldworld!,
    options: [
      { id: 'options.level-1-wizard', name: t('Level 1 Wizard'), points: 0, default: true, exclusive: true },
      { id: 'options.level-2-wizard', name: t('Level 2 Wizard'), points: 30, exclusive: true },
    ],
    lores: ['battle-magic', 'elementalism', 'troll-magic'],
    compositions: { 'test-army': { category: 'characters' }, 'test-guard': { category: 'characters', lores: ['illusion'] }, 'troll-horde': { category: 'characters' } },
  },
};
const familiar: DbCard = { ...shaman, id: 'test-familiar', oldworld: { ...shaman.oldworld!, arcaneFamiliar: true } };
const brew: DbCard = { ...ITEMS.charm, id: 'item-brew', name: t("Da Hag's Brew") };
const army: FactionInfo = {
  ...ARMY,
  oldworld: { ...ARMY.oldworld!, lores: [{ id: 'battle-magic', name: t('Battle Magic', 'Kampfmagie') }, { id: 'elementalism', name: t('Elementalism', 'Elementarismus') }, { id: 'troll-magic', name: t('Troll Magic', 'Trollmagie') }] },
};
const lookup: CardLookup = {
  card: (id) => ({ [shaman.id]: shaman, [familiar.id]: familiar, [brew.id]: brew })[id] ?? OW_LOOKUP.card(id),
  faction: (system, id) => (system === 'oldworld' && id === army.id ? army : undefined),
};
const LEVEL_1 = ['equipment.hand-weapon', 'options.level-1-wizard'];

describe('Old World wizards and lores of magic', () => {
  it('a unit is a wizard with a wizard option chosen', () => {
    expect(isWizard({ options: LEVEL_1 }, shaman)).toBe(true);
    expect(isWizard({ options: ['equipment.hand-weapon'] }, shaman)).toBe(false);
    expect(isWizard({ options: ['equipment.hand-weapons'] }, OW.warriors)).toBe(false);
  });

  it("offers its composition's lores, else its own; Troll Magic only in a Troll Horde or with Da Hag's Brew", () => {
    const none = new Set<string>();
    expect(loresOf(shaman, 'test-army', none)).toEqual(['battle-magic', 'elementalism']);
    expect(loresOf(shaman, 'test-army', new Set(["Da Hag's Brew"]))).toEqual(['battle-magic', 'elementalism', 'troll-magic']);
    expect(loresOf(shaman, 'troll-horde', none)).toEqual(['battle-magic', 'elementalism', 'troll-magic']);
    expect(loresOf(shaman, 'test-guard', none)).toEqual(['illusion']);
  });

  it('uses the lore chosen when it may, else the first; with an arcane familiar all; none when no wizard', () => {
    const none = new Set<string>();
    expect(loresUsed({ options: LEVEL_1 }, shaman, 'test-army', none)).toEqual(['battle-magic']);
    expect(loresUsed({ options: LEVEL_1, lore: 'elementalism' }, shaman, 'test-army', none)).toEqual(['elementalism']);
    expect(loresUsed({ options: LEVEL_1, lore: 'troll-magic' }, shaman, 'test-army', none)).toEqual(['battle-magic']);
    expect(loresUsed({ options: LEVEL_1 }, familiar, 'test-army', none)).toEqual(['battle-magic', 'elementalism']);
    expect(loresUsed({ options: ['equipment.hand-weapon'], lore: 'elementalism' }, shaman, 'test-army', none)).toEqual([]);
    expect(loreName(lookup, 'test-army', 'troll-magic')).toEqual(t('Troll Magic', 'Trollmagie'));
    expect(loreName(lookup, 'test-army', 'unknown-lore')).toEqual(t('unknown-lore'));
  });

  it('the lore is chosen as an undoable list edit and shown with what the unit bought, in both languages', () => {
    const list = owList(1000, [{ cardId: shaman.id, count: 1, options: LEVEL_1 }]);
    const chosen = setLore(list, 'e1', 'elementalism');
    expect(chosen.ok && chosen.list.entries[0]!.lore).toBe('elementalism');
    expect(setLore(chosen.list, 'e1', undefined).list.entries[0]).not.toHaveProperty('lore');
    expect(setLore(list, 'e9', 'x')).toMatchObject({ ok: false, error: { code: 'unknown-entry' } });
    const entry = chosen.list.entries[0]!;
    expect(boughtText(boughtLines(entry, shaman, lookup, 'test-army'), 'en')).toBe('Hand weapon, Level 1 Wizard, Lore: Elementalism');
    expect(boughtText(boughtLines(entry, shaman, lookup, 'test-army'), 'de')).toBe('Hand weapon, Level 1 Wizard, Lehre: Elementarismus');
    expect(boughtText(boughtLines(entry, familiar, lookup, 'test-army'), 'en')).toContain('Lores: Battle Magic, Elementalism');
  });

  it('oldworld.option-group names a lore the wizard may not use (Troll Magic without the Brew), and none it may', () => {
    const issues = (lore: string, items: { slot: string; item: string }[] = []) =>
      validateList(owList(1000, [{ cardId: shaman.id, count: 1, options: [...LEVEL_1, 'command.general'], lore, items }, WARRIORS(20), WARRIORS(10), WARRIORS(10)]), lookup).filter((i) => i.code === 'oldworld.option-group');
    expect(issues('elementalism')).toEqual([]);
    expect(issues('troll-magic')).toEqual([{ code: 'oldworld.option-group', severity: 'error', entryId: 'e1', params: { variant: 'lore', lore_de: 'Trollmagie', lore_en: 'Troll Magic' } }]);
    expect(issues('troll-magic', [{ slot: 'items.magic-items', item: brew.id }])).toEqual([]);
  });
});
