import { mount } from '@vue/test-utils';
import { describe, expect, it } from 'vitest';
import type { ComponentInternalInstance } from 'vue';
import EntryRow from './EntryRow.vue';
import EntryTable from './EntryTable.vue';
import { editorWith } from './test-support';

/** Counts the renders of a mounted component from now on (through its instance's render function, which Vue calls at every render). */
function countRenders(instance: ComponentInternalInstance): () => number {
  const inner = instance as ComponentInternalInstance & { render: (this: unknown, ...args: unknown[]) => unknown };
  const render = inner.render;
  let count = 0;
  inner.render = function (this: unknown, ...args: unknown[]) {
    count++;
    return render.apply(this, args);
  };
  return () => count;
}

describe('EntryTable', () => {
  it('renders again only the rows an edit touches: adding an entry leaves the others alone', async () => {
    const { plugins, editor } = editorWith([
      { id: 'e1', cardId: 'normal-one', count: 1, assignments: [] },
      { id: 'e2', cardId: 'small-one', count: 1, assignments: [] },
    ]);
    const wrapper = mount(EntryTable, { global: { plugins } });
    const rows = () => wrapper.findAllComponents(EntryRow);
    expect(rows().map((r) => r.text())).toEqual([expect.stringContaining('normal-one'), expect.stringContaining('small-one')]);
    const second = countRenders(rows()[1]!.vm.$);

    editor.addCard('normal-one');
    await wrapper.vm.$nextTick();
    expect(rows()).toHaveLength(3);
    expect(second()).toBe(0);

    // An edit of that row renders it again.
    editor.setCount('e2', 2);
    await wrapper.vm.$nextTick();
    expect(second()).toBe(1);
  });

  it('leaves a row with problems alone when an edit elsewhere leaves its problems as they were', async () => {
    const { plugins, editor } = editorWith([
      { id: 'e1', cardId: 'normal-one', count: 1, assignments: [] },
      { id: 'e2', cardId: 'small-one', count: 1, assignments: [{ type: 'crew', machine: 'gone', role: 'servant' }] },
    ]);
    const wrapper = mount(EntryTable, { global: { plugins } });
    const rows = () => wrapper.findAllComponents(EntryRow);
    const problemsOf = () => rows()[1]!.props('problems') as { text: string }[];
    expect(problemsOf().length).toBeGreaterThan(0);
    const before = problemsOf();
    const second = countRenders(rows()[1]!.vm.$);

    editor.addCard('normal-one');
    await wrapper.vm.$nextTick();
    expect(rows()).toHaveLength(3);
    expect(problemsOf()).toBe(before);
    expect(second()).toBe(0);

    // Problems that read differently reach the row.
    editor.setCount('e2', 2);
    await wrapper.vm.$nextTick();
    expect(second()).toBe(1);
  });
});
