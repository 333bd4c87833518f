import { createTestingPinia } from '@pinia/testing';
import { flushPromises, mount } from '@vue/test-utils';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { HistoryDoc } from '../../../core/api/contract';
import type { EventFile } from '../../../core/systems/confrontation/tjost/organiser/event';
import { eventResults } from '../../../core/systems/confrontation/tjost/organiser/event-results';
import { addEventToLeague, newLeague, type LeagueFile } from '../../../core/systems/confrontation/tjost/organiser/league';
import { setDropped } from '../../../core/systems/confrontation/tjost/organiser/rounds';
import { eventWith, playRounds, T0 } from '../../../core/systems/confrontation/tjost/organiser/test-support';
import { api } from '../../api';
import { createMusterI18n } from '../../i18n';
import { useOrganiserStore } from '../../stores/organiser';
import EventView from '../../views/EventView.vue';
import LeagueView from '../../views/LeagueView.vue';

/** The event as it is now: four players, one round played. */
const NOW_EVENT = playRounds(eventWith(4, { rounds: 3 }), 1);
/** An earlier saved version: three players, one of them dropped out, nothing paired. */
const OLD_EVENT = setDropped(eventWith(3, { rounds: 3 }), 'p2', true, T0);
const OLD_LEAGUE: LeagueFile = newLeague({ id: 'season', name: 'Season', season: '2025/2026', now: T0 });
const NOW_LEAGUE: LeagueFile = addEventToLeague(OLD_LEAGUE, eventResults(NOW_EVENT, T0), T0).league;

vi.mock('vue-router', async (original) => ({ ...(await original<typeof import('vue-router')>()), useRouter: () => ({ push: vi.fn() }) }));
vi.mock('../../api', () => ({
  api: {
    openEvent: vi.fn(),
    saveEvent: vi.fn(),
    openLeague: vi.fn(),
    saveLeague: vi.fn(),
    listEvents: vi.fn(async () => ({ events: [], problems: [] })),
    listLeagues: vi.fn(async () => ({ leagues: [], problems: [] })),
    listHistory: vi.fn(),
    getHistoryVersion: vi.fn(),
  },
}));
const mocked = vi.mocked(api);

beforeEach(() => {
  vi.clearAllMocks();
  mocked.openEvent.mockResolvedValue(NOW_EVENT);
  mocked.saveEvent.mockImplementation(async ({ event }) => ({ event: event as EventFile, warnings: [] }));
  mocked.openLeague.mockResolvedValue(NOW_LEAGUE);
  mocked.saveLeague.mockImplementation(async ({ league }) => ({ league: league as LeagueFile, warnings: [] }));
  mocked.listHistory.mockImplementation(async ({ doc }: { doc: HistoryDoc }) =>
    doc.kind === 'event'
      ? [
          { version: 'v2', savedAt: '2026-11-21T10:00:00.000Z', bytes: 10, name: 'Test Cup', entries: 4, games: 2 },
          { version: 'v1', savedAt: '2026-11-20T09:00:00.000Z', bytes: 10, name: 'Test Cup', entries: 3, games: 0 },
        ]
      : [
          { version: 'v2', savedAt: '2026-11-21T10:00:00.000Z', bytes: 10, name: 'Season', entries: 1 },
          { version: 'v1', savedAt: '2026-11-20T09:00:00.000Z', bytes: 10, name: 'Season', entries: 0 },
        ],
  );
  mocked.getHistoryVersion.mockImplementation(async ({ doc, version }) =>
    doc.kind === 'event' ? { kind: 'event', event: version === 'v1' ? OLD_EVENT : NOW_EVENT } : { kind: 'league', league: version === 'v1' ? OLD_LEAGUE : NOW_LEAGUE },
  );
});

function mountView(view: typeof EventView | typeof LeagueView, id: string) {
  const pinia = createTestingPinia({ createSpy: vi.fn, stubActions: false });
  const wrapper = mount(view, { props: { id }, global: { plugins: [pinia, createMusterI18n('en')], stubs: { RouterLink: true } } });
  return { wrapper, store: useOrganiserStore(pinia) };
}

async function openVersion(wrapper: ReturnType<typeof mount>, index: number): Promise<string[]> {
  await wrapper.findAll('button').find((b) => b.text() === 'History')!.trigger('click');
  await flushPromises();
  const versions = wrapper.findAll('.history-version');
  const facts = versions.map((v) => v.find('.history-facts').text());
  await versions[index]!.trigger('click');
  await flushPromises();
  return facts;
}

async function restore(wrapper: ReturnType<typeof mount>): Promise<void> {
  await wrapper.findAll('button').find((b) => b.text() === 'Restore this version')!.trigger('click');
  await flushPromises();
}

describe('organiser history', () => {
  it('an event: a saved version shows its players and rounds; restoring it is one change, saved at once, that Undo takes back', async () => {
    const { wrapper, store } = mountView(EventView, 'test');
    await flushPromises();
    expect(await openVersion(wrapper, 1)).toEqual(['4 players · 2 results', '3 players · no results']);
    expect(wrapper.findAll('.history-preview li').map((li) => li.text())).toEqual(['P1', 'P2 (dropped out)', 'P3']);
    expect(wrapper.get('.history-preview').text()).toContain('Rounds paired: 0 of 3 · results entered: 0 of 0');
    await restore(wrapper);
    expect(wrapper.find('.history-grid').exists()).toBe(false);
    expect(store.event?.players.map((p) => p.name)).toEqual(['P1', 'P2', 'P3']);
    expect(store.event?.rounds).toEqual([]);
    expect(mocked.saveEvent.mock.calls.at(-1)![0].event.players).toHaveLength(3);
    expect(wrapper.get('.org-notice').text()).toContain('Restored the event as saved');
    await wrapper.findAll('button').find((b) => b.text() === 'Undo')!.trigger('click');
    await flushPromises();
    expect(store.event?.players).toHaveLength(4);
    expect(store.event?.rounds).toHaveLength(1);
    expect(mocked.saveEvent.mock.calls.at(-1)![0].event.rounds).toHaveLength(1);
  });

  it('an event: Ctrl+Z with the focus on the page (not in a box) undoes; in a text box it is the box\'s own', async () => {
    const { wrapper, store } = mountView(EventView, 'test');
    await flushPromises();
    await openVersion(wrapper, 1);
    await restore(wrapper);
    expect(store.event?.players).toHaveLength(3);
    const input = document.createElement('input');
    document.body.appendChild(input);
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'z', ctrlKey: true, bubbles: true }));
    await flushPromises();
    expect(store.event?.players).toHaveLength(3);
    // A click on the page's text leaves the focus on the body, outside the view's own element.
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'z', ctrlKey: true, bubbles: true }));
    await flushPromises();
    expect(store.event?.players).toHaveLength(4);
    expect(wrapper.get('.org-notice').text()).toBe('Last change undone.');
    input.remove();
    wrapper.unmount();
  });

  it('a league: a saved version shows its events; restoring saves it as the newest version', async () => {
    const { wrapper, store } = mountView(LeagueView, 'season');
    await flushPromises();
    expect(await openVersion(wrapper, 0)).toEqual(['1 event', 'no events']);
    expect(wrapper.findAll('.history-preview li').map((li) => li.text())).toEqual(['Test Cup · 2025-03-01 · 4 players']);
    await wrapper.findAll('.history-version')[1]!.trigger('click');
    await flushPromises();
    expect(wrapper.get('.history-preview').text()).toContain('No events.');
    await restore(wrapper);
    expect(mocked.saveLeague).toHaveBeenCalledTimes(1);
    expect(mocked.saveLeague.mock.calls[0]![0].league.events).toEqual([]);
    expect(store.league?.events).toEqual([]);
    expect(wrapper.text()).toContain('Restored the league as saved');
  });
});
