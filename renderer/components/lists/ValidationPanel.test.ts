import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import { editorWith } from './test-support';
import ValidationPanel from './ValidationPanel.vue';

describe('ValidationPanel', () => {
  it('shows each problem in words with its code and selects its entry when clicked', async () => {
    const { plugins, editor } = editorWith([{ id: 'e1', cardId: 'mountain-breaker', count: 1, assignments: [] }]);
    const wrapper = mount(ValidationPanel, { global: { plugins } });
    const issue = wrapper.get('[data-code="crew.below-minimum"]');
    expect(issue.text()).toContain('mountain-breaker has 0 of the 1 crew it needs');
    expect(issue.get('code').text()).toBe('crew.below-minimum');
    expect(issue.classes()).toContain('error');
    expect(wrapper.text()).toContain('1 error, 0 warnings');
    await issue.get('button').trigger('click');
    expect(wrapper.emitted('show')).toEqual([['e1']]);

    editor.addCard('minelayer');
    editor.assign('e2', { type: 'crew', machine: 'e1', role: 'servant' });
    await wrapper.vm.$nextTick();
    expect(wrapper.find('[data-code="crew.below-minimum"]').exists()).toBe(false);
    expect(wrapper.get('[data-code="crew.below-full-operation"]').classes()).toContain('warning');
    expect(wrapper.get('[data-testid="validation"]').attributes('data-checked')).toBe('2');
  });

  it('speaks German and says when the list is valid', async () => {
    const { plugins } = editorWith([{ id: 'e1', cardId: 'thallion', count: 1, assignments: [] }], 'de');
    const wrapper = mount(ValidationPanel, { global: { plugins } });
    expect(wrapper.text()).toContain('Keine Probleme: Die Liste ist gültig.');
  });
});
