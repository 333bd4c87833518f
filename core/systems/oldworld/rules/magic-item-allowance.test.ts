import { describe, expect, it } from 'vitest';
import { validateList } from '../../../checks/validate-list';
import type { CardLookup } from '../../../db/types';
import type { DbCard } from '../../../model/card';
import { allowancesOf, countsTowardsType, defaultOptions, slotPoints } from '../unit';
import { GENERAL, ITEMS, OW, OW_LOOKUP, owIssues, owList, WARRIORS } from '../test-fixtures';
import { entryNamer, issueMessage } from '../../../i18n/issues';
import { newList } from '../../../list/new';
import type { ArmyList, Entry, OwCompositionRule } from '../../../model/list';
import { shippedOldWorld } from '../test-support/shipped';

const code = 'oldworld.magic-item-allowance';
const lord = (items: { slot: string; item: string; count?: number }[]) => ({ ...GENERAL, items });
const slot = 'items.magic-items';

describe('oldworld.magic-item-allowance', () => {
  it('100 points of items is within the Lord\'s allowance; 105 is over it by 5', () => {
    const at = lord([{ slot, item: 'item-general-ogre-blade' }, { slot, item: 'item-general-enchanted-shield' }, { slot, item: 'item-general-sword-of-might' }]);
    // Ogre Blade 75 + Enchanted Shield 10 + Sword of Might* 20 = 105: over the points. The Sword of Might is extremely
    // common (*): it may be taken beside the Ogre Blade, so no second-weapon problem (Old World Builder alike).
    expect(owIssues(owList(2000, [at, WARRIORS(40)]), code).map((i) => [i.params.variant, i.params.points ?? i.params.type])).toEqual([['points', 105]]);
    // Two weapons that are not extremely common: one too many of the type.
    const twoBlades = lord([{ slot, item: 'item-general-ogre-blade' }, { slot, item: 'item-other-alien-blade' }]);
    expect(owIssues(owList(2000, [twoBlades, WARRIORS(40)]), code).map((i) => [i.params.variant, i.params.type ?? i.params.list])).toEqual([
      ['list', 'other-army'],
      ['per-type', 'weapon'],
    ]);
    const fine = lord([{ slot, item: 'item-general-ogre-blade' }, { slot, item: 'item-general-enchanted-shield' }]);
    expect(owIssues(owList(2000, [fine, WARRIORS(40)]), code)).toEqual([]);
  });
  it('a banner is not among the character\'s types; a champion\'s banner needs the standard bearer\'s allowance', () => {
    expect(owIssues(owList(2000, [lord([{ slot, item: 'item-general-war-banner' }]), WARRIORS(40)]), code).map((i) => [i.params.variant, i.params.type])).toEqual([['type', 'banner']]);
    const noBearer = { ...WARRIORS(20), items: [{ slot: 'command.standard-bearer.magic', item: 'item-general-war-banner' }] };
    expect(owIssues(owList(2000, [GENERAL, noBearer]), code).map((i) => i.params.variant)).toEqual(['slot']);
    const bearer = { ...noBearer, options: [...noBearer.options, 'command.standard-bearer'] };
    expect(owIssues(owList(2000, [GENERAL, bearer]), code)).toEqual([]);
  });
  it('an item of a list the army does not use is reported', () => {
    expect(owIssues(owList(2000, [lord([{ slot, item: 'item-other-alien-blade' }]), WARRIORS(40)]), code).map((i) => [i.params.variant, i.params.list])).toEqual([['list', 'other-army']]);
  });
  it('counts the points of each allowance once, for the rule and the editor alike (slotPoints); unknown items cost nothing', () => {
    const at = lord([{ slot, item: 'item-general-ogre-blade' }, { slot, item: 'item-general-enchanted-shield' }, { slot, item: 'gone' }, { slot: 'other', item: 'item-general-charm' }]);
    const list = owList(2000, [at, WARRIORS(40)]);
    expect([...slotPoints(list.entries[0]!, OW.lord, OW_LOOKUP)]).toEqual([
      [slot, 85],
      ['other', 30],
    ]);
  });
  it("a character's whole-unit allowance beside its own is no second allowance: items a list put there count against its own", () => {
    const withMagic: DbCard = { ...OW.lord, oldworld: { ...OW.lord.oldworld!, magic: { id: 'magic', types: ['weapon', 'armor', 'talisman'], maxPoints: 100 } } };
    const lookup: CardLookup = { card: (id) => (id === withMagic.id ? withMagic : OW_LOOKUP.card(id)), faction: OW_LOOKUP.faction };
    expect(allowancesOf(withMagic, GENERAL).map((a) => a.id)).toEqual(['items.magic-items']);
    // 75 in its own allowance and 30 put in the whole-unit one: 105 of 100 points, in one allowance.
    const list = owList(2000, [lord([{ slot, item: 'item-general-ogre-blade' }, { slot: 'magic', item: 'item-general-charm' }]), WARRIORS(40)]);
    expect(validateList(list, lookup).filter((i) => i.code === code).map((i) => [i.params.variant, i.params.points])).toEqual([['points', 105]]);
  });
  it('runes: as many of a type as the allowance says; an item taken more often than it allows; a stackable item counts once', () => {
    const rune = (id: string, points: number, extra: Partial<NonNullable<DbCard['item']>> = {}): DbCard => ({ ...ITEMS.swordOfMight, id, name: { en: id, de: id }, points, item: { list: 'general', type: 'weapon-runes', onePerArmy: false, ...extra } });
    const runes = [rune('rune-a', 5), rune('rune-b', 5), rune('rune-c', 5), rune('rune-d', 5), rune('rune-e', 5, { maximum: 2 })];
    const smith: DbCard = { ...OW.lord, oldworld: { ...OW.lord.oldworld!, items: [{ id: 'items.runes', types: ['weapon-runes'], maxPoints: 100, maxPerType: 3 }] } };
    const lookup: CardLookup = { card: (id) => (id === smith.id ? smith : (runes.find((r) => r.id === id) ?? OW_LOOKUP.card(id))), faction: OW_LOOKUP.faction };
    const withRunes = (items: { slot: string; item: string; count?: number }[]) => validateList(owList(2000, [{ ...GENERAL, items }, WARRIORS(40)]), lookup).filter((i) => i.code === code).map((i) => [i.params.variant, i.params.count, i.params.max]);
    const at = (item: string, count?: number) => ({ slot: 'items.runes', item, ...(count ? { count } : {}) });
    expect(withRunes([at('rune-a'), at('rune-b'), at('rune-c')])).toEqual([]);
    expect(withRunes([at('rune-a'), at('rune-b'), at('rune-c'), at('rune-d')])).toEqual([['per-type', 4, 3]]);
    // Three of a rune that may be taken twice: too many of it, though three runes of the type are allowed.
    expect(withRunes([at('rune-e', 3)])).toEqual([['count', 3, 2]]);
    // The Lord's own allowance: a Sword of Might* taken twice is one weapon (stackable), 40 points.
    expect(owIssues(owList(2000, [lord([{ slot, item: ITEMS.swordOfMight.id, count: 2 }]), WARRIORS(40)]), code)).toEqual([]);
  });

  it('runes: a stacked rune counts as often as taken; one Master rune per item; a rune taken alone has none beside it', () => {
    const rune = (id: string, extra: Partial<NonNullable<DbCard['item']>> = {}): DbCard => ({ ...ITEMS.swordOfMight, id, name: { en: id, de: id }, points: 5, item: { list: 'general', type: 'weapon-runes', onePerArmy: false, ...extra } });
    const runes = [rune('Rune of Speed', { stackable: true, maximum: 3 }), rune('Rune of Fire'), rune('Master Rune of Flight'), rune('Master Rune of Swiftness'), rune('Master Rune of Skalf'), rune('Master Rune of Adamant', { nonExclusive: false }), rune('Rune of Stone', { type: 'armor-runes' })];
    const smith: DbCard = { ...OW.lord, oldworld: { ...OW.lord.oldworld!, items: [{ id: 'items.runes', types: ['weapon-runes', 'armor-runes'], maxPoints: 100, maxPerType: 3 }] } };
    const lookup: CardLookup = { card: (id) => (id === smith.id ? smith : (runes.find((r) => r.id === id) ?? OW_LOOKUP.card(id))), faction: OW_LOOKUP.faction };
    const withRunes = (items: { slot: string; item: string; count?: number }[]) =>
      validateList(owList(2000, [{ ...GENERAL, items }, WARRIORS(40)]), lookup).filter((i) => i.code === code).map((i) => [i.params.variant, i.params.item_en ?? i.params.count]);
    const at = (item: string, count?: number) => ({ slot: 'items.runes', item, ...(count ? { count } : {}) });
    expect(withRunes([at('Rune of Speed', 3)])).toEqual([]);
    // Three Runes of Speed and a Rune of Fire: four runes on one weapon.
    expect(withRunes([at('Rune of Speed', 3), at('Rune of Fire')])).toEqual([['per-type', 4]]);
    expect(withRunes([at('Rune of Speed', 2), at('Master Rune of Flight')])).toEqual([]);
    expect(withRunes([at('Master Rune of Flight'), at('Master Rune of Swiftness')])).toEqual([['master-rune', 'Master Rune of Swiftness']]);
    // A third Master rune is the same problem, named once.
    expect(withRunes([at('Master Rune of Flight'), at('Master Rune of Swiftness'), at('Master Rune of Skalf')])).toEqual([['master-rune', 'Master Rune of Swiftness']]);
    expect(withRunes([at('Master Rune of Adamant')])).toEqual([]);
    expect(withRunes([at('Rune of Fire'), at('Master Rune of Adamant')])).toEqual([['rune-alone', 'Master Rune of Adamant']]);
    expect(withRunes([at('Master Rune of Adamant'), at('Rune of Fire')])).toEqual([['rune-alone', 'Rune of Fire']]);
    // Runes of another type are inscribed on another item.
    expect(withRunes([at('Master Rune of Adamant'), at('Rune of Stone'), at('Master Rune of Flight')])).toEqual([['rune-alone', 'Master Rune of Flight']]);
    expect(withRunes([at('Master Rune of Flight'), at('Rune of Stone')])).toEqual([]);
  });
});

describe('oldworld.magic-item-allowance: messages name item types', () => {
  it('in both languages, not by their ids', () => {
    const twoBlades = owIssues(owList(2000, [lord([{ slot, item: 'item-general-ogre-blade' }, { slot, item: 'item-other-alien-blade' }]), WARRIORS(40)]), code).find((i) => i.params.variant === 'per-type')!;
    expect(issueMessage(twoBlades, 'en', { entryName: () => 'Lord' })).toBe('Lord: 2 items of the type Weapon; at most 1. (Old World: magic items)');
    expect(issueMessage(twoBlades, 'de', { entryName: () => 'Lord' })).toBe('Lord: 2 Gegenstände der Art Waffe; höchstens 1. (Old World: magische Gegenstände)');
    const banner = owIssues(owList(2000, [lord([{ slot, item: 'item-general-war-banner' }]), WARRIORS(40)]), code)[0]!;
    expect(issueMessage(banner, 'en', { entryName: () => 'Lord' })).toBe(
      'Lord: War Banner is not allowed; only Weapon, Armour, Talisman, Enchanted item, Arcane item may be taken here, not Banner. (Old World: magic items)',
    );
    expect(issueMessage(banner, 'de', { entryName: () => 'Lord' })).toContain('nicht Banner.');
    expect(banner.params.type).toBe('banner');
  });
});

describe('oldworld.magic-item-allowance with the shipped armies: shields and compositions, as the item picker offers them', () => {
  const db = shippedOldWorld();
  const empire = (entries: Omit<Entry, 'assignments'>[], composition?: string, rule?: OwCompositionRule): ArmyList => ({
    ...newList({ id: 'l', name: 'x', system: 'oldworld', faction: 'empire-of-man', pointsLimit: 2000, now: new Date(0) }),
    ...(composition ? { composition } : {}),
    ...(rule ? { compositionRule: rule } : {}),
    entries: entries.map((e) => ({ ...e, assignments: [] })),
  });
  const captain = (items: Entry['items'], options: string[] = []): Omit<Entry, 'assignments'> => ({ id: 'e1', cardId: 'empire-of-man-captain-of-the-empire', count: 1, options: ['equipment.hand-weapon', 'mounts.on-foot', ...options], items });
  const found = (list: ArmyList) => validateList(list, db).filter((i) => i.code === code);

  it('a Witch Hunter with a magic shield is reported; a Captain of the Empire (a shield option) may carry it', () => {
    const hunter = { id: 'e1', cardId: 'empire-of-man-witch-hunter', count: 1, options: ['equipment.hand-weapon', 'mounts.on-foot'], items: [{ slot, item: 'item-general-enchanted-shield' }] };
    const list = empire([hunter]);
    const issues = found(list);
    expect(issues.map((i) => [i.entryId, i.params.variant, i.params.item_en])).toEqual([['e1', 'shield', 'Enchanted Shield*']]);
    expect(issueMessage(issues[0]!, 'en', { entryName: entryNamer(list, db, 'en') })).toBe(
      'Witch Hunter: Enchanted Shield* is a magic shield, and the card offers no shield (as equipment, armour or an option) to carry it. (Old World: magic items)',
    );
    expect(issueMessage(issues[0]!, 'de', { entryName: entryNamer(list, db, 'de') })).toMatch(/^Hexenjäger: Verzauberter Schild\*? ist ein magischer Schild/);
    // Without the shield chosen: the Captain may take one, so it may carry a magic one.
    expect(found(empire([captain([{ slot, item: 'item-general-enchanted-shield' }])]))).toEqual([]);
  });

  it('the Banner of the Knights Panther in the Empire\'s main list and Von Trickschotte\'s Arquebus outside Nuln are reported', () => {
    const bsb = captain([{ slot: 'command.battle-standard-bearer.magic', item: 'item-empire-of-man-banner-of-the-knights-panther' }], ['command.battle-standard-bearer']);
    const main = empire([bsb]);
    const issues = found(main);
    expect(issues.map((i) => [i.entryId, i.params.variant, i.params.compositions_en, i.params.composition_en])).toEqual([['e1', 'composition', 'Order of the Knights Panther', 'Empire of Man']]);
    expect(issueMessage(issues[0]!, 'en', { entryName: entryNamer(main, db, 'en') })).toBe(
      'Captain of the Empire: Banner of the Knights Panther is available only in Order of the Knights Panther, not in Empire of Man. (Old World: magic items)',
    );
    expect(found(empire([bsb], 'knightly-order-panther'))).toEqual([]);
    const general = captain([{ slot, item: 'item-empire-of-man-von-trickschotte-s-wondrous-arquebus' }], ['command.general']);
    expect(found(empire([general])).map((i) => i.params.variant)).toEqual(['composition']);
    expect(found(empire([general], 'city-state-of-nuln'))).toEqual([]);
  });

  it('a Battle March item outside a Battle March is reported', () => {
    const shield = captain([{ slot, item: 'item-general-iron-rimmed-shield' }]);
    const issues = found(empire([shield], undefined, 'grand-melee'));
    expect(issues.map((i) => [i.params.variant, i.params.rule])).toEqual([['composition-rule', 'Battle March']]);
    expect(issueMessage(issues[0]!, 'de', { entryName: () => 'Hauptmann' })).toBe('Hauptmann: Iron-rimmed Shield gibt es nur, wenn die Liste Battle March folgt. (Old World: magische Gegenstände)');
    expect(found(empire([shield], undefined, 'battle-march'))).toEqual([]);
  });
});

describe('oldworld.magic-item-allowance with the shipped Warriors of Chaos: one Chaotic Trait per unit', () => {
  const db = shippedOldWorld();
  const traits = 'items.chaotic-traits';
  const unit = (cardId: string, count: number, traitIds: string[]): Omit<Entry, 'assignments'> => ({
    id: 'e1',
    cardId,
    count,
    options: defaultOptions(db.card(cardId)!, 'warriors-of-chaos'),
    items: traitIds.map((t) => ({ slot: traits, item: `item-chaotic-traits-${t}` })),
  });
  const found = (entry: Omit<Entry, 'assignments'>) =>
    validateList({ ...newList({ id: 'l', name: 'x', system: 'oldworld', faction: 'warriors-of-chaos', pointsLimit: 2000, now: new Date(0) }), entries: [{ ...entry, assignments: [] }] }, db)
      .filter((i) => i.code === code)
      .map((i) => [i.code, i.params.variant, i.params.type, i.params.count, i.params.max]);

  it('one trait is valid; a second on Chaos Warriors or Marauder Horsemen is one too many of the type, although traits are non-exclusive (Old World Builder keeps them to maxItemsPerCategory 1)', () => {
    expect(db.card('item-chaotic-traits-dark-hearts')?.item?.nonExclusive).toBe(true);
    expect(found(unit('warriors-of-chaos-chaos-warriors', 15, ['dark-hearts']))).toEqual([]);
    expect(found(unit('warriors-of-chaos-chaos-warriors', 15, ['dark-hearts', 'enhanced-reflexes']))).toEqual([[code, 'per-type', 'chaotic-trait', 2, 1]]);
    expect(found(unit('warriors-of-chaos-marauder-horsemen', 5, ['unnatural-fortitude']))).toEqual([]);
    expect(found(unit('warriors-of-chaos-marauder-horsemen', 5, ['unnatural-fortitude', 'battle-hunger']))).toEqual([[code, 'per-type', 'chaotic-trait', 2, 1]]);
  });

  it('other non-exclusive items still count nothing against their type (a Gift of Chaos): only Chaotic Traits are limited', () => {
    const gift = db.query({ system: 'oldworld' }).find((c) => c.item?.type === 'gift-of-chaos' && c.item.nonExclusive)!;
    const trait = db.card('item-chaotic-traits-dark-hearts')!;
    expect(countsTowardsType(gift, 1)).toBe(0);
    expect(countsTowardsType(trait, 1)).toBe(1);
  });
});
