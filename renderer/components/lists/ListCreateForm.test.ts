import { flushPromises, mount } from '@vue/test-utils';
import { createTestingPinia } from '@pinia/testing';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { nextTick } from 'vue';
import { newList } from '../../../core/list/new';
import { api } from '../../api';
import { createMusterI18n } from '../../i18n';
import type { CreatedList } from '../../stores/handoff';
import { useDatabaseStore } from '../../stores/database';
import ListCreateForm from './ListCreateForm.vue';
import { FIRST_SEARCH, pickQuery } from './pick-query';

vi.mock('../../api', () => ({
  api: {
    listFactions: vi.fn(),
    createList: vi.fn(),
    listLists: vi.fn(),
    getRecovery: vi.fn(),
    queryCards: vi.fn(),
    pickCards: vi.fn(),
    getCardCounts: vi.fn(),
    getDatabaseProblems: vi.fn(),
    getAppInfo: vi.fn(),
  },
}));
const mocked = vi.mocked(api);

beforeEach(() => {
  vi.clearAllMocks();
  mocked.listFactions.mockImplementation(async ({ system }) =>
    system === 'confrontation'
      ? [
          { id: 'dwarves-tir-na-bor', name: { de: 'Zwerge von Tir-Nâ-Bor', en: 'Dwarves of Tir-Nâ-Bor' }, system: 'confrontation', cardCount: 13 },
          { id: 'goblins-no-dan-kar', name: { de: 'Goblins von No-Dan-Kar', en: 'Goblins of No-Dan-Kar' }, system: 'confrontation', cardCount: 13 },
        ]
      : system === 'oldworld'
        ? [
            { id: 'beastmen-brayherds', name: { de: 'Tiermenschen', en: 'Beastmen Brayherds' }, system: 'oldworld', cardCount: 40, oldworld: { army: 'beastmen-brayherds', compositions: [{ id: 'beastmen-brayherds', name: { de: 'Tiermenschen', en: 'Beastmen Brayherds' }, categories: {} }], itemLists: [], allies: [] } },
            {
              id: 'empire-of-man',
              name: { de: 'Imperium', en: 'Empire of Man' },
              system: 'oldworld',
              cardCount: 60,
              oldworld: {
                army: 'empire-of-man',
                compositions: [
                  { id: 'empire-of-man', name: { de: 'Imperium', en: 'Empire of Man' }, categories: {} },
                  { id: 'city-state-of-nuln', name: { de: 'Stadtstaat Nuln', en: 'City-State of Nuln' }, categories: {} },
                ],
                itemLists: [],
                allies: [],
              },
            },
          ]
        : [],
  );
  mocked.createList.mockImplementation(async (input) => newList({ ...input, id: 'new' }));
  mocked.listLists.mockResolvedValue({ lists: [], problems: [], repaired: [] });
  mocked.getRecovery.mockResolvedValue([]);
  mocked.queryCards.mockResolvedValue([]);
  mocked.pickCards.mockResolvedValue({ cards: [], groupOf: [], count: 0, groups: [] });
});

function render(props: { initialSystem?: 'confrontation' | 'oldworld' | 'chronopia' } = {}) {
  const pinia = createTestingPinia({ createSpy: vi.fn, stubActions: false, initialState: { settings: { lang: 'en', player: 'Ana' } } });
  return mount(ListCreateForm, { props, global: { plugins: [pinia, createMusterI18n('en')], stubs: { teleport: true } }, attachTo: document.body });
}

// A test that keeps its own clock gives it back, also when it fails.
afterEach(() => {
  vi.useRealTimers();
});

describe('ListCreateForm', () => {
  it('creates a list with the chosen faction, kind and limit', async () => {
    // The next frame on a clock of the test's own: on a busy machine a real one passes before the first check.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'] });
    const wrapper = render();
    await flushPromises();
    expect(wrapper.findAll('select')[1]?.findAll('option').map((o) => o.text())).toEqual(['Dwarves of Tir-Nâ-Bor', 'Goblins of No-Dan-Kar']);
    await wrapper.get('input[type="text"]').setValue('Siege train');
    await wrapper.findAll('select')[1]!.setValue('goblins-no-dan-kar');
    await wrapper.get('input[value="tjost-selection"]').setValue(true);
    expect((wrapper.get('input[type="number"]').element as HTMLInputElement).value).toBe('400');
    await wrapper.get('form').trigger('submit');
    await flushPromises();
    const input = { name: 'Siege train', system: 'confrontation', faction: 'goblins-no-dan-kar', pointsLimit: 400, kind: 'tjost-selection', player: 'Ana' };
    // Main is asked to save it once the editor has been drawn.
    expect(wrapper.emitted('created')).toHaveLength(1);
    expect(mocked.createList).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(mocked.createList).toHaveBeenCalledTimes(1));
    expect(mocked.createList).toHaveBeenCalledWith({ ...input, id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    // The new list is handed on at once, under the id main is asked to save it with, and main's list follows.
    const created = wrapper.emitted('created')?.[0]?.[0] as CreatedList;
    expect(created.list).toMatchObject({ ...input, id: mocked.createList.mock.calls[0]?.[0].id, entries: [] });
    expect(await created.stored).toMatchObject({ ...input, id: 'new' });
    wrapper.unmount();
  });

  it('says why a points limit is refused (not whole, below 0, above 100,000), and creates nothing', async () => {
    const wrapper = render();
    await flushPromises();
    const limit = wrapper.get('input[type="number"]');
    const problem = () => wrapper.find('#list-create-limit-problem');
    expect(problem().exists()).toBe(false);
    for (const bad of ['-50', '12.5', '100001']) {
      await limit.setValue(bad);
      expect(problem().text()).toBe('Enter a whole number from 0 to 100000.');
      expect(limit.attributes('aria-invalid')).toBe('true');
      expect(limit.attributes('aria-describedby')).toBe('list-create-limit-problem');
      expect(wrapper.get('button[type="submit"]').attributes('disabled')).toBeDefined();
      await wrapper.get('form').trigger('submit');
    }
    await limit.setValue('100000');
    expect(problem().exists()).toBe(false);
    expect(limit.attributes('aria-invalid')).toBe('false');
    await flushPromises();
    expect(wrapper.emitted('created')).toBeUndefined();
    wrapper.unmount();
  });

  it('a limit of 0 may be chosen, and the form says every card will be over it; 1 says nothing', async () => {
    const wrapper = render();
    await flushPromises();
    const limit = wrapper.get('input[type="number"]');
    const zero = () => wrapper.find('#list-create-limit-zero');
    await limit.setValue('0');
    expect(zero().text()).toBe('A limit of 0 AP: every card added will be over it.');
    expect(limit.attributes('aria-describedby')).toBe('list-create-limit-zero');
    expect(wrapper.get('button[type="submit"]').attributes('disabled')).toBeUndefined();
    await limit.setValue('1');
    expect(zero().exists()).toBe(false);
    expect(limit.attributes('aria-describedby')).toBeUndefined();
    wrapper.unmount();
  });

  it('offers the presets of each system and names an unnamed list after faction and limit', async () => {
    const wrapper = render();
    await flushPromises();
    const presets = () => wrapper.findAll('.presets button').map((b) => b.text());
    expect(presets()).toEqual(['200 AP', '300 AP', '400 AP', '500 AP']);
    await wrapper.findAll('.presets button')[2]!.trigger('click');
    await wrapper.get('form').trigger('submit');
    await vi.waitFor(() => expect(mocked.createList).toHaveBeenCalledTimes(1));
    expect(mocked.createList.mock.calls[0]?.[0]).toMatchObject({ name: 'Dwarves of Tir-Nâ-Bor 400 AP', pointsLimit: 400, kind: 'standard' });
    await wrapper.findAll('select')[0]!.setValue('chronopia');
    await flushPromises();
    expect(presets()).toEqual(['Hero · 40 points', 'Patrol · 200 points', 'Army · 400 points', 'Grand · 500 points']);
    // Chronopia offers no list kinds: the kinds are hidden.
    expect(wrapper.get('fieldset').isVisible()).toBe(false);
    expect(wrapper.text()).toContain('There are no cards for this system yet.');
    // The buttons keep their places when the system changes: each shows the new system's limit,
    // and the one pressed is the new default.
    const pressed = () => wrapper.findAll('.presets button').filter((b) => b.attributes('aria-pressed') === 'true').map((b) => b.text());
    await wrapper.findAll('select')[0]!.setValue('oldworld');
    await flushPromises();
    expect(presets()).toHaveLength(5);
    expect(presets()[4]).toMatch(/^3000 /);
    expect(pressed()).toEqual([presets()[2]]);
    await wrapper.findAll('.presets button')[4]!.trigger('click');
    expect((wrapper.get('input[type="number"]').element as HTMLInputElement).value).toBe('3000');
    // Back to Confrontation: its four presets, its three kinds, the default limit pressed.
    await wrapper.findAll('select')[0]!.setValue('confrontation');
    await flushPromises();
    expect(presets()).toEqual(['200 AP', '300 AP', '400 AP', '500 AP']);
    expect(pressed()).toEqual(['300 AP']);
    expect(wrapper.get('fieldset').isVisible()).toBe(true);
    expect(wrapper.findAll('fieldset label').filter((l) => l.isVisible())).toHaveLength(3);
    expect((wrapper.get('input[value="standard"]').element as HTMLInputElement).checked).toBe(true);
    wrapper.unmount();
  });

  it('fetches the Old World magic items while the form is filled in, once, and only for The Old World', async () => {
    // Asked for with the army's first cards, once the army has stayed chosen a moment: on a clock of the test's own.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const wrapper = render();
    await flushPromises();
    vi.advanceTimersByTime(100);
    expect(mocked.queryCards).not.toHaveBeenCalled();
    await wrapper.findAll('select')[0]!.setValue('oldworld');
    expect(mocked.queryCards).not.toHaveBeenCalled();
    vi.advanceTimersByTime(100);
    expect(mocked.queryCards).toHaveBeenCalledWith({ system: 'oldworld', kind: 'artifact', offset: 0, limit: 2000 });
    await wrapper.findAll('select')[0]!.setValue('confrontation');
    await wrapper.findAll('select')[0]!.setValue('oldworld');
    vi.advanceTimersByTime(100);
    expect(mocked.queryCards).toHaveBeenCalledTimes(1);
    wrapper.unmount();
  });

  it('shows the chosen system, army and composition in its selects, and creates the list with them', async () => {
    const wrapper = render();
    await flushPromises();
    // The selects the player sees (the composition's is hidden where an army offers one or none).
    const selects = () => wrapper.findAll('select').filter((s) => s.isVisible()).map((s) => s.element as HTMLSelectElement);
    expect(selects().map((s) => s.value)).toEqual(['confrontation', 'dwarves-tir-na-bor']);
    await wrapper.findAll('select')[0]!.setValue('oldworld');
    await flushPromises();
    // The armies replace the factions, and the first is the one shown; an army of one composition offers no choice.
    expect([...selects()[1]!.options].map((o) => o.value)).toEqual(['beastmen-brayherds', 'empire-of-man']);
    expect(selects().map((s) => s.value)).toEqual(['oldworld', 'beastmen-brayherds']);
    expect((wrapper.get('input[type="number"]').element as HTMLInputElement).value).toBe('2000');
    await wrapper.findAll('select')[1]!.setValue('empire-of-man');
    expect(selects().map((s) => s.value)).toEqual(['oldworld', 'empire-of-man', 'empire-of-man']);
    expect([...selects()[2]!.options].map((o) => o.text)).toEqual(['Empire of Man', 'City-State of Nuln']);
    await wrapper.findAll('select')[2]!.setValue('city-state-of-nuln');
    // Back to the army's own list, then to another army and back: the default composition is shown again.
    await wrapper.findAll('select')[1]!.setValue('beastmen-brayherds');
    expect(selects()).toHaveLength(2);
    await wrapper.findAll('select')[1]!.setValue('empire-of-man');
    expect(selects()[2]!.value).toBe('empire-of-man');
    await wrapper.findAll('select')[2]!.setValue('city-state-of-nuln');
    await wrapper.get('form').trigger('submit');
    await vi.waitFor(() => expect(mocked.createList).toHaveBeenCalledTimes(1));
    expect(mocked.createList.mock.calls[0]?.[0]).toMatchObject({ system: 'oldworld', faction: 'empire-of-man', composition: 'city-state-of-nuln', pointsLimit: 2000, kind: 'standard' });
    wrapper.unmount();
    // A dialog opened for a system shows that system, not the first one offered.
    const forOldWorld = render({ initialSystem: 'oldworld' });
    await flushPromises();
    expect(forOldWorld.findAll('select').filter((s) => s.isVisible()).map((s) => (s.element as HTMLSelectElement).value)).toEqual(['oldworld', 'beastmen-brayherds']);
    forOldWorld.unmount();
  });

  it('offers a system’s armies and an army’s compositions in the choice itself, and renders the rest of the form after it', async () => {
    const wrapper = render();
    // The app has read the database (as it does at start): the armies are at hand, no request per choice.
    const all = [...(await mocked.listFactions({ system: 'confrontation' })), ...(await mocked.listFactions({ system: 'oldworld' }))];
    mocked.listFactions.mockResolvedValue(all);
    mocked.getCardCounts.mockResolvedValue({ confrontation: 26, oldworld: 100, chronopia: 0 });
    mocked.getDatabaseProblems.mockResolvedValue([]);
    await useDatabaseStore().load();
    await flushPromises();
    mocked.listFactions.mockClear();
    const [system, army, composition] = wrapper.findAll('select').map((s) => s.element as HTMLSelectElement);
    const limit = wrapper.get('input[type="number"]').element as HTMLInputElement;
    const choose = (select: HTMLSelectElement, value: string) => {
      select.value = value;
      select.dispatchEvent(new Event('change'));
    };
    // Read before any await: nothing waits for a render of the form.
    choose(system!, 'oldworld');
    expect([...army!.options].map((o) => o.value)).toEqual(['beastmen-brayherds', 'empire-of-man']);
    expect(army!.value).toBe('beastmen-brayherds');
    expect(composition!.closest('label')!.style.display).toBe('none');
    expect(wrapper.get('fieldset').element.style.display).toBe('none');
    expect(wrapper.get('input[type="text"]').attributes('placeholder')).toBe('e.g. Host of Karak Hirn');
    choose(army!, 'empire-of-man');
    expect([...composition!.options].map((o) => `${o.value}:${o.text}`)).toEqual(['empire-of-man:Empire of Man', 'city-state-of-nuln:City-State of Nuln']);
    expect(composition!.value).toBe('empire-of-man');
    expect(composition!.closest('label')!.style.display).toBe('');
    // The limit and its presets are the system's once the form has rendered.
    await nextTick();
    expect(limit.value).toBe('2000');
    expect(wrapper.findAll('.presets button').map((b) => b.text())).toEqual(['1000 points', '1500 points', '2000 points', '2500 points', '3000 points']);
    expect(mocked.listFactions).not.toHaveBeenCalled();
    wrapper.unmount();
  });

  it('asks for the first cards of the army once the choice has stayed a moment, for that army and composition only', async () => {
    // The moment on a clock of the test's own: on a busy machine three choices may take longer than the real one.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const wrapper = render();
    await flushPromises();
    await vi.waitFor(() => expect(mocked.pickCards).toHaveBeenCalledTimes(1));
    expect(mocked.pickCards.mock.calls[0]?.[0]).toEqual(pickQuery({ system: 'confrontation', faction: 'dwarves-tir-na-bor' }, FIRST_SEARCH, 0));
    // The Old World, then at once the Empire and Nuln: one request, for what was chosen last.
    await wrapper.findAll('select')[0]!.setValue('oldworld');
    await flushPromises();
    await wrapper.findAll('select')[1]!.setValue('empire-of-man');
    await wrapper.findAll('select')[2]!.setValue('city-state-of-nuln');
    await vi.waitFor(() => expect(mocked.pickCards).toHaveBeenCalledTimes(2));
    expect(mocked.pickCards.mock.calls[1]?.[0]).toEqual(pickQuery({ system: 'oldworld', faction: 'empire-of-man', composition: 'city-state-of-nuln' }, FIRST_SEARCH, 0));
    // A TJOST game list offers the cards of its selection list: nothing is asked ahead for it.
    await wrapper.findAll('select')[0]!.setValue('confrontation');
    await wrapper.get('input[value="tjost-game"]').setValue(true);
    vi.advanceTimersByTime(100);
    await flushPromises();
    expect(mocked.pickCards).toHaveBeenCalledTimes(2);
    wrapper.unmount();
  });

  it('creates one list when the form is submitted twice (Enter pressed twice)', async () => {
    const wrapper = render();
    await flushPromises();
    await wrapper.get('form').trigger('submit');
    await wrapper.get('form').trigger('submit');
    expect(wrapper.emitted('created')).toHaveLength(1);
    await (wrapper.emitted('created')?.[0]?.[0] as CreatedList).stored;
    expect(mocked.createList).toHaveBeenCalledTimes(1);
    wrapper.unmount();
  });

  it('the name’s example is one of the chosen game, in the UI language', async () => {
    const wrapper = render();
    await flushPromises();
    const placeholder = () => wrapper.get('input[type="text"]').attributes('placeholder');
    expect(placeholder()).toBe('e.g. Siege train of No-Dan-Kar');
    await wrapper.findAll('select')[0]!.setValue('chronopia');
    expect(placeholder()).toBe('e.g. Swamp Goblin raiders');
    await wrapper.findAll('select')[0]!.setValue('oldworld');
    expect(placeholder()).toBe('e.g. Host of Karak Hirn');
    wrapper.unmount();
    const pinia = createTestingPinia({ createSpy: vi.fn, stubActions: false, initialState: { settings: { lang: 'de', player: 'Ana' } } });
    const german = mount(ListCreateForm, { props: { initialSystem: 'chronopia' }, global: { plugins: [pinia, createMusterI18n('de')], stubs: { teleport: true } }, attachTo: document.body });
    await flushPromises();
    expect(german.get('input[type="text"]').attributes('placeholder')).toBe('z. B. Sumpfgoblin-Plünderer');
    await german.findAll('select')[0]!.setValue('oldworld');
    expect(german.get('input[type="text"]').attributes('placeholder')).toBe('z. B. Heer von Karak Hirn');
    german.unmount();
  });
});
