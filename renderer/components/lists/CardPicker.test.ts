import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import CardPicker from './CardPicker.vue';
import { editorWith } from './test-support';

describe('CardPicker', () => {
  it('filters the cards of the system and adds the active one with the arrow keys and Enter', async () => {
    const { plugins, editor } = editorWith([]);
    const wrapper = mount(CardPicker, { global: { plugins } });
    const input = wrapper.get('input[type="search"]');
    await input.setValue('thallion');
    const options = wrapper.findAll('[role="option"]');
    expect(options.map((o) => o.text().split(/\s+/)[0])).toEqual(['thallion', 'thallion-dis2']);
    expect(options[0]?.attributes('aria-selected')).toBe('true');
    expect(options[0]?.text()).toContain('15 AP');
    await input.trigger('keydown', { key: 'ArrowDown' });
    expect(wrapper.findAll('[role="option"]')[1]?.attributes('aria-selected')).toBe('true');
    expect(input.attributes('aria-activedescendant')).toBe(wrapper.findAll('[role="option"]')[1]?.attributes('id'));
    await input.trigger('keydown', { key: 'Enter' });
    expect(editor.list?.entries.map((e) => e.cardId)).toEqual(['thallion-dis2']);
    expect(wrapper.emitted('added')).toEqual([['e1']]);
    expect(wrapper.text()).toContain('Added thallion-dis2.');
  });

  it('marks sample cards and adds a card on click', async () => {
    const { plugins, editor } = editorWith([]);
    const wrapper = mount(CardPicker, { global: { plugins } });
    await wrapper.get('input[type="search"]').setValue('chariot');
    const option = wrapper.get('[role="option"]');
    expect(option.find('.badge.sample').text()).toBe('sample');
    await option.trigger('click');
    expect(editor.list?.entries.map((e) => e.cardId)).toEqual(['chariot']);
  });
});
