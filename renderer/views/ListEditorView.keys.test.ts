import { createTestingPinia } from '@pinia/testing';
import { flushPromises, mount, RouterLinkStub } from '@vue/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
vi.mock('../api', () => ({ api: new Proxy({}, { get: () => vi.fn(async () => undefined) }) }));

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
    expect(said()).toBe('Removed normal-one.');
    expect(document.activeElement).toBe(row('e2'));
    await key({ key: 'z', ctrlKey: true });
    expect(said()).toBe('Undone: normal-one added.');
    await key({ key: 'y', ctrlKey: true });
    expect(said()).toBe('Redone: normal-one removed.');
    // The focus was on a row the steps left in place.
    expect(document.activeElement).toBe(row('e2'));
    wrapper.unmount();
  });

  it('Undo by its button keeps the focus after the last step (aria-disabled), in German', async () => {
    const { wrapper, editor, said } = editorView('de');
    await wrapper.get('tr[data-entry-id="e3"] [data-remove]').trigger('click');
    await flushPromises();
    expect(said()).toBe('thallion entfernt.');
    const undo = wrapper.findAll<HTMLButtonElement>('.toolbar button').find((b) => b.text() === 'Rückgängig')!;
    undo.element.focus();
    await undo.trigger('click');
    expect(editor.list?.entries).toHaveLength(3);
    expect(said()).toBe('Rückgängig: thallion hinzugefügt.');
    expect(undo.attributes('aria-disabled')).toBe('true');
    expect(undo.attributes('disabled')).toBeUndefined();
    expect(document.activeElement).toBe(undo.element);
    wrapper.unmount();
  });
});
