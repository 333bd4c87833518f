import { createTestingPinia } from '@pinia/testing';
import { flushPromises, mount, RouterLinkStub } from '@vue/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { onBeforeRouteLeave } from 'vue-router';
import { FIX } from '../../core/checks/test-fixtures';
import { newList } from '../../core/list/new';
import type { ArmyList } from '../../core/model/list';
import { createMusterI18n } from '../i18n';
import { useEditorStore } from '../stores/editor';
import ListEditorView from './ListEditorView.vue';

vi.mock('vue-router', async (original) => ({
  ...(await original<typeof import('vue-router')>()),
  useRouter: () => ({ push: vi.fn() }),
  onBeforeRouteLeave: vi.fn(),
  onBeforeRouteUpdate: vi.fn(),
}));
// Every call to main answers nothing (autosave, the open-elsewhere check): these tests are about the keys.
vi.mock('../api', () => ({ api: new Proxy({}, { get: (_, name) => vi.fn(async () => (name === 'listHistory' ? [] : undefined)) }) }));

afterEach(() => {
  document.body.innerHTML = '';
});

/** The editor with a list of three entries, its loading stubbed (the list is there), in `lang`. */
function editorView(lang: 'de' | 'en') {
  const pinia = createTestingPinia({
    createSpy: vi.fn,
    stubActions: ['open', 'checkOpenElsewhere', 'ensureCards', 'loadDetachments', 'autosaveNow'],
    initialState: { settings: { lang } },
  });
  const editor = useEditorStore(pinia);
  const list: ArmyList = {
    ...newList({ id: 'l1', name: 'Nuln', system: 'confrontation', faction: 'test', pointsLimit: 300 }),
    entries: [
      { id: 'e1', cardId: 'normal-one', count: 1, assignments: [] },
      { id: 'e2', cardId: 'small-one', count: 1, assignments: [] },
      { id: 'e3', cardId: 'thallion', count: 1, assignments: [] },
    ],
    lastEntryNumber: 3,
  };
  editor.cards = Object.values(FIX);
  editor.factions = [{ id: 'test', name: { de: 'Test', en: 'Test' }, system: 'confrontation', cardCount: 1 }];
  editor.list = list;
  editor.saved = list;
  editor.loading = false;
  const wrapper = mount(ListEditorView, {
    props: { id: 'l1' },
    global: { plugins: [pinia, createMusterI18n(lang)], stubs: { RouterLink: RouterLinkStub, CardPicker: true, TjostListPanel: true, ChronopiaPanel: true } },
    attachTo: document.body,
  });
  const key = async (init: KeyboardEventInit) => {
    (document.activeElement ?? window).dispatchEvent(new KeyboardEvent('keydown', { bubbles: true, ...init }));
    await flushPromises();
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  const said = () => wrapper.get('[data-testid="editor-announcer"]').text();
  return { wrapper, editor, key, said };
}

describe('the list editor by keyboard: every change is said, the focus stays in the list', () => {
  it('Del, Ctrl+Z, Ctrl+Y (English)', async () => {
    const { wrapper, editor, key, said } = editorView('en');
    const row = (id: string) => wrapper.get<HTMLElement>(`tr[data-entry-id="${id}"]`).element;
    row('e1').focus();
    await key({ key: 'Delete' });
    expect(editor.list?.entries.map((e) => e.id)).toEqual(['e2', 'e3']);
    // What changed and the new total, once per action.
    expect(said()).toBe('Removed normal-one. 20 of 300 AP.');
    expect(document.activeElement).toBe(row('e2'));
    await key({ key: 'z', ctrlKey: true });
    expect(said()).toBe('Undone: normal-one added. 28 of 300 AP.');
    await key({ key: 'y', ctrlKey: true });
    expect(said()).toBe('Redone: normal-one removed. 20 of 300 AP.');
    // The focus was on a row the steps left in place.
    expect(document.activeElement).toBe(row('e2'));
    wrapper.unmount();
  });

  it('Alt+ArrowDown and Alt+ArrowUp move the selected entry, the focus stays on its row; Ctrl+Z puts it back (English)', async () => {
    const { wrapper, editor, key, said } = editorView('en');
    const row = (id: string) => wrapper.get<HTMLElement>(`tr[data-entry-id="${id}"]`).element;
    const order = () => editor.list?.entries.map((e) => e.id);
    row('e1').focus();
    await key({ key: 'ArrowDown', altKey: true });
    expect(order()).toEqual(['e2', 'e1', 'e3']);
    expect(said()).toBe('Moved normal-one down: 2 of 3. 28 of 300 AP.');
    expect(document.activeElement).toBe(row('e1'));
    await key({ key: 'ArrowDown', altKey: true });
    expect(order()).toEqual(['e2', 'e3', 'e1']);
    expect(said()).toBe('Moved normal-one down: 3 of 3. 28 of 300 AP.');
    // The last cannot go further down: nothing changes, nothing is said.
    await key({ key: 'ArrowDown', altKey: true });
    expect(order()).toEqual(['e2', 'e3', 'e1']);
    expect(editor.past).toHaveLength(2);
    await key({ key: 'ArrowUp', altKey: true });
    expect(order()).toEqual(['e2', 'e1', 'e3']);
    expect(said()).toBe('Moved normal-one up: 2 of 3. 28 of 300 AP.');
    expect(document.activeElement).toBe(row('e1'));
    // Each move is one step: Ctrl+Z takes the last back, naming the entry that moved.
    await key({ key: 'z', ctrlKey: true });
    expect(order()).toEqual(['e2', 'e3', 'e1']);
    expect(said()).toBe('Undone: normal-one moved down: 3 of 3. 28 of 300 AP.');
    await key({ key: 'z', ctrlKey: true });
    await key({ key: 'z', ctrlKey: true });
    expect(order()).toEqual(['e1', 'e2', 'e3']);
    expect(said()).toBe('Undone: normal-one moved up: 1 of 3. 28 of 300 AP.');
    expect(editor.dirty).toBe(false);
    // An arrow without Alt still only goes to the next row.
    row('e1').focus();
    await key({ key: 'ArrowDown' });
    expect(order()).toEqual(['e1', 'e2', 'e3']);
    expect(document.activeElement).toBe(row('e2'));
    wrapper.unmount();
  });

  it('Alt+ArrowUp from a button of the row keeps the focus on it, and is said in German; Ctrl+Y brings the move back', async () => {
    const { wrapper, editor, key, said } = editorView('de');
    const duplicate = () => wrapper.get<HTMLButtonElement>('tr[data-entry-id="e3"] .row-actions button').element;
    duplicate().focus();
    await key({ key: 'ArrowUp', altKey: true });
    expect(editor.list?.entries.map((e) => e.id)).toEqual(['e1', 'e3', 'e2']);
    expect(said()).toBe('thallion nach oben verschoben: 2 von 3. 28 von 300 A.P.');
    expect(document.activeElement).toBe(duplicate());
    await key({ key: 'z', ctrlKey: true });
    expect(said()).toBe('Rückgängig: thallion nach unten verschoben: 3 von 3. 28 von 300 A.P.');
    await key({ key: 'y', ctrlKey: true });
    expect(editor.list?.entries.map((e) => e.id)).toEqual(['e1', 'e3', 'e2']);
    expect(said()).toBe('Wiederhergestellt: thallion nach oben verschoben: 2 von 3. 28 von 300 A.P.');
    wrapper.unmount();
  });

  it('Undo by its button keeps the focus after the last step (aria-disabled), in German', async () => {
    const { wrapper, editor, said } = editorView('de');
    await wrapper.get('tr[data-entry-id="e3"] [data-remove]').trigger('click');
    await flushPromises();
    expect(said()).toBe('thallion entfernt. 13 von 300 A.P.');
    const undo = wrapper.findAll<HTMLButtonElement>('.toolbar button').find((b) => b.text() === 'Rückgängig')!;
    undo.element.focus();
    await undo.trigger('click');
    expect(editor.list?.entries).toHaveLength(3);
    expect(said()).toBe('Rückgängig: thallion hinzugefügt. 28 von 300 A.P.');
    expect(undo.attributes('aria-disabled')).toBe('true');
    expect(undo.attributes('disabled')).toBeUndefined();
    expect(document.activeElement).toBe(undo.element);
    wrapper.unmount();
  });

  it('the count field: typing a count says the change, the total and the problem it brought', async () => {
    const { wrapper, editor, said } = editorView('en');
    const count = wrapper.get<HTMLInputElement>('tr[data-entry-id="e1"] input[type="number"]');
    await count.setValue(2);
    await flushPromises();
    expect(editor.list?.entries[0]?.count).toBe(2);
    expect(said()).toBe('normal-one: count 2. 36 of 300 AP.');
    // 40 of them go over the limit: the new error is named, once.
    await count.setValue(40);
    await flushPromises();
    expect(said()).toMatch(/^normal-one: count 40\. 340 of 300 AP\. New error: .+/);
    const error = said();
    await count.setValue(41);
    await flushPromises();
    expect(said()).toBe('normal-one: count 41. 348 of 300 AP.');
    expect(error).not.toBe(said());
    wrapper.unmount();
  });
});

describe('the list editor behind a modal dialog: its keys wait, the focus stays in the dialog', () => {
  /** The dialog "Unsaved changes", as leaving the edited list by the "Library" link opens it. */
  async function leaveDialog(editor: ReturnType<typeof editorView>['editor']) {
    editor.setName('Nuln changed');
    const guard = vi.mocked(onBeforeRouteLeave).mock.calls.at(-1)?.[0] as unknown as () => unknown;
    void guard();
    await flushPromises();
    return document.querySelector<HTMLElement>('[role="dialog"]')!;
  }

  it('Del, Ctrl+Z, Ctrl+Y and / with "Unsaved changes" open change nothing, and Esc still closes it', async () => {
    const { wrapper, editor, key, said } = editorView('en');
    wrapper.get<HTMLElement>('tr[data-entry-id="e1"]').element.focus();
    const dialog = await leaveDialog(editor);
    expect(dialog.textContent).toContain('Unsaved changes');
    const focused = document.activeElement;
    expect(dialog.contains(focused)).toBe(true);
    const before = editor.list;
    const heard = said();
    for (const init of [{ key: 'Delete' }, { key: 'z', ctrlKey: true }, { key: 'y', ctrlKey: true }, { key: '/' }, { key: 'k', ctrlKey: true }, { key: 'ArrowDown', altKey: true }]) {
      await key(init);
      expect(editor.list).toBe(before);
      expect(said()).toBe(heard);
      expect(document.activeElement).toBe(focused);
    }
    expect(editor.list?.entries.map((e) => e.id)).toEqual(['e1', 'e2', 'e3']);
    await key({ key: 'Escape' });
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    wrapper.unmount();
  });

  it('the same with "Saved versions" (History) open; a control behind it that takes the focus gives it back', async () => {
    const { wrapper, editor, key } = editorView('en');
    wrapper.get<HTMLElement>('tr[data-entry-id="e2"]').element.focus();
    await key({ key: 'Delete' });
    expect(editor.list?.entries.map((e) => e.id)).toEqual(['e1', 'e3']);
    const history = wrapper.findAll<HTMLButtonElement>('.toolbar button').find((b) => b.text() === 'History')!;
    history.element.focus();
    await history.trigger('click');
    await flushPromises();
    const dialog = document.querySelector<HTMLElement>('[role="dialog"]')!;
    expect(dialog.textContent).toContain('Saved versions');
    const focused = document.activeElement as HTMLElement;
    expect(dialog.contains(focused)).toBe(true);
    const before = editor.list;
    // Each on its own (Ctrl+Z would take a removal back).
    for (const init of [{ key: 'Delete' }, { key: 'z', ctrlKey: true }, { key: '/' }]) {
      await key(init);
      expect(editor.list).toBe(before);
      expect(document.activeElement).toBe(focused);
    }
    // A row of the list behind it focused (by a click, or by the page's own code) sends the focus back.
    wrapper.get<HTMLElement>('tr[data-entry-id="e1"]').element.focus();
    expect(document.activeElement).toBe(focused);
    wrapper.unmount();
  });
});
