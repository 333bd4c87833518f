import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import AssignCell from './AssignCell.vue';
import { editorWith } from './test-support';

// Entries are named by the editor's one namer: the test cards are named after their ids.
describe('AssignCell', () => {
  it('offers the machine to a servant, assigns it and removes it again', async () => {
    const { plugins, editor } = editorWith([
      { id: 'e1', cardId: 'mountain-breaker', count: 1, assignments: [] },
      { id: 'e2', cardId: 'minelayer', count: 1, assignments: [] },
      { id: 'e3', cardId: 'chariot', count: 1, assignments: [] },
    ]);
    const wrapper = mount(AssignCell, { props: { entry: editor.list!.entries[1]! }, global: { plugins } });
    const select = wrapper.get('select');
    expect(select.attributes('aria-label')).toBe('Assign minelayer');
    expect(wrapper.findAll('optgroup').map((g) => g.attributes('label'))).toEqual(['Crew a war machine', 'Ride in a vehicle']);
    expect(wrapper.findAll('option').map((o) => o.text())).toEqual(['Assign…', 'Servant of mountain-breaker', 'Aboard chariot']);
    await select.setValue('0');
    expect(editor.list?.entries[1]?.assignments).toEqual([{ type: 'crew', machine: 'e1', role: 'servant' }]);
    expect(editor.issues.map((i) => i.code)).toEqual(['crew.below-full-operation']);

    await wrapper.setProps({ entry: editor.list!.entries[1]! });
    const remove = wrapper.get('button[aria-label="Remove assignment: minelayer: Servant of mountain-breaker"]');
    await remove.trigger('click');
    expect(editor.list?.entries[1]?.assignments).toEqual([]);
    expect(editor.issues.map((i) => i.code)).toEqual(['crew.below-minimum']);
  });

  it('shows the crew of a machine as removable chips', () => {
    const { plugins, editor } = editorWith([
      { id: 'e1', cardId: 'mountain-breaker', count: 1, assignments: [] },
      { id: 'e2', cardId: 'minelayer', count: 1, assignments: [{ type: 'crew', machine: 'e1', role: 'servant' }] },
    ]);
    const wrapper = mount(AssignCell, { props: { entry: editor.list!.entries[0]! }, global: { plugins } });
    expect(wrapper.get('.chip.incoming').text()).toContain('minelayer (servant)');
    expect(wrapper.find('select').exists()).toBe(false);
  });
});
