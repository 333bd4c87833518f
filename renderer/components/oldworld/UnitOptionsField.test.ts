import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import { card } from '../../../core/checks/test-fixtures';
import { editorWith } from '../lists/test-support';
import UnitOptionsField from './UnitOptionsField.vue';

describe('UnitOptionsField', () => {
  it('names the bought options inline ("Shields, Standard bearer") instead of counting them', async () => {
    const spears = card({
      id: 'spears',
      points: 5,
      options: [
        { id: 'shields', name: { de: 'Schilde', en: 'Shields' }, points: 1, per: 'model' },
        { id: 'standard', name: { de: 'Standartenträger', en: 'Standard bearer' }, points: 10, per: 'unit' },
        { id: 'musician', name: { de: 'Musiker', en: 'Musician' }, points: 5, per: 'unit' },
      ],
    });
    const { plugins, editor } = editorWith([{ id: 'e1', cardId: 'spears', count: 10, assignments: [], options: ['shields', 'standard'] }]);
    editor.cards = [...editor.cards, spears];
    const wrapper = mount(UnitOptionsField, { props: { entry: editor.list!.entries[0]!, name: 'Spears' }, global: { plugins } });
    // The fold is named by what it is first, then by what was bought (WCAG 2.4.6).
    expect(wrapper.get('[data-testid="bought-options"]').text()).toBe('Options: Shields, Standard bearer');
    expect(wrapper.get('[data-testid="bought-options"] .visually-hidden').text()).toBe('Options:');
    await wrapper.setProps({ entry: { ...editor.list!.entries[0]!, options: [] } });
    expect(wrapper.get('[data-testid="bought-options"]').text()).toBe('Options: none');
  });
});
