import { createTestingPinia } from '@pinia/testing';
import { flushPromises, mount, type DOMWrapper, type VueWrapper } from '@vue/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { h } from 'vue';
import { createMemoryHistory, createRouter, RouterView, type Router } from 'vue-router';
import { ApiError } from '../../core/api/contract';
import type { AppInfo } from '../../core/api/contract';
import type { FactionInfo } from '../../core/db/types';
import type { DbCard } from '../../core/model/card';
import { api } from '../api';
import { createMusterI18n } from '../i18n';
import { useCardsStore } from '../stores/cards';
import CardEditorView from './CardEditorView.vue';

vi.mock('../api', () => ({
  api: { getCard: vi.fn(), listFactions: vi.fn(), queryCards: vi.fn(), openUserCard: vi.fn(), saveUserCard: vi.fn() },
}));
const mocked = vi.mocked(api);

const GOBLINS: FactionInfo = { id: 'goblins-no-dan-kar', name: { de: 'Goblins von No-Dan-Kar', en: 'Goblins of No-Dan-Kar' }, system: 'confrontation', cardCount: 13 };
const ROLLER: DbCard = {
  id: 'goblin-roller', kind: 'fighter', name: { de: 'Walze', en: 'Roller' }, source: 'user', points: 20, personality: false, figures: 1,
  mount: false, throne: false, stats: { MOV: 10, RES: 3 }, abilities: [], system: 'confrontation', faction: GOBLINS.id,
};
/** The player's cards on disk, each with its version. */
const disk = new Map<string, { card: DbCard; version: string }>();

beforeEach(() => {
  disk.clear();
  disk.set(ROLLER.id, { card: ROLLER, version: 'v1' });
  mocked.listFactions.mockResolvedValue([GOBLINS]);
  mocked.queryCards.mockResolvedValue([]);
  mocked.getCard.mockImplementation(async ({ id }) => disk.get(id)?.card ?? null);
  mocked.openUserCard.mockImplementation(async ({ id }) => disk.get(id) ?? null);
  mocked.saveUserCard.mockImplementation(async ({ card, system, faction }) => ({ ...card, system, faction: faction.id }));
});
/** The editor mounted by the test, taken away after it also when the test failed (its window listeners go with it). */
let mounted: VueWrapper | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
  vi.clearAllMocks();
  document.body.innerHTML = '';
});

/** The page the top bar's Library leads to. */
const Library = { render: () => h('p', { 'data-testid': 'library-page' }, 'Library') };

/** The card editor on `path` in an app with a router (the top bar's Library is a route change), in browser mode. */
async function open(path: string, lang: 'de' | 'en' = 'en'): Promise<{ wrapper: VueWrapper; router: Router; store: ReturnType<typeof useCardsStore> }> {
  const router = createRouter({
    history: createMemoryHistory(),
    routes: [
      { path: '/library', name: 'library', component: Library },
      { path: '/cards/new', name: 'card-new', component: CardEditorView },
      { path: '/cards/:id/edit', name: 'card-edit', component: CardEditorView, props: true },
    ],
  });
  const info = { version: '1', mode: 'browser', nativeDialogs: false, userDataDir: '/data', defaultLang: lang } as AppInfo;
  const pinia = createTestingPinia({
    createSpy: vi.fn,
    // The editor's own store works; the library and the card database are only told.
    stubActions: (_name, store) => store.$id !== 'cards',
    initialState: { settings: { lang }, database: { info } },
  });
  await router.push(path);
  await router.isReady();
  const App = { render: () => h('main', [h('h1', { tabindex: -1 }, 'Muster'), h(RouterView)]) };
  const wrapper = mount(App, { global: { plugins: [pinia, router, createMusterI18n(lang)] }, attachTo: document.body });
  mounted = wrapper;
  await flushPromises();
  return { wrapper, router, store: useCardsStore(pinia) };
}

const nameEn = (w: VueWrapper) => w.get<HTMLInputElement>('input[data-field="name.en"]');
const button = (w: VueWrapper, text: string) => w.findAll('button').find((b) => b.text() === text)!;
/** Typed into a box key by key, as a browser does it (an input event each; setValue would also fire change). */
async function typeKeys(input: Pick<DOMWrapper<HTMLInputElement>, 'element' | 'trigger'>, text: string): Promise<void> {
  for (let i = 1; i <= text.length; i++) {
    input.element.value = text.slice(0, i);
    await input.trigger('input');
  }
}
/** Typed into a box key by key, then the box left (its change). */
async function type(w: VueWrapper, selector: string, text: string): Promise<void> {
  const input = w.get<HTMLInputElement>(selector);
  await typeKeys(input, text);
  await input.trigger('change');
}
const key = (init: KeyboardEventInit, target: EventTarget = document.body): KeyboardEvent => {
  const e = new KeyboardEvent('keydown', { bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(e);
  return e;
};

describe('the card editor asks before leaving with unsaved edits', () => {
  it('the top bar’s Library asks; Stay keeps the edits, Discard leaves', async () => {
    const { wrapper, router } = await open('/cards/goblin-roller/edit');
    expect(nameEn(wrapper).element.value).toBe('Roller');
    // Nothing changed: leaving asks nothing.
    await router.push('/library');
    await flushPromises();
    expect(router.currentRoute.value.path).toBe('/library');

    await router.push('/cards/goblin-roller/edit');
    await flushPromises();
    await type(wrapper, 'input[data-field="name.en"]', 'Roller Mk II');
    // A profile value removed.
    await wrapper.get('[data-row] button[data-remove]').trigger('click');
    void router.push('/library');
    await flushPromises();
    expect(router.currentRoute.value.path).toBe('/cards/goblin-roller/edit');
    const dialog = wrapper.get('[role=dialog]');
    expect(dialog.text()).toContain('The card "Roller Mk II" has changes that are not saved yet.');
    await button(wrapper, 'Stay here').trigger('click');
    await flushPromises();
    expect(router.currentRoute.value.path).toBe('/cards/goblin-roller/edit');
    expect(nameEn(wrapper).element.value).toBe('Roller Mk II');

    void router.push('/library');
    await flushPromises();
    await button(wrapper, 'Discard changes').trigger('click');
    await flushPromises();
    expect(router.currentRoute.value.path).toBe('/library');
    expect(mocked.saveUserCard).not.toHaveBeenCalled();
  });

  it('Save in the question saves the card and goes on where the player was going', async () => {
    const { wrapper, router } = await open('/cards/goblin-roller/edit');
    await type(wrapper, 'input[data-field="name.en"]', 'Roller Mk II');
    void router.push('/library');
    await flushPromises();
    await button(wrapper, 'Save and leave').trigger('click');
    await flushPromises();
    expect(mocked.saveUserCard).toHaveBeenCalledTimes(1);
    expect(mocked.saveUserCard.mock.calls[0]?.[0].card.name).toEqual({ de: 'Walze', en: 'Roller Mk II' });
    expect(router.currentRoute.value.path).toBe('/library');
  });

  it('a reload or a closed tab is asked about (browser mode), also while a box is still being typed into', async () => {
    const { wrapper } = await open('/cards/goblin-roller/edit');
    const unload = (): Event => {
      const e = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(e);
      return e;
    };
    expect(unload().defaultPrevented).toBe(false);
    await typeKeys(nameEn(wrapper), 'Roller Mk');
    expect(unload().defaultPrevented).toBe(true);
  });

  it('a card saved with its Save button leaves without asking', async () => {
    const { wrapper, router } = await open('/cards/goblin-roller/edit');
    await type(wrapper, 'input[data-field="name.en"]', 'Roller Mk II');
    await wrapper.get('form').trigger('submit');
    await flushPromises();
    expect(router.currentRoute.value.path).toBe('/library');
    expect(wrapper.find('[role=dialog]').exists()).toBe(false);
  });
});

describe('undo and redo in the card editor', () => {
  it('Ctrl+Z takes back one committed change at a time (a text typed in a box is one), Ctrl+Y and Ctrl+Shift+Z bring it back', async () => {
    const { wrapper, store } = await open('/cards/goblin-roller/edit');
    expect(wrapper.get('[data-testid=card-undo]').attributes('aria-disabled')).toBe('true');
    await type(wrapper, 'input[data-field="name.en"]', 'Roller Mk II');
    await wrapper.get('[data-row] button[data-remove]').trigger('click');
    expect(store.draft.stats.map((r) => r.key)).toEqual(['RES']);
    expect(wrapper.get('[data-testid=card-undo]').attributes('aria-disabled')).toBe('false');

    expect(key({ key: 'z', ctrlKey: true }).defaultPrevented).toBe(true);
    await flushPromises();
    expect(store.draft.stats.map((r) => r.key)).toEqual(['MOV', 'RES']);
    expect(nameEn(wrapper).element.value).toBe('Roller Mk II');
    key({ key: 'z', ctrlKey: true });
    await flushPromises();
    // The whole name typed, one step.
    expect(nameEn(wrapper).element.value).toBe('Roller');
    expect(store.dirty).toBe(false);
    expect(wrapper.get('[data-testid=card-stepped]').text()).toBe('Undone.');

    key({ key: 'y', ctrlKey: true });
    await flushPromises();
    expect(nameEn(wrapper).element.value).toBe('Roller Mk II');
    key({ key: 'Z', ctrlKey: true, shiftKey: true });
    await flushPromises();
    expect(store.draft.stats.map((r) => r.key)).toEqual(['RES']);
    expect(wrapper.get('[data-testid=card-redo]').attributes('aria-disabled')).toBe('true');
  });

  it('the Undo and Redo buttons do the same', async () => {
    const { wrapper } = await open('/cards/goblin-roller/edit');
    await wrapper.get('select[data-field="kind"]').setValue('war-machine');
    expect(wrapper.find('select[data-field="warMachine.mobility"]').exists()).toBe(true);
    await wrapper.get('[data-testid=card-undo]').trigger('click');
    await flushPromises();
    expect(wrapper.find('select[data-field="warMachine.mobility"]').exists()).toBe(false);
    await wrapper.get('[data-testid=card-redo]').trigger('click');
    await flushPromises();
    expect(wrapper.find('select[data-field="warMachine.mobility"]').exists()).toBe(true);
  });

  it('what is being typed in a box is the box’s own to undo; once left, Ctrl+Z in a box undoes the form', async () => {
    const { wrapper } = await open('/cards/goblin-roller/edit');
    const input = nameEn(wrapper);
    await typeKeys(input, 'Roller M');
    expect(key({ key: 'z', ctrlKey: true }, input.element).defaultPrevented).toBe(false);
    await input.trigger('change');
    expect(key({ key: 'z', ctrlKey: true }, input.element).defaultPrevented).toBe(true);
    await flushPromises();
    expect(input.element.value).toBe('Roller');
  });
});

describe('the card editor’s conflict question', () => {
  it('names the card by the name saved elsewhere, and the name this tab gives it', async () => {
    const { wrapper } = await open('/cards/goblin-roller/edit');
    await type(wrapper, 'input[data-field="name.en"]', 'Roller (tab 2)');
    disk.set(ROLLER.id, { card: { ...ROLLER, name: { de: 'Walze', en: 'Steam Roller' } }, version: 'v2' });
    mocked.saveUserCard.mockRejectedValueOnce(new ApiError({ code: 'conflict', message: 'saved elsewhere', savedAt: '2026-11-28T10:00:00.000Z', version: 'v2' }));
    await wrapper.get('form').trigger('submit');
    await flushPromises();
    const text = wrapper.get('[data-testid=save-conflict]').text();
    expect(text).toMatch(/^The card "Steam Roller" was changed in another tab, window or program at /);
    expect(text).toMatch(/Your edits here name it "Roller \(tab 2\)"\.$/);
  });
});
