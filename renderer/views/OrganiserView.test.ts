import { createTestingPinia } from '@pinia/testing';
import { flushPromises, mount, RouterLinkStub } from '@vue/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EventSummary, LeagueSummary, TrashedEvent, TrashedLeague } from '../../core/api/contract';
import type { EventFile } from '../../core/systems/confrontation/tjost/organiser/event';
import { newLeague, type LeagueFile } from '../../core/systems/confrontation/tjost/organiser/league';
import { newEvent } from '../../core/systems/confrontation/tjost/organiser/new';
import { T0 } from '../../core/systems/confrontation/tjost/organiser/test-support';
import { api } from '../api';
import { createMusterI18n } from '../i18n';
import { useOrganiserStore } from '../stores/organiser';
import { formatDateTime } from '../util/dates';
import OrganiserView from './OrganiserView.vue';

vi.mock('vue-router', async (original) => ({ ...(await original<typeof import('vue-router')>()), useRouter: () => ({ push: vi.fn() }) }));
vi.mock('../api', () => ({
  api: {
    listEvents: vi.fn(),
    listLeagues: vi.fn(),
    deleteEvent: vi.fn(),
    deleteLeague: vi.fn(),
    restoreEvent: vi.fn(),
    restoreLeague: vi.fn(),
    listTrashedEvents: vi.fn(),
    listTrashedLeagues: vi.fn(),
    openLeague: vi.fn(),
  },
}));

const mocked = vi.mocked(api);
const DELETED_AT = '2025-03-04T05:06:07.000Z';
const LEAGUE_DELETED_AT = '2025-03-05T05:06:07.000Z';
const summary = (e: EventFile): EventSummary => ({ id: e.id, name: e.name, updatedAt: e.updatedAt, players: e.players.length, rounds: e.rounds.length, plannedRounds: e.settings.rounds });
const leagueSummary = (l: LeagueFile): LeagueSummary => ({ id: l.id, name: l.name, updatedAt: l.updatedAt, events: l.events.length });
/** What the API holds: the events and leagues, and those in the trash. */
let events: EventFile[];
let leagues: LeagueFile[];
let trashedEvents: EventFile[];
let trashedLeagues: LeagueFile[];

beforeEach(() => {
  events = [newEvent({ id: 'cup', name: 'Frühjahrscup', seed: 1, now: T0 }), newEvent({ id: 'nameless', name: '', seed: 2, now: T0 }), newEvent({ id: 'open', name: 'Open', seed: 3, now: T0 })];
  leagues = [newLeague({ id: 'season', name: 'Liga 2025', now: T0 })];
  trashedEvents = [];
  trashedLeagues = [];
  mocked.listEvents.mockImplementation(async () => ({ events: events.map(summary), problems: [] }));
  mocked.listLeagues.mockImplementation(async () => ({ leagues: leagues.map(leagueSummary), problems: [] }));
  mocked.deleteEvent.mockImplementation(async ({ id }) => {
    trashedEvents = [...events.filter((e) => e.id === id), ...trashedEvents];
    events = events.filter((e) => e.id !== id);
    return true;
  });
  mocked.deleteLeague.mockImplementation(async ({ id }) => {
    trashedLeagues = [...leagues.filter((l) => l.id === id), ...trashedLeagues];
    leagues = leagues.filter((l) => l.id !== id);
    return true;
  });
  mocked.restoreEvent.mockImplementation(async ({ id }) => {
    const back = trashedEvents.find((e) => e.id === id);
    if (!back) throw new Error(`There is no event '${id}' in the trash to restore`);
    trashedEvents = trashedEvents.filter((e) => e.id !== id);
    events = [...events, back];
    return back;
  });
  mocked.restoreLeague.mockImplementation(async ({ id }) => {
    const back = trashedLeagues.find((l) => l.id === id);
    if (!back) throw new Error(`There is no league '${id}' in the trash to restore`);
    trashedLeagues = trashedLeagues.filter((l) => l.id !== id);
    leagues = [...leagues, back];
    return back;
  });
  mocked.listTrashedEvents.mockImplementation(async (): Promise<TrashedEvent[]> => trashedEvents.map((e) => ({ ...summary(e), deletedAt: DELETED_AT })));
  mocked.listTrashedLeagues.mockImplementation(async (): Promise<TrashedLeague[]> => trashedLeagues.map((l) => ({ ...leagueSummary(l), deletedAt: LEAGUE_DELETED_AT })));
});
afterEach(() => {
  vi.clearAllMocks();
  document.body.innerHTML = '';
});

async function mountView(lang: 'de' | 'en' = 'de') {
  const pinia = createTestingPinia({ createSpy: vi.fn, stubActions: false, initialState: { settings: { lang } } });
  const wrapper = mount(OrganiserView, { global: { plugins: [pinia, createMusterI18n(lang)], stubs: { RouterLink: RouterLinkStub } }, attachTo: document.body });
  await flushPromises();
  return wrapper;
}

type View = Awaited<ReturnType<typeof mountView>>;
const eventNames = (wrapper: View): string[] => wrapper.findAll('table.org-table tbody tr td:first-child').map((td) => td.text());
const toast = (): string => document.querySelector('.toast span')?.textContent ?? '';
const toastButton = (): HTMLButtonElement | null => document.querySelector<HTMLButtonElement>('.toast button.primary');

async function openTrash(wrapper: View): Promise<HTMLElement> {
  await wrapper.get('[data-testid="organiser-trash-open"]').trigger('click');
  await vi.waitFor(() => expect(document.querySelector('[role="dialog"]')).not.toBeNull());
  await flushPromises();
  return document.querySelector<HTMLElement>('[role="dialog"]')!;
}

describe('Organiser page: delete an event to the trash, Undo and Restore', () => {
  it('delete moves the event to the trash and says so with Undo; Undo brings it back', async () => {
    const wrapper = await mountView();
    expect(eventNames(wrapper)).toEqual(['Frühjahrscup', 'Turnier ohne Namen', 'Open']);
    await wrapper.get('button[aria-label="„Frühjahrscup“ löschen"]').trigger('click');
    await flushPromises();
    expect(mocked.deleteEvent).toHaveBeenCalledWith({ id: 'cup' });
    expect(eventNames(wrapper)).toEqual(['Turnier ohne Namen', 'Open']);
    expect(toast()).toBe('„Frühjahrscup“ gelöscht. Rückgängig oder der Papierkorb holt es zurück.');
    expect(toastButton()?.textContent?.trim()).toBe('Rückgängig');

    toastButton()!.click();
    await flushPromises();
    expect(mocked.restoreEvent).toHaveBeenCalledWith({ id: 'cup' });
    expect(eventNames(wrapper).sort()).toEqual(['Frühjahrscup', 'Open', 'Turnier ohne Namen']);
    expect(toast()).toBe('„Frühjahrscup“ wiederhergestellt.');
    expect(useOrganiserStore().lastDeleted).toBeNull();
  });

  it('the focus goes to the event that took the deleted one’s row, not to the page', async () => {
    const wrapper = await mountView();
    const button = wrapper.get<HTMLButtonElement>('button[aria-label="„Frühjahrscup“ löschen"]');
    button.element.focus();
    await button.trigger('click');
    await flushPromises();
    expect(document.activeElement?.textContent?.trim()).toBe('Turnier ohne Namen');
  });

  it('an event without a name is named as one, in German and English', async () => {
    const de = await mountView('de');
    await de.get('button[aria-label="Turnier ohne Namen löschen"]').trigger('click');
    await flushPromises();
    expect(toast()).toBe('Turnier ohne Namen gelöscht. Rückgängig oder der Papierkorb holt es zurück.');
    de.unmount();
    document.body.innerHTML = '';

    const en = await mountView('en');
    expect(en.find('button[aria-label="Delete “Open”"]').exists()).toBe(true);
    await en.get('button[aria-label="Delete “Frühjahrscup”"]').trigger('click');
    await flushPromises();
    expect(toast()).toBe('Deleted “Frühjahrscup”. Undo or Trash brings it back.');
  });

  it('the trash lists deleted events and leagues, the last deleted first; Restore brings one back', async () => {
    const wrapper = await mountView();
    await wrapper.get('button[aria-label="„Frühjahrscup“ löschen"]').trigger('click');
    await flushPromises();
    await useOrganiserStore().removeLeague('season');
    await flushPromises();
    expect(wrapper.findAll('.org-leagues li')).toHaveLength(0);

    const dialog = await openTrash(wrapper);
    expect(dialog.querySelector('h2')?.textContent).toBe('Gelöschte Turniere und Ligen');
    const rows = [...dialog.querySelectorAll('[data-testid="organiser-trash"] tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent?.trim()));
    expect(rows).toEqual([
      ['Liga', 'Liga 2025', '0 Turniere', formatDateTime(LEAGUE_DELETED_AT, 'de'), 'Wiederherstellen'],
      ['Turnier', 'Frühjahrscup', '0 Spieler · nicht begonnen', formatDateTime(DELETED_AT, 'de'), 'Wiederherstellen'],
    ]);

    dialog.querySelector<HTMLButtonElement>('button[aria-label="„Frühjahrscup“ wiederherstellen"]')!.click();
    await flushPromises();
    expect(mocked.restoreEvent).toHaveBeenCalledWith({ id: 'cup' });
    expect(eventNames(wrapper)).toContain('Frühjahrscup');
    expect(toast()).toBe('„Frühjahrscup“ wiederhergestellt.');
    expect([...dialog.querySelectorAll('[data-testid="organiser-trash"] tbody tr td:nth-child(2)')].map((td) => td.textContent)).toEqual(['Liga 2025']);

    dialog.querySelector<HTMLButtonElement>('button[aria-label="„Liga 2025“ wiederherstellen"]')!.click();
    await flushPromises();
    expect(mocked.restoreLeague).toHaveBeenCalledWith({ id: 'season' });
    expect(wrapper.findAll('.org-leagues li').map((li) => li.text())).toEqual([expect.stringContaining('Liga 2025')]);
  });

  it('a restore refused (an event with that id exists) is said in the trash, nothing lost', async () => {
    const wrapper = await mountView();
    await wrapper.get('button[aria-label="„Open“ löschen"]').trigger('click');
    await flushPromises();
    mocked.restoreEvent.mockRejectedValueOnce(new Error('a document with this id exists already'));
    const dialog = await openTrash(wrapper);
    dialog.querySelector<HTMLButtonElement>('button[aria-label="„Open“ wiederherstellen"]')!.click();
    await flushPromises();
    expect(dialog.querySelector('[role="alert"]')?.textContent).toBe('Das konnte nicht wiederhergestellt werden: a document with this id exists already');
    expect(dialog.querySelectorAll('[data-testid="organiser-trash"] tbody tr')).toHaveLength(1);
  });

  it('a league deleted on its page is announced here with Undo, which brings it back', async () => {
    const pinia = createTestingPinia({ createSpy: vi.fn, stubActions: false, initialState: { settings: { lang: 'de' } } });
    const store = useOrganiserStore(pinia);
    await store.loadOverview();
    await store.removeLeague('season');
    const wrapper = mount(OrganiserView, { global: { plugins: [pinia, createMusterI18n('de')], stubs: { RouterLink: RouterLinkStub } }, attachTo: document.body });
    await flushPromises();
    expect(toast()).toBe('„Liga 2025“ gelöscht. Rückgängig oder der Papierkorb holt sie zurück.');
    toastButton()!.click();
    await flushPromises();
    expect(mocked.restoreLeague).toHaveBeenCalledWith({ id: 'season' });
    expect(wrapper.findAll('.org-leagues li').map((li) => li.text())).toEqual([expect.stringContaining('Liga 2025')]);
    // Announced once: the page opened again says nothing.
    wrapper.unmount();
    mount(OrganiserView, { global: { plugins: [pinia, createMusterI18n('de')], stubs: { RouterLink: RouterLinkStub } }, attachTo: document.body });
    await flushPromises();
    expect(toast()).toBe('');
  });
});

describe('Organiser page: what events it runs', () => {
  it('the intro says plainly that events are TJOST tournaments of Confrontation, in German and English', async () => {
    const de = await mountView('de');
    expect(de.get('h1 + p').text()).toMatch(/ Turniere sind hier TJOST-Turniere für Confrontation; Turniere für The Old World oder Chronopia gibt es nicht\.$/);
    de.unmount();
    const en = await mountView('en');
    expect(en.get('h1 + p').text()).toMatch(/ Events here are TJOST tournaments of Confrontation; there are no events for The Old World or Chronopia\.$/);
  });
});
