import { createTestingPinia } from '@pinia/testing';
import { mount } from '@vue/test-utils';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { emptyResults, gameResultSchema, type ResultsFile } from '../../../core/systems/confrontation/tjost/results';
import { createMusterI18n } from '../../i18n';
import { useTjostResultsStore } from '../../stores/tjost-results';
import TjostResultsView from '../../views/TjostResultsView.vue';
import { emptyDraft, gameFromDraft } from './game-draft';
import GameForm from './GameForm.vue';

const saved: ResultsFile[] = [];
vi.mock('../../api', () => ({
  api: {
    getResults: async () => ({ results: emptyResults('Ann'), problem: null }),
    saveResults: async ({ results }: { results: ResultsFile }) => {
      saved.push(results);
      return true;
    },
  },
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
});
