import { createTestingPinia } from '@pinia/testing';
import { mount } from '@vue/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { newList } from '../../../core/list/new';
import { createMusterI18n } from '../../i18n';
import { useEditorStore } from '../../stores/editor';
import EditorHeader from './EditorHeader.vue';

function mounted() {
  const pinia = createTestingPinia({ createSpy: vi.fn, stubActions: false, initialState: { settings: { lang: 'en' } } });
  const editor = useEditorStore(pinia);
  const list = newList({ id: 'l', name: 'Goblins', system: 'confrontation', faction: 'goblins-no-dan-kar', pointsLimit: 400, now: new Date(0) });
  editor.list = list;
  editor.saved = list;
  const wrapper = mount(EditorHeader, { global: { plugins: [pinia, createMusterI18n('en')] } });
  return { wrapper, editor, limit: () => wrapper.get<HTMLInputElement>('.limit-field input') };
}

describe('EditorHeader: the points limit', () => {
  it('takes a new limit, and an emptied field is no limit of 0: the limit stays', async () => {
    const { editor, limit } = mounted();
    await limit().setValue('300');
    await limit().trigger('change');
    expect(editor.list?.pointsLimit).toBe(300);
    await limit().setValue('');
    await limit().trigger('change');
    expect(editor.list?.pointsLimit).toBe(300);
    expect(limit().element.value).toBe('300');
    // A limit no list can have is refused the same way.
    await limit().setValue('-5');
    await limit().trigger('change');
    expect(editor.list?.pointsLimit).toBe(300);
    expect(limit().element.value).toBe('300');
  });
});

describe('EditorHeader: the rulebook edition', () => {
  it('a Confrontation list names its edition in the header, as an undoable edit kept in the list', async () => {
    const { wrapper, editor } = mounted();
    const select = wrapper.get<HTMLSelectElement>('[data-testid="list-edition"]');
    // A list naming none says so; nothing is chosen for it.
    expect(select.element.value).toBe('');
    expect(select.text()).toContain('Not chosen');
    await select.setValue('de');
    expect(editor.list?.edition).toBe('de');
    expect(editor.dirty).toBe(true);
    editor.undo();
    expect(editor.list?.edition).toBeUndefined();
  });
});

describe('EditorHeader: an Old World list', () => {
  it('names the matched-play field in German as the German rulebook does, the rules themselves as players call them', () => {
    const pinia = createTestingPinia({ createSpy: vi.fn, stubActions: false, initialState: { settings: { lang: 'de' } } });
    const editor = useEditorStore(pinia);
    const list = newList({ id: 'l', name: 'Zwerge', system: 'oldworld', faction: 'dwarfen-mountain-holds', pointsLimit: 2000, now: new Date(0) });
    editor.list = list;
    editor.saved = list;
    const wrapper = mount(EditorHeader, { global: { plugins: [pinia, createMusterI18n('de')] } });
    const field = wrapper.get('[data-testid="composition-rule"]').element.closest('label')!;
    expect(field.querySelector('span')?.textContent).toBe('Ausgewogenes Spiel');
    expect([...field.querySelectorAll('option')].map((o) => o.textContent)).toContain('Grand Melee');
  });
});
