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

  it('says the points left or over in the form of their number: 1 point, 2 points (English and German)', () => {
    /** The bar's points of a Chronopia list of one 12-point card at `limit`. */
    const bar = (limit: number, lang: 'de' | 'en') => {
      const { plugins, editor } = editorWith([{ id: 'e1', cardId: 'minelayer', count: 1, assignments: [] }], lang);
      editor.list = { ...editor.list!, system: 'chronopia', pointsLimit: limit };
      const wrapper = mount(EditorBar, { global: { plugins, stubs: { RouterLink: true } } });
      return wrapper.get('[data-testid="points-total"]').text().replace(/\s+/g, ' ');
    };
    expect([13, 11, 14, 10, 12].map((limit) => bar(limit, 'en'))).toEqual([
      '12 / 13 points 1 point left',
      '12 / 11 points 1 point over the limit',
      '12 / 14 points 2 points left',
      '12 / 10 points 2 points over the limit',
      '12 / 12 points 0 points left',
    ]);
    expect([13, 11, 14, 1].map((limit) => bar(limit, 'de'))).toEqual(['12 / 13 Punkte 1 Punkt frei', '12 / 11 Punkte 1 Punkt über dem Limit', '12 / 14 Punkte 2 Punkte frei', '12 / 1 Punkt 11 Punkte über dem Limit']);
  });
});
