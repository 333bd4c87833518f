import { describe, expect, it } from 'vitest';
import type { Entry } from '../../model/list';
import { combinationCarriedBy, combinationsOf, isMagicShield, itemNotAvailable, mayCarryMagicShield } from './magic-items';
import { shippedOldWorld } from './test-support/shipped';

/** What magic items a bearer may take beyond its allowance, with the shipped armies and item lists. */
const db = shippedOldWorld();
const card = (id: string) => {
  const found = db.card(id);
  if (!found) throw new Error(`no card ${id}`);
  return found;
};

describe('magic shields', () => {
  it('are the magic armour named a shield, as Old World Builder tells them', () => {
    const shields = db.query({ system: 'oldworld' }).filter((c) => c.item && isMagicShield(c)).map((c) => c.name.en);
    expect(shields).toEqual(expect.arrayContaining(['Levitating Shield', 'Spellshield*', 'Iron-rimmed Shield', 'Enchanted Shield*', 'Charmed Shield*', 'Shield of the Warrior True']));
    // A weapon or a rune is no magic shield, whatever its name.
    expect(shields.every((name) => /shield/i.test(name))).toBe(true);
    expect(db.query({ system: 'oldworld' }).filter((c) => c.item && c.item.type !== 'armor' && isMagicShield(c))).toEqual([]);
  });

  it('go to bearers with a shield among their choices: a Captain of the Empire may, a Witch Hunter, an Engineer, a Harbinger of Doom and a Necrotect may not', () => {
    expect(mayCarryMagicShield(card('empire-of-man-captain-of-the-empire'), 'empire-of-man')).toBe(true);
    expect(mayCarryMagicShield(card('dwarfen-mountain-holds-thane'), 'dwarfen-mountain-holds')).toBe(true);
    for (const id of ['empire-of-man-witch-hunter', 'empire-of-man-empire-engineer', 'empire-of-man-harbinger-of-doom', 'tomb-kings-of-khemri-necrotect']) {
      expect(mayCarryMagicShield(card(id), id.startsWith('tomb') ? 'tomb-kings-of-khemri' : 'empire-of-man'), id).toBe(false);
    }
  });

  it('an Ironfist counts as a shield in a Renegade composition only', () => {
    // An Ogre Tyrant has no shield among its choices, but an Ironfist.
    const tyrant = card('ogre-kingdoms-tyrant');
    expect(mayCarryMagicShield(tyrant, 'ok-renegade')).toBe(true);
    expect(mayCarryMagicShield(tyrant, 'ogre-kingdoms')).toBe(false);
  });
});

describe('items of one composition or composition rule', () => {
  it('the Banner of the Knights Panther only in the Order of the Knights Panther; Von Trickschotte\'s Wondrous Arquebus only in Nuln', () => {
    const banner = card('item-empire-of-man-banner-of-the-knights-panther');
    expect(itemNotAvailable(banner, 'empire-of-man', undefined)).toBe('composition');
    expect(itemNotAvailable(banner, 'knightly-order-panther', undefined)).toBeUndefined();
    const arquebus = card('item-empire-of-man-von-trickschotte-s-wondrous-arquebus');
    expect(itemNotAvailable(arquebus, 'empire-of-man', 'grand-melee')).toBe('composition');
    expect(itemNotAvailable(arquebus, 'city-state-of-nuln', undefined)).toBeUndefined();
  });
  it('the Battle March items only in a Battle March', () => {
    const shield = card('item-general-iron-rimmed-shield');
    expect(itemNotAvailable(shield, 'empire-of-man', undefined)).toBe('composition-rule');
    expect(itemNotAvailable(shield, 'empire-of-man', 'grand-melee')).toBe('composition-rule');
    expect(itemNotAvailable(shield, 'empire-of-man', 'battle-march')).toBeUndefined();
    expect(itemNotAvailable(card('item-general-ogre-blade'), 'empire-of-man', undefined)).toBeUndefined();
  });
});

describe('combinations of runes (the Rule of Pride)', () => {
  const rune = (name: string) => `item-dwarfen-mountain-holds-rune-of-${name}`;
  const bearer = (id: string, cardId: string, items: [string, number?][]): Entry => ({ id, cardId, count: 1, assignments: [], items: items.map(([item, count]) => ({ slot: 'items.runes', item: rune(item), ...(count ? { count } : {}) })) });

  it('per allowance and type, the runes with how often taken, the same whatever their order', () => {
    const king = bearer('k', 'dwarfen-mountain-holds-king', [['fire'], ['cleaving', 2], ['stone']]);
    const combos = combinationsOf(king, card(king.cardId), db);
    expect(combos.map((c) => [c.slot, c.type, c.items.map((i) => [i.card.id, i.count])])).toEqual([
      ['items.runes', 'weapon-runes', [[rune('cleaving'), 2], [rune('fire'), 1]]],
      ['items.runes', 'armor-runes', [[rune('stone'), 1]]],
    ]);
    const reordered = bearer('t', 'dwarfen-mountain-holds-thane', [['cleaving', 2], ['fire']]);
    expect(combinationsOf(reordered, card(reordered.cardId), db)[0]!.key).toBe(combos[0]!.key);
  });

  it('another bearer with the same runes carries the combination; one rune different or taken another number of times is another', () => {
    const king = bearer('k', 'dwarfen-mountain-holds-king', [['cleaving'], ['fire']]);
    const weapon = combinationsOf(king, card(king.cardId), db)[0]!;
    const carriedBy = (items: [string, number?][]) => combinationCarriedBy({ entries: [king, bearer('t', 'dwarfen-mountain-holds-thane', items)] }, 'k', weapon, db);
    expect(carriedBy([['fire'], ['cleaving']])).toEqual(['t']);
    expect(carriedBy([['cleaving'], ['speed']])).toEqual([]);
    expect(carriedBy([['cleaving', 2], ['fire']])).toEqual([]);
    expect(carriedBy([['cleaving'], ['fire'], ['speed']])).toEqual([]);
  });
});
