import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import { defineComponent, h, nextTick } from 'vue';
import AssignCell from './AssignCell.vue';
import { editorWith } from './test-support';

/** As in the entry table: the cell of the second entry gets the entry as the list holds it now. */
const rowOf = (editor: ReturnType<typeof editorWith>['editor']) => defineComponent({ setup: () => () => h(AssignCell, { entry: editor.list!.entries[1]! }) });

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

  it('✕ of the last assignment leaves the focus on the picker, not the page’s body', async () => {
    const { plugins, editor } = editorWith([
      { id: 'e1', cardId: 'mountain-breaker', count: 1, assignments: [] },
      { id: 'e2', cardId: 'minelayer', count: 1, assignments: [{ type: 'crew', machine: 'e1', role: 'servant' }] },
      { id: 'e3', cardId: 'chariot', count: 1, assignments: [] },
    ]);
    const wrapper = mount(rowOf(editor), { global: { plugins }, attachTo: document.body });
    const remove = wrapper.get<HTMLButtonElement>('.chip-remove');
    remove.element.focus();
    await remove.trigger('click');
    await nextTick();
    await nextTick();
    expect(editor.list?.entries[1]?.assignments).toEqual([]);
    expect(document.activeElement).toBe(wrapper.get('select').element);
    wrapper.unmount();
  });

  it('lets the keyboard browse the options: a choice by the arrow keys waits for Enter, leaving the picker drops it', async () => {
    const { plugins, editor } = editorWith([
      { id: 'e1', cardId: 'mountain-breaker', count: 1, assignments: [] },
      { id: 'e2', cardId: 'minelayer', count: 1, assignments: [] },
      { id: 'e3', cardId: 'chariot', count: 1, assignments: [] },
    ]);
    const wrapper = mount(rowOf(editor), { global: { plugins }, attachTo: document.body });
    const select = wrapper.get('select');
    // Down, Down (Chromium reports each move of a closed select as a change): nothing is assigned yet.
    await select.trigger('keydown', { key: 'ArrowDown' });
    await select.setValue('0');
    await select.trigger('keydown', { key: 'ArrowDown' });
    await select.setValue('1');
    expect(editor.list?.entries[1]?.assignments).toEqual([]);
    // Leaving the picker drops the choice.
    await select.trigger('blur');
    expect((select.element as HTMLSelectElement).value).toBe('');
    expect(editor.list?.entries[1]?.assignments).toEqual([]);
    // Down, then Enter: assigned, and focus stays on the picker.
    (select.element as HTMLSelectElement).focus();
    expect(document.activeElement).toBe(select.element);
    await select.trigger('keydown', { key: 'ArrowDown' });
    await select.setValue('1');
    expect(document.activeElement).toBe(select.element);
    await select.trigger('keydown', { key: 'Enter' });
    expect(editor.list?.entries[1]?.assignments).toEqual([{ type: 'aboard', vehicle: 'e3' }]);
    await nextTick();
    // Aboard, the minelayer can crew no machine: the picker is gone, and focus is on the new chip's remove button.
    expect(wrapper.find('select').exists()).toBe(false);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Remove assignment: minelayer: Aboard chariot');
    wrapper.unmount();
  });

  it('puts focus on the chip the last assignment made, not on the first chip of the cell', async () => {
    const { plugins, editor } = editorWith([
      { id: 'e1', cardId: 'mountain-breaker', count: 1, assignments: [] },
      { id: 'e2', cardId: 'minelayer', count: 1, assignments: [{ type: 'crew', machine: 'e1', role: 'servant' }] },
      { id: 'e3', cardId: 'minelayer', count: 1, assignments: [] },
    ]);
    const wrapper = mount(AssignCell, { props: { entry: editor.list!.entries[0]! }, global: { plugins }, attachTo: document.body });
    const select = wrapper.get('select');
    (select.element as HTMLSelectElement).focus();
    await select.setValue(select.findAll('option')[1]!.attributes('value')!);
    await nextTick();
    // The second minelayer was the last one to assign: the picker is gone.
    expect(wrapper.find('select').exists()).toBe(false);
    const chips = wrapper.findAll('.chip-remove');
    expect(chips.length).toBe(2);
    expect(document.activeElement).toBe(chips[1]!.element);
    wrapper.unmount();
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
