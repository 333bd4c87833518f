import { createTestingPinia } from '@pinia/testing';
import { flushPromises, mount } from '@vue/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { newList } from '../../../core/list/new';
import { createMusterI18n } from '../../i18n';
import { useEditorStore } from '../../stores/editor';
import { editorAnnouncement } from './announcer';
import RecoveredEdits from './RecoveredEdits.vue';

function mounted(lang: 'de' | 'en') {
  document.body.innerHTML = '<main><h1 tabindex="-1">Goblins</h1><div id="host"></div></main>';
  const pinia = createTestingPinia({ createSpy: vi.fn, stubActions: true, initialState: { settings: { lang } } });
  const editor = useEditorStore(pinia);
  const list = newList({ id: 'l', name: 'Goblins', system: 'confrontation', faction: 'goblins-no-dan-kar', pointsLimit: 400, now: new Date(0) });
  editor.list = list;
  editor.recovered = { ...list, entries: [{ id: 'e1', cardId: 'x', count: 1, assignments: [] }], lastEntryNumber: 1 };
  const wrapper = mount(RecoveredEdits, { attachTo: '#host', global: { plugins: [pinia, createMusterI18n(lang)] } });
  return { wrapper, editor };
}

afterEach(() => {
  document.body.innerHTML = '';
  editorAnnouncement.value = '';
});

describe('RecoveredEdits', () => {
  it('says the offer when it comes, as its title and text (nothing is autosaved until the player chooses)', () => {
    const { wrapper } = mounted('de');
    expect(editorAnnouncement.value).toBe(`${wrapper.get('h2').text()}. ${wrapper.findAll('p')[0]!.text()}`);
  });

  it('after Restore the focus goes to the list heading, not to the page body, once the offer is gone', async () => {
    const { wrapper, editor } = mounted('en');
    vi.mocked(editor.restoreRecovered).mockImplementation(async () => {
      editor.recovered = null;
      return true;
    });
    (wrapper.get('button.primary').element as HTMLButtonElement).focus();
    await wrapper.get('button.primary').trigger('click');
    await flushPromises();
    expect(editor.restoreRecovered).toHaveBeenCalledOnce();
    expect(document.activeElement?.tagName).toBe('H1');
  });

  it('after Discard too', async () => {
    const { wrapper, editor } = mounted('en');
    vi.mocked(editor.discardRecovered).mockImplementation(async () => {
      editor.recovered = null;
    });
    await wrapper.findAll('button')[1]!.trigger('click');
    await flushPromises();
    expect(document.activeElement?.tagName).toBe('H1');
  });
});
