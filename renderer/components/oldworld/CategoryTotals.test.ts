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
      ['characters', 'Characters: 100 · 10% at most 50%', ['ok']],
      ['core', 'Core: 60 · 6% at least 25%', ['under']],
      ['special', 'Special: 0 · 0% at most 50%', ['ok']],
      ['rare', 'Rare: 0 · 0% at most 25%', ['ok']],
      ['mercenaries', 'Mercenaries: 0 · 0% at most 20%', ['ok']],
      ['allies', 'Allies: 0 · 0% at most 25%', ['ok']],
    ]);
  });
});
