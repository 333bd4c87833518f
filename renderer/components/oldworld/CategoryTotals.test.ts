import { createTestingPinia } from '@pinia/testing';
import { mount } from '@vue/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { validateList } from '../../../core/checks/validate-list';
import { ARMY, GENERAL, ITEMS, OW, owList, WARRIORS } from '../../../core/systems/oldworld/test-fixtures';
import { createMusterI18n } from '../../i18n';
import { useEditorStore } from '../../stores/editor';
import CategoryTotals from './CategoryTotals.vue';

describe('CategoryTotals', () => {
  it('shows points and share of the limit of every category with its limit, and marks a category under or over it', () => {
    const pinia = createTestingPinia({ createSpy: vi.fn, stubActions: false, initialState: { settings: { lang: 'en' } } });
    const editor = useEditorStore(pinia);
    editor.cards = [...Object.values(OW), ...Object.values(ITEMS)];
    editor.factions = [ARMY];
    // Lord 100 (General), 10 Warriors 60: 1000 points limit.
    editor.list = owList(1000, [GENERAL, WARRIORS(10)]);
    const wrapper = mount(CategoryTotals, { global: { plugins: [pinia, createMusterI18n('en')] } });
    const rows = wrapper.findAll('[data-category]').map((r) => [r.attributes('data-category'), `${r.get('dt').text()}: ${r.get('dd').text().replace(/\s+/g, ' ')}`, r.classes().filter((c) => c !== 'category-total')]);
    expect(rows).toEqual([
      ['characters', 'Characters: 100 points · 10% at most 50%', ['ok']],
      ['core', 'Core: 60 points · 6% at least 25% (250 points)', ['under']],
      ['special', 'Special: 0 points · 0% at most 50%', ['ok']],
      ['rare', 'Rare: 0 points · 0% at most 25%', ['ok']],
      ['mercenaries', 'Mercenaries: 0 points · 0% at most 20%', ['ok']],
      ['allies', 'Allies: 0 points · 0% at most 25%', ['ok']],
    ]);
  });

  it('writes the points unit and the share as German writes them', () => {
    const pinia = createTestingPinia({ createSpy: vi.fn, stubActions: false, initialState: { settings: { lang: 'de' } } });
    const editor = useEditorStore(pinia);
    editor.cards = [...Object.values(OW), ...Object.values(ITEMS)];
    editor.factions = [ARMY];
    // Lord 100 and 11 Warriors 66 of 2000 points: 5 % and 3,3 %.
    editor.list = owList(2000, [GENERAL, WARRIORS(11)]);
    const wrapper = mount(CategoryTotals, { global: { plugins: [pinia, createMusterI18n('de')] } });
    expect(wrapper.get('[data-category="core"] dd').text().replace(/\s+/g, ' ')).toBe('66 Punkte · 3,3 % mindestens 25 % (500 Punkte)');
  });

  it('marks a category under or over exactly where the checker reports it, not by the rounded share (771/772 of 1543, 645/646 of 2581)', () => {
    /** The bar's state of `category` and the checker's codes for a list of one Hero of `hero` points and Warriors of 1 point each. */
    const at = (limit: number, hero: number, warriors: number, category: string) => {
      const pinia = createTestingPinia({ createSpy: vi.fn, stubActions: false, initialState: { settings: { lang: 'de' } } });
      const editor = useEditorStore(pinia);
      editor.cards = [...Object.values(OW).filter((c) => c.id !== OW.hero.id && c.id !== OW.warriors.id), { ...OW.hero, points: hero }, { ...OW.warriors, points: 1 }, ...Object.values(ITEMS)];
      editor.factions = [ARMY];
      editor.list = owList(limit, [{ cardId: OW.hero.id, count: 1, options: ['equipment.hand-weapon', 'command.general'] }, WARRIORS(warriors)]);
      const wrapper = mount(CategoryTotals, { global: { plugins: [pinia, createMusterI18n('de')] } });
      const row = wrapper.get(`[data-category="${category}"]`);
      const codes = validateList(editor.list, editor.lookup)
        .filter((i) => i.params.category === category)
        .map((i) => i.code);
      return { text: row.get('dd').text().replace(/\s+/g, ' '), state: row.classes().filter((c) => c !== 'category-total'), codes };
    };
    // 50 % of 1543 is 771.5: 771 points are allowed, 772 one too many, though both read 50 %: over, the points allowed are said.
    expect(at(1543, 771, 400, 'characters')).toEqual({ text: '771 Punkte · 50 % höchstens 50 %', state: ['ok'], codes: [] });
    expect(at(1543, 772, 400, 'characters')).toEqual({ text: '772 Punkte · 50 % höchstens 50 % (771 Punkte)', state: ['over'], codes: ['oldworld.category-max'] });
    // 25 % of 2581 is 645.25: 646 points are needed, 645 one too few, though both read 25 %.
    expect(at(2581, 100, 645, 'core')).toEqual({ text: '645 Punkte · 25 % mindestens 25 % (646 Punkte)', state: ['under'], codes: ['oldworld.category-min'] });
    expect(at(2581, 100, 646, 'core')).toEqual({ text: '646 Punkte · 25 % mindestens 25 %', state: ['ok'], codes: [] });
  });
});
