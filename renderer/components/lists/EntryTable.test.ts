import { mount } from '@vue/test-utils';
import { afterEach, describe, expect, it } from 'vitest';
import type { ComponentInternalInstance } from 'vue';
import { editorAnnouncement } from './announcer';
import EntryRow from './EntryRow.vue';
import EntryTable from './EntryTable.vue';
import { editorWith, sayEdits } from './test-support';

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
    sayEdits(plugins);
    const wrapper = mount(EntryTable, { global: { plugins }, attachTo: document.body });
    const removeOf = (id: string) => wrapper.get<HTMLButtonElement>(`tr[data-entry-id="${id}"] [data-remove]`);

    removeOf('e2').element.focus();
    await removeOf('e2').trigger('click');
    await settle();
    expect(editor.list?.entries.map((e) => e.id)).toEqual(['e1', 'e3']);
    expect(document.activeElement).toBe(removeOf('e3').element);
    expect(editorAnnouncement.value).toBe('Removed small-one. 23 of 300 AP.');

    await removeOf('e3').trigger('click');
    await settle();
    expect(document.activeElement).toBe(removeOf('e1').element);
    expect(editorAnnouncement.value).toBe('Removed thallion. 8 of 300 AP.');

    await removeOf('e1').trigger('click');
    await settle();
    expect(editor.list?.entries).toEqual([]);
    expect(document.activeElement).toBe(wrapper.get('h2').element);
    expect(editorAnnouncement.value).toBe('Removed normal-one. 0 of 300 AP.');
  });

  it('Del (removeEntry without a control): the row that took its place, in German', async () => {
    const { plugins } = editorWith(three(), 'de');
    sayEdits(plugins);
    const wrapper = mount(EntryTable, { global: { plugins }, attachTo: document.body });
    const table = wrapper.vm as unknown as { removeEntry(id: string): Promise<void> };
    await table.removeEntry('e1');
    expect(document.activeElement).toBe(wrapper.get('tr[data-entry-id="e2"]').element);
    await settle();
    expect(editorAnnouncement.value).toBe('normal-one entfernt. 20 von 300 A.P.');
  });
});

describe('EntryRow: its name and its problems', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('names the row by its entry and points, not by every control in it (it takes the focus)', () => {
    const { plugins } = editorWith([{ id: 'e1', cardId: 'normal-one', count: 2, assignments: [] }]);
    const wrapper = mount(EntryTable, { global: { plugins } });
    expect(wrapper.get('tr[data-entry-id="e1"]').attributes('aria-label')).toBe('normal-one, 16 AP');
  });

  it('links an entry’s problems to its count field: aria-invalid for an error, aria-describedby to their words (3.3.1)', async () => {
    const { plugins, editor } = editorWith([
      { id: 'e1', cardId: 'normal-one', count: 1, assignments: [] },
      { id: 'e2', cardId: 'small-one', count: 1, assignments: [{ type: 'crew', machine: 'gone', role: 'servant' }] },
    ]);
    const wrapper = mount(EntryTable, { global: { plugins }, attachTo: document.body });
    const count = (id: string) => wrapper.get(`tr[data-entry-id="${id}"] input[type="number"]`);
    // Without problems: neither.
    expect(count('e1').attributes('aria-invalid')).toBeUndefined();
    expect(count('e1').attributes('aria-describedby')).toBeUndefined();
    // With an error: both, and the row is described by them too.
    const errors = editor.issuesByEntry.get('e2')!.filter((i) => i.severity === 'error');
    expect(errors.length).toBeGreaterThan(0);
    expect(count('e2').attributes('aria-invalid')).toBe('true');
    const described = count('e2').attributes('aria-describedby')!;
    const words = document.getElementById(described);
    expect(words?.textContent).toBe(wrapper.get('tr[data-entry-id="e2"] .issue-mark').attributes('title'));
    expect(words?.textContent).not.toBe('');
    expect(wrapper.get('tr[data-entry-id="e2"]').attributes('aria-describedby')).toBe(described);
    // The problem gone: the field is valid again.
    editor.unassign('e2');
    await wrapper.vm.$nextTick();
    expect(count('e2').attributes('aria-invalid')).toBeUndefined();
    expect(count('e2').attributes('aria-describedby')).toBeUndefined();
  });

  it('names the fold of name and note by what it is first, then by the note’s first words (2.4.6)', () => {
    const { plugins } = editorWith([
      { id: 'e1', cardId: 'normal-one', count: 1, assignments: [], note: 'Guards the left flank' },
      { id: 'e2', cardId: 'small-one', count: 1, assignments: [] },
    ]);
    const wrapper = mount(EntryTable, { global: { plugins } });
    expect(wrapper.get('tr[data-entry-id="e1"] .entry-texts summary').text()).toBe('Name and note: Guards the left flank');
    expect(wrapper.get('tr[data-entry-id="e2"] .entry-texts summary').text()).toBe('Name and note');
  });
});
