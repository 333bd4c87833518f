import { createTestingPinia } from '@pinia/testing';
import { flushPromises, mount } from '@vue/test-utils';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../core/api/error';
import { emptyResults, gameResultSchema, type ResultsFile } from '../../../core/systems/confrontation/tjost/results';
import { createMusterI18n } from '../../i18n';
import { useTjostResultsStore } from '../../stores/tjost-results';
import TjostResultsView from '../../views/TjostResultsView.vue';
import { emptyDraft, gameFromDraft } from './game-draft';
import GameForm from './GameForm.vue';

/** Every save main accepted, and the results on disk (as main keeps them: stamped at each save). */
const saved: ResultsFile[] = [];
const disk: { results: ResultsFile | null; clock: number } = { results: null, clock: 0 };
/** Another window saves results: on disk from now on, as main would stamp them. */
function savedElsewhere(results: ResultsFile): ResultsFile {
  disk.results = { ...results, updatedAt: new Date(Date.UTC(2026, 10, 28, 9, 0, 0, ++disk.clock)).toISOString() };
  return disk.results;
}
/** A saved version of the results: two games of an earlier day. */
const OLDER: ResultsFile = { ...emptyResults('Ann'), event: 'Spring Cup', games: [{ round: 1, opponent: 'Old A', outcome: 'draw', pf: 40 }, { round: 2, opponent: 'Old B', outcome: 'win', pf: 151 }] };
vi.mock('../../api', () => ({
  api: {
    listHistory: async () => [
      { version: 'v2', savedAt: '2026-11-21T10:00:02.000Z', bytes: 10, name: 'Ann', games: 1 },
      { version: 'v1', savedAt: '2026-11-20T09:00:00.000Z', bytes: 10, name: 'Ann', games: 2 },
    ],
    getHistoryVersion: async ({ version }: { version: string }) => ({ kind: 'results', results: version === 'v1' ? OLDER : emptyResults('Ann') }),
    preparePrint: async () => true,
    getResults: async () => ({ results: disk.results ?? emptyResults('Ann'), problem: null }),
    saveResults: async ({ results, basedOn }: { results: ResultsFile; basedOn?: string }) => {
      const now = disk.results;
      if (basedOn !== undefined && now && now.updatedAt !== basedOn) throw new ApiError({ code: 'conflict', message: 'tjost-results.json: saved elsewhere', savedAt: now.updatedAt });
      saved.push(savedElsewhere(results));
      return { results: disk.results, warnings: [] };
    },
  },
}));

/** The view's leave guard, as vue-router would call it. */
const leaveGuards: (() => boolean)[] = [];
vi.mock('vue-router', async (original) => ({
  ...(await original<typeof import('vue-router')>()),
  onBeforeRouteLeave: (guard: () => boolean) => leaveGuards.push(guard),
}));

const game = (g: object) => gameResultSchema.parse({ round: 1, outcome: 'win', pf: 0, ...g });

describe('gameFromDraft', () => {
  it('refuses impossible results: negative PF, mission round 0 or over 4, Boundary Stones before round 3', () => {
    expect(gameFromDraft({ ...emptyDraft(), pf: -3 }).problems).toEqual([{ code: 'negative', field: 'pf' }]);
    expect(gameFromDraft({ ...emptyDraft(), pf: 10, missionRound: 0 }).problems).toEqual([{ code: 'mission-round', field: 'missionRound' }]);
    expect(gameFromDraft({ ...emptyDraft(), pf: 10, missionRound: 5 }).problems).toEqual([{ code: 'mission-round', field: 'missionRound' }]);
    expect(gameFromDraft({ ...emptyDraft(), pf: 10, missionRound: 2, mission: 'boundary-stones' }).problems).toEqual([{ code: 'boundary-stones-round', field: 'missionRound' }]);
    expect(gameFromDraft(emptyDraft()).problems).toEqual([{ code: 'required', field: 'pf' }]);
  });
  it('builds the game to store', () => {
    expect(gameFromDraft({ ...emptyDraft(2), opponent: ' Anna ', pf: 151, opponentPf: 40, mission: 'crusade', missionRound: 3 }).game).toEqual({
      round: 2, opponent: 'Anna', outcome: 'win', pf: 151, opponentPf: 40, mission: 'crusade', missionRound: 3,
    });
  });
});

describe('GameForm', () => {
  it('shows why a result is impossible, in words, and does not save it', async () => {
    const wrapper = mount(GameForm, { props: { nextRound: 1 }, global: { plugins: [createMusterI18n('en')] } });
    const inputs = wrapper.findAll('input[type="number"]');
    await inputs[1]!.setValue('-4'); // PF
    await inputs[3]!.setValue('5'); // mission round
    expect(wrapper.find('[role="alert"]').text()).toContain('Your PF cannot be negative.');
    expect(wrapper.find('[role="alert"]').text()).toContain('A mission is fulfilled at the end of round 1, 2, 3 or 4');
    await wrapper.find('form').trigger('submit');
    expect(wrapper.emitted('save')).toBeUndefined();
    await inputs[1]!.setValue('151');
    await inputs[3]!.setValue('');
    await wrapper.find('form').trigger('submit');
    expect(wrapper.emitted('save')?.[0]?.[0]).toMatchObject({ round: 1, pf: 151, outcome: 'win' });
  });
});

describe('results screen', () => {
  beforeEach(() => {
    saved.length = 0;
    disk.results = null;
    leaveGuards.length = 0;
  });

  function mountView(lang: 'en' | 'de' = 'en') {
    const pinia = createTestingPinia({ createSpy: vi.fn, stubActions: false });
    const wrapper = mount(TjostResultsView, { global: { plugins: [pinia, createMusterI18n(lang)] } });
    return { wrapper, store: useTjostResultsStore(pinia) };
  }

  it('shows the rulebook example with running totals: 4 PH / 187 PF, and keeps the games in the results file', async () => {
    const { wrapper, store } = mountView();
    await store.load();
    expect(store.results.player).toBe('Ann');
    store.addGame(game({ round: 1, opponent: 'A', outcome: 'win', pf: 151 }));
    store.addGame(game({ round: 2, opponent: 'B', outcome: 'loss', pf: 4 }));
    store.addGame(game({ round: 3, opponent: 'C', outcome: 'draw', pf: 32, opponentPf: 40 }));
    await wrapper.vm.$nextTick();
    expect(wrapper.find('[data-testid="tjost-ph"]').text()).toBe('4');
    expect(wrapper.find('[data-testid="tjost-pf"]').text()).toBe('187');
    const running = wrapper.findAll('[data-testid="tjost-games"] tbody tr').map((tr) => tr.findAll('td').slice(9, 11).map((td) => td.text()).join('/'));
    expect(running).toEqual(['3/151', '3/155', '4/187']);
    await store.saveNow();
    expect(saved.at(-1)?.games).toHaveLength(3);
  });

  it('a removed game and a cleared tournament come back with Undo', async () => {
    const { wrapper, store } = mountView();
    await store.load();
    store.addGame(game({ round: 1, opponent: 'A', outcome: 'win', pf: 151 }));
    store.addGame(game({ round: 2, opponent: 'B', outcome: 'loss', pf: 4 }));
    store.removeGame(0);
    await wrapper.vm.$nextTick();
    expect(store.results.games.map((g) => g.opponent)).toEqual(['B']);
    await wrapper.get('.tj-undo button').trigger('click');
    expect(store.results.games.map((g) => g.opponent)).toEqual(['A', 'B']);
    store.clear();
    expect(store.results.games).toEqual([]);
    store.undo();
    expect(store.results.games).toHaveLength(2);
  });

  it('refuses an impossible results file and says which field is wrong (German)', async () => {
    const { wrapper, store } = mountView('de');
    const ok = store.importText('bad.json', JSON.stringify({ format: 'muster-results', version: 1, games: [{ round: 1, outcome: 'win', pf: -1 }] }));
    expect(ok).toBe(false);
    await wrapper.vm.$nextTick();
    expect(wrapper.find('[role="alert"]').text()).toContain('bad.json: games[0].pf: PF cannot be negative');
    expect(store.results.games).toEqual([]);
  });
  it('History: a saved version shows its games; restoring it is one change, saved at once, that Undo takes back', async () => {
    const { wrapper, store } = mountView();
    await store.load();
    store.addGame(game({ round: 1, opponent: 'Now', outcome: 'win', pf: 100 }));
    await flushPromises();
    const history = wrapper.findAll('button').find((b) => b.text() === 'History');
    expect(history).toBeDefined();
    await history!.trigger('click');
    await flushPromises();
    const versions = wrapper.findAll('.history-version');
    expect(versions.map((v) => v.find('.history-facts').text())).toEqual(['Ann · 1 game', 'Ann · 2 games']);
    await versions[1]!.trigger('click');
    await flushPromises();
    expect(wrapper.get('.history-preview').text()).toContain('Ann · Spring Cup');
    expect(wrapper.findAll('.history-preview li').map((li) => li.text())).toEqual(['Round 1: Old A · Draw · 40 PF', 'Round 2: Old B · Win · 151 PF']);
    await wrapper.findAll('button').find((b) => b.text() === 'Restore this version')!.trigger('click');
    await flushPromises();
    expect(wrapper.find('.history-grid').exists()).toBe(false);
    expect(store.results.games.map((g) => g.opponent)).toEqual(['Old A', 'Old B']);
    await store.saveNow();
    expect(saved.at(-1)?.games.map((g) => g.opponent)).toEqual(['Old A', 'Old B']);
    expect(wrapper.get('.tj-undo').text()).toContain('Restored the results of');
    await wrapper.get('.tj-undo button').trigger('click');
    expect(store.results.games.map((g) => g.opponent)).toEqual(['Now']);
    await store.saveNow();
    expect(saved.at(-1)?.games.map((g) => g.opponent)).toEqual(['Now']);
  });

  it('reading the results saves nothing; each change is saved based on the version read or saved before', async () => {
    savedElsewhere({ ...emptyResults('Ann'), games: [game({ opponent: 'A' })] });
    const { store } = mountView();
    await store.load();
    await flushPromises();
    expect(saved).toEqual([]);
    store.setHeader({ event: 'Cup' });
    await flushPromises();
    store.addGame(game({ round: 2, opponent: 'B' }));
    await flushPromises();
    expect(saved.map((r) => [r.event, r.games.length])).toEqual([['Cup', 1], ['Cup', 2]]);
    expect(store.conflict).toBeNull();
  });

  it('results saved in another window meanwhile are not replaced: the notice offers their version (Undo brings ours back) or replacing them', async () => {
    const { wrapper, store } = mountView();
    await store.load();
    store.addGame(game({ opponent: 'Mine' }));
    await flushPromises();
    const other = savedElsewhere({ ...emptyResults('Ann'), games: [game({ opponent: 'Theirs' })] });
    store.addGame(game({ round: 2, opponent: 'Mine too' }));
    await flushPromises();
    // Refused: the other window's results stay on disk, ours stay on screen, and no error is shown.
    expect(disk.results).toEqual(other);
    expect(store.conflict).toEqual({ savedAt: other.updatedAt });
    expect(store.saveError).toBeNull();
    expect(store.results.games.map((g) => g.opponent)).toEqual(['Mine', 'Mine too']);
    // Leaving the page is held until the player has chosen.
    expect(leaveGuards.at(-1)!()).toBe(false);
    const notice = wrapper.get('[data-testid="results-conflict"]');
    expect(notice.text()).toContain('saved in another tab, window or program');
    await notice.findAll('button').find((b) => b.text() === 'Open the saved version')!.trigger('click');
    await flushPromises();
    expect(store.results.games.map((g) => g.opponent)).toEqual(['Theirs']);
    expect(wrapper.find('[data-testid="results-conflict"]').exists()).toBe(false);
    expect(leaveGuards.at(-1)!()).toBe(true);
    expect(disk.results).toEqual(other);
    await wrapper.get('.tj-undo button').trigger('click');
    await flushPromises();
    expect(store.results.games.map((g) => g.opponent)).toEqual(['Mine', 'Mine too']);
    expect(disk.results?.games.map((g) => g.opponent)).toEqual(['Mine', 'Mine too']);
  });

  it('replacing the results saved elsewhere writes ours, based on their version', async () => {
    const { wrapper, store } = mountView('de');
    await store.load();
    store.addGame(game({ opponent: 'Mine' }));
    await flushPromises();
    savedElsewhere({ ...emptyResults('Bo'), games: [] });
    store.setHeader({ player: 'Ann M.' });
    await flushPromises();
    const notice = wrapper.get('[data-testid="results-conflict"]');
    expect(notice.text()).toContain('in einem anderen Tab, Fenster oder Programm gespeichert');
    await notice.findAll('button').find((b) => b.text() === 'Durch meine ersetzen')!.trigger('click');
    await flushPromises();
    expect(store.conflict).toBeNull();
    expect(disk.results).toMatchObject({ player: 'Ann M.', games: [{ opponent: 'Mine' }] });
  });

  it('shown again, the page reads the results again: those saved elsewhere meanwhile, and Undo does not reach back past them', async () => {
    const pinia = createTestingPinia({ createSpy: vi.fn, stubActions: false });
    const show = () => mount(TjostResultsView, { global: { plugins: [pinia, createMusterI18n('en')] } });
    const store = useTjostResultsStore(pinia);
    const first = show();
    await flushPromises();
    store.addGame(game({ opponent: 'Mine' }));
    store.removeGame(0);
    await flushPromises();
    expect(store.undoable).not.toBeNull();
    const other = savedElsewhere({ ...emptyResults('Ann'), games: [game({ opponent: 'Theirs' })] });
    first.unmount();
    // Another page, then the results page again, with the store the app keeps.
    const again = show();
    await flushPromises();
    expect(again.find('[data-testid="tjost-games"]').text()).toContain('Theirs');
    expect(store.results.games.map((g) => g.opponent)).toEqual(['Theirs']);
    expect(store.undoable).toBeNull();
    expect(store.conflict).toBeNull();
    const count = saved.length;
    store.addGame(game({ round: 2, opponent: 'Next' }));
    await flushPromises();
    expect(saved.length).toBe(count + 1);
    expect(disk.results?.games.map((g) => g.opponent)).toEqual(['Theirs', 'Next']);
    expect(disk.results?.updatedAt === other.updatedAt).toBe(false);
  });

  it('results read again are not shown over a change waiting for an answer', async () => {
    const { store } = mountView();
    await store.load();
    store.addGame(game({ opponent: 'Mine' }));
    await flushPromises();
    savedElsewhere({ ...emptyResults('Ann'), games: [game({ opponent: 'Theirs' })] });
    store.addGame(game({ round: 2, opponent: 'Mine too' }));
    await flushPromises();
    expect(store.conflict).not.toBeNull();
    await store.refresh();
    expect(store.results.games.map((g) => g.opponent)).toEqual(['Mine', 'Mine too']);
    expect(store.conflict).not.toBeNull();
  });
});
