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
  it('renders again only the rows an edit touches: adding an entry leaves the others alone (but the last, which can move down now)', async () => {
    const { plugins, editor } = editorWith([
      { id: 'e1', cardId: 'normal-one', count: 1, assignments: [] },
      { id: 'e2', cardId: 'small-one', count: 1, assignments: [] },
      { id: 'e3', cardId: 'thallion', count: 1, assignments: [] },
    ]);
    const wrapper = mount(EntryTable, { global: { plugins } });
    const rows = () => wrapper.findAllComponents(EntryRow);
    expect(rows().map((r) => r.text())).toEqual([expect.stringContaining('normal-one'), expect.stringContaining('small-one'), expect.stringContaining('thallion')]);
    const second = countRenders(rows()[1]!.vm.$);
    const last = countRenders(rows()[2]!.vm.$);

    editor.addCard('normal-one');
    await wrapper.vm.$nextTick();
    expect(rows()).toHaveLength(4);
    expect(second()).toBe(0);
    expect(last()).toBe(1);

    // An edit of that row renders it again.
    editor.setCount('e2', 2);
    await wrapper.vm.$nextTick();
    expect(second()).toBe(1);
  });

  it('leaves a row with problems alone when an edit elsewhere leaves its problems as they were', async () => {
    const { plugins, editor } = editorWith([
      { id: 'e1', cardId: 'normal-one', count: 1, assignments: [] },
      { id: 'e2', cardId: 'small-one', count: 1, assignments: [{ type: 'crew', machine: 'gone', role: 'servant' }] },
      { id: 'e3', cardId: 'thallion', count: 1, assignments: [] },
    ]);
    const wrapper = mount(EntryTable, { global: { plugins } });
    const rows = () => wrapper.findAllComponents(EntryRow);
    const problemsOf = () => rows()[1]!.props('problems') as { text: string }[];
    expect(problemsOf().length).toBeGreaterThan(0);
    const before = problemsOf();
    const second = countRenders(rows()[1]!.vm.$);

    editor.addCard('normal-one');
    await wrapper.vm.$nextTick();
    expect(rows()).toHaveLength(4);
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

describe('EntryTable: moving an entry', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });
  const three = () => [
    { id: 'e1', cardId: 'normal-one', count: 1, assignments: [] },
    { id: 'e2', cardId: 'small-one', count: 1, assignments: [{ type: 'crew' as const, machine: 'e1', role: 'servant' as const }] },
    { id: 'e3', cardId: 'thallion', count: 1, assignments: [] },
  ];
  const settle = async () => {
    for (let i = 0; i < 3; i++) await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  const order = (editor: ReturnType<typeof editorWith>['editor']) => editor.list?.entries.map((e) => e.id);

  it('offers Move up and Move down on every row, named by the entry; the first cannot move up, the last not down', () => {
    const { plugins } = editorWith(three());
    const wrapper = mount(EntryTable, { global: { plugins } });
    const button = (id: string, which: 'up' | 'down') => wrapper.get(`tr[data-entry-id="${id}"] [data-move-${which}]`);
    expect(button('e1', 'up').attributes('aria-label')).toBe('Move normal-one up');
    expect(button('e1', 'down').attributes('aria-label')).toBe('Move normal-one down');
    expect(button('e3', 'down').attributes('aria-keyshortcuts')).toBe('Alt+ArrowDown');
    expect(['e1', 'e2', 'e3'].map((id) => [button(id, 'up').attributes('aria-disabled'), button(id, 'down').attributes('aria-disabled')])).toEqual([
      ['true', 'false'],
      ['false', 'false'],
      ['false', 'true'],
    ]);
    wrapper.unmount();
  });

  it('names them in German too', () => {
    const { plugins } = editorWith(three(), 'de');
    const wrapper = mount(EntryTable, { global: { plugins } });
    expect(wrapper.get('tr[data-entry-id="e2"] [data-move-up]').attributes('aria-label')).toBe('small-one nach oben verschieben');
    expect(wrapper.get('tr[data-entry-id="e2"] [data-move-down]').attributes('aria-label')).toBe('small-one nach unten verschieben');
    wrapper.unmount();
  });

  it('Move down: one undoable step, the focus stays on the button of the moved row, said with the place; assignments stay; a button at the end does nothing', async () => {
    const { plugins, editor } = editorWith(three());
    sayEdits(plugins);
    const wrapper = mount(EntryTable, { global: { plugins }, attachTo: document.body });
    const button = (id: string, which: 'up' | 'down') => wrapper.get<HTMLButtonElement>(`tr[data-entry-id="${id}"] [data-move-${which}]`);

    button('e1', 'down').element.focus();
    await button('e1', 'down').trigger('click');
    await settle();
    expect(order(editor)).toEqual(['e2', 'e1', 'e3']);
    expect(editor.past).toHaveLength(1);
    expect(editor.selectedId).toBe('e1');
    expect(document.activeElement).toBe(button('e1', 'down').element);
    expect(editorAnnouncement.value).toBe('Moved normal-one down: 2 of 3. 28 of 300 AP.');
    expect(editor.list?.entries[0]?.assignments).toEqual([{ type: 'crew', machine: 'e1', role: 'servant' }]);

    await button('e1', 'down').trigger('click');
    await settle();
    expect(order(editor)).toEqual(['e2', 'e3', 'e1']);
    expect(button('e1', 'down').attributes('aria-disabled')).toBe('true');
    expect(document.activeElement).toBe(button('e1', 'down').element);
    // At the end: nothing changes, nothing to undo.
    await button('e1', 'down').trigger('click');
    await button('e2', 'up').trigger('click');
    await settle();
    expect(order(editor)).toEqual(['e2', 'e3', 'e1']);
    expect(editor.past).toHaveLength(2);

    await button('e3', 'up').trigger('click');
    await settle();
    expect(order(editor)).toEqual(['e3', 'e2', 'e1']);
    expect(editorAnnouncement.value).toBe('Moved thallion up: 1 of 3. 28 of 300 AP.');
    wrapper.unmount();
  });

  it('says a move in German', async () => {
    const { plugins, editor } = editorWith(three(), 'de');
    sayEdits(plugins);
    const wrapper = mount(EntryTable, { global: { plugins }, attachTo: document.body });
    await wrapper.get('tr[data-entry-id="e3"] [data-move-up]').trigger('click');
    await settle();
    expect(order(editor)).toEqual(['e1', 'e3', 'e2']);
    expect(editorAnnouncement.value).toBe('thallion nach oben verschoben: 2 von 3. 28 von 300 A.P.');
    wrapper.unmount();
  });

  /** A drag event as the browser sends it (jsdom has no DragEvent): at `clientY`, with a data transfer. */
  function drag(type: string, target: Element, clientY = 0) {
    const event = new Event(type, { bubbles: true, cancelable: true });
    const data = new Map<string, string>();
    const transfer = { effectAllowed: 'none', dropEffect: 'none', setData: (k: string, v: string) => data.set(k, v), getData: (k: string) => data.get(k) ?? '' };
    Object.assign(event, { clientY, dataTransfer: transfer });
    target.dispatchEvent(event);
    return { event, transfer, data };
  }

  it('drags a row by its handle with the mouse: above or below the row it is dropped on, then the focus is on it', async () => {
    const { plugins, editor } = editorWith(three());
    sayEdits(plugins);
    const wrapper = mount(EntryTable, { global: { plugins }, attachTo: document.body });
    const row = (id: string) => wrapper.get<HTMLElement>(`tr[data-entry-id="${id}"]`).element;
    // Each row 40 px high, one under the other.
    ['e1', 'e2', 'e3'].forEach((id, i) => {
      row(id).getBoundingClientRect = () => ({ top: i * 40, height: 40, bottom: i * 40 + 40, left: 0, right: 100, width: 100, x: 0, y: i * 40, toJSON: () => ({}) });
    });

    const start = drag('dragstart', row('e3').querySelector('[data-drag-handle]')!);
    expect(start.data.get('application/x-muster-entry')).toBe('e3');
    // Over the upper half of the first row: the line above it.
    const over = drag('dragover', row('e1').querySelector('td')!, 10);
    expect(over.event.defaultPrevented).toBe(true);
    expect(row('e1').classList.contains('drop-before')).toBe(true);
    drag('drop', row('e1').querySelector('td')!, 10);
    await settle();
    expect(order(editor)).toEqual(['e3', 'e1', 'e2']);
    expect(wrapper.find('.drop-before').exists()).toBe(false);
    expect(document.activeElement).toBe(row('e3'));
    expect(editorAnnouncement.value).toBe('Moved thallion up: 1 of 3. 28 of 300 AP.');

    // The first row (now e3, at the top) onto the lower half of the last (e2, at 80–120 px): to the end.
    ['e3', 'e1', 'e2'].forEach((id, i) => {
      row(id).getBoundingClientRect = () => ({ top: i * 40, height: 40, bottom: i * 40 + 40, left: 0, right: 100, width: 100, x: 0, y: i * 40, toJSON: () => ({}) });
    });
    drag('dragstart', row('e3').querySelector('[data-drag-handle]')!);
    drag('dragover', row('e2'), 110);
    expect(row('e2').classList.contains('drop-after')).toBe(true);
    drag('drop', row('e2'), 110);
    await settle();
    expect(order(editor)).toEqual(['e1', 'e2', 'e3']);
    expect(editor.past).toHaveLength(2);
    wrapper.unmount();
  });

  it('takes no drag begun elsewhere than at a handle (text in a field, a file from outside)', async () => {
    const { plugins, editor } = editorWith(three());
    const wrapper = mount(EntryTable, { global: { plugins }, attachTo: document.body });
    const row = (id: string) => wrapper.get<HTMLElement>(`tr[data-entry-id="${id}"]`).element;
    drag('dragstart', row('e3').querySelector('input')!);
    expect(drag('dragover', row('e1'), 10).event.defaultPrevented).toBe(false);
    drag('drop', row('e1'), 10);
    await settle();
    expect(order(editor)).toEqual(['e1', 'e2', 'e3']);
    // A drag that ends without a drop leaves nothing behind.
    drag('dragstart', row('e3').querySelector('[data-drag-handle]')!);
    drag('dragover', row('e1'), 10);
    drag('dragend', row('e3').querySelector('[data-drag-handle]')!);
    expect(wrapper.find('.drop-before').exists()).toBe(false);
    expect(drag('dragover', row('e1'), 10).event.defaultPrevented).toBe(false);
    expect(order(editor)).toEqual(['e1', 'e2', 'e3']);
    wrapper.unmount();
  });
});
