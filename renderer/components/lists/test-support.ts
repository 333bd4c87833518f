import { createTestingPinia } from '@pinia/testing';
import { mount } from '@vue/test-utils';
import { vi } from 'vitest';
import { defineComponent, h } from 'vue';
import { newList } from '../../../core/list/new';
import type { ArmyList, Entry } from '../../../core/model/list';
import { FIX } from '../../../core/checks/test-fixtures';
import { createMusterI18n } from '../../i18n';
import { useEditorStore } from '../../stores/editor';
import { useEditAnnouncements } from './announcer';

/** A pinia with the editor holding a list over the core test cards (real actions, no api). */
export function editorWith(entries: Entry[], lang: 'de' | 'en' = 'en') {
  const pinia = createTestingPinia({ createSpy: vi.fn, stubActions: false, initialState: { settings: { lang } } });
  const editor = useEditorStore(pinia);
  const list: ArmyList = { ...newList({ id: 'l1', name: 'Test', system: 'confrontation', faction: 'test', pointsLimit: 300 }), entries, lastEntryNumber: entries.length };
  editor.cards = Object.values(FIX);
  editor.factions = [{ id: 'test', name: { de: 'Test', en: 'Test' }, system: 'confrontation', cardCount: 1 }];
  editor.list = list;
  editor.saved = list;
  return { pinia, editor, plugins: [pinia, createMusterI18n(lang)] };
}

/**
 * Mounts what says the editor's changes (useEditAnnouncements, as ListEditorView does), for tests
 * of the editor's parts: every change of the list is said in `editorAnnouncement`.
 */
export function sayEdits(plugins: ReturnType<typeof editorWith>['plugins']) {
  return mount(
    defineComponent({
      setup() {
        useEditAnnouncements();
        return () => h('p');
      },
    }),
    { global: { plugins } },
  );
}
