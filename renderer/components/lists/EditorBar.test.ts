import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import EditorBar from './EditorBar.vue';
import { editorWith } from './test-support';

describe('EditorBar', () => {
  it('highlights Save only while there are unsaved edits', async () => {
    const { plugins, editor } = editorWith([{ id: 'e1', cardId: 'minelayer', count: 1, assignments: [] }]);
    const wrapper = mount(EditorBar, { global: { plugins, stubs: { RouterLink: true } } });
    expect(wrapper.get('[data-testid="save-button"]').classes()).not.toContain('primary');
    editor.list = { ...editor.list!, name: 'Renamed' };
    await wrapper.vm.$nextTick();
    expect(wrapper.get('[data-testid="save-button"]').classes()).toContain('primary');
  });

  it('names the Old World Builder button by what it does, its short text within its name (2.5.3)', () => {
    const { plugins, editor } = editorWith([]);
    editor.list = { ...editor.list!, system: 'oldworld' };
    const wrapper = mount(EditorBar, { global: { plugins, stubs: { RouterLink: true } } });
    const button = wrapper.get('[data-testid="export-owb"]');
    expect(button.attributes('aria-label')).toBe('Save as Old World Builder file');
    expect(button.attributes('aria-label')).toContain(button.text());
  });
});
