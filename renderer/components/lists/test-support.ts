import { createTestingPinia } from '@pinia/testing';
import { vi } from 'vitest';
import { newList } from '../../../core/list/new';
import type { ArmyList, Entry } from '../../../core/model/list';
import { FIX } from '../../../core/checks/test-fixtures';
import { createMusterI18n } from '../../i18n';
import { useEditorStore } from '../../stores/editor';

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
