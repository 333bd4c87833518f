import { createTestingPinia } from '@pinia/testing';
import { mount } from '@vue/test-utils';
import { describe, expect, it, vi } from 'vitest';
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
      ['core', 'Core: 60 points · 6% at least 25%', ['under']],
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
    expect(wrapper.get('[data-category="core"] dd').text().replace(/\s+/g, ' ')).toBe('66 Punkte · 3,3 % mindestens 25 %');
  });
});
