import { createTestingPinia } from '@pinia/testing';
import { flushPromises, RouterLinkStub, shallowMount } from '@vue/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppInfo } from '../../core/api/contract';
import { newList } from '../../core/list/new';
import { api } from '../api';
import EditorBar from '../components/lists/EditorBar.vue';
import ToastMessage from '../components/lists/ToastMessage.vue';
import { createMusterI18n } from '../i18n';
import { downloadText } from '../util/download';
import ListEditorView from './ListEditorView.vue';

vi.mock('vue-router', async (original) => ({
  ...(await original<typeof import('vue-router')>()),
  useRouter: () => ({ push: vi.fn() }),
  onBeforeRouteLeave: vi.fn(),
  onBeforeRouteUpdate: vi.fn(),
}));
vi.mock('../api', () => ({ api: { saveListOwbAs: vi.fn(), exportListOwb: vi.fn(), saveListAs: vi.fn() } }));
vi.mock('../util/download', () => ({ downloadText: vi.fn() }));
const mocked = vi.mocked(api);

const LIST = { ...newList({ id: 'l1', name: 'Nuln', system: 'oldworld', faction: 'empire-of-man', pointsLimit: 2000 }), player: 'Anna' };

function mountEditor(lang: 'de' | 'en', nativeDialogs: boolean) {
  const info = { version: '1', mode: nativeDialogs ? 'desktop' : 'browser', nativeDialogs, userDataDir: '/data', defaultLang: 'en' } as AppInfo;
  const pinia = createTestingPinia({ createSpy: vi.fn, initialState: { settings: { lang }, database: { info }, editor: { list: LIST, saved: LIST, loading: false } } });
  const wrapper = shallowMount(ListEditorView, { props: { id: 'l1' }, global: { plugins: [pinia, createMusterI18n(lang)], stubs: { RouterLink: RouterLinkStub } } });
  const exportOwb = async (): Promise<string | null> => {
    wrapper.getComponent(EditorBar).vm.$emit('exportOwb');
    await flushPromises();
    return (wrapper.getComponent(ToastMessage).props('message') as string | null) ?? null;
  };
  return { wrapper, exportOwb };
}

afterEach(() => vi.clearAllMocks());

describe('the list editor’s Old World Builder file', () => {
  it('desktop: Save As says where the file went and every note of that file, in the UI language', async () => {
    mocked.saveListOwbAs.mockResolvedValue({ file: '/home/me/Nuln.owb.json', notes: ["e9: Karte 'x' ist keine Old-World-Einheit, die Muster kennt; weggelassen", "Spieler 'Anna': Listen des Old World Builder haben keinen Spieler"] });
    const { wrapper, exportOwb } = mountEditor('de', true);
    expect(await exportOwb()).toBe(
      "Old-World-Builder-Datei gespeichert: /home/me/Nuln.owb.json. Nicht übertragen: e9: Karte 'x' ist keine Old-World-Einheit, die Muster kennt; weggelassen; Spieler 'Anna': Listen des Old World Builder haben keinen Spieler",
    );
    // The notes are asked for in the UI language, with the file they are about (one call: the file written is the one described).
    expect(mocked.saveListOwbAs).toHaveBeenCalledWith({ list: LIST, lang: 'de' });
    expect(mocked.exportListOwb).not.toHaveBeenCalled();
    wrapper.unmount();
  });

  it('desktop: without notes it names the file; cancelled, it says nothing', async () => {
    mocked.saveListOwbAs.mockResolvedValueOnce({ file: '/home/me/Nuln.owb.json', notes: [] }).mockResolvedValueOnce(null);
    const { wrapper, exportOwb } = mountEditor('en', true);
    expect(await exportOwb()).toBe('Old World Builder file saved: /home/me/Nuln.owb.json');
    wrapper.getComponent(ToastMessage).vm.$emit('dismiss');
    expect(await exportOwb()).toBeNull();
    expect(mocked.saveListOwbAs).toHaveBeenLastCalledWith({ list: LIST, lang: 'en' });
    wrapper.unmount();
  });

  it('browser: downloads the file and shows its notes in the UI language', async () => {
    mocked.exportListOwb.mockResolvedValue({ text: '{"game":"the-old-world"}', fileName: 'Nuln.owb.json', notes: ["Spieler 'Anna': Listen des Old World Builder haben keinen Spieler"] });
    const { wrapper, exportOwb } = mountEditor('de', false);
    expect(await exportOwb()).toBe("Nicht übertragen: Spieler 'Anna': Listen des Old World Builder haben keinen Spieler");
    expect(mocked.exportListOwb).toHaveBeenCalledWith({ list: LIST, lang: 'de' });
    expect(vi.mocked(downloadText)).toHaveBeenCalledWith('Nuln.owb.json', '{"game":"the-old-world"}');
    wrapper.unmount();
  });
});
