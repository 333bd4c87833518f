import { createTestingPinia } from '@pinia/testing';
import { mount } from '@vue/test-utils';
import { describe, expect, it, vi } from 'vitest';
import type { DbCard } from '../../../core/model/card';
import { OW } from '../../../core/systems/oldworld/test-fixtures';
import { shippedOldWorld } from '../../../core/systems/oldworld/test-support/shipped';
import { createMusterI18n } from '../../i18n';
import ChoiceGroups from './ChoiceGroups.vue';

/** The price shown beside each choice of `card` ("Spears: +1 point per model"), in `lang`. */
function prices(card: DbCard, lang: 'de' | 'en', options: string[] = []): string[] {
  const pinia = createTestingPinia({ createSpy: vi.fn, stubActions: false, initialState: { settings: { lang } } });
  const wrapper = mount(ChoiceGroups, {
    props: { card, options, counts: undefined, composition: 'test-army', itemNames: new Set<string>(), name: card.name.en, inputPrefix: 'e1', models: 10 },
    global: { plugins: [pinia, createMusterI18n(lang)] },
  });
  return wrapper.findAll('.choice > label').map((l) => l.text().replace(/\s+/g, ' ')).filter((text) => /\d/.test(text));
}

describe('ChoiceGroups', () => {
  it('gives each price in the form of its number: +1 point per model, +6 points (English)', () => {
    expect(prices(OW.warriors, 'en')).toEqual(['Spears +1 point per model', 'Heavy armour +1 point per model', 'Shields +1 point per model', 'Drilled +1 point per model', 'Veteran +1 point per model', 'Champion +5 points', 'Standard bearer +5 points', 'Musician +5 points']);
    expect(prices(OW.lord, 'en')).toEqual(['Great weapon +6 points', 'Full plate armour +6 points', 'Warhorse +15 points', 'Shield +3 points', 'Battle Standard Bearer +25 points']);
  });

  it('in German too: +1 Punkt je Modell, +2 Punkte je Modell, +1 Punkt', () => {
    const dearer: DbCard = { ...OW.warriors, oldworld: { ...OW.warriors.oldworld!, equipment: OW.warriors.oldworld!.equipment.map((o) => (o.points ? { ...o, points: 2 } : o)), command: [{ ...OW.warriors.oldworld!.command[2]!, points: 1 }] } };
    expect(prices(dearer, 'de')).toEqual(['Spears +2 Punkte je Modell', 'Heavy armour +1 Punkt je Modell', 'Shields +1 Punkt je Modell', 'Drilled +1 Punkt je Modell', 'Veteran +1 Punkt je Modell', 'Musician +1 Punkt']);
  });

  it('a stackable option says its price per pick in the form of its number', () => {
    const stack = (points: number): DbCard => ({ ...OW.hero, oldworld: { ...OW.hero.oldworld!, equipment: [], command: [], options: [{ id: 'options.token', name: { en: 'Token', de: 'Marke' }, points, stackable: true }] } });
    expect(prices(stack(1), 'en')).toEqual(['Token × 1 point']);
    expect(prices(stack(1), 'de')).toEqual(['Marke × 1 Punkt']);
    expect(prices(stack(3), 'de')).toEqual(['Marke × 3 Punkte']);
  });
  it('a character is one model: its options are priced without "per model" (as Old World Builder\'s unit page); a unit\'s still per model', () => {
    const db = shippedOldWorld();
    const general = db.card('empire-of-man-general-of-the-empire')!;
    expect(general.oldworld!.armour.find((o) => o.id === 'armour.heavy-armour')?.perModel).toBe(true);
    expect(prices(general, 'en')).toContain('Heavy armour +3 points');
    expect(prices(general, 'en').filter((p) => p.includes('per model'))).toEqual([]);
    expect(prices(general, 'de').filter((p) => p.includes('je Modell'))).toEqual([]);
    // Mark of Khorne, under the Exalted Champion's Mark of Chaos.
    const champion = db.card('warriors-of-chaos-exalted-champion')!;
    expect(champion.oldworld!.options.find((o) => o.id === 'options.mark-of-chaos')?.options?.find((o) => o.id === 'options.mark-of-chaos.mark-of-khorne')?.perModel).toBe(true);
    const chosen = ['options.mark-of-chaos', 'options.mark-of-chaos.mark-of-chaos-undivided'];
    const subs = (lang: 'de' | 'en') => {
      const pinia = createTestingPinia({ createSpy: vi.fn, stubActions: false, initialState: { settings: { lang } } });
      const wrapper = mount(ChoiceGroups, {
        props: { card: champion, options: chosen, counts: undefined, composition: 'warriors-of-chaos', itemNames: new Set<string>(), name: 'x', inputPrefix: 'e1', models: 1 },
        global: { plugins: [pinia, createMusterI18n(lang)] },
      });
      return wrapper.findAll('.sub-choices label').map((l) => l.text().replace(/\s+/g, ' '));
    };
    expect(subs('en')).toContain('Mark of Khorne +10 points');
    expect(subs('en').filter((p) => p.includes('per model'))).toEqual([]);
    expect(subs('de').filter((p) => p.includes('je Modell'))).toEqual([]);
    const warriors = db.card('warriors-of-chaos-chaos-warriors')!;
    expect(prices(warriors, 'en').some((p) => p.endsWith('per model'))).toBe(true);
  });

  it('keeps each radio button or box on the line of its name: the name and price are one piece beside it (a Black Orc Boar Chariot’s long first sub-option)', () => {
    const db = shippedOldWorld();
    const bigboss = db.card('orc-and-goblin-tribes-black-orc-bigboss')!;
    const pinia = createTestingPinia({ createSpy: vi.fn, stubActions: false, initialState: { settings: { lang: 'en' } } });
    const chosen = ['equipment.hand-weapon', 'armour.full-plate-armour', 'mounts.black-orc-boar-chariot', 'mounts.black-orc-boar-chariot.hand-weapon-additional-hand-weapon'];
    const wrapper = mount(ChoiceGroups, {
      props: { card: bigboss, options: chosen, counts: undefined, composition: 'nomadic-waaagh', itemNames: new Set<string>(), name: 'x', inputPrefix: 'e1', models: 1 },
      global: { plugins: [pinia, createMusterI18n('en')] },
    });
    const subs = wrapper.findAll('.sub-choices label');
    expect(subs.map((l) => l.text().replace(/\s+/g, ' '))).toEqual(['Hand weapon, Additional hand weapon +2 points', 'Hand weapons, Great weapons +4 points', 'Standard bearer +10 points']);
    // Every choice label holds its box and one piece of text: the box cannot wrap apart from its name.
    for (const label of [...wrapper.findAll('.choice > label').filter((l) => l.find('input[type="radio"], input[type="checkbox"]').exists()), ...subs]) {
      const children = [...label.element.childNodes].filter((n) => n.nodeType === 1 || (n.nodeType === 3 && n.textContent!.trim() !== ''));
      expect(children.map((n) => (n as Element).tagName?.toLowerCase() ?? '#text')).toEqual(['input', 'span']);
      expect(children[1]!.textContent).toContain(label.text().trim().split(' +')[0]!.trim());
      expect((children[1] as Element).classList.contains('choice-text')).toBe(true);
    }
  });
});
