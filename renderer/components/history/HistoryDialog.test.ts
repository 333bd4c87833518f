import { createTestingPinia } from '@pinia/testing';
import { flushPromises, mount } from '@vue/test-utils';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { HistoryEntry } from '../../../core/api/contract';
import type { Card, CardFile } from '../../../core/model/card';
import { api } from '../../api';
import { createMusterI18n } from '../../i18n';
import { useCardGridStore } from '../../stores/card-grid';
import { defineComponent, h } from 'vue';
import HistoryDialog from './HistoryDialog.vue';
import { useCardsHistory } from './cards-history';

vi.mock('../../api', () => ({
  api: { listHistory: vi.fn(), getHistoryVersion: vi.fn(), openFactionCards: vi.fn(), queryCards: vi.fn() },
}));
const mocked = vi.mocked(api);

const GOBLINS = { id: 'goblins-no-dan-kar', name: { de: 'Goblins von No-Dan-Kar', en: 'Goblins of No-Dan-Kar' } };
const card = (id: string, points: number): Card => ({ id, kind: 'fighter', name: { de: `${id} (de)`, en: `${id} (en)` }, source: 'user', points, personality: false, figures: 1, mount: false, throne: false, stats: { MOV: 10 }, abilities: [] });
const file = (cards: Card[]): CardFile => ({ format: 'muster-cards', version: 2, system: 'confrontation', faction: GOBLINS, cards });
const VERSIONS: HistoryEntry[] = [
  { version: 'v3', savedAt: '2026-11-21T10:00:03.000Z', bytes: 10, cards: 2 },
  { version: 'v2', savedAt: '2026-11-21T10:00:02.000Z', bytes: 10, problem: 'cards: expected an array' },
  { version: 'v1', savedAt: '2026-11-21T10:00:01.000Z', bytes: 10, cards: 1 },
];

beforeEach(() => {
  vi.clearAllMocks();
  mocked.listHistory.mockResolvedValue(VERSIONS);
  mocked.getHistoryVersion.mockImplementation(async ({ version }) => ({ kind: 'cards', cards: file(version === 'v1' ? [card('my-old', 7)] : [card('my-a', 10), card('my-b', 10)]) }));
  mocked.openFactionCards.mockResolvedValue({ system: 'confrontation', faction: GOBLINS, cards: [card('my-a', 10), card('my-b', 10)], version: 'v1' });
  mocked.queryCards.mockResolvedValue([]);
});

async function opened() {
  const pinia = createTestingPinia({ createSpy: vi.fn, stubActions: false, initialState: { settings: { lang: 'en' } } });
  const store = useCardGridStore(pinia);
  await store.open('confrontation', 'goblins-no-dan-kar');
  /** The card grid's History: the faction's file, the view of card files. */
  const CardsHistory = defineComponent({
    emits: ['restored'],
    setup(_, { emit }) {
      const view = useCardsHistory();
      return () => h(HistoryDialog, { doc: { kind: 'cards', system: 'confrontation', faction: 'goblins-no-dan-kar' }, view, onRestored: (at: string) => emit('restored', at) });
    },
  });
  const wrapper = mount(CardsHistory, { global: { plugins: [pinia, createMusterI18n('en')] } });
  await flushPromises();
  return { store, wrapper };
}

describe('History of a card file (the card grid)', () => {
  it('asks for the faction’s file and lists its versions with their cards; one that cannot be read cannot be chosen', async () => {
    const { wrapper } = await opened();
    expect(mocked.listHistory).toHaveBeenCalledWith({ doc: { kind: 'cards', system: 'confrontation', faction: 'goblins-no-dan-kar' } });
    const versions = wrapper.findAll('.history-version');
    expect(versions.map((v) => v.find('.history-facts').text())).toEqual(['2 cards', 'cannot be read', '1 card']);
    expect(versions[0]!.text()).toContain('current');
    expect(versions[1]!.attributes('disabled')).toBeDefined();
  });

  it('previews a version’s cards and restores them into the grid as one edit that Undo takes back', async () => {
    const { wrapper, store } = await opened();
    await wrapper.findAll('.history-version')[2]!.trigger('click');
    await flushPromises();
    expect(mocked.getHistoryVersion).toHaveBeenCalledWith({ doc: { kind: 'cards', system: 'confrontation', faction: 'goblins-no-dan-kar' }, version: 'v1' });
    expect(wrapper.get('.history-preview h3').text()).toBe('Goblins of No-Dan-Kar');
    expect(wrapper.findAll('.history-preview li').map((li) => li.text())).toEqual(['my-old (en) (my-old) · 7 AP']);
    await wrapper.findAll('button').find((b) => b.text() === 'Restore this version')!.trigger('click');
    await flushPromises();
    expect(wrapper.emitted('restored')?.[0]).toEqual(['2026-11-21T10:00:01.000Z']);
    expect(store.state.rows.map((r) => r.cells.id)).toEqual(['my-old']);
    expect(store.dirty).toBe(true);
    store.undo();
    expect(store.state.rows.map((r) => r.cells.id)).toEqual(['my-a', 'my-b']);
  });
});
