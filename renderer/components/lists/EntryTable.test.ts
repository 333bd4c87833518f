import { mount } from '@vue/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import type { ComponentInternalInstance } from 'vue';
import { editorAnnouncement } from './announcer';
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

describe('EntryTable: removing an entry', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });
  const three = () => [
    { id: 'e1', cardId: 'normal-one', count: 1, assignments: [] },
    { id: 'e2', cardId: 'small-one', count: 1, assignments: [] },
    { id: 'e3', cardId: 'thallion', count: 1, assignments: [] },
  ];
  const settle = async () => {
    for (let i = 0; i < 3; i++) await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };

  it('Remove: the focus goes to Remove of the row that took its place, else of the row before, else the entries’ heading; each removal is said', async () => {
    const { plugins, editor } = editorWith(three());
    const wrapper = mount(EntryTable, { global: { plugins }, attachTo: document.body });
    const removeOf = (id: string) => wrapper.get<HTMLButtonElement>(`tr[data-entry-id="${id}"] [data-remove]`);

    removeOf('e2').element.focus();
    await removeOf('e2').trigger('click');
    await settle();
    expect(editor.list?.entries.map((e) => e.id)).toEqual(['e1', 'e3']);
    expect(document.activeElement).toBe(removeOf('e3').element);
    expect(editorAnnouncement.value).toBe('Removed small-one.');

    await removeOf('e3').trigger('click');
    await settle();
    expect(document.activeElement).toBe(removeOf('e1').element);
    expect(editorAnnouncement.value).toBe('Removed thallion.');

    await removeOf('e1').trigger('click');
    await settle();
    expect(editor.list?.entries).toEqual([]);
    expect(document.activeElement).toBe(wrapper.get('h2').element);
    expect(editorAnnouncement.value).toBe('Removed normal-one.');
  });

  it('Del (removeEntry without a control): the row that took its place, in German', async () => {
    const { plugins } = editorWith(three(), 'de');
    const wrapper = mount(EntryTable, { global: { plugins }, attachTo: document.body });
    const table = wrapper.vm as unknown as { removeEntry(id: string): Promise<void> };
    await table.removeEntry('e1');
    expect(document.activeElement).toBe(wrapper.get('tr[data-entry-id="e2"]').element);
    expect(editorAnnouncement.value).toBe('normal-one entfernt.');
  });
});
