import { describe, expect, it } from 'vitest';
import { validateList } from '../../../checks/validate-list';
import type { CardLookup } from '../../../db/types';
import type { DbCard } from '../../../model/card';
import { entryPoints } from '../../../list/totals';
import { GENERAL, OW, OW_LOOKUP, owIssues, owList, WARRIORS } from '../test-fixtures';

const code = 'oldworld.option-group';
const warriors = (options: string[]) => ({ cardId: 'test-warriors', count: 20, options });

describe('oldworld.option-group', () => {
  it('defaults are fine; no weapon at all, or two weapons, break the choose-one group', () => {
    expect(owIssues(owList(1000, [GENERAL, WARRIORS(20)]), code)).toEqual([]);
    expect(owIssues(owList(1000, [GENERAL, warriors(['armour.light-armour'])]), code)).toEqual([
      { code, severity: 'error', entryId: 'e2', params: { variant: 'none', group: 'equipment' } },
    ]);
    expect(owIssues(owList(1000, [GENERAL, warriors(['equipment.hand-weapons', 'equipment.spears', 'armour.light-armour'])]), code).map((i) => [i.params.variant, i.params.option_en, i.params.other_en])).toEqual([
      ['many', 'Hand weapons', 'Spears'],
    ]);
  });
  it('a single piece of armour not worn by default is taken or not (an Engineer’s light armour): neither breaks a group', () => {
    const engineer: DbCard = { ...OW.hero, id: 'test-engineer', oldworld: { ...OW.hero.oldworld!, armour: [{ id: 'armour.light-armour', name: { en: 'Light armour', de: 'Leichte Rüstung' }, points: 3 }] } };
    const lookup: CardLookup = { card: (id) => (id === engineer.id ? engineer : OW_LOOKUP.card(id)), faction: OW_LOOKUP.faction };
    const at = (options: string[]) => validateList(owList(1000, [GENERAL, WARRIORS(20), { cardId: engineer.id, count: 1, options }]), lookup).filter((i) => i.code === code);
    expect(at(['equipment.hand-weapon'])).toEqual([]);
    expect(at(['equipment.hand-weapon', 'armour.light-armour'])).toEqual([]);
    // Two pieces make a choose-one group again: the Lord's armour, none of it chosen.
    expect(owIssues(owList(1000, [{ ...GENERAL, options: ['equipment.hand-weapon', 'mounts.on-foot', 'command.general'] }, WARRIORS(20)]), code)).toEqual([
      { code, severity: 'error', entryId: 'e1', params: { variant: 'none', group: 'armour' } },
    ]);
  });
  it('exclusive options exclude each other; General and Battle Standard Bearer on one character too', () => {
    expect(owIssues(owList(1000, [GENERAL, warriors(['equipment.hand-weapons', 'armour.light-armour', 'options.drilled', 'options.veteran'])]), code).map((i) => i.params.variant)).toEqual(['exclusive']);
    const both = { ...GENERAL, options: [...GENERAL.options, 'command.battle-standard-bearer'] };
    expect(owIssues(owList(1000, [both, WARRIORS(20)]), code).map((i) => [i.entryId, i.params.variant])).toEqual([['e1', 'exclusive']]);
  });
  it('roles a character always has (Settra: General and the Hierophant, both fixed) do not exclude each other; a chosen one beside a fixed one does', () => {
    const fixed = (id: string, en: string) => ({ id, name: { en, de: en }, points: 0, default: true, fixed: true });
    const king: DbCard = { ...OW.lord, id: 'test-king', oldworld: { ...OW.lord.oldworld!, command: [fixed('command.general', 'General'), fixed('command.the-hierophant', 'The Hierophant'), { id: 'command.battle-standard-bearer', name: { en: 'Battle Standard Bearer', de: 'Armeestandartenträger' }, points: 25 }] } };
    const lookup: CardLookup = { card: (id) => (id === king.id ? king : OW_LOOKUP.card(id)), faction: OW_LOOKUP.faction };
    const kit = ['equipment.hand-weapon', 'armour.heavy-armour', 'mounts.on-foot', 'command.general', 'command.the-hierophant'];
    const at = (options: string[]) => validateList(owList(1000, [{ cardId: king.id, count: 1, options }, WARRIORS(20)]), lookup).filter((i) => i.code === code).map((i) => i.params.variant);
    expect(at(kit)).toEqual([]);
    expect(at([...kit, 'command.battle-standard-bearer'])).toEqual(['exclusive']);
  });
  it('a unit taken as a detachment has no command: a musician chosen beside it is named (and not counted)', () => {
    const detachment = { ...OW.warriors, id: 'test-detachment', oldworld: { ...OW.warriors.oldworld!, options: [...OW.warriors.oldworld!.options, { id: 'options.detachment', name: { en: 'Detachment', de: 'Abteilung' }, points: 0 }] } };
    const lookup: CardLookup = { card: (id) => (id === detachment.id ? detachment : OW_LOOKUP.card(id)), faction: OW_LOOKUP.faction };
    const list = owList(1000, [GENERAL, { cardId: detachment.id, count: 20, options: ['equipment.hand-weapons', 'armour.light-armour', 'options.detachment', 'command.musician'] }]);
    expect(validateList(list, lookup).filter((i) => i.code === code).map((i) => [i.entryId, i.params.variant, i.params.option_en])).toEqual([['e2', 'detachment', 'Musician']]);
    expect(entryPoints(list.entries[1]!, detachment, lookup)).toBe(20 * 6);
  });
  it('a sub-option without its option, an option needing a magic item the unit lacks, and a stackable option out of its range are named', () => {
    const rider: DbCard = {
      ...OW.lord,
      oldworld: {
        ...OW.lord.oldworld!,
        mounts: [...OW.lord.oldworld!.mounts, { id: 'mounts.chariot', name: { en: 'Chariot', de: 'Streitwagen' }, points: 50, options: [{ id: 'mounts.chariot.scythes', name: { en: 'Scythes', de: 'Sensen' }, points: 5 }] }],
        options: [
          { id: 'options.blessed', name: { en: 'Blessed', de: 'Gesegnet' }, points: 5, requiresItem: 'Ogre Blade' },
          { id: 'options.bodyguards', name: { en: 'Bodyguards', de: 'Leibwächter' }, points: 3, stackable: true, minimum: 1, maximum: 4 },
        ],
      },
    };
    const lookup: CardLookup = { card: (id) => (id === rider.id ? rider : OW_LOOKUP.card(id)), faction: OW_LOOKUP.faction };
    const issues = (options: string[], counts?: Record<string, number>) =>
      validateList(owList(1000, [{ ...GENERAL, options: [...GENERAL.options, ...options], ...(counts ? { counts } : {}) }, WARRIORS(30)]), lookup)
        .filter((i) => i.code === code)
        .map((i) => [i.params.variant, i.params.option_en, i.params.parent_en ?? i.params.item ?? i.params.count]);
    expect(issues(['mounts.chariot.scythes', 'options.bodyguards'])).toEqual([['parent', 'Scythes', 'Chariot']]);
    expect(issues(['options.blessed', 'options.bodyguards'])).toEqual([['item', 'Blessed', 'Ogre Blade']]);
    // At least 1: not taken at all is too few.
    expect(issues([])).toEqual([['count', 'Bodyguards', 0]]);
    expect(issues(['options.bodyguards'], { 'options.bodyguards': 5 })).toEqual([['count', 'Bodyguards', 5]]);
    expect(issues(['options.bodyguards'], { 'options.bodyguards': 4 })).toEqual([]);
  });
});
