import { createTestingPinia } from '@pinia/testing';
import { flushPromises, RouterLinkStub, shallowMount, mount } from '@vue/test-utils';
import { describe, expect, it, vi } from 'vitest';
import type { SaveWarning } from '../../../core/api/contract';
import { newList } from '../../../core/list/new';
import { createMusterI18n } from '../../i18n';
import { useEditorStore } from '../../stores/editor';
import ListEditorView from '../../views/ListEditorView.vue';
import ToastMessage from '../lists/ToastMessage.vue';
import SaveWarningNotice from './SaveWarningNotice.vue';

vi.mock('vue-router', async (original) => ({
  ...(await original<typeof import('vue-router')>()),
  useRouter: () => ({ push: vi.fn() }),
  onBeforeRouteLeave: vi.fn(),
  onBeforeRouteUpdate: vi.fn(),
}));
vi.mock('../../api', () => ({ api: {} }));

/** A save whose history could not keep the version (main/api/save-warnings.test.ts makes it with real files). */
const WARNING: SaveWarning = {
  code: 'history-not-kept',
  file: '/data/lists/l1.muster',
  reason: { de: '/data/history: ist eine Datei, kein Ordner', en: '/data/history: is a file, not a folder' },
};
const TEXT = {
  en: 'Saved. The history could not keep this version: /data/history: is a file, not a folder. The next save tries again.',
  de: 'Gespeichert. Der Verlauf konnte diese Version nicht aufnehmen: /data/history: ist eine Datei, kein Ordner. Das nächste Speichern versucht es wieder.',
};

describe('a save whose history could not keep the version, as the app says it', () => {
  it.each(['de', 'en'] as const)('the list editor shows it in a toast after saving, in the UI language (%s), until dismissed', async (lang) => {
    const list = newList({ id: 'l1', name: 'Nuln', system: 'oldworld', faction: 'empire-of-man', pointsLimit: 2000 });
    const pinia = createTestingPinia({ createSpy: vi.fn, initialState: { settings: { lang }, editor: { list, saved: list, loading: false } } });
    const wrapper = shallowMount(ListEditorView, { props: { id: 'l1' }, global: { plugins: [pinia, createMusterI18n(lang)], stubs: { RouterLink: RouterLinkStub } } });
    const toast = () => wrapper.getComponent(ToastMessage).props('message') as string | null;
    const editor = useEditorStore(pinia);
    // A save without warnings says nothing.
    editor.saveWarnings = [];
    await flushPromises();
    expect(toast()).toBeNull();
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      editor.saveWarnings = [WARNING];
      await flushPromises();
      expect(toast()).toBe(TEXT[lang]);
      // Not gone after the 5 seconds of a toast that only informs.
      vi.advanceTimersByTime(60_000);
      await flushPromises();
      expect(toast()).toBe(TEXT[lang]);
      wrapper.getComponent(ToastMessage).vm.$emit('dismiss');
      await flushPromises();
      expect(toast()).toBeNull();
    } finally {
      vi.useRealTimers();
      wrapper.unmount();
    }
  });

  it.each(['de', 'en'] as const)('the editors that save every change (event, league, siege roster, results) show it as a notice (%s)', (lang) => {
    const pinia = createTestingPinia({ createSpy: vi.fn, initialState: { settings: { lang } } });
    const notice = mount(SaveWarningNotice, { props: { warnings: [WARNING] }, global: { plugins: [pinia, createMusterI18n(lang)] } });
    expect(notice.findAll('[data-testid="save-warning"]').map((p) => [p.text(), p.attributes('role')])).toEqual([[TEXT[lang], 'status']]);
    expect(mount(SaveWarningNotice, { props: { warnings: [] }, global: { plugins: [pinia, createMusterI18n(lang)] } }).find('[data-testid="save-warning"]').exists()).toBe(false);
  });
});
