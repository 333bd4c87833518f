import { createTestingPinia } from '@pinia/testing';
import { flushPromises, mount, type VueWrapper } from '@vue/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { newList } from '../../../core/list/new';
import type { EventFile, Player } from '../../../core/systems/confrontation/tjost/organiser/event';
import { addNextRound } from '../../../core/systems/confrontation/tjost/organiser/rounds';
import { eventWith, playRounds, T0 } from '../../../core/systems/confrontation/tjost/organiser/test-support';
import { api } from '../../api';
import { createMusterI18n } from '../../i18n';
import { useOrganiserStore } from '../../stores/organiser';
import { useSettingsStore } from '../../stores/settings';
import { translate } from '../../../core/i18n/translate';
import EventView from '../../views/EventView.vue';

/** Four players, round 1 paired with its results; p2's list named him "Jurgen". */
const PLAYED: EventFile = (() => {
  const e = playRounds(eventWith(4, { rounds: 3 }), 1);
  return { ...e, players: e.players.map((p) => (p.id === 'p2' ? { ...p, name: 'Jurgen' } : p)) };
})();

vi.mock('vue-router', async (original) => ({ ...(await original<typeof import('vue-router')>()), useRouter: () => ({ push: vi.fn() }), onBeforeRouteLeave: vi.fn() }));
vi.mock('../../api', () => ({ api: { openEvent: vi.fn(), saveEvent: vi.fn() } }));
const mocked = vi.mocked(api);

beforeEach(() => {
  vi.clearAllMocks();
  mocked.openEvent.mockResolvedValue(PLAYED);
  mocked.saveEvent.mockImplementation(async ({ event }) => ({ event: event as EventFile, warnings: [] }));
});
afterEach(() => {
  document.body.innerHTML = '';
});

async function openPlayers(lang: 'de' | 'en' = 'en', initialState: Record<string, unknown> = {}) {
  const pinia = createTestingPinia({ createSpy: vi.fn, stubActions: false, initialState: { settings: { lang }, ...initialState } });
  const wrapper = mount(EventView, { props: { id: 'test' }, attachTo: document.body, global: { plugins: [pinia, createMusterI18n(lang)], stubs: { RouterLink: true } } });
  await flushPromises();
  await tab(wrapper, lang === 'en' ? 'Players' : 'Spieler');
  return { wrapper, store: useOrganiserStore(pinia) };
}

async function tab(wrapper: VueWrapper, name: string): Promise<void> {
  await wrapper.findAll('[role=tab]').find((b) => b.text() === name)!.trigger('click');
  await flushPromises();
}

const names = (wrapper: VueWrapper) => wrapper.findAll('tbody th[scope=row]').map((th) => th.text());
const renameButton = (wrapper: VueWrapper, id: string) => wrapper.get(`[data-rename="${id}"]`);

describe('players: renaming a player', () => {
  it('after results are entered: Rename, a taken name refused with the player it belongs to, the new name saved, shown in the standings; Undo takes it back', async () => {
    const { wrapper, store } = await openPlayers();
    expect(names(wrapper)).toEqual(['P1', 'Jurgen', 'P3', 'P4']);
    expect(renameButton(wrapper, 'p2').text()).toBe('Rename: Jurgen');
    await renameButton(wrapper, 'p2').trigger('click');
    await flushPromises();
    const input = wrapper.get<HTMLInputElement>('[data-testid=rename-form] input');
    expect([input.element.value, document.activeElement === input.element, input.attributes('aria-label')]).toEqual(['Jurgen', true, 'New name of Jurgen']);

    // Another player's name in any spelling is refused and says whose it is; nothing is saved.
    await input.setValue('  p1 ');
    await wrapper.get('[data-testid=rename-form]').trigger('submit');
    await flushPromises();
    expect(wrapper.get('[data-testid=rename-form] [role=alert]').text()).toBe('“p1” is taken: P1 is registered under that name already (case, spaces, ü or ue, ß or ss do not make another name).');
    expect(input.attributes('aria-invalid')).toBe('true');
    expect(mocked.saveEvent).not.toHaveBeenCalled();
    // An empty name too.
    await input.setValue('   ');
    await wrapper.get('[data-testid=rename-form]').trigger('submit');
    await flushPromises();
    expect(wrapper.get('[role=alert]').text()).toBe('A player needs a name: Jurgen keeps the name.');
    expect(mocked.saveEvent).not.toHaveBeenCalled();

    // Enter in the box submits the form: the name is saved, pairings and results as they were.
    await input.setValue('Jürgen');
    await wrapper.get('[data-testid=rename-form]').trigger('submit');
    await flushPromises();
    expect(wrapper.find('[data-testid=rename-form]').exists()).toBe(false);
    expect(names(wrapper)).toEqual(['P1', 'Jürgen', 'P3', 'P4']);
    expect(mocked.saveEvent).toHaveBeenCalledTimes(1);
    const saved = mocked.saveEvent.mock.calls[0]![0];
    expect(saved.event.players.map((p) => p.name)).toEqual(['P1', 'Jürgen', 'P3', 'P4']);
    expect(saved.event.rounds).toEqual(PLAYED.rounds);
    expect(saved.basedOn).toBe(PLAYED.updatedAt);
    expect(wrapper.get('.org-notice').text()).toBe('Jurgen is now Jürgen. If the event’s results are in a league, add the event there again: the league shows the names of the results it was given.');
    expect(document.activeElement).toBe(renameButton(wrapper, 'p2').element);

    // The standings and the round's tables name him so.
    await tab(wrapper, 'Standings');
    expect(wrapper.get('table').text()).toContain('Jürgen');
    expect(wrapper.get('table').text()).not.toContain('Jurgen');
    await tab(wrapper, 'Rounds and results');
    expect(wrapper.get('.org-panel').text()).toContain('Jürgen');
    expect(wrapper.get('.org-panel').text()).not.toContain('Jurgen');

    // Undo: the name he had, saved again.
    await wrapper.findAll('button').find((b) => b.text() === 'Undo')!.trigger('click');
    await flushPromises();
    expect(store.event?.players.map((p) => p.name)).toEqual(['P1', 'Jurgen', 'P3', 'P4']);
    expect(mocked.saveEvent.mock.calls.at(-1)![0].event.players[1]!.name).toBe('Jurgen');
    wrapper.unmount();
  });

  it('Escape cancels: the name stays, nothing is saved, the focus is back on Rename; the name it has saves nothing (German)', async () => {
    const { wrapper } = await openPlayers('de');
    await renameButton(wrapper, 'p3').trigger('click');
    await flushPromises();
    const input = wrapper.get<HTMLInputElement>('[data-testid=rename-form] input');
    expect(input.attributes('aria-label')).toBe('Neuer Name von P3');
    await input.setValue('Paul');
    await input.trigger('keydown', { key: 'Escape' });
    await flushPromises();
    expect(wrapper.find('[data-testid=rename-form]').exists()).toBe(false);
    expect(names(wrapper)).toEqual(['P1', 'Jurgen', 'P3', 'P4']);
    expect(document.activeElement).toBe(renameButton(wrapper, 'p3').element);
    // Saved unchanged: nothing to save, no notice.
    await renameButton(wrapper, 'p3').trigger('click');
    await flushPromises();
    await wrapper.get('[data-testid=rename-form]').trigger('submit');
    await flushPromises();
    expect(wrapper.find('[data-testid=rename-form]').exists()).toBe(false);
    expect(mocked.saveEvent).not.toHaveBeenCalled();
    expect(wrapper.get('.org-notice').text()).toBe('');
    // Cancel by the button too.
    await renameButton(wrapper, 'p1').trigger('click');
    await flushPromises();
    await wrapper.findAll('[data-testid=rename-form] button').find((b) => b.text() === 'Abbrechen')!.trigger('click');
    await flushPromises();
    expect(wrapper.find('[data-testid=rename-form]').exists()).toBe(false);
    wrapper.unmount();
  });
});

describe('players: the language switched meanwhile', () => {
  it('why a name was refused is said in the language chosen after it was refused', async () => {
    const pinia = createTestingPinia({ createSpy: vi.fn, stubActions: false, initialState: { settings: { lang: 'en' } } });
    const i18n = createMusterI18n('en');
    const wrapper = mount(EventView, { props: { id: 'test' }, attachTo: document.body, global: { plugins: [pinia, i18n], stubs: { RouterLink: true } } });
    await flushPromises();
    await tab(wrapper, 'Players');
    await renameButton(wrapper, 'p2').trigger('click');
    await flushPromises();
    await wrapper.get<HTMLInputElement>('[data-testid=rename-form] input').setValue('p1');
    await wrapper.get('[data-testid=rename-form]').trigger('submit');
    await flushPromises();
    const refused = () => wrapper.get('[data-testid=rename-form] [role=alert]').text();
    expect(refused()).toBe('“p1” is taken: P1 is registered under that name already (case, spaces, ü or ue, ß or ss do not make another name).');
    // Settings → language, as App.vue passes it on: the settings and the page's locale.
    useSettingsStore(pinia).lang = 'de';
    i18n.global.locale.value = 'de';
    await flushPromises();
    expect(refused()).toBe(translate('de', 'organiser.rename.taken', { name: 'p1', other: 'P1' }));
    expect(refused()).toMatch(/^„p1“/);
    wrapper.unmount();
  });
});

describe('players: dropping out', () => {
  const notice = (): string => document.querySelector('.org-notice')?.textContent?.trim() ?? '';
  const dropButton = (wrapper: VueWrapper, name: string) =>
    wrapper
      .get(`tr[data-player="${name}"]`)
      .findAll('button')
      .find((b) => ['Drop out', 'Back in', 'Ausscheiden', 'Wieder dabei'].some((word) => b.text() === `${word}: ${name}`))!;

  it('mid-round: says which table of which round is left without a result and how to close it; back in is said too', async () => {
    const paired = addNextRound(PLAYED, T0).event!;
    mocked.openEvent.mockResolvedValue(paired);
    const { wrapper, store } = await openPlayers();
    const table = paired.rounds[1]!.pairings.find((p) => p.a === 'p1' || p.b === 'p1')!;
    const opponent = store.event!.players.find((p) => p.id === (table.a === 'p1' ? table.b : table.a))!.name;
    await dropButton(wrapper, 'P1').trigger('click');
    await flushPromises();
    expect(notice()).toBe(`P1 dropped out. Round 2, table ${table.table} has no result yet: enter the game’s result, or “${opponent} won by walkover”, under Rounds and results.`);
    await dropButton(wrapper, 'P1').trigger('click');
    await flushPromises();
    expect(notice()).toBe('P1 is back in.');
  });

  it('between rounds: only that the player dropped out (German)', async () => {
    const { wrapper } = await openPlayers('de');
    await dropButton(wrapper, 'P1').trigger('click');
    await flushPromises();
    expect(notice()).toBe('P1 ist ausgeschieden.');
  });
});

describe('players: every row’s buttons name the player', () => {
  /** A button's accessible name: its text, the part only a screen reader reads included (no aria-label overrides it). */
  const accessibleNames = (wrapper: VueWrapper, name: string) =>
    wrapper
      .get(`tr[data-player="${name}"]`)
      .findAll('button')
      .map((b) => [b.attributes('aria-label'), b.text()]);

  it('Rename, Replace list and Drop out, then Back in (German and English)', async () => {
    const before: EventFile = { ...PLAYED, rounds: [] };
    mocked.openEvent.mockResolvedValue(before);
    const de = await openPlayers('de');
    expect(accessibleNames(de.wrapper, 'Jurgen')).toEqual([
      [undefined, 'Umbenennen: Jurgen'],
      [undefined, 'Liste ersetzen: Jurgen'],
      [undefined, 'Ausscheiden: Jurgen'],
    ]);
    de.wrapper.unmount();
    const en = await openPlayers('en');
    await en.wrapper.get('tr[data-player="P3"]').findAll('button').at(-1)!.trigger('click');
    await flushPromises();
    expect(accessibleNames(en.wrapper, 'P3')).toEqual([
      [undefined, 'Rename: P3'],
      [undefined, 'Replace list: P3'],
      [undefined, 'Back in: P3'],
    ]);
    en.wrapper.unmount();
  });
});

describe('players: lists of other games', () => {
  const check = (points: number): NonNullable<Player['check']> => ({ valid: false, errors: 1, warnings: 0, points, codes: ['tjost.system'], checkedAt: T0.toISOString() });
  /** P1 hands in a Confrontation list, P2 a Chronopia list, P3 an Old World list. */
  const MIXED: EventFile = {
    ...PLAYED,
    players: PLAYED.players.map((p) => {
      const list = (system: 'confrontation' | 'chronopia' | 'oldworld', faction: string) => newList({ id: `l-${p.id}`, name: p.name, system, faction, pointsLimit: 400, now: T0 });
      if (p.id === 'p1') return { ...p, faction: 'griffins', list: list('confrontation', 'griffins'), check: { ...check(400), valid: true, errors: 0, codes: [] } };
      if (p.id === 'p2') return { ...p, faction: 'swamp-goblins', list: list('chronopia', 'swamp-goblins'), check: check(1) };
      if (p.id === 'p3') return { ...p, faction: 'dwarfs', list: list('oldworld', 'dwarfs'), check: check(2000) };
      return p;
    }),
  };
  const factions = [
    { system: 'confrontation', id: 'griffins', name: { de: 'Greifen', en: 'Griffins' } },
    { system: 'chronopia', id: 'swamp-goblins', name: { de: 'Sumpfgoblins', en: 'Swamp goblins' } },
    { system: 'oldworld', id: 'dwarfs', name: { de: 'Zwerge', en: 'Dwarfen Mountain Holds' } },
  ];
  const cells = (wrapper: VueWrapper) => wrapper.findAll('[data-player]').map((tr) => [tr.get('th').text(), ...tr.findAll('td').slice(0, 2).map((td) => td.text())]);

  it('the people by the name of its own game, the points in its game’s word; the standings name the people so too (German)', async () => {
    mocked.openEvent.mockResolvedValue(MIXED);
    const { wrapper } = await openPlayers('de', { database: { factions } });
    expect(wrapper.get('thead').findAll('th')[2]!.text()).toBe('Punkte');
    expect(cells(wrapper)).toEqual([
      ['P1', 'Greifen', '400 A.P.'],
      ['Jurgen', 'Sumpfgoblins', '1 Punkt'],
      ['P3', 'Zwerge', '2000 Punkte'],
      ['P4', '', ''],
    ]);
    await tab(wrapper, 'Tabelle');
    const standings = wrapper.get('[data-testid=standings]').findAll('tbody tr').map((tr) => [tr.get('th').text(), tr.findAll('td')[1]!.text()]);
    expect(standings.sort()).toEqual([['Jurgen', 'Sumpfgoblins'], ['P1', 'Greifen'], ['P3', 'Zwerge'], ['P4', '']]);
    wrapper.unmount();
  });

  it('in English', async () => {
    mocked.openEvent.mockResolvedValue(MIXED);
    const { wrapper } = await openPlayers('en', { database: { factions } });
    expect(wrapper.get('thead').findAll('th')[2]!.text()).toBe('Points');
    expect(cells(wrapper).slice(0, 3)).toEqual([
      ['P1', 'Griffins', '400 AP'],
      ['Jurgen', 'Swamp goblins', '1 point'],
      ['P3', 'Dwarfen Mountain Holds', '2000 points'],
    ]);
    wrapper.unmount();
  });
});

describe('players: registration refusals and the language', () => {
  it('refusals worded in the language of the registration are cleared when the language is switched, not left in the other language', async () => {
    const extra = api as unknown as { registerLists: ReturnType<typeof vi.fn> };
    extra.registerLists = vi.fn(async () => ({ event: PLAYED, reports: [], problems: ["j.muster: a player named 'Jürgen Müller' is registered already; replace that player's list instead."], warnings: [] }));
    const pinia = createTestingPinia({ createSpy: vi.fn, stubActions: false, initialState: { settings: { lang: 'en' } } });
    const i18n = createMusterI18n('en');
    const wrapper = mount(EventView, { props: { id: 'test' }, attachTo: document.body, global: { plugins: [pinia, i18n], stubs: { RouterLink: true } } });
    await flushPromises();
    await tab(wrapper, 'Players');
    const input = wrapper.get<HTMLInputElement>('[data-testid=register-files]');
    Object.defineProperty(input.element, 'files', { value: [new File(['{}'], 'j.muster')], configurable: true });
    await input.trigger('change');
    await flushPromises();
    const refusals = () => wrapper.findAll('ul.org-problems li').map((li) => li.text());
    expect(refusals()).toEqual(["j.muster: a player named 'Jürgen Müller' is registered already; replace that player's list instead."]);
    useSettingsStore(pinia).lang = 'de';
    i18n.global.locale.value = 'de';
    await flushPromises();
    expect(refusals()).toEqual([]);
    wrapper.unmount();
  });
});
